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

/** A request as the console shows it (OWNER-TOOLS.md 1). */
export interface LeadRequest extends NewRequest {
  readonly id: string;
  /** A chat callback's conversation. */
  readonly sessionId?: string;
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

/** The console's words (OWNER-TOOLS.md 1), and ours for the statuses and the sources. */
export const REQUEST_TEXTS_CONSOLE = {
  section: 'Requests',
  filters: { new: 'New', open: 'Open', all: 'All' } satisfies Record<RequestFilter, string>,
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    quoted: 'Quoted',
    booked: 'Booked',
    closed: 'Closed',
  } satisfies Record<RequestStatus, string>,
  sources: {
    callback: 'Callback form',
    booking: 'Booking form',
    contact: 'Contact form',
    'chat-callback': 'Live chat callback',
  } satisfies Record<RequestSource, string>,
  call: 'Call',
} as const;

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
