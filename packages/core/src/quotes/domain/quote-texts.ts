// The quote card's words (BOOKING.md 5), for the widget's card and the console's.

/** The card's words (BOOKING.md 5) and the staff's quote form's. */
export const QUOTE_TEXTS = {
  card: 'Quote',
  total: 'Total',
  duration: 'Duration',
  adjusted: 'Adjusted',
  validUntil: (date: string) => `Valid until ${date}`,
  book: 'Book this',
  expired: 'This quote has expired.',
  askAgain: 'Ask for a new quote',
  /** The visitor's tab's notification when a quote arrives. */
  notification: (businessName: string) => `New quote from ${businessName}`,
} as const;
