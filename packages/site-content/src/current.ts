import type { SiteContent } from './schema';
import seed from './seed.json';

/**
 * The content this build of the site serves. A fresh clone serves the seed (today's content,
 * the spec's catalogue); a publish build is given the published release in its place (the
 * build aliases this module), checked with the schema first. Plain data: the schema is not
 * imported here, so no browser loads it.
 */
export const content: SiteContent = seed;
