import { londonDate } from '@detailing/core/booking';
import { BOOKINGS } from '@detailing/core/collections';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import type { Locator, Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './chat-test-project';
import { uniqueAddress } from './reply-mail';

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

/**
 * A Headlight Restoration (90 minutes, at the unit) stored straight in the stack's diary, for a
 * time no visitor could book (under way, or a test's own): its id. It holds no time in the
 * diary's days, so no other test's booking meets it.
 */
export async function storeBooking({
  status,
  start,
  name,
  phone = '07700 900888',
}: {
  status: 'requested' | 'confirmed';
  start: number;
  name: string;
  phone?: string;
}): Promise<string> {
  const { id } = await adminDb(stackProjectId())
    .collection(BOOKINGS)
    .add({
      status,
      job: {
        service: 'headlight-restoration',
        serviceName: 'Headlight Restoration',
        size: 'small',
        addOns: [],
        total: 100,
        length: { minutes: 90 },
        mobile: false,
      },
      start,
      date: londonDate(start),
      spans: [{ start, end: start + 90 * 60_000 }],
      name,
      phone,
      email: uniqueAddress(),
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  return id;
}
