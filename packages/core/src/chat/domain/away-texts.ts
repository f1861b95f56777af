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

/**
 * The name and phone of a callback request posted by the away form (`callbackRequestText`'s
 * words), or null for any other message. The function that files it as a request
 * (functions/src/chat-callback.ts) checks the values as the form did.
 */
export function parseCallbackRequestText(
  text: string,
): { readonly name: string; readonly phone: string } | null {
  const match = /^Please call me back\. Name: (.+)\. Phone: (.+)\.$/s.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1].trim(), phone: match[2].trim() };
}
