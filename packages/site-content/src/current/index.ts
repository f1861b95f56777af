// The content this build of the site serves, one module per part, so that each page's chunk
// holds only the parts it shows (the detail pages' texts are not in the home page's
// JavaScript): import `@detailing/site-content/current/<part>`. A fresh clone serves the seed
// (today's content, the spec's catalogue); a publish build is given the published release in
// its place (the build aliases these modules), checked with the schema first. Plain data: the
// schema is not imported, so no browser loads it.
//
// JSON's types are wider than the schema's (a number, not 1 | 3 | 5): the seed is checked
// against the schema by schema.test.ts, so it is of these types.
export { booking } from './booking';
export { business } from './business';
export { gallery } from './gallery';
export { hero } from './hero';
export { home } from './home';
export { pages } from './pages';
export { services } from './services';
export { testimonials } from './testimonials';
