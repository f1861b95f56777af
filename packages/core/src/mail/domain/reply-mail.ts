/**
 * The reply by e-mail to a visitor who left (CHAT-PRODUCT.md 7): the e-mail's words and limits,
 * shared by the widget and the functions (the widget's own words are in its reply-mail/texts.ts).
 */

/** The "Continue the chat" link opened in another browser (CHAT-PRODUCT.md 7). */
export const CONTINUE_TEXTS = {
  opening: 'Opening your conversation…',
  expired: 'This link has expired or has already been used.',
  elsewhere: 'This chat can only be continued in the browser where it started.',
  failed: 'The chat could not be opened. Please check your connection and try again.',
  retry: 'Try again',
  newChat: 'Start a new chat',
  /** A used or expired link: a fresh one to the same address, in one tap (issue #42). */
  newLink: 'Send me a new link',
  newLinkSent: 'A new link is on its way to your e-mail.',
  newLinkLimited: 'We sent a new link just now. Please check your e-mail.',
} as const;

/**
 * The fragment a continue link ends with (`#opening-chat`): the page's element of that id shows
 * `CONTINUE_TEXTS.opening` from its first paint by a `:target` rule, before any JavaScript has
 * arrived (seconds on a slow phone; issue #42).
 */
export const CONTINUE_LINK_TARGET = 'opening-chat';

/** At most this many transcripts per conversation, and this long between two (the rules'). */
export const TRANSCRIPT_LIMITS = {
  perConversation: 3,
  intervalMs: 15 * 60_000,
} as const;

/** The e-mail's subject: "Reply from <business name>". */
export const replyMailSubject = (businessName: string) => `Reply from ${businessName}`;

/** "Email me this chat": the transcript's subject. */
export const transcriptSubject = (businessName: string) => `Your chat with ${businessName}`;

/** The e-mail's link to the conversation, and the one that stops these e-mails. */
export const REPLY_MAIL_TEXTS = {
  continueChat: 'Continue the chat',
  stop: 'Stop e-mails for this conversation',
  transcript: 'Email me this chat',
} as const;

/** The function's two delays (CHAT-PRODUCT.md 7), settings of the function; tests shorten them. */
export const REPLY_MAIL_DEFAULTS = {
  /** A staff reply unseen this long after it was sent is e-mailed. */
  delayMs: 2 * 60_000,
  /** At most one such e-mail per conversation in this time. */
  intervalMs: 15 * 60_000,
} as const;
