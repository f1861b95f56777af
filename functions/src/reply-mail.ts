import {
  isSitePath,
  messagePreview,
  REPLY_MAIL_DEFAULTS,
  REPLY_MAIL_TEXTS,
  replyMailSubject,
  TRANSCRIPT_LIMITS,
  transcriptSubject,
} from '@detailing/chat-core/domain';
import type { CreatedMessage } from './notify-staff.js';
import type { MailDocument } from './request-notice.js';
import { escapeHtml, MAIL_STYLE, mailHtml, unlinked } from './html.js';

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

/** How often an address nobody proved may get an e-mail other than a conversation's first. */
export const UNPROVEN_ADDRESS_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface ReplyMailConfig {
  readonly delayMs: number;
  readonly intervalMs: number;
}

const SECONDS = (name: string, raw: string | undefined, fallbackMs: number): number => {
  const text = raw?.trim() ?? '';
  if (text === '') return fallbackMs;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) {
    throw new Error(`${name} must be a whole number of seconds >= 1, got ${JSON.stringify(text)}.`);
  }
  return Number(text) * 1000;
};

/** REPLY_MAIL_DELAY_SECONDS and REPLY_MAIL_INTERVAL_SECONDS, or the spec's 2 and 15 minutes. */
export function replyMailConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
): ReplyMailConfig {
  return {
    delayMs: SECONDS(
      'REPLY_MAIL_DELAY_SECONDS',
      env.REPLY_MAIL_DELAY_SECONDS,
      REPLY_MAIL_DEFAULTS.delayMs,
    ),
    intervalMs: SECONDS(
      'REPLY_MAIL_INTERVAL_SECONDS',
      env.REPLY_MAIL_INTERVAL_SECONDS,
      REPLY_MAIL_DEFAULTS.intervalMs,
    ),
  };
}

/** What the sending needs to know of a conversation. */
export interface ReplyMailSession {
  /** The visitor's (anonymous) account: the continue link signs in as it. */
  readonly visitorUid?: string | undefined;
  /** The address the visitor gave (identify, the away form or the card)… */
  readonly email?: string | undefined;
  /** …and whether they consented to replies by e-mail (the time is on the session). */
  readonly consented: boolean;
  /** The visitor followed the e-mail's stop link. */
  readonly stopped: boolean;
  /** The visitor opened a continue link sent to `email`: the address is theirs. */
  readonly proven: boolean;
  readonly status: 'open' | 'closed';
  readonly adminMessages: number;
  readonly readByVisitor: number;
  /** Where the visitor chatted: the continue link goes back there, if it is on this site. */
  readonly page?: { readonly origin?: string | undefined; readonly path: string } | undefined;
}

/** A staff message as the e-mail shows it. */
export interface UnseenMessage {
  readonly content: string;
  readonly photos: number;
  readonly automatic: boolean;
}

