import { formatPounds } from '@detailing/core/booking';

/** An adjustment as the form and the card show it: "−£30", "+£45". */
export const signedPounds = (pounds: number): string =>
  `${pounds < 0 ? '−' : '+'}${formatPounds(Math.abs(pounds))}`;
