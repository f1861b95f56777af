/**
 * The service a visitor chose in this browser session (the booking form they were shown it
 * on), so that a later offer of a quote keeps it: the consultation popup's "Get My Free Quote"
 * leads to the booking form with that service, not to a form without it.
 */
const CHOSEN_SERVICE_KEY = 'chosenService';

export function rememberChosenService(service: string): void {
  try {
    sessionStorage.setItem(CHOSEN_SERVICE_KEY, service);
  } catch {
    // Storage may be blocked: the offer then leads to the contact form, as the spec's does.
  }
}

export function chosenService(): string | undefined {
  try {
    return sessionStorage.getItem(CHOSEN_SERVICE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** The booking form with `service` chosen (use-selected-service.ts reads it back). */
export function bookingUrlFor(service: string): string {
  return `/booking?service=${encodeURIComponent(service)}`;
}
