import { catalogueOf, type CustomerPrefill } from '@detailing/core/booking';
import { booking } from '@detailing/site-content/current/booking';
import { services } from '@detailing/site-content/current/services';
import { SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content/slugs';

/** The catalogue as the site was built with it (the endpoint prices from the newest publish). */
export const CATALOGUE = catalogueOf(services, booking);
export const BOOKABLE: readonly ServiceSlug[] = SERVICE_CATEGORIES.flatMap(
  ([, slugs]) => slugs,
).filter((slug) => CATALOGUE[slug].booking.mode === 'Book online');

/** The service the customer named in their words, if one matches. */
const serviceNamed = (words: string | undefined): ServiceSlug | undefined => {
  const said = words?.toLowerCase() ?? '';
  return said
    ? BOOKABLE.find((slug) => said.includes(CATALOGUE[slug].name.toLowerCase()))
    : undefined;
};

export interface Draft {
  readonly service: ServiceSlug;
  readonly size: string;
  readonly addOns: readonly string[];
  readonly postcode: string;
  readonly address: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly notes: string;
}

export const draftOf = (customer: CustomerPrefill): Draft => ({
  service:
    serviceNamed(customer.service) ?? BOOKABLE[0] ?? ('maintenance-detail-in-out' as ServiceSlug),
  size: '',
  addOns: [],
  postcode: '',
  address: '',
  name: customer.name ?? '',
  phone: customer.phone ?? '',
  email: customer.email ?? '',
  notes: [customer.service, customer.notes].filter(Boolean).join('\n'),
});
