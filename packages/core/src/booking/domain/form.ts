// What a visitor sends to book (BOOKING.md 3), checked with one schema in the browser and on
// the booking endpoint: each field's words are the same in both, and nothing is stored unless
// every field passes.
import * as v from 'valibot';
import { hasUnusualCharacters, line, text } from '../../requests/domain/requests';
import { isValidEmail } from '../../chat/domain/visitor-context';

export const BOOKING_LIMITS = {
  name: 80,
  phone: 32,
  email: 254,
  address: 300,
  notes: 1000,
  /** Photos with a booking: the chat's rules (CHAT-PRODUCT.md 6), at most this many. */
  photos: 4,
  /**
   * A booking's JSON with its photos, bytes: four prepared photos and their thumbnails at the
   * chat's ceilings (600 kB and 40 kB), in base64 (4/3), and the fields' 16 kB.
   */
  bodyWithPhotosBytes: 3_500_000,
  /** Add-ons one booking may name. */
  addOns: 6,
} as const;

/** The words a refused booking is told, in the page's fields and on the endpoint's pages. */
export const BOOKING_TEXTS = {
  name: 'Please enter your name.',
  phone: 'Please enter a phone number we can call, e.g. 07700 900461.',
  email: 'Please enter your e-mail address: your confirmation goes there.',
  address: 'Please enter the address where we will work on your vehicle.',
  postcode: 'Please enter your postcode, e.g. BH23 1AA.',
  outsideArea: (postcode: string, phone: string) =>
    `We do not cover ${postcode} for work at your home yet. Please call us on ${phone} and we will see what we can do.`,
  tooLong: (what: string, max: number) => `Please keep ${what} to ${max} characters.`,
  unusual: (what: string) =>
    `${what} contains hidden characters we cannot accept. Please type it again.`,
  service: 'Please choose a service.',
  size: 'Please choose your vehicle’s size.',
  addOn: 'One of the add-ons is no longer offered. Please choose again.',
  quoteRequired: 'This service needs a quote first. Please ask us for one and we will be in touch.',
  slot: 'Please choose a day and a start time.',
  slotTaken: 'Sorry, that time has just been taken. Please choose another.',
  slotGone: 'That time can no longer be booked. Please choose another.',
  photos: 'One of the photos could not be read. Please remove it and add it again.',
  tooLarge: 'This booking is too large to send. Please remove a photo and try again.',
} as const;

/** One line a person typed: tidied, required, within its limit, no hidden characters. */
const oneLine = (what: string, max: number, missing: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value: string) => line(value)),
    v.nonEmpty(missing),
    v.maxLength(max, BOOKING_TEXTS.tooLong(what, max)),
    v.check((value) => !hasUnusualCharacters(value), BOOKING_TEXTS.unusual(capitalise(what))),
  );

const capitalise = (what: string) => what.charAt(0).toUpperCase() + what.slice(1);

/** The visitor's details (step 4): who they are, how to reach them, where, and any notes. */
export const BookingDetailsSchema = v.object({
  name: oneLine('your name', BOOKING_LIMITS.name, BOOKING_TEXTS.name),
  phone: v.pipe(
    oneLine('your phone number', BOOKING_LIMITS.phone, BOOKING_TEXTS.phone),
    v.regex(/^\+?[0-9][0-9 ()-]{6,}$/, BOOKING_TEXTS.phone),
  ),
  email: v.pipe(
    oneLine('your e-mail address', BOOKING_LIMITS.email, BOOKING_TEXTS.email),
    v.check(isValidEmail, BOOKING_TEXTS.email),
  ),
  /** Where mobile work is done; the workshop's services need none. */
  address: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value: string) => line(value)),
    v.maxLength(
      BOOKING_LIMITS.address,
      BOOKING_TEXTS.tooLong('the address', BOOKING_LIMITS.address),
    ),
    v.check((value) => !hasUnusualCharacters(value), BOOKING_TEXTS.unusual('The address')),
  ),
  notes: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value: string) => text(value)),
    v.maxLength(BOOKING_LIMITS.notes, BOOKING_TEXTS.tooLong('your notes', BOOKING_LIMITS.notes)),
    v.check((value) => !hasUnusualCharacters(value), BOOKING_TEXTS.unusual('Your notes')),
  ),
});

export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;

/**
 * The details staff give when they book for a customer (from a request, a conversation or a
 * call): the same, but the e-mail may be left empty for a customer who has none (then no
 * e-mail is sent about the booking).
 */
export const StaffBookingDetailsSchema = v.object({
  ...BookingDetailsSchema.entries,
  email: v.pipe(
    v.optional(v.string(), ''),
    v.transform((value: string) => line(value)),
    v.maxLength(
      BOOKING_LIMITS.email,
      BOOKING_TEXTS.tooLong('the e-mail address', BOOKING_LIMITS.email),
    ),
    v.check((value) => value === '' || isValidEmail(value), BOOKING_TEXTS.email),
  ),
});

/** A field's message, by the field's name: what the page puts under each field. */
export type FieldProblems = Readonly<Partial<Record<string, string>>>;

/** The details checked: the tidied values, or each field's first problem. */
export function checkBookingDetails(
  input: unknown,
  mobile: boolean,
  { byStaff = false }: { byStaff?: boolean } = {},
): { ok: true; details: BookingDetails } | { ok: false; problems: FieldProblems } {
  const result = v.safeParse(byStaff ? StaffBookingDetailsSchema : BookingDetailsSchema, input);
  const problems: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) ?? '';
      problems[field] ??= issue.message;
    }
  } else if (mobile && result.output.address === '') {
    problems.address = BOOKING_TEXTS.address;
  }
  if (!result.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, details: result.output };
}
