/**
 * The reply by e-mail to a visitor who left (CHAT-PRODUCT.md 7): the widget's words for asking,
 * and the e-mail's, shared by the widget and the functions.
 */

/** The inline card under the messages, after the visitor's first message (copied exactly). */
export const REPLY_MAIL_ASK_TEXTS = {
  question: 'Get our reply by e-mail if you leave?',
  emailLabel: 'E-mail',
  notify: 'Notify me',
  noThanks: 'No thanks',
  invalid: 'Please enter a valid e-mail address.',
} as const;

/** The e-mail's subject: "Reply from <business name>". */
export const replyMailSubject = (businessName: string) => `Reply from ${businessName}`;

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
