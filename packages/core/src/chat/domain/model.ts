import type { QuoteDraft } from '../../quotes/domain/quote';
import type { OutgoingPhoto, PhotoRef } from './photos';

/** Who wrote a message: the spec's values, `user` for the visitor and `admin` for staff. */
export type Sender = 'user' | 'admin';

/** `closed` is final: nobody reopens a session (the Firestore rules enforce it). */
export type SessionStatus = 'open' | 'closed';

/** A preview of the newest message, kept on the session so the staff list needs no extra reads. */
export interface LastMessage {
  readonly id: string;
  readonly content: string;
  readonly sender: Sender;
  /** How many photos the message carries (CHAT-PRODUCT.md 6), when any: "📷 Photo" in the list. */
  readonly photos?: number;
}

export interface ChatSession {
  /** Generated in the visitor's browser (crypto.randomUUID) and kept in local storage. */
  readonly id: string;
  readonly status: SessionStatus;
  /** The anonymous Firebase Auth uid the session is bound to. */
  readonly visitorUid: string;
  /** Milliseconds since the epoch (server time; an estimate while a write is pending). */
  readonly createdAt: number;
  /** Milliseconds since the epoch of the latest activity (message or close). */
  readonly updatedAt: number;
  readonly lastMessage?: LastMessage;
  /** Who the visitor says they are (identify, or the away form); only what they gave. */
  readonly visitor?: VisitorIdentity;
  /** Where the visitor is and on what (CHAT-PRODUCT.md 2), kept current while it is open. */
  readonly context?: VisitorContext;
  /** Messages per sender and the read markers (CHAT-PRODUCT.md 3); the adapters always set it. */
  readonly counts?: SessionCounts;
  /** Photos in the conversation so far, both sides (at most PHOTO_LIMITS.perConversation). */
  readonly photoCount?: number;
  /** The visitor followed a reply e-mail's stop link: no e-mail about it is offered again. */
  readonly emailStopped?: true;
}

/** A session's counters (docs/chat-data-model.md), 0 for any missing (older sessions). */
export interface SessionCounts {
  /** Visitor messages counted (sender `user`). */
  readonly user: number;
  /** Staff messages counted (sender `admin`). */
  readonly admin: number;
  /** Staff have read the first N visitor messages. */
  readonly readByStaff: number;
  /** The visitor has read the first M staff messages. */
  readonly readByVisitor: number;
}

/** What a visitor may tell about themselves: any subset, validated (validateIdentity). */
export interface VisitorIdentity {
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
}

/** A page: its path (query dropped except utm_*), its title, and on other sites its origin. */
export interface PageRef {
  readonly path: string;
  readonly title: string;
  /** Only for pages on another site than ours (the widget embedded elsewhere). */
  readonly origin?: string;
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** What the visitor's browser says about itself, once per page load. */
export interface VisitorEnvironment {
  /** The origin of the page that led here (not the full URL), when there is one. */
  readonly referrer?: string;
  readonly device: DeviceClass;
  /** A browser name such as "Chrome" or "Safari", with no version. */
  readonly browser: string;
  /** The browser's language, BCP 47 (e.g. "en-GB"). */
  readonly language: string;
  /** The visitor's IANA time zone (e.g. "Europe/London"), for their local time. */
  readonly timeZone: string;
}

/** The page where the conversation started, the page the visitor is on now, and the rest. */
export interface VisitorContext extends VisitorEnvironment {
  readonly startPage: PageRef;
  readonly currentPage: PageRef;
}

/** What a visitor's client writes about them onto their session. */
export interface SessionDetails {
  readonly visitor?: VisitorIdentity;
  readonly context?: VisitorContext;
}

/** What staff learn about a visitor from their earlier conversations (the visitor panel). */
export interface VisitorHistory {
  /** When this visitor (their anonymous uid) started their first conversation still stored. */
  readonly firstSeenAt: number;
  /** How many conversations this visitor started before the given one (still stored). */
  readonly earlierConversations: number;
  /**
   * The latest of those, for the visitor panel (issue #42: the visitor who starts a new chat
   * after a closed one is the same person, and staff see what came before).
   */
  readonly previous?: Pick<
    ChatSession,
    'id' | 'status' | 'createdAt' | 'updatedAt' | 'lastMessage'
  >;
}

export interface ChatMessage {
  /** Generated on the client, so a retried send never duplicates a message. */
  readonly id: string;
  readonly sessionId: string;
  /** The text; empty only when the message carries photos. */
  readonly content: string;
  /** The photos it carries, in order (read each with readPhoto when it is shown). */
  readonly photos?: readonly PhotoRef[];
  readonly sender: Sender;
  /** Milliseconds since the epoch (server time; an estimate while the write is pending). */
  readonly createdAt: number;
  /** Client sequence number: breaks ties between messages written in the same millisecond. */
  readonly seq: number;
  /** True while the write has not been acknowledged by the server. */
  readonly pending?: boolean;
  /**
   * True when sending a message with photos failed: it stays, with its photos, as "Not sent"
   * until the sender retries (a text-only message that fails is removed, spec section 8).
   */
  readonly failed?: true;
  /**
   * True on the away reply the Cloud Function writes (sender `admin`); no client can write it
   * (the rules refuse the field), so the UIs may label it "Automatic reply".
   */
  readonly automatic?: true;
  /**
   * A staff message that carries a quote (BOOKING.md 5): the quote's id, which is the message's
   * own (`chatSessions/{id}/quotes/{quoteId}`; read it with readQuote). `content` is the quote in
   * one line (quoteMessageText), for a transcript or an e-mail.
   */
  readonly quoteId?: string;
}

/** A message as a client asks to send it. */
export interface OutgoingMessage {
  readonly sessionId: string;
  readonly id: string;
  /** Validated text (validateMessage), or '' when photos are attached and nothing was typed. */
  readonly content: string;
  readonly seq: number;
  /** Prepared photos (1..4), written with the message in one batch. */
  readonly photos?: readonly OutgoingPhoto[];
  /** Staff only: a quote, written with the message (under its id) in one batch; no photos. */
  readonly quote?: QuoteDraft;
}

/** One registered staff device (its FCM registration token). */
export interface StaffDeviceRegistration {
  readonly token: string;
  /** Defaults to `navigator.userAgent` where there is one. */
  readonly userAgent?: string;
}

/**
 * The signed-in person in the staff console; `isStaff` comes from the `staff` custom claim,
 * `isOwner` from the `owner` one (the site editor's, OWNER-TOOLS.md 2), which counts only
 * beside `staff`, as in the rules.
 */
export interface StaffUser {
  readonly uid: string;
  readonly email: string | null;
  readonly isStaff: boolean;
  readonly isOwner?: boolean;
}
