/** Every public route, as a visitor or a crawler reaches them. */
export const SERVICE_SLUGS = [
  'ppf',
  'brake-caliper-painting',
  'wheel-refurbishment',
  'leather-restoration',
  'complete-interior-detail',
  'leather-deep-clean',
  'in-depth-interior-detail',
  'headlight-restoration',
  'engine-bay-detail',
  'soft-top-clean-and-seal',
  'paint-correction',
  'decontamination-wash',
  'maintenance-detail-in-out',
  'ceramic-coating',
  'ceramic-extras',
  'annual-ceramic-coating-maintenance-wash',
] as const;

export const PUBLIC_ROUTES = [
  '/',
  '/services',
  '/booking',
  '/book-online',
  '/contact',
  '/thank-you',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/booking-calendar/paint-correction-1',
  '/booking-calendar/decontamination-wash-1',
];
