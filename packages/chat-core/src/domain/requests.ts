/**
 * Requests (OWNER-TOOLS.md 1): every callback, booking and contact form, and the chat's away
 * callback, kept as a lead with a status. The form endpoint (functions/src/requests.ts) checks
 * what arrives with these; the console shows and changes them; the rules hold the same limits
 * (rules-limits.test.ts keeps them equal).
 */

export const REQUEST_SOURCES = ['callback', 'booking', 'contact', 'chat-callback'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

export const REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'booked', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_LIMITS = {
  name: 80,
  phone: 32,
  email: 254,
  service: 120,
  message: 2000,
  page: 512,
  /** Staff's notes on a request. */
  notes: 4000,
  /** The whole form body, bytes: 413 beyond. */
  bodyBytes: 16 * 1024,
  /** Requests one client (a keyed hash of its IP) may send in an hour. */
  perClientPerHour: 5,
  /** Requests everyone together may send in an hour. */
  perHour: 200,
} as const;

/** The spec's words for a form without a name or a phone number (section 8). */
export const REQUEST_TEXTS = {
  missingNameOrPhone: 'Please provide your name and phone number.',
} as const;

/** The honeypot: a field people never see, so only a robot fills it (FormSubmit's name). */
export const HONEYPOT_FIELD = '_honey';

/** A request as the endpoint stores it (before `createdAt` and `status: 'new'`). */
export interface NewRequest {
  readonly source: RequestSource;
  readonly name: string;
  readonly phone: string;
  readonly email?: string;
  readonly service?: string;
  readonly message?: string;
  /** The path of the page the form was on, when the browser said (the Referer). */
  readonly page?: string;
}

export type RequestFormResult =
  | { readonly ok: true; readonly request: NewRequest }
  | { readonly ok: false; readonly reason: 'missing-name-or-phone' | 'too-long' };

const text = (value: string | undefined) => value?.replace(/\r\n?/g, '\n').trim() ?? '';

/**
 * Which form sent it: a booking names its service in its subject ("New Booking Request for
 * …"), the contact page's form "New Contact Message …"; every other form is a callback.
 */
export function requestSourceOf(fields: Readonly<Record<string, string>>): RequestSource {
  const subject = fields._subject ?? '';
  if (subject.startsWith('New Booking Request')) return 'booking';
  if (subject.startsWith('New Contact Message')) return 'contact';
  return 'callback';
}

/**
 * The form's fields as a request: name and phone required (trimmed, non-empty), every field
 * within its limit; the relay's own fields (`_subject`, `_next`, `_captcha`) are not kept.
 */
export function parseRequestForm(
  fields: Readonly<Record<string, string>>,
  page?: string,
): RequestFormResult {
  const name = text(fields.name);
  const phone = text(fields.phone);
  if (name === '' || phone === '') return { ok: false, reason: 'missing-name-or-phone' };
  const optional = {
    email: text(fields.email),
    service: text(fields.service),
    message: text(fields.message),
  };
  const request: NewRequest = {
    source: requestSourceOf(fields),
    name,
    phone,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
    ...(page && page.startsWith('/') ? { page: page.slice(0, REQUEST_LIMITS.page) } : {}),
  };
  const tooLong =
    name.length > REQUEST_LIMITS.name ||
    phone.length > REQUEST_LIMITS.phone ||
    optional.email.length > REQUEST_LIMITS.email ||
    optional.service.length > REQUEST_LIMITS.service ||
    optional.message.length > REQUEST_LIMITS.message;
  return tooLong ? { ok: false, reason: 'too-long' } : { ok: true, request };
}
