/**
 * The business profile: the one place that names the business and its contact details.
 * The site, JSON-LD, the chat widget's attributes, the staff console and e-mail subjects all
 * read from here. The defaults are fictional (Ofcom drama-range phone number, example.com).
 */
export interface BusinessProfile {
  name: string;
  shortName: string;
  legalDescription: string;
  tagline: string;
  phone: { display: string; e164: string };
  email: string;
  address: { locality: string; region: string; country: string; postcode: string };
  areaServed: readonly string[];
  social: readonly { network: 'Facebook' | 'Instagram' | 'YouTube'; url: string }[];
  openingHours: readonly { days: string; opens: string; closes: string }[];
  yearsExperience: number;
}

export const business: BusinessProfile = {
  name: 'Harbour & Heath Detailing',
  shortName: 'Harbour & Heath',
  legalDescription:
    'Family-owned car detailing and ceramic coating specialists in Christchurch, Dorset.',
  tagline: 'The pinnacle of automotive artistry and preservation.',
  phone: { display: '07700 900461', e164: '+447700900461' },
  email: 'hello@example.com',
  address: { locality: 'Christchurch', region: 'Dorset', country: 'GB', postcode: 'BH23' },
  areaServed: ['Bournemouth', 'Poole', 'Christchurch', 'Lymington', 'Ringwood', 'the New Forest'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/harbourheathdetailing' },
    { network: 'Instagram', url: 'https://www.instagram.com/harbourheathdetailing' },
    { network: 'YouTube', url: 'https://www.youtube.com/@harbourheathdetailing' },
  ],
  openingHours: [
    { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
    { days: 'Saturday', opens: '09:00', closes: '16:00' },
  ],
  yearsExperience: 14,
};

export const telHref = `tel:${business.phone.e164}`;
export const mailtoHref = `mailto:${business.email}`;
