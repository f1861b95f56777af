import { REPLY_MAIL_TEXTS, TRANSCRIPT_LIMITS } from '@detailing/core/domain';
import type { CreatedMessage } from './notify-staff.js';
import {
  chatMail,
  continueUrlOf,
  replyMail,
  TRANSCRIPT_MESSAGE_LIMIT,
  transcriptMail,
} from './reply-mail-content.js';
import {
  type PendingReplyMail,
  type ReplyMailDependencies,
  UNPROVEN_ADDRESS_INTERVAL_MS,
} from './reply-mail-model.js';

/**
 * The reply reaches a visitor who left (CHAT-PRODUCT.md 7). A staff reply schedules an e-mail
 * for `delayMs` later (`scheduleReplyMail`); a scheduled run (`sendDueReplyMails`) sends it then
 * if the visitor has still not seen every staff message (the read markers), carrying all the
 * unseen ones, at most once per conversation per `intervalMs`, never after the visitor stopped
 * them, and only to an address the visitor gave with consent. Plain functions with their
 * dependencies passed in; `index.ts` wires them to Firestore and Auth.
 *
 * Anyone can type anyone's address (issue #41). Until the visitor proves it is theirs (opens a
 * continue link sent there), a conversation sends it one reply e-mail, the notice; any other
 * (more replies, a transcript) goes only once a day per address across all conversations
 * (`UNPROVEN_ADDRESS_INTERVAL_MS`), and the visitor's own words never carry a working link.
 */

/** On a staff message (not the automatic away reply): the e-mail becomes due `delayMs` later. */
export async function scheduleReplyMail(
  created: CreatedMessage,
  { store, config }: Pick<ReplyMailDependencies, 'store' | 'config'>,
  now = Date.now(),
): Promise<'scheduled' | 'skipped'> {
  if (created.data?.['sender'] !== 'admin' || created.data['automatic'] === true) return 'skipped';
  await store.schedule(created.sessionId, now + config.delayMs);
  return 'scheduled';
}

export interface ReplyMailRunResult {
  readonly sent: number;
  readonly cancelled: number;
  readonly postponed: number;
  readonly failed: number;
}

/** A failure's next try: 1, 2, 4 … minutes later, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** The scheduled run: every pending e-mail that is due, sent or dropped or postponed. */
export async function sendDueReplyMails(
  dependencies: ReplyMailDependencies,
  now = Date.now(),
  limit = 100,
): Promise<ReplyMailRunResult> {
  const { store, log = () => undefined } = dependencies;
  const counts = { sent: 0, cancelled: 0, postponed: 0, failed: 0 };
  for (const pending of await store.due(now, limit)) {
    try {
      const outcome = await sendOne(pending, dependencies, now);
      counts[outcome] += 1;
    } catch (error) {
      counts.failed += 1;
      const attempts = pending.attempts + 1;
      log('A reply e-mail could not be sent; it is tried again later.', {
        sessionId: pending.sessionId,
        attempts,
        error: error instanceof Error ? error.message : String(error),
      });
      await store.postpone(pending.sessionId, now + backoffMs(attempts), attempts);
    }
  }
  return counts;
}

async function sendOne(
  pending: PendingReplyMail,
  {
    store,
    config,
    businessName,
    siteOrigin,
    continueLink,
    stopLink,
    replyTo,
  }: ReplyMailDependencies,
  now: number,
): Promise<'sent' | 'cancelled' | 'postponed'> {
  const session = await store.session(pending.sessionId);
  const unseen = session ? session.adminMessages - session.readByVisitor : 0;
  if (!session?.email || !session.consented || session.stopped || unseen <= 0) {
    await store.cancel(pending.sessionId);
    return 'cancelled';
  }
  if (pending.lastSentAt !== undefined && now - pending.lastSentAt < config.intervalMs) {
    await store.postpone(
      pending.sessionId,
      pending.lastSentAt + config.intervalMs,
      pending.attempts,
    );
    return 'postponed';
  }
  const messages = (await store.lastStaffMessages(pending.sessionId, unseen)).filter(
    (m) => !m.automatic,
  );
  const mailId = `reply-${pending.sessionId}-${pending.sent + 1}`;
  // After the conversation's first e-mail, an address nobody proved gets one a day at most.
  const allowed =
    pending.sent === 0 ||
    session.proven ||
    (messages.length > 0 &&
      (await store.claimUnprovenAddress(session.email, mailId, now, UNPROVEN_ADDRESS_INTERVAL_MS)));
  if (messages.length === 0 || !allowed) {
    await store.cancel(pending.sessionId);
    return 'cancelled';
  }
  const link = await continueLink({
    sessionId: pending.sessionId,
    email: session.email,
    continueUrl: continueUrlOf(session, pending.sessionId, siteOrigin),
  });
  const mail = replyMail({
    to: session.email,
    businessName,
    messages,
    question: await store.lastVisitorMessage(pending.sessionId),
    continueLink: link,
    stopLink: stopLink(pending.sessionId),
    replyTo: replyTo?.(pending.sessionId, session.email),
  });
  await store.send(pending.sessionId, mailId, mail, now);
  return 'sent';
}

