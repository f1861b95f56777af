import { business as details } from '@detailing/site-content/current/business';
import { business as identity } from '@detailing/ui/business';
import { mailtoHrefFor, telHrefFor } from '@detailing/ui/contact-links';

/**
 * The business as the site shows it: who it is (its name, description, areas and opening
 * hours: code, and the chat settings' hours) with how customers reach it (phone, e-mail,
 * address and social pages: the owner's, from the site's content).
 */
export const business = {
  ...identity,
  phone: details.phone,
  email: details.email,
  address: { ...details.address, country: identity.address.country },
  social: details.social,
};

// The owner's content: checked when saved, and encoded into its link whatever it holds.
export const telHref = telHrefFor(details.phone.e164);
export const mailtoHref = mailtoHrefFor(details.email);