/** A message of the conversation as the transcript shows it. */
export interface TranscriptMessage {
  readonly sender: 'user' | 'admin';
  readonly content: string;
  readonly photos: number;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

/** A conversation's pending e-mail (`replyMail/{sessionId}`). */
export interface PendingReplyMail {
  readonly sessionId: string;
  readonly dueAt: number;
  readonly lastSentAt?: number | undefined;
  /** How many reply e-mails this conversation has had: the next one's id. */
  readonly sent: number;
  /** Failed attempts since the last success (the backoff). */
  readonly attempts: number;
}

export interface ReplyMailStore {
  /** Marks the conversation due at `dueAt`, unless it is already due earlier. */
  schedule(sessionId: string, dueAt: number): Promise<void>;
  /** The pending e-mails due at `now`, at most `limit`. */
  due(now: number, limit: number): Promise<PendingReplyMail[]>;
  session(sessionId: string): Promise<ReplyMailSession | null>;
  /** The conversation's last `count` staff messages, oldest first. */
  lastStaffMessages(sessionId: string, count: number): Promise<UnseenMessage[]>;
  /** The visitor's latest message (the question the reply answers), or null. */
  lastVisitorMessage(sessionId: string): Promise<UnseenMessage | null>;
  /** Nothing to send (seen, no address, stopped): the pending e-mail is dropped. */
  cancel(sessionId: string): Promise<void>;
  /** Due again later (too soon after the last one, or a failure's backoff). */
  postpone(sessionId: string, dueAt: number, attempts: number): Promise<void>;
  /**
   * In one transaction: writes the `mail` document under `mailId` (unless it exists: a run
   * that failed after it), records the send (`lastSentAt`, `sent + 1`) and clears the due time.
   */
  send(sessionId: string, mailId: string, mail: MailDocument, now: number): Promise<void>;
  /** The conversation's first `limit` messages, oldest first (the transcript). */
  conversation(sessionId: string, limit: number): Promise<TranscriptMessage[]>;
  /** Writes the `mail` document under `mailId`, unless it exists (a retried trigger). */
  writeMail(mailId: string, mail: MailDocument): Promise<void>;
  /**
   * Takes the address's allowance for the e-mail `mailId` to an address nobody proved: true, and
   * counted, when its last such e-mail (from any conversation) was at least `intervalMs` before
   * `now`, or was this very one (a retried run).
   */
  claimUnprovenAddress(
    email: string,
    mailId: string,
    now: number,
    intervalMs: number,
  ): Promise<boolean>;
}

export interface ReplyMailDependencies {
  readonly store: ReplyMailStore;
  readonly config: ReplyMailConfig;
  readonly businessName: string;
  /** This site's origin: the continue link's default page and the stop link's host. */
  readonly siteOrigin: string;
  /**
   * The link to `continueUrl` with a one-time code that opens the conversation on any device
   * (continue-links.ts), for the e-mail to `email`.
   */
  readonly continueLink: (request: {
    readonly sessionId: string;
    readonly email: string;
    readonly continueUrl: string;
  }) => Promise<string>;
  /** The signed link that stops these e-mails for one conversation. */
  readonly stopLink: (sessionId: string) => string;
  /**
   * The conversation's reply address for the e-mail to `email` (reply-address.ts), the reply
   * e-mail's Reply-To; none (no INBOUND_MAIL_DOMAIN) leaves replies by e-mail off.
   */
  readonly replyTo?: ((sessionId: string, email: string) => string | undefined) | undefined;
  readonly log?: (message: string, details?: Record<string, unknown>) => void;
}

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

/**
 * Where the continue link lands: the page the visitor chatted on, with the chat open, always on
 * this site (`siteOrigin`, from the configuration). What the session holds is the visitor's
 * writing: a page on another site, or a path a browser reads as another host (`//evil.example`),
 * gives our home page instead, so an e-mail in the firm's name never links elsewhere.
 */
export function continueUrlOf(session: ReplyMailSession, sessionId: string, siteOrigin: string) {
  const page = session.page;
  const path = page && page.origin === undefined && isSitePath(page.path) ? page.path : '/';
  const url = new URL(siteOrigin);
  const [pathname = '/', query = ''] = path.split('?', 2);
  url.pathname = pathname;
  url.search = query;
  url.searchParams.set('chat', sessionId);
  // Belt and braces: whatever the path held, the link stays on this site.
  return url.origin === new URL(siteOrigin).origin ? url.href : `${siteOrigin}/?chat=${sessionId}`;
}

/** One message of a chat e-mail: who wrote it and when (the transcript), and its text. */
interface MailEntry {
  readonly who?: string;
  readonly mine?: boolean;
  readonly line: string;
}

/**
 * A chat e-mail to the visitor, as text and HTML: the intro, the messages, the button to
 * `action` if any, then why it was sent and the link that stops these e-mails. The visitor's own
 * lines (`mine`) are written so that no mail client makes a link of them (`unlinked`).
 */
function chatMail({
  to,
  subject,
  intro,
  entries,
  action,
  why,
  stopLink,
}: {
  to: string;
  subject: string;
  intro: string;
  entries: readonly MailEntry[];
  action?: { readonly label: string; readonly href: string };
  why: string;
  stopLink: string;
}): MailDocument {
  const lines = entries.map((entry) => ({
    ...entry,
    line: entry.mine ? unlinked(entry.line) : entry.line,
  }));
  const text = [
    intro,
    '',
    ...lines.flatMap(({ who, line }) => [...(who ? [`${who}:`] : []), line, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    '--',
    why,
    `${REPLY_MAIL_TEXTS.stop}: ${stopLink}`,
  ].join('\n');
  const html = mailHtml({
    body: [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      ...lines.map(({ who, mine, line }) =>
        [
          ...(who
            ? [
                `<p style="margin:0 0 4px;font-size:13px;${mine ? 'opacity:.75' : MAIL_STYLE.gold}">${escapeHtml(who)}</p>`,
              ]
            : []),
          `<p style="${MAIL_STYLE.bubble}">${escapeHtml(line)}</p>`,
        ].join('\n'),
      ),
    ].join('\n'),
    action,
    why,
    footerLink: { label: REPLY_MAIL_TEXTS.stop, href: stopLink },
  });
  return { to, message: { subject, text, html } };
}

/** The e-mail: every unseen staff message in order, the continue link, why, and how to stop. */
export function replyMail({
  to,
  businessName,
  messages,
  continueLink,
  stopLink,
  replyTo,
  question,
}: {
  to: string;
  businessName: string;
  messages: readonly UnseenMessage[];
  /** The visitor's latest message, quoted first: what the reply answers. */
  question?: UnseenMessage | null | undefined;
  continueLink: string;
  stopLink: string;
  /** Where the visitor's answer by e-mail goes (mail-inbound.ts); none: the sender's address. */
  replyTo?: string | undefined;
}): MailDocument {
  const mail = chatMail({
    to,
    subject: replyMailSubject(businessName),
    intro: `${businessName} replied to your message in the live chat:`,
    entries: [
      ...(question
        ? [
            {
              who: 'You asked',
              mine: true,
              line: messagePreview(question.content, question.photos),
            },
          ]
        : []),
      ...messages.map((m, i) => ({
        ...(question && i === 0 ? { who: 'Our reply' } : {}),
        line: messagePreview(m.content, m.photos),
      })),
    ],
    action: { label: REPLY_MAIL_TEXTS.continueChat, href: continueLink },
    why: 'You receive this e-mail because you asked us to e-mail our reply if you left the chat.',
    stopLink,
  });
  return replyTo ? { ...mail, replyTo } : mail;
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

/** The transcript's most messages (a conversation has far fewer: messages are spaced). */
export const TRANSCRIPT_MESSAGE_LIMIT = 500;

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "Email me this chat": the whole conversation, each message with who wrote it and when. */
export function transcriptMail({
  to,
  businessName,
  messages,
  stopLink,
}: {
  to: string;
  businessName: string;
  messages: readonly TranscriptMessage[];
  stopLink: string;
}): MailDocument {
  return chatMail({
    to,
    subject: transcriptSubject(businessName),
    intro: `Your chat with ${businessName}, as you asked:`,
    entries: messages.map((m) => ({
      who: `${m.sender === 'user' ? 'You' : businessName}, ${londonTime.format(m.createdAt)}`,
      mine: m.sender === 'user',
      line: messagePreview(m.content, m.photos),
    })),
    why: `You receive this e-mail because you asked for this chat by e-mail ("${REPLY_MAIL_TEXTS.transcript}").`,
    stopLink,
  });
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
