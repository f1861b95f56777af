import type { SiteContent } from '../schema';
import json from '../seed/booking.json';

/**
 * Online booking's catalogue as this build serves it (see ./index.ts): each service's length,
 * prices by size and add-ons. A part of its own, so that only the booking pages load it.
 */
export const booking = json as SiteContent['booking'];
