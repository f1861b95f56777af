import { business } from '../content/business';

/** The business name as page titles end with it. */
export const brand = business.name;
