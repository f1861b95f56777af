import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * Starts App Check on the app: reCAPTCHA Enterprise attests the page, and Firestore and Auth
 * requests carry the resulting token (refreshed automatically). Loaded only when a site key is
 * configured (firebase-services.ts); docs/deploy.md says how to create the key and enforce.
 */
export function activateAppCheck(app: FirebaseApp, siteKey: string): void {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
