/**
 * Texts the stores put into their events, copied from the spec (section 8, error catalogue and
 * notifications). `{product}` in the visitor's notification title is the business name, which
 * the widget supplies.
 */
export const CHAT_TEXTS = {
  errorTitle: 'Error',
  successTitle: 'Success',
  sessionFailed: 'Could not establish a chat session. Please try again.',
  /** Ours: a new conversation refused by the per-visitor flood limits (CHAT-PRODUCT.md 5). */
  tooManySessions:
    'You have started several chats in a short time. Please try again in a few minutes.',
  fetchSessionsFailed: 'Could not fetch chat sessions.',
  sendFailed: 'Could not send message.',
  closeFailed: 'Could not close the discussion.',
  closed: 'Discussion has been closed.',
  /** Ours: staff deleted a closed conversation (CHAT-PRODUCT.md 5), or could not. */
  deleted: 'Conversation deleted.',
  deleteFailed: 'Could not delete the conversation.',
  newVisitorMessageTitle: 'New Live Chat Message',
  noConversationSelected: 'Select a conversation to start chatting.',
  sessionClosedNotice: 'This chat has been closed.',
  /** The staff console's notice on a closed conversation (the spec shows none for staff). */
  staffClosedNotice: 'This discussion is closed.',
} as const;

/** "New Message from {product}": the visitor's notification when staff reply. */
export function newMessageFromTitle(product: string): string {
  return `New Message from ${product}`;
}
