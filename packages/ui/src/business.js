// @ts-check
import { mailtoHrefFor, telHrefFor } from './contact-links.js';
import { OPENING_HOURS } from './opening-hours.js';

/**
 * The business profile: the one place that names the business and its contact details.
 * The site, JSON-LD, the chat widget's default name, the staff console and e-mail subjects all
 * read from here. The defaults are fictional (Ofcom drama-range phone number, example.com).
 * Plain JavaScript (typed with JSDoc) so that build configs and Node scripts import it as it is.
 */
/**
 * @typedef {object} BusinessProfile
 * @property {string} name
 * @property {string} shortName
 * @property {string} legalDescription
 * @property {string} tagline
 * @property {{ display: string, e164: string }} phone
 * @property {string} email
 * @property {{ locality: string, region: string, country: string, postcode: string }} address
 * @property {readonly string[]} areaServed
 * @property {readonly { network: 'Facebook' | 'Instagram' | 'YouTube', url: string }[]} social
 * @property {readonly { days: string, opens: string, closes: string }[]} openingHours
 * @property {number} yearsExperience
 */

/** The name alone, for code that needs nothing else (the widget's loader: every byte counts). */
export const BUSINESS_NAME = 'Harbour & Heath Detailing';

// Kept apart so that the links below need no property access: a bundle that takes only the name
// (the widget's loader) then leaves the whole profile out.
const PHONE_E164 = '+447700900461';
const EMAIL = 'hello@example.com';

/** @type {BusinessProfile} */
export const business = {
  name: BUSINESS_NAME,
  shortName: 'Harbour & Heath',
  legalDescription:
    'Family-owned car detailing and ceramic coating specialists in Christchurch, Dorset.',
  tagline: 'The pinnacle of automotive artistry and preservation.',
  phone: { display: '07700 900461', e164: PHONE_E164 },
  email: EMAIL,
  address: { locality: 'Christchurch', region: 'Dorset', country: 'GB', postcode: 'BH23' },
  areaServed: ['Bournemouth', 'Poole', 'Christchurch', 'Lymington', 'Ringwood', 'the New Forest'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/harbourheathdetailing' },
    { network: 'Instagram', url: 'https://www.instagram.com/harbourheathdetailing' },
    { network: 'YouTube', url: 'https://www.youtube.com/@harbourheathdetailing' },
  ],
  openingHours: OPENING_HOURS,
  yearsExperience: 14,
};

// Pure: a bundle that takes only the name drops these calls, and contact-links.js with them.
export const telHref = /* @__PURE__ */ telHrefFor(PHONE_E164);
export const mailtoHref = /* @__PURE__ */ mailtoHrefFor(EMAIL);
