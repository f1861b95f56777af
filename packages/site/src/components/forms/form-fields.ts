import { siteUrl } from '../../config/env';

/** The spec's validation message for the callback and contact forms (section 8). */
export const INCOMPLETE_FORM_TOAST = {
  title: 'Incomplete Form',
  description: 'Please provide your name and phone number.',
} as const;

/** An e-mail address the field's own check refuses: the endpoint's words for it. */
export const INVALID_EMAIL_TOAST = {
  title: 'Not sent',
  description: 'Please enter a valid e-mail address.',
} as const;

export const SUBMITTING_LABEL = 'Sending Request...';
export const GENERAL_INQUIRY_SUBJECT = 'New General Inquiry from your website!';
export const CONTACT_SUBJECT = 'New Contact Message from your website!';
export const NO_SERVICE = 'Not specified';

export function bookingSubject(service: string | undefined) {
  return `New Booking Request for ${service || 'General Inquiry'}`;
}

/**
 * The honeypot (OWNER-TOOLS.md 1): a field hidden from people, so only a robot fills it. The
 * endpoint answers such a post like any other and stores nothing; FormSubmit reads the same name.
 */
export const HONEYPOT_FIELD = '_honey';

/** The endpoint (or the relay) sends the browser here after a submission (spec section 7). */
const thankYouUrl = `${siteUrl}/thank-you`;

/** The relay's fixed fields, as hidden inputs. */
export function relayFields(subject: string): Record<string, string> {
  return { _subject: subject, _next: thankYouUrl, _captcha: 'false' };
}

/** Name and phone must both be non-empty once trimmed (spec section 5). */
export function hasNameAndPhone(form: { name: string; phone: string }) {
  return form.name.trim() !== '' && form.phone.trim() !== '';
}
