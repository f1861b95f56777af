// The widget's words for the reply by e-mail (CHAT-PRODUCT.md 7): asking for an address, and
// "Email me this chat". The e-mails' own words are core's (mail/domain), which the functions send.

/** The inline card under the messages, after the visitor's first message (copied exactly). */
export const REPLY_MAIL_ASK_TEXTS = {
  question: 'Get our reply by e-mail if you leave?',
  emailLabel: 'E-mail',
  notify: 'Notify me',
  noThanks: 'No thanks',
  invalid: 'Please enter a valid e-mail address.',
  /** After "Notify me": where the reply will go. */
  given: (email: string) => `Thanks. If you leave, we’ll e-mail our reply to ${email}.`,
  failed: 'Your address could not be saved. Please try again.',
} as const;

/** "Email me this chat" on a closed conversation, and what follows it. */
export const TRANSCRIPT_TEXTS = {
  sent: (email: string) => `We’ve e-mailed this chat to ${email}.`,
  /** Refused by the rules: e-mailed within 15 minutes, 3 times already, or e-mails stopped. */
  refused: 'We can’t e-mail this chat again just now.',
  failed: 'The chat could not be e-mailed. Please check your connection and try again.',
} as const;
