// What a job is and costs (BOOKING.md 1): a service at a vehicle size with its add-ons, priced
// from the published catalogue. The page shows the running total with it and the booking
// endpoint charges with it, so the price a visitor sees is the price stored.
import type { ServiceBooking, ServiceSlug, VehicleSize } from '@detailing/site-content';
import { SERVICE_SLUGS, serviceLocation } from '@detailing/site-content/slugs';
import { VEHICLE_SIZES } from '@detailing/site-content/vehicles';
import type { JobLength } from './slots';

/** A service as booking reads it from the site's content (`services.<slug>`). */
export interface CatalogueService {
  readonly name: string;
  readonly booking: ServiceBooking;
}

/** The published services, by slug. */
export type Catalogue = Readonly<Record<ServiceSlug, CatalogueService>>;

/** The catalogue from the content's two parts: the services' names and their booking. */
export const catalogueOf = (
  services: Readonly<Record<ServiceSlug, { readonly name: string }>>,
  booking: Readonly<Record<ServiceSlug, ServiceBooking>>,
): Catalogue =>
  Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [slug, { name: services[slug].name, booking: booking[slug] }]),
  ) as Record<ServiceSlug, CatalogueService>;

/** What a visitor chose: a service, their vehicle's size, and add-ons by name. */
export interface JobChoice {
  readonly service: string;
  readonly size: string;
  readonly addOns: readonly string[];
}

/** A chosen job with its price and length, as the booking stores it. */
export interface PricedJob {
  readonly service: ServiceSlug;
  readonly serviceName: string;
  readonly size: VehicleSize;
  readonly addOns: readonly { readonly name: string; readonly price: number }[];
  /** Whole pounds: the size's price and the add-ons'. */
  readonly total: number;
  /** Minutes on one day (the add-ons' minutes included), or whole working days. */
  readonly length: JobLength;
  /** Mobile work needs a postcode inside the coverage. */
  readonly mobile: boolean;
  /** More services done in the same visit (a booking from a quote), each with its price. */
  readonly extras?: readonly {
    readonly service: ServiceSlug;
    readonly serviceName: string;
    readonly addOns: readonly { readonly name: string; readonly price: number }[];
    readonly price: number;
  }[];
  /**
   * The quote it was booked from (`chatSessions/{sessionId}/quotes/{quoteId}`, the booking's
   * `sessionId`): `total` is the quote's, adjustment included.
   */
  readonly quoteId?: string;
}

/** The job's services as one title: "Paint Correction + Headlight Restoration". */
export const jobTitle = (job: Pick<PricedJob, 'serviceName' | 'extras'>): string =>
  [job.serviceName, ...(job.extras ?? []).map((extra) => extra.serviceName)].join(' + ');

/** Every add-on of the job: its service's, then each extra service's. */
export const jobAddOns = (job: Pick<PricedJob, 'addOns' | 'extras'>): PricedJob['addOns'] => [
  ...job.addOns,
  ...(job.extras ?? []).flatMap((extra) => extra.addOns),
];

/** Why a choice cannot be booked online. */
export type JobRefusal = 'unknown-service' | 'unknown-size' | 'unknown-add-on' | 'quote-required';

export const isServiceSlug = (value: string): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(value);

export const isVehicleSize = (value: string): value is VehicleSize =>
  (VEHICLE_SIZES as readonly string[]).includes(value);

/** Whether a service can be booked online (else it is requested for a quote). */
export const bookableOnline = (service: CatalogueService): boolean =>
  service.booking.mode === 'Book online';

/** How long a service takes with `addOns` (a job in days does its add-ons within its days). */
export function lengthOf(booking: ServiceBooking, addOnMinutes = 0): JobLength {
  const { amount, unit } = booking.length;
  return unit === 'days' ? { days: amount } : { minutes: amount + addOnMinutes };
}

/** The job `choice` describes, priced from `catalogue`; or why it cannot be booked online. */
export function priceJob(
  catalogue: Catalogue,
  choice: JobChoice,
):
  | { readonly ok: true; readonly job: PricedJob }
  | { readonly ok: false; readonly reason: JobRefusal } {
  if (!isServiceSlug(choice.service)) return { ok: false, reason: 'unknown-service' };
  if (!isVehicleSize(choice.size)) return { ok: false, reason: 'unknown-size' };
  const service = catalogue[choice.service];
  if (!bookableOnline(service)) return { ok: false, reason: 'quote-required' };
  // Each add-on once, each one the service offers.
  const wanted = new Set(choice.addOns);
  if (wanted.size !== choice.addOns.length) return { ok: false, reason: 'unknown-add-on' };
  const addOns = service.booking.addOns.filter((addOn) => wanted.delete(addOn.name));
  if (wanted.size > 0) return { ok: false, reason: 'unknown-add-on' };
  const minutes = addOns.reduce((sum, addOn) => sum + addOn.minutes, 0);
  return {
    ok: true,
    job: {
      service: choice.service,
      serviceName: service.name,
      size: choice.size,
      addOns: addOns.map(({ name, price }) => ({ name, price })),
      total: addOns.reduce((sum, addOn) => sum + addOn.price, service.booking.prices[choice.size]),
      length: lengthOf(service.booking, minutes),
      mobile: serviceLocation(choice.service) === 'mobile',
    },
  };
}
