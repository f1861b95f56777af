import type { MailDocument } from './request-notice.js';

/**
 * What the reply e-mails work with (reply-mail.ts): their settings, what they read of a
 * conversation, the store of pending e-mails, and their dependencies.
 */

/** How often an address nobody proved may get an e-mail other than a conversation's first. */
export const UNPROVEN_ADDRESS_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** REPLY_MAIL_DELAY_SECONDS and REPLY_MAIL_INTERVAL_SECONDS (environment.ts), in milliseconds. */
export interface ReplyMailConfig {
  readonly delayMs: number;
  readonly intervalMs: number;
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
