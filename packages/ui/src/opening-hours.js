// @ts-check
/**
 * When the business is open, in Europe/London: the business profile's `openingHours`
 * (business.js). A module of its own, so the chat widget's panel takes the hours for its
 * defaults (core's hoursFromProfile) without the profile, and its loader without either.
 * @type {readonly { days: string, opens: string, closes: string }[]}
 */
export const OPENING_HOURS = [
  { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
  { days: 'Saturday', opens: '09:00', closes: '16:00' },
];
