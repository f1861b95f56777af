import { REPLY_MAIL_ASK_TEXTS, TRANSCRIPT_TEXTS } from './texts';
import {
  CONTINUE_LINK_TARGET,
  CONTINUE_TEXTS,
  isChatBackendError,
  REPLY_MAIL_TEXTS,
  validateIdentity,
  type VisitorChatStore,
} from '@detailing/core';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useChunkStyles } from '../use-chunk-styles';
import { useWidget } from '../widget-context';
import type { ReplyMailProps } from './reply-mail-slot';
import { ContinueCard } from './continue-card';
import css from './reply-mail.css?inline';

/** The address as typed, if it is one the rules take (core's validateIdentity). */
function checkedEmail(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return null;
  const checked = validateIdentity({ email });
  return checked.ok ? (checked.identity.email ?? null) : null;
}

/** The query a "Continue the chat" link added to the page's URL, gone once it is used. */
const LINK_PARAMS = ['chat', 'mode', 'oobCode', 'apiKey', 'lang', 'continueUrl', 'tenantId'];
function forgetLinkInUrl(): void {
  const url = new URL(window.location.href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  if (url.hash === `#${CONTINUE_LINK_TARGET}`) url.hash = '';
  window.history.replaceState(window.history.state, '', url);
}

/** What the visitor answered the card in this browser, per conversation. */
const answerKey = (sessionId: string) => `chat_reply_mail_${sessionId}`;
function storedAnswer(sessionId: string): string | null {
  try {
    return window.localStorage.getItem(answerKey(sessionId));
  } catch {
    return null;
  }
}
function storeAnswer(sessionId: string, answer: 'given' | 'declined'): void {
  try {
    window.localStorage.setItem(answerKey(sessionId), answer);
  } catch {
    // Private mode: the card may ask again on the next visit.
  }
}

/**
 * The reply by e-mail in the panel (CHAT-PRODUCT.md 7), under the messages: the continue link's
 * sign-in while one is pending, "Email me this chat" once the conversation is closed, else the
 * card that asks for an address.
 */
export default function ReplyMail({ chat, link, onLinkDone }: ReplyMailProps) {
  const ref = useRef<HTMLDivElement>(null);
  useChunkStyles(ref, css);
  const sessionId = useStore(chat, (s) => s.sessionId);
  const status = useStore(chat, (s) => s.status);
  const email = useStore(chat, (s) => s.visitorEmail);
  const linkIsHere = link !== null && link.sessionId === sessionId;
  const linkDone = () => {
    forgetLinkInUrl();
    onLinkDone();
  };
  useEffect(() => {
    // The browser the visitor chatted in: the conversation is already this one.
    if (linkIsHere) linkDone();
    // Only when the link turns out to be this browser's conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkIsHere]);
  let content: ReactNode = null;
  if (link && !linkIsHere) {
    content = <ContinueCard chat={chat} link={link} onDone={linkDone} />;
  } else if (sessionId && status === 'closed') {
    // The closed notice stays the conversation's; a new one starts from here (issue #42).
    content = (
      <div className="mail-card mail-closed">
        {email ? <TranscriptOffer sessionId={sessionId} email={email} /> : null}
        <button
          type="button"
          className={email ? 'mail-secondary' : undefined}
          onClick={() => chat.getState().startNew()}
        >
          {CONTINUE_TEXTS.newChat}
        </button>
      </div>
    );
  } else if (sessionId && status === 'open') {
    content = <AskCard key={sessionId} chat={chat} sessionId={sessionId} known={email !== null} />;
  }
  return (
    <div ref={ref} className="mail-slot">
      {content}
    </div>
  );
}

/** The card's address field, with its label and its message. */
function EmailField({
  label,
  value,
  error,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="mail-field">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={ids.error} className="mail-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "Get our reply by e-mail if you leave?": once per conversation, unless an address is known
 * (identify, an earlier answer). "Notify me" gives the address with consent (the details write
 * stamps it) and thanks only once the server has it: the visitor may close the tab the next
 * second. "No thanks" is remembered in this browser.
 */
function AskCard({
  chat,
  sessionId,
  known,
}: {
  readonly chat: VisitorChatStore;
  readonly sessionId: string;
  readonly known: boolean;
}) {
  const [answer, setAnswer] = useState(() => storedAnswer(sessionId));
  const [given, setGiven] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (given) {
    return (
      <p className="mail-card mail-done" role="status">
        {REPLY_MAIL_ASK_TEXTS.given(given)}
      </p>
    );
  }
  if (known || answer !== null) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = checkedEmail(typed);
    if (!email) return setError(REPLY_MAIL_ASK_TEXTS.invalid);
    setSaving(true);
    void chat
      .getState()
      .identify({ email })
      .then((saved) => {
        setSaving(false);
        if (!saved) return setError(REPLY_MAIL_ASK_TEXTS.failed);
        storeAnswer(sessionId, 'given');
        setGiven(email);
      });
  };
  return (
    <form
      className="mail-card"
      aria-label={REPLY_MAIL_ASK_TEXTS.question}
      noValidate
      onSubmit={submit}
    >
      <p className="mail-title">{REPLY_MAIL_ASK_TEXTS.question}</p>
      <EmailField
        label={REPLY_MAIL_ASK_TEXTS.emailLabel}
        value={typed}
        error={error}
        onChange={(value) => {
          setTyped(value);
          setError(null);
        }}
      />
      <div className="mail-actions">
        <button type="submit" disabled={saving}>
          {REPLY_MAIL_ASK_TEXTS.notify}
        </button>
        <button
          type="button"
          className="mail-secondary"
          onClick={() => {
            storeAnswer(sessionId, 'declined');
            setAnswer('declined');
          }}
        >
          {REPLY_MAIL_ASK_TEXTS.noThanks}
        </button>
      </div>
    </form>
  );
}

/** A closed conversation with an address: "Email me this chat". */
function TranscriptOffer({
  sessionId,
  email,
}: {
  readonly sessionId: string;
  readonly email: string;
}) {
  const { backend } = useWidget();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const send = () => {
    setState('sending');
    backend.requestTranscript(sessionId).then(
      () => setState('sent'),
      (error: unknown) =>
        setState(
          isChatBackendError(error) && error.code === 'permission-denied'
            ? TRANSCRIPT_TEXTS.refused
            : TRANSCRIPT_TEXTS.failed,
        ),
    );
  };
  if (state === 'sent') {
    return (
      <p className="mail-text" role="status">
        {TRANSCRIPT_TEXTS.sent(email)}
      </p>
    );
  }
  const problem = state === 'idle' || state === 'sending' ? null : state;
  return (
    <>
      <button type="button" disabled={state === 'sending'} onClick={send}>
        {REPLY_MAIL_TEXTS.transcript}
      </button>
      {problem ? (
        <p className="mail-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
