import type { Page } from '@playwright/test';

/**
 * A toast on the site, by its text: the list item in Radix's "Notifications (F8)" region. Not
 * `getByRole('status')`: Radix also announces each toast in a visually hidden status element for
 * a moment, and a locator that can resolve to either is racy.
 */
export const siteToast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: text });
