import { business } from '@detailing/ui';

/** The business name as page titles end with it. */
export const brand = business.name;
