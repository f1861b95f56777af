import { business } from './business';
import { bookingHowItWorks } from './booking';
import { CATALOGUE, type CatalogueEntry, LOCATION_LABELS } from './catalogue';
import { coverage } from './home';

/**
 * A canned reply as the local stack seeds it (core's validateCannedReply accepts it), with
 * the key that names it for good (a service's slug, `opening-hours`, …): a publish rewrites the
 * reply of each key with the published content.
 */
export interface CannedReplySeed {
  readonly key: string;
  readonly title: string;
  readonly text: string;
}

const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(items);

/** One service: its name, price, duration, where it is done, and what it is. */
function serviceReply(service: CatalogueEntry): CannedReplySeed {
  return {
    key: service.id,
    title: service.name,
    text: [
      `${service.name}`,
      `Price: ${service.price}`,
      `Duration: ${service.duration}`,
      `${LOCATION_LABELS[service.location]}.`,
      '',
      service.description,
    ].join('\n'),
  };
}

/**
 * The staff console's starting canned replies, generated from the site's content (one source
 * of truth: change a price in catalogue.ts and the next `npm start` seeds the new one): one per
 * catalogue service, then opening hours, where we cover and how booking works.
 */
export function cannedReplySeeds(): CannedReplySeed[] {
  const hours = business.openingHours.map((h) => `${h.days}, ${h.opens} to ${h.closes}`);
  return [
    ...CATALOGUE.map(serviceReply),
    {
      key: 'opening-hours',
      title: 'Opening hours',
      text: `We're open ${list(hours)}. You can call us on ${business.phone.display}.`,
    },
    {
      key: 'coverage',
      title: coverage.heading,
      // "area": the word staff type to find it ("/area"), whatever the owner's own words say.
      text: `${coverage.text} The area we cover includes ${list(coverage.towns)}.`,
    },
    {
      key: 'booking',
      title: bookingHowItWorks.heading,
      text: bookingHowItWorks.steps
        .map((step, index) => `${index + 1}. ${step.title}: ${step.text}`)
        .join('\n'),
    },
  ];
}
