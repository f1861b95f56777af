/** Who wrote a message: the spec's values, `user` for the visitor and `admin` for staff. */
export type Sender = 'user' | 'admin';

/** `closed` is final: nobody reopens a session (the Firestore rules enforce it). */
export type SessionStatus = 'open' | 'closed';

/** A preview of the newest message, kept on the session so the staff list needs no extra reads. */
export interface LastMessage {
  readonly id: string;
  readonly content: string;
  readonly sender: Sender;
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
}

export interface ChatMessage {
  /** Generated on the client, so a retried send never duplicates a message. */
  readonly id: string;
  readonly sessionId: string;
  readonly content: string;
  readonly sender: Sender;
  /** Milliseconds since the epoch (server time; an estimate while the write is pending). */
  readonly createdAt: number;
  /** Client sequence number: breaks ties between messages written in the same millisecond. */
  readonly seq: number;
  /** True while the write has not been acknowledged by the server. */
  readonly pending?: boolean;
}

/** A message as a client asks to send it. */
export interface OutgoingMessage {
  readonly sessionId: string;
  readonly id: string;
  readonly content: string;
  readonly seq: number;
}

/** One registered staff device (its FCM registration token). */
export interface StaffDeviceRegistration {
  readonly token: string;
  /** Defaults to `navigator.userAgent` where there is one. */
  readonly userAgent?: string;
}

/** The signed-in person in the staff console; `isStaff` comes from the `staff` custom claim. */
export interface StaffUser {
  readonly uid: string;
  readonly email: string | null;
  readonly isStaff: boolean;
}
