// The away notice's words (CHAT-PRODUCT.md 4), apart from the settings' validation: the widget's
// panel shows them, and only the settings screen and the adapters need the validation.

/** The widget's notice while away, and its form (CHAT-PRODUCT.md 4: copied exactly). */
export const AWAY_TEXTS = {
  notice: "We're away right now. Leave your name and phone number and we'll call you back.",
  nameLabel: 'Name',
  phoneLabel: 'Phone',
  submit: 'Request a Callback',
  /** Ours: the label under an automatic reply, in the widget and the console. */
  automaticReply: 'Automatic reply',
} as const;

/** The visitor's words posted into the conversation by "Request a Callback". */
export function callbackRequestText(name: string, phone: string): string {
  return `Please call me back. Name: ${name}. Phone: ${phone}.`;
}
