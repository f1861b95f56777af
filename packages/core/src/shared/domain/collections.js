// @ts-check
// Where the documents live (docs/chat-data-model.md), named once for the clients, the functions,
// the scripts and the tests. Plain JavaScript, so that the scripts run by Node import it too
// (`@detailing/core/collections`); lint refuses a collection named by a string literal.

/** One document per conversation. */
export const SESSIONS = 'chatSessions';
/** `chatSessions/{id}/messages/{messageId}`. */
export const MESSAGES = 'messages';
/** `chatSessions/{id}/photos/{photoId}`: one photo (Firestore Bytes), read one at a time. */
export const PHOTOS = 'photos';
/** `chatSessions/{id}/quotes/{messageId}`: a priced quote, under the id of its message. */
export const QUOTES = 'quotes';
/** `chatSessions/{id}/typing/{visitor|staff}`: each side's typing signal. */
export const TYPING = 'typing';
/** One document per visitor uid, kept with the flood limits (firestore.rules). */
export const VISITORS = 'chatVisitors';
/** One document per staff device that receives pushes. */
export const STAFF_DEVICES = 'staffDevices';
/** The functions' push throttle: one document per conversation. */
export const PUSH_THROTTLE = 'pushThrottle';
/** The functions' global push cap: `pushBudget/{minute}/claims/{id}`. */
export const PUSH_BUDGET = 'pushBudget';
/** `pushBudget/{minute}/claims/{id}`: one claim per push within the minute's cap. */
export const PUSH_BUDGET_CLAIMS = 'claims';
/** Leads from the site's forms and the chat's away callback (OWNER-TOOLS.md 1). */
export const REQUESTS = 'requests';
/** The form endpoint's rate limits: one document per client (a keyed IP hash) and `_all`. */
export const REQUEST_LIMITS_COLLECTION = 'requestLimits';
/**
 * Outgoing e-mail, one document per message in the format of Firebase's Trigger Email extension
 * (`to`, `message: { subject, text, html }`, then its `delivery`): CHAT-PRODUCT.md 7.
 */
export const MAIL = 'mail';
/**
 * The reply e-mails a conversation waits to send (CHAT-PRODUCT.md 7): one document per
 * conversation, the functions' alone (`replyMail/{sessionId}`).
 */
export const REPLY_MAIL = 'replyMail';
/**
 * A visitor's "Email me this chat" on a closed conversation: one document per conversation
 * (`chatTranscripts/{sessionId}`), its `requestedAt` written by the visitor, within the rules'
 * limits; the functions send the transcript (CHAT-PRODUCT.md 7).
 */
export const TRANSCRIPTS = 'chatTranscripts';
/**
 * The one-time codes of the reply e-mails' "Continue the chat" links, the functions' alone:
 * `continueLinks/{SHA-256 of the code}` with the conversation, the address the e-mail went to,
 * `expireAt` (a TTL policy deletes them) and `usedAt`.
 */
export const CONTINUE_LINKS = 'continueLinks';
/**
 * E-mails to addresses nobody proved, counted per address and day across all conversations,
 * the functions' alone: `mailQuota/{SHA-256 of the address}` (issue #41).
 */
export const MAIL_QUOTA = 'mailQuota';
/**
 * The visitors' answers by e-mail (issue #42), the functions' alone: `inboundMail/{sessionId}`
 * holds when the conversation's last replies were taken (the hourly limit), and
 * `inboundMailTokens/{SHA-256 of the token}` each signed delivery taken, so none is taken twice;
 * both carry `expireAt` (a TTL policy deletes them).
 */
export const INBOUND_MAIL = 'inboundMail';
export const INBOUND_MAIL_TOKENS = 'inboundMailTokens';
/**
 * The owner's site editor (OWNER-TOOLS.md 2), owners only: the draft, one document per part
 * of the site (`siteDraft/{part}`, SITE_DRAFT_PARTS); the photos uploaded for it; the requests
 * to publish or restore; and the published versions.
 */
export const SITE_DRAFT = 'siteDraft';
export const SITE_DRAFT_PARTS = /** @type {const} */ ([
  'services',
  'pages',
  'booking',
  'home',
  'testimonials',
  'gallery',
  'hero',
  'business',
]);
export const SITE_PHOTOS = 'sitePhotos';
/** A site photo as stored: its longer side at most this, its bytes at most this (the rules'). */
export const SITE_PHOTO_LIMITS = /** @type {const} */ ({ maxEdge: 2400, maxBytes: 1_000_000 });
export const SITE_PUBLISHES = 'sitePublishes';
export const SITE_RELEASES = 'siteReleases';
/**
 * The state of the owner's publish requests, one document (`siteEditor/publishing`) written in
 * the same batch as each request: the rules hold the limits there (SITE_PUBLISH_LIMITS).
 */
export const SITE_EDITOR = 'siteEditor';
export const SITE_PUBLISHING = 'publishing';
/** Staff's canned replies. */
export const CANNED_REPLIES = 'cannedReplies';
/** Public settings: `settings/chat` (business hours, away). */
export const SETTINGS = 'settings';
export const CHAT_SETTINGS_ID = 'chat';
/** `settings/booking`: the owner's working hours, exceptions and limits for online booking. */
export const BOOKING_SETTINGS_ID = 'booking';
/** Online bookings (BOOKING.md 3), written only by the functions. */
export const BOOKINGS = 'bookings';
/**
 * The diary, one document per London day (`bookingDays/{YYYY-MM-DD}`): each booking's spans on
 * that day. Every booking transaction reads and writes the days it touches.
 */
export const BOOKING_DAYS = 'bookingDays';

export const DAY_MS = 24 * 60 * 60 * 1000;
