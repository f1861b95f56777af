import { type Quote, quoteFrom } from '../../quotes/domain/quote';
import {
  MAX_OPEN_SESSIONS_PER_VISITOR,
  MESSAGE_MIN_INTERVAL_MS,
  NEW_SESSION_INTERVAL_MS,
} from '../../shared/domain/constants';
import type { CannedReply, CannedReplyDraft } from '../../chat/domain/canned-replies';
import { ChatBackendError } from '../../shared/domain/errors';
import type {
  ChatMessage,
  ChatSession,
  OutgoingMessage,
  Sender,
  SessionDetails,
  VisitorHistory,
} from '../../chat/domain/model';
import { lastMessageOf, PHOTO_LIMITS, photoRef, type StoredPhoto } from '../../chat/domain/photos';
import { areValidDetails, DETAILS_MIN_INTERVAL_MS } from '../../chat/domain/visitor-context';
import { compareSessionsByActivity, pastSession, sortMessages } from '../../shared/domain/order';
import { MemoryRequests } from './memory-requests';
import { countedMessage, MemorySignals } from './memory-signals';

/** Who is calling: the in-memory stand-in for `request.auth`. */
export interface MemoryActor {
  readonly uid: string;
  readonly isStaff: boolean;
}

/** One visitor's flood counters (`chatVisitors/{uid}`). */
export interface MemoryVisitorCounters {
  readonly openSessions: number;
  /** Gone once that conversation is deleted (erasure leaves no reference behind). */
  readonly lastSessionId?: string;
  readonly lastSessionAt: number;
}

/** A staff device registration as stored (`staffDevices/{sha256(token)}`). */
export interface MemoryStaffDevice {
  readonly id: string;
  readonly token: string;
  readonly uid: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly userAgent: string;
}

const denied = (why: string) => new ChatBackendError('permission-denied', why);

/**
 * The data and the access rules of the in-memory backend: the same decisions `firestore.rules`
 * makes, taken synchronously on plain maps. The role facades (memory-backends.ts) add what the
 * Firestore adapter adds on top: validation, spacing, recovery and asynchronous delivery.
 */
export class MemoryServer {
  readonly sessions = new Map<string, ChatSession>();
  readonly messages = new Map<string, Map<string, ChatMessage>>();
  readonly devices = new Map<string, MemoryStaffDevice>();
  readonly visitors = new Map<string, MemoryVisitorCounters>();
  readonly cannedReplies = new Map<string, CannedReply>();
  /** Each conversation's photos (`chatSessions/{id}/photos/{photoId}`), by session id. */
  readonly photos = new Map<string, Map<string, StoredPhoto>>();
  /** Each conversation's quotes (`chatSessions/{id}/quotes/{messageId}`), by session id. */
  readonly quotes = new Map<string, Map<string, Quote>>();
  /** When each session's details were last written (the rules' `detailsAt`). */
  private readonly detailsAt = new Map<string, number>();
  private readonly changeListeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly minIntervalMs: number;

  private readonly detailsIntervalMs: number;
  /** Typing documents and read markers (memory-signals.ts). */
  readonly signals: MemorySignals;
  /** Requests (memory-requests.ts). */
  readonly requests: MemoryRequests;

