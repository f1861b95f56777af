/** The business profile is owned by the site (one module names the business everywhere). */
export { business } from '../../../site/src/content/business';
