/** The form endpoint's path on this site (firebase.json's rewrite). */
export const REQUESTS_ENDPOINT = '/api/requests';

/**
 * Build-time configuration, read once. Every value has a production default, so a build with
 * no environment at all is a working site whose forms post to its own endpoint.
 */
const env = import.meta.env;

/** The site's public origin, used for canonical URLs, Open Graph, the sitemap and `_next`. */
export const siteUrl = (env.VITE_SITE_URL || 'https://www.harbourheathdetailing.co.uk').replace(
  /\/+$/,
  '',
);

/**
 * Where the callback and contact forms POST: the site's own endpoint (a Cloud Function behind
 * Hosting's rewrite, OWNER-TOOLS.md 1), or an external relay such as FormSubmit when
 * VITE_FORM_ACTION names one.
 */
export const formAction = env.VITE_FORM_ACTION?.trim() || REQUESTS_ENDPOINT;

/**
 * Whether App Check (reCAPTCHA Enterprise) runs in this build: its site key is set and not
 * blank, as core's `readFirebaseEnv` reads it for the widget. Not imported from there:
 * this module is on every page's first load, and the import adds 0.5 kB gzip (measured). The
 * other Firebase values a key needs are the deploy check's to require. The privacy notice then
 * names reCAPTCHA's cookie.
 */
export const appCheckEnabled = Boolean(env.VITE_APPCHECK_SITE_KEY?.trim());
