/**
 * Requests (OWNER-TOOLS.md 1): every callback, booking and contact form, and the chat's away
 * callback, kept as a lead with a status. The form endpoint (functions/src/requests.ts) checks
 * what arrives with these; the console shows and changes them; the rules hold the same limits
 * (rules-limits.test.ts keeps them equal).
 */

import { hasBidiControls, hasControlCharacters } from '../../chat/domain/validation';
import { isValidEmail } from '../../chat/domain/visitor-context';

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

/** The fields of a form that a request keeps: every one is free text, and checked as such. */
const REQUEST_FIELDS = ['name', 'phone', 'email', 'service', 'message'] as const;
type RequestField = (typeof REQUEST_FIELDS)[number];

/** Each field as a refusal names it. */
const FIELD_NAMES: Record<RequestField, string> = {
  name: 'Your name',
  phone: 'Your phone number',
  email: 'Your e-mail address',
  service: 'The service',
  message: 'Your message',
};

/**
 * What a refused form is told, on the endpoint's page and in the site's toast alike: the spec's
 * words for a form without a name or a phone number (section 8), the chat's for an address.
 */
export const REQUEST_TEXTS = {
  missingNameOrPhone: 'Please provide your name and phone number.',
  tooLong: 'Some of what you wrote is too long to send. Please shorten it.',
  invalidEmail: 'Please enter a valid e-mail address.',
  unusualCharacters: (field: RequestField) =>
    `${FIELD_NAMES[field]} contains hidden characters we cannot accept. Please type it again.`,
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

export type RequestFormProblem =
  'missing-name-or-phone' | 'too-long' | 'unusual-characters' | 'invalid-email';

export type RequestFormResult =
  | { readonly ok: true; readonly request: NewRequest }
  | { readonly ok: false; readonly reason: RequestFormProblem; readonly message: string };

/** A field of many lines (the message): line breaks as \n, trimmed. */
export const text = (value: string | undefined) => value?.replace(/\r\n?/g, '\n').trim() ?? '';
/** A field of one line: every run of white space (line breaks, tabs) one space, trimmed. */
export const line = (value: string | undefined) => text(value).replace(/\s+/g, ' ');

/**
 * Whether a person could not have meant it: the control characters a chat message may not hold
 * (NUL, ESC, DEL, ...), and the bidirectional controls that make text read other than it is.
 */
export const hasUnusualCharacters = (value: string) =>
  hasControlCharacters(value) || hasBidiControls(value);

const refused = (reason: RequestFormProblem, message: string): RequestFormResult => ({
  ok: false,
  reason,
  message,
});

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
 * The form's fields as a request: name and phone required (trimmed, non-empty), no field with
 * hidden characters, every field within its limit, an e-mail address of the chat's shape
 * (`isValidEmail`: nothing that could add a header to a `mailto:`); the relay's own fields
 * (`_subject`, `_next`, `_captcha`) are not kept. The endpoint and the site's form both ask it.
 */
export function parseRequestForm(
  fields: Readonly<Record<string, string>>,
  page?: string,
): RequestFormResult {
  const values: Record<RequestField, string> = {
    name: line(fields.name),
    phone: line(fields.phone),
    email: line(fields.email),
    service: line(fields.service),
    message: text(fields.message),
  };
  if (values.name === '' || values.phone === '') {
    return refused('missing-name-or-phone', REQUEST_TEXTS.missingNameOrPhone);
  }
  const unusual = REQUEST_FIELDS.find((key) => hasUnusualCharacters(values[key]));
  if (unusual) return refused('unusual-characters', REQUEST_TEXTS.unusualCharacters(unusual));
  if (REQUEST_FIELDS.some((key) => values[key].length > REQUEST_LIMITS[key])) {
    return refused('too-long', REQUEST_TEXTS.tooLong);
  }
  if (values.email !== '' && !isValidEmail(values.email)) {
    return refused('invalid-email', REQUEST_TEXTS.invalidEmail);
  }
  const { name, phone, ...optional } = values;
  const request: NewRequest = {
    source: requestSourceOf(fields),
    name,
    phone,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
    ...(page && page.startsWith('/') ? { page: page.slice(0, REQUEST_LIMITS.page) } : {}),
  };
  return { ok: true, request };
}

/** A request as the console shows it (OWNER-TOOLS.md 1). */
export interface LeadRequest extends NewRequest {
  readonly id: string;
  /** A chat callback's conversation. */
  readonly sessionId?: string;
  /** The booking staff made from it (`bookings/{id}`; its status is then "booked"). */
  readonly bookingId?: string;
  readonly status: RequestStatus;
  /** Staff's own notes; never shown to the visitor. */
  readonly notes?: string;
  /** Epoch ms. */
  readonly createdAt: number;
  /** Epoch ms of staff's last change, if any. */
  readonly updatedAt?: number;
}

/** The console's filters: "New", "Open" (not yet booked or closed), "All". */
export const REQUEST_FILTERS = {
  new: ['new'],
  open: ['new', 'contacted', 'quoted'],
  all: null,
} as const satisfies Record<string, readonly RequestStatus[] | null>;
export type RequestFilter = keyof typeof REQUEST_FILTERS;

/** The console's lists load this many at a time ("Show more" adds as many again). */
export const REQUESTS_PAGE_SIZE = 50;

/**
 * A search looks through this many of the newest requests and of the newest conversations
 * (Firestore has no search by part of a field: the matching is done on what is read).
 */
export const SEARCH_SCAN = 500;

/** A change staff make to a request: its status, its notes, or both. */
export interface RequestChange {
  readonly status?: RequestStatus;
  readonly notes?: string;
}

/** Checks a change as the rules do: a known status, notes within their limit. */
export function validateRequestChange(
  change: RequestChange,
): { readonly ok: true } | { readonly ok: false; readonly problem: string } {
  if (change.status !== undefined && !REQUEST_STATUSES.includes(change.status)) {
    return { ok: false, problem: 'That status does not exist.' };
  }
  if (change.notes !== undefined && hasUnusualCharacters(change.notes)) {
    return { ok: false, problem: 'The notes contain hidden characters. Please type them again.' };
  }
  if (change.notes !== undefined && change.notes.length > REQUEST_LIMITS.notes) {
    return {
      ok: false,
      problem: `Notes can be at most ${REQUEST_LIMITS.notes.toLocaleString('en-GB')} characters.`,
    };
  }
  if (change.status === undefined && change.notes === undefined) {
    return { ok: false, problem: 'Nothing to change.' };
  }
  return { ok: true };
}

/**
 * Digits only, a UK number's +44 as its 0, for comparing phone numbers however they were typed
 * ("07700 900123", "+44 7700 900123").
 */
const digitsOf = (value: string) => value.replace(/\D/g, '').replace(/^44(?=\d{9,10}$)/, '0');

/**
 * Whether a person's name, phone or e-mail matches what staff searched for: case-insensitive
 * words of the name or e-mail, or the digits of a phone number (3 or more), wherever they are.
 */
export function matchesSearch(
  person: { readonly name?: string; readonly phone?: string; readonly email?: string },
  query: string,
): boolean {
  const term = query.trim().toLowerCase();
  if (term === '') return false;
  const digits = digitsOf(term);
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(term)) {
    return digitsOf(person.phone ?? '').includes(digits);
  }
  return [person.name, person.email].some((value) => value?.toLowerCase().includes(term));
}