/**
 * A visitor's "Email me this chat" (`chatTranscripts/{sessionId}`, the `count`-th, written
 * within the rules' limits): the transcript goes to the address of the closed conversation, if
 * it still holds one with consent and its e-mails were not stopped, and the visitor proved the
 * address or it had no such e-mail in the last day (`skipped-unproven`). Its `mail` document is
 * named after the count, so a retried trigger never sends it twice.
 */
export async function sendTranscript(
  request: { readonly sessionId: string; readonly count: number },
  {
    store,
    businessName,
    stopLink,
  }: Pick<ReplyMailDependencies, 'store' | 'businessName' | 'stopLink'>,
  now = Date.now(),
): Promise<'sent' | 'skipped' | 'skipped-unproven'> {
  const { sessionId, count } = request;
  if (!Number.isInteger(count) || count < 1 || count > TRANSCRIPT_LIMITS.perConversation) {
    return 'skipped';
  }
  const session = await store.session(sessionId);
  if (!session?.email || !session.consented || session.stopped || session.status !== 'closed') {
    return 'skipped';
  }
  const mailId = `transcript-${sessionId}-${count}`;
  if (
    !session.proven &&
    !(await store.claimUnprovenAddress(session.email, mailId, now, UNPROVEN_ADDRESS_INTERVAL_MS))
  ) {
    return 'skipped-unproven';
  }
  const messages = await store.conversation(sessionId, TRANSCRIPT_MESSAGE_LIMIT);
  const mail = transcriptMail({
    to: session.email,
    businessName,
    messages,
    stopLink: stopLink(sessionId),
  });
  await store.writeMail(mailId, mail);
  return 'sent';
}

/**
 * "Send me a new link" (issue #42): a used or expired continue link's holder asks, and the
 * conversation's address gets a fresh one, to the same page, if it still holds one with consent
 * and its e-mails were not stopped. Written once per request (`continue-<id>-<time>`).
 */
export async function sendContinueLink(
  sessionId: string,
  {
    store,
    businessName,
    siteOrigin,
    continueLink,
    stopLink,
    replyTo,
  }: Pick<
    ReplyMailDependencies,
    'store' | 'businessName' | 'siteOrigin' | 'continueLink' | 'stopLink' | 'replyTo'
  >,
  now = Date.now(),
): Promise<'sent' | 'skipped'> {
  const session = await store.session(sessionId);
  if (!session?.email || !session.consented || session.stopped) return 'skipped';
  const link = await continueLink({
    sessionId,
    email: session.email,
    continueUrl: continueUrlOf(session, sessionId, siteOrigin),
  });
  const mail = chatMail({
    to: session.email,
    subject: `Your link to the chat with ${businessName}`,
    intro: 'Here is a new link to your conversation, as you asked.',
    entries: [],
    action: { label: REPLY_MAIL_TEXTS.continueChat, href: link },
    why: 'You receive this e-mail because you asked for a new link on our website.',
    stopLink: stopLink(sessionId),
  });
  const answerTo = replyTo?.(sessionId, session.email);
  await store.writeMail(
    `continue-${sessionId}-${now}`,
    answerTo ? { ...mail, replyTo: answerTo } : mail,
  );
  return 'sent';
}
