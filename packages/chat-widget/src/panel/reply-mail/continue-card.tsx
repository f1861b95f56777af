import { CONTINUE_TEXTS, isChatBackendError, type VisitorChatStore } from '@detailing/core';
import { useEffect, useState } from 'react';
import { useWidget } from '../widget-context';
import type { ContinueLink } from './reply-mail-slot';

/**
 * One sign-in per link and attempt, however often the card mounts: the panel closed and opened
 * while it is under way must not spend the link's one-time code a second time.
 */
const signIns = new Map<string, Promise<void>>();
function signInOnce(link: ContinueLink, attempt: number, start: () => Promise<void>) {
  const key = `${attempt} ${link.href}`;
  let signingIn = signIns.get(key);
  if (!signingIn) {
    signingIn = start();
    signIns.set(key, signingIn);
  }
  return signingIn;
}

/** Where a used link asks for a new one (the functions' continue endpoint, on our origin). */
const continueEndpoint = () => `${new URL(import.meta.url).origin}/api/chat-mail/continue`;

/**
 * "Send me a new link" for a used or expired link: the functions e-mail the conversation's
 * address a fresh one (only for a code once sent for it, rate-limited). The answer's words.
 */
async function askForNewLink(link: ContinueLink): Promise<string> {
  const oobCode = new URL(link.href).searchParams.get('oobCode') ?? '';
  try {
    const response = await fetch(continueEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ session: link.sessionId, oobCode, resend: true }),
    });
    if (response.status === 202) return CONTINUE_TEXTS.newLinkSent;
    if (response.status === 429) return CONTINUE_TEXTS.newLinkLimited;
    return response.status === 410 ? CONTINUE_TEXTS.expired : CONTINUE_TEXTS.failed;
  } catch {
    return CONTINUE_TEXTS.failed;
  }
}

/**
 * The "Continue the chat" link in another browser: it signs this browser in as the visitor who
 * chatted (the link's one-time code, checked by the functions), and the panel shows that
 * conversation. A link that expired or was used offers a new link in one tap, and a new chat;
 * one without a code (the e-mail linked only to the page) says so and offers a new chat.
 */
export function ContinueCard({
  chat,
  link,
  onDone,
}: {
  readonly chat: VisitorChatStore;
  readonly link: ContinueLink;
  readonly onDone: () => void;
}) {
  const { backend } = useWidget();
  const signIn = new URL(link.href).searchParams.has('oobCode');
  const [state, setState] = useState<'opening' | string>(
    signIn ? 'opening' : CONTINUE_TEXTS.elsewhere,
  );
  const [attempt, setAttempt] = useState(0);
  const [renewal, setRenewal] = useState<'idle' | 'asking' | string>('idle');
  useEffect(() => {
    if (!signIn) return;
    let current = true;
    signInOnce(link, attempt, () => backend.continueWithLink(link.sessionId, link.href)).then(
      () => {
        // Even if the panel closed meanwhile: the code is used, the sign-in is done.
        chat.getState().continueSession(link.sessionId);
        onDone();
      },
      (error: unknown) => {
        if (!current) return;
        const gone = isChatBackendError(error) && error.code === 'not-found';
        setState(gone ? CONTINUE_TEXTS.expired : CONTINUE_TEXTS.failed);
      },
    );
    return () => {
      current = false;
    };
    // A new attempt only when asked (Try again): not when the host re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (state === 'opening') {
    return (
      <p className="mail-card mail-done" role="status">
        {CONTINUE_TEXTS.opening}
      </p>
    );
  }
  const renewable = signIn && state === CONTINUE_TEXTS.expired;
  return (
    <div className="mail-card" role="alert">
      <p className="mail-title">{state}</p>
      {renewal === 'idle' || renewal === 'asking' ? null : (
        <p className="mail-text" role="status">
          {renewal}
        </p>
      )}
      <div className="mail-actions">
        {renewable && renewal !== CONTINUE_TEXTS.newLinkSent ? (
          <button
            type="button"
            disabled={renewal === 'asking'}
            onClick={() => {
              setRenewal('asking');
              void askForNewLink(link).then(setRenewal);
            }}
          >
            {CONTINUE_TEXTS.newLink}
          </button>
        ) : null}
        {state === CONTINUE_TEXTS.failed ? (
          <button
            type="button"
            onClick={() => {
              setState('opening');
              setAttempt((n) => n + 1);
            }}
          >
            {CONTINUE_TEXTS.retry}
          </button>
        ) : null}
        <button
          type="button"
          className={state === CONTINUE_TEXTS.failed || renewable ? 'mail-secondary' : undefined}
          onClick={onDone}
        >
          {CONTINUE_TEXTS.newChat}
        </button>
      </div>
    </div>
  );
}
