import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { CONTINUE_LINK_TARGET, CONTINUE_LINKS, REPLY_MAIL } from '@detailing/core/domain';
import { sha256Hex as codeId } from './digest.js';
import { inTransaction } from './transactions.js';

/**
 * The reply e-mail's "Continue the chat" link carries a one-time code of ours (issue #41), not a
 * Firebase Auth e-mail sign-in link: that one needed the address on the visitor's anonymous
 * account before anyone proved it was theirs (an account an attacker could then give a password
 * and have made staff), and completing it marks any account holding the address verified. A code
 * touches no account: it opens one conversation, once, for whoever holds the mailbox it went to,
 * and opening it proves that address for that conversation (what lets more e-mails go there).
 */

/** How long a link works: a visitor may read the e-mail days later (issue #42 offers a new one). */
export const CONTINUE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The query parameter the widget reads the code from (the name Firebase's links used). */
export const CONTINUE_CODE_PARAM = 'oobCode';

export interface ContinueLinks {
  /** A new code for the conversation's e-mail to `email`, stored by its hash until it expires. */
  issue(sessionId: string, email: string, now: number): Promise<string>;
  /**
   * Uses the code once: the address its e-mail went to, or null when the code is unknown, used,
   * expired or another conversation's.
   */
  redeem(sessionId: string, code: string, now: number): Promise<{ email: string } | null>;
  /** Records that the conversation's visitor holds `email` (they opened a link sent there). */
  prove(sessionId: string, email: string): Promise<void>;
  /**
   * "Send me a new link" with a used or expired code of this conversation: `ok` once per code
   * and at most RESEND_LIMITS.perDay a day per conversation (`limited`); `unknown` for a code
   * never issued for it (nothing is sent).
   */
  claimResend(sessionId: string, code: string, now: number): Promise<'ok' | 'limited' | 'unknown'>;
}

/** How many new links a conversation may ask for in a day (a link's holder asks, not anyone). */
export const RESEND_LIMITS = { perDay: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/**
 * What marks `email` proven for a conversation (`replyMail/{id}`): written when the visitor
 * opens a continue link sent there, or answers the reply e-mail from it (mail-inbound-store.ts).
 */
export const provenFields = (email: string) => ({
  provenEmail: email,
  provenAt: FieldValue.serverTimestamp(),
});

/** A code: 256 random bits, URL-safe. Only its hash is stored. */
export const newContinueCode = () => randomBytes(32).toString('base64url');

/**
 * The e-mail's link: the page the chat continues on, with the code, and the fragment that shows
 * "Opening your conversation…" as the page first paints.
 */
export function continueLinkUrl(continueUrl: string, code: string): string {
  const url = new URL(continueUrl);
  url.searchParams.set(CONTINUE_CODE_PARAM, code);
  url.hash = CONTINUE_LINK_TARGET;
  return url.href;
}

/** The codes on Firestore (Admin SDK; `continueLinks/*` and `replyMail/*` are closed to clients). */
export function firestoreContinueLinks(db: Firestore): ContinueLinks {
  const links = db.collection(CONTINUE_LINKS);
  return {
    async issue(sessionId, email, now) {
      const code = newContinueCode();
      await links.doc(codeId(code)).create({
        sessionId,
        email,
        createdAt: Timestamp.fromMillis(now),
        expireAt: Timestamp.fromMillis(now + CONTINUE_LINK_TTL_MS),
      });
      return code;
    },

    redeem(sessionId, code, now) {
      const ref = links.doc(codeId(code));
      return inTransaction(db, async (transaction) => {
        const link = await transaction.get(ref);
        const expireAt: unknown = link.get('expireAt');
        const email: unknown = link.get('email');
        if (
          !link.exists ||
          link.get('sessionId') !== sessionId ||
          link.get('usedAt') !== undefined ||
          !(expireAt instanceof Timestamp) ||
          expireAt.toMillis() <= now ||
          typeof email !== 'string'
        ) {
          return null;
        }
        transaction.update(ref, { usedAt: Timestamp.fromMillis(now) });
        return { email };
      });
    },

    claimResend(sessionId, code, now) {
      const ref = links.doc(codeId(code));
      const pending = db.collection(REPLY_MAIL).doc(sessionId);
      return inTransaction(db, async (transaction) => {
        const [link, state] = await Promise.all([transaction.get(ref), transaction.get(pending)]);
        if (!link.exists || link.get('sessionId') !== sessionId) return 'unknown';
        if (link.get('resentAt') !== undefined) return 'limited';
        const since: unknown = state.get('resendsSince');
        const fresh =
          !(since instanceof Timestamp) || now - since.toMillis() >= RESEND_LIMITS.windowMs;
        const count = fresh ? 0 : Number(state.get('resends')) || 0;
        if (count >= RESEND_LIMITS.perDay) return 'limited';
        transaction.update(ref, { resentAt: Timestamp.fromMillis(now) });
        transaction.set(
          pending,
          {
            resends: count + 1,
            ...(fresh ? { resendsSince: Timestamp.fromMillis(now) } : {}),
          },
          { merge: true },
        );
        return 'ok';
      });
    },

    async prove(sessionId, email) {
      await db.collection(REPLY_MAIL).doc(sessionId).set(provenFields(email), { merge: true });
    },
  };
}
