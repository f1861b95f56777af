import type { Locator, Page } from '@playwright/test';

/**
 * Booking's helpers (BOOKING.md 3). Tests share one stack and its diary (one job at a time), so
 * each takes a day at random among the first free ones: two tests at once rarely want the same
 * slot, and one that finds its slot gone is the product working (the page says so).
 */
export function someFreeDay(days: Locator) {
  return days.nth(Math.floor(Math.random() * 8));
}

/** The free day chips and their count, once the free slots have loaded. */
export async function freeDays(page: Page) {
  const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio');
  await days.first().waitFor();
  return days;
}
