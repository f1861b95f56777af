// The house's shared pieces: what the site, the console and the chat widget all show or know.
// The toaster component (`@detailing/ui/toaster`), the service-worker registration
// (`@detailing/ui/service-worker`) and the CSS (`@detailing/ui/styles/*.css`,
// `@detailing/ui/toaster.css`) have entry points of their own: the site loads them lazily or
// not at all, and a static import from here would put them in every first load.
export { BUSINESS_NAME, business, mailtoHref, telHref, type BusinessProfile } from './business.js';
export { mailtoHrefFor, telHrefFor } from './contact-links.js';
export { OPENING_HOURS } from './opening-hours.js';
export { GOLD, INK } from './brand-colours.js';
export * from './icons';
export { BrandMark, Wordmark } from './logo/logo';
export {
  createToastStore,
  toast,
  toastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastState,
  type ToastStore,
} from './toast/toast-store';
export { useOnline } from './use-online';