  constructor(
    options: {
      now?: () => number;
      minMessageIntervalMs?: number;
      minDetailsIntervalMs?: number;
      minTypingIntervalMs?: number;
    } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.minIntervalMs = options.minMessageIntervalMs ?? MESSAGE_MIN_INTERVAL_MS;
    this.detailsIntervalMs = options.minDetailsIntervalMs ?? DETAILS_MIN_INTERVAL_MS;
    this.signals = new MemorySignals(this, this.now, options.minTypingIntervalMs);
    this.requests = new MemoryRequests(() => this.changed(), this.now);
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Tells every watch to look again (also called by the signals, memory-signals.ts). */
  changed(): void {
    for (const listener of [...this.changeListeners]) listener();
  }

  // ── reads ──────────────────────────────────────────────────────────────────────────────────

  /** A session by id, null when missing; another visitor's session is refused. */
  readSession(actor: MemoryActor, sessionId: string): ChatSession | null {
    const session = this.sessions.get(sessionId) ?? null;
    if (session && !actor.isStaff && session.visitorUid !== actor.uid) {
      throw denied('This session belongs to another visitor.');
    }
    return session;
  }

  readMessages(actor: MemoryActor, sessionId: string): ChatMessage[] {
    if (!actor.isStaff) {
      const session = this.sessions.get(sessionId);
      if (session?.visitorUid !== actor.uid) {
        throw denied('Messages are readable only in your own, existing session.');
      }
    }
    return sortMessages(this.messages.get(sessionId)?.values() ?? []);
  }

  /** One photo, as the rules' `get`: staff, or the visitor whose conversation it is. */
  readPhoto(actor: MemoryActor, sessionId: string, photoId: string): StoredPhoto {
    const session = this.sessions.get(sessionId);
    if (!actor.isStaff && session?.visitorUid !== actor.uid) {
      throw denied('Photos are readable only in your own conversation.');
    }
    const photo = this.photos.get(sessionId)?.get(photoId);
    if (!photo) throw new ChatBackendError('not-found', 'No such photo.');
    return photo;
  }

  /** One quote, as the rules' `get`: staff, or the visitor whose conversation it is. */
  readQuote(actor: MemoryActor, sessionId: string, quoteId: string): Quote {
    const session = this.sessions.get(sessionId);
    if (!actor.isStaff && session?.visitorUid !== actor.uid) {
      throw denied('Quotes are readable only in your own conversation.');
    }
    const quote = this.quotes.get(sessionId)?.get(quoteId);
    if (!quote) throw new ChatBackendError('not-found', 'No such quote.');
    return quote;
  }

  readOpenSessions(actor: MemoryActor, status: ChatSession['status'] = 'open'): ChatSession[] {
    if (!actor.isStaff) throw denied('Only staff can list sessions.');
    return [...this.sessions.values()]
      .filter((session) => session.status === status)
      .sort(compareSessionsByActivity);
  }

  /** As the Firestore adapter's queries: the earliest session, a count and the latest before. */
  readVisitorHistory(actor: MemoryActor, visitorUid: string, before: number): VisitorHistory {
    if (!actor.isStaff) throw denied('Only staff can list sessions.');
    const theirs = [...this.sessions.values()].filter((s) => s.visitorUid === visitorUid);
    if (theirs.length === 0) throw new ChatBackendError('not-found', 'No such visitor.');
    const earlier = theirs.filter((s) => s.createdAt < before);
    const previous = earlier.sort((a, b) => b.createdAt - a.createdAt)[0];
    return {
      firstSeenAt: Math.min(...theirs.map((s) => s.createdAt)),
      earlierConversations: earlier.length,
      ...(previous ? { previous: pastSession(previous) } : {}),
    };
  }

  readDevice(actor: MemoryActor, id: string): MemoryStaffDevice | null {
    if (!actor.isStaff) throw denied('Only staff can read devices.');
    const device = this.devices.get(id) ?? null;
    if (device && device.uid !== actor.uid) throw denied('This device belongs to someone else.');
    return device;
  }

  // ── writes ─────────────────────────────────────────────────────────────────────────────────

  /**
   * The first message's batched write: the session, the message and the visitor's counters, or
   * nothing. Refused with `resource-exhausted` past the per-visitor limits (where Firestore
   * refuses with permission-denied and the adapter reads the counters to tell).
   */
  startSession(
    actor: MemoryActor,
    message: OutgoingMessage,
    details: SessionDetails = {},
  ): ChatSession {
    if (this.sessions.has(message.sessionId)) throw denied('The session already exists.');
    if (!areValidDetails(details)) throw denied('The visitor details are not valid.');
    const now = this.now();
    const counters = this.visitors.get(actor.uid);
    if (counters && counters.openSessions >= MAX_OPEN_SESSIONS_PER_VISITOR) {
      throw new ChatBackendError('resource-exhausted', 'Too many open conversations.');
    }
    if (counters && now < counters.lastSessionAt + NEW_SESSION_INTERVAL_MS) {
      throw new ChatBackendError('resource-exhausted', 'A conversation was started just now.');
    }
    const photos = message.photos ?? [];
    this.checkPhotos(message, 0);
    const session: ChatSession = {
      id: message.sessionId,
      status: 'open',
      visitorUid: actor.uid,
      createdAt: now,
      updatedAt: now,
      lastMessage: lastMessageOf(message, 'user'),
      counts: { user: 1, admin: 0, readByStaff: 0, readByVisitor: 0 },
      ...(photos.length > 0 ? { photoCount: photos.length } : {}),
      ...details,
    };
    this.sessions.set(session.id, session);
    if (details.visitor || details.context) this.detailsAt.set(session.id, now);
    this.saveMessage(message, 'user', now);
    this.visitors.set(actor.uid, {
      openSessions: (counters?.openSessions ?? 0) + 1,
      lastSessionId: session.id,
      lastSessionAt: now,
    });
    this.changed();
    return session;
  }

  /** The batched message write: the message plus the session's activity fields. */
  addMessage(actor: MemoryActor, sender: Sender, message: OutgoingMessage): void {
    const session = this.sessions.get(message.sessionId);
    if (!session) throw denied('The session does not exist.');
    if (sender === 'user' && session.visitorUid !== actor.uid) {
      throw denied('Visitors write only into their own session.');
    }
    if (sender === 'admin' && !actor.isStaff) throw denied('Only staff send as admin.');
    if (message.quote && (sender !== 'admin' || message.photos?.length)) {
      throw denied('Only staff send quotes, without photos.');
    }
    if (this.messages.get(message.sessionId)?.has(message.id)) {
      throw denied('Messages cannot be changed once written.');
    }
    if (session.status !== 'open') throw denied('The session is closed.');
    const now = this.now();
    if (
      sender === 'user' &&
      session.lastMessage?.sender === 'user' &&
      now < session.updatedAt + this.minIntervalMs
    ) {
      throw denied('Too soon after the previous message.');
    }
    this.checkPhotos(message, session.photoCount ?? 0);
    this.saveMessage(message, sender, now);
    const added = message.photos?.length ?? 0;
    this.sessions.set(session.id, {
      ...session,
      updatedAt: now,
      lastMessage: lastMessageOf(message, sender),
      counts: countedMessage(session, sender),
      ...(added > 0 ? { photoCount: (session.photoCount ?? 0) + added } : {}),
    });
    this.changed();
  }

  /** The rules' photo limits: at most 20 in a conversation, and each photo written once. */
  private checkPhotos(message: OutgoingMessage, stored: number): void {
    const photos = message.photos ?? [];
    if (stored + photos.length > PHOTO_LIMITS.perConversation) {
      throw denied('The conversation has no room for more photos.');
    }
    const existing = this.photos.get(message.sessionId);
    if (photos.some((photo) => existing?.has(photo.id))) {
      throw denied('A photo cannot be changed once written.');
    }
  }

  /** The message and its photos, as the batch writes them. */
  private saveMessage(message: OutgoingMessage, sender: Sender, now: number): void {
    const photos = message.photos ?? [];
    this.messageMap(message.sessionId).set(message.id, {
      id: message.id,
      sessionId: message.sessionId,
      content: message.content,
      sender,
      createdAt: now,
      seq: message.seq,
      ...(photos.length > 0 ? { photos: photos.map(photoRef) } : {}),
      ...(message.quote ? { quoteId: message.id } : {}),
    });
    if (message.quote) {
      const quotes = this.quotes.get(message.sessionId) ?? new Map<string, Quote>();
      quotes.set(message.id, quoteFrom(message.quote, now));
      this.quotes.set(message.sessionId, quotes);
    }
    if (photos.length === 0) return;
    let stored = this.photos.get(message.sessionId);
    if (!stored) {
      stored = new Map();
      this.photos.set(message.sessionId, stored);
    }
    for (const photo of photos) {
      const { id, width, height, type, image, thumb } = photo;
      stored.set(id, { id, width, height, type, image, thumb, sender, messageId: message.id });
    }
  }

  /**
   * The visitor's details onto their open session, at most every DETAILS_MIN_INTERVAL_MS; a
   * first address (consent is stamped with every address) at once, as the rules take it.
   */
  updateDetails(actor: MemoryActor, sessionId: string, details: SessionDetails): void {
    const session = this.readSession(actor, sessionId);
    if (!session || session.visitorUid !== actor.uid) {
      throw denied('Only the visitor writes their details, into their own session.');
    }
    if (session.status !== 'open') throw denied('The session is closed.');
    if (!areValidDetails(details)) throw denied('The visitor details are not valid.');
    const now = this.now();
    const last = this.detailsAt.get(sessionId);
    const firstAddress = !session.visitor?.email && details.visitor?.email !== undefined;
    if (last !== undefined && now < last + this.detailsIntervalMs && !firstAddress) {
      throw denied('Too soon after the previous details.');
    }
    this.detailsAt.set(sessionId, now);
    this.sessions.set(sessionId, { ...session, ...details });
    this.changed();
  }

  /** True when this exact message (same content and sender) is stored. */
  hasMessage(sessionId: string, id: string, content: string, sender: Sender): boolean {
    const saved = this.messages.get(sessionId)?.get(id);
    return saved?.content === content && saved.sender === sender;
  }

  closeSession(actor: MemoryActor, sessionId: string): void {
    if (!actor.isStaff) throw denied('Only staff close sessions.');
    const session = this.sessions.get(sessionId);
    if (!session) throw denied('The session does not exist.');
    if (session.status !== 'open') throw denied('Closed is final.');
    this.sessions.set(sessionId, { ...session, status: 'closed', updatedAt: this.now() });
    const counters = this.visitors.get(session.visitorUid);
    if (counters) {
      this.visitors.set(session.visitorUid, {
        ...counters,
        openSessions: Math.max(0, counters.openSessions - 1),
      });
    }
    this.changed();
  }

  deleteSession(actor: MemoryActor, sessionId: string): void {
    if (!actor.isStaff) throw denied('Only staff delete conversations.');
    const session = this.sessions.get(sessionId);
    if (!session) return;
    if (session.status !== 'closed') throw denied('Close the conversation before deleting it.');
    this.sessions.delete(sessionId);
    this.messages.delete(sessionId);
    this.photos.delete(sessionId);
    this.quotes.delete(sessionId);
    this.signals.deleteSession(sessionId);
    const counters = this.visitors.get(session.visitorUid);
    if (counters?.lastSessionId === sessionId) {
      this.visitors.set(session.visitorUid, {
        openSessions: counters.openSessions,
        lastSessionAt: counters.lastSessionAt,
      });
    }
    this.changed();
  }

  putDevice(actor: MemoryActor, id: string, token: string, userAgent: string): void {
    const existing = this.readDevice(actor, id);
    const now = this.now();
    this.devices.set(id, {
      id,
      token,
      uid: actor.uid,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      userAgent,
    });
    this.changed();
  }

  deleteDevice(actor: MemoryActor, id: string): void {
    if (!this.readDevice(actor, id)) return;
    this.devices.delete(id);
    this.changed();
  }

  // ── canned replies (staff only, like the rules' cannedReplies) ─────────────────────────────

  readCannedReplies(actor: MemoryActor): CannedReply[] {
    if (!actor.isStaff) throw denied('Only staff read canned replies.');
    return [...this.cannedReplies.values()];
  }

  putCannedReply(actor: MemoryActor, draft: CannedReplyDraft): void {
    if (!actor.isStaff) throw denied('Only staff write canned replies.');
    const { id, title, text } = draft;
    this.cannedReplies.set(id, { id, title, text, updatedAt: this.now() });
    this.changed();
  }

  deleteCannedReply(actor: MemoryActor, id: string): void {
    if (!actor.isStaff) throw denied('Only staff delete canned replies.');
    if (this.cannedReplies.delete(id)) this.changed();
  }

  /** Test set-up: stores a session and its messages as they are, bypassing every rule. */
  seed(session: ChatSession, messages: readonly ChatMessage[] = []): void {
    this.sessions.set(session.id, session);
    for (const message of messages) this.messageMap(session.id).set(message.id, message);
    this.changed();
  }

  private messageMap(sessionId: string): Map<string, ChatMessage> {
    let map = this.messages.get(sessionId);
    if (!map) {
      map = new Map();
      this.messages.set(sessionId, map);
    }
    return map;
  }
}
