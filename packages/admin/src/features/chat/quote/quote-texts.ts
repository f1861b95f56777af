import { QUOTE_VALID_DAYS } from '@detailing/core';

/**
 * The staff's words on the quote form and the console's card (BOOKING.md 5). The card's own
 * words, which the visitor's card shares, are core's QUOTE_TEXTS; refusals are QUOTE_REFUSALS.
 */
export const STAFF_QUOTE_TEXTS = {
  heading: 'Send a quote',
  intro: `Priced from the catalogue. The visitor sees it in the chat, valid for ${QUOTE_VALID_DAYS} days.`,
  size: 'Vehicle size',
  services: 'Services',
  addOnsOf: (service: string) => `Add-ons for ${service}`,
  quoteRequired: 'Quote required',
  from: (price: string) => `from ${price}`,
  adjustment: 'Adjustment (optional)',
  takeOff: 'Take off',
  add: 'Add',
  amount: 'Amount (£)',
  reason: 'Reason (the visitor sees it)',
  atPrices: (subtotal: string) => `${subtotal} at catalogue prices`,
  chooseFirst: 'Choose the services and the vehicle size.',
  send: 'Send quote',
  cancel: 'Cancel',
  close: 'Close the quote form',
  sent: 'Sent to the visitor',
} as const;
