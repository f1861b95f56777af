import { QUOTE_BOOKING_TEXTS } from '@detailing/core/booking';
import { BOOKINGS, QUOTES, REQUESTS, SESSIONS } from '@detailing/core/collections';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import { devices, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { freeDays, someFreeDay } from '../booking';
import { adminDb, signInConsole } from '../chat-test-project';
import { expect, skipConsultationPopup, test } from '../fixtures';
import { mailsTo } from '../maildev';
import { LIVE, panel, uniqueAddress } from '../reply-mail';
import { uniqueName } from '../requests';
import { chatButton, visit } from './phone';

/**
 * A priced quote in the chat (BOOKING.md 5, issue #45), on two phones: a visitor asks, staff
 * quote Paint Correction and Headlight Restoration for a Medium car with £30 off, the visitor
 * books the card with taps, and the booking charges the quote. The conversation's request
 * follows: Quoted when the quote is sent, Booked when it is booked.
 */
test.use({ ownClientAddress: true });
test.describe.configure({ timeout: 150_000 });

const db = () => adminDb(stackProjectId());

async function sessionOf(question: string): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const found = await db()
        .collection(SESSIONS)
        .where('lastMessage.content', '==', question)
        .get();
      id = found.docs[0]?.id ?? '';
      return id;
    }, LIVE)
    .not.toBe('');
  return id;
}

async function tapFill(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label);
  await field.tap();
  await field.fill(value);
}

test('staff quote two services in the chat; the visitor books the card at the quoted price', async ({
  page,
  browser,
}) => {
  // The visitor asks in the chat on their phone.
  const name = uniqueName('Quote');
  const question = `How much for paint correction and my headlights? ${name}`;
  await skipConsultationPopup(page);
  await visit(page, '/services/paint-correction');
  await chatButton(page).tap();
  await panel(page).getByRole('textbox', { name: 'Message' }).tap();
  await page.keyboard.type(question);
  await panel(page).getByRole('button', { name: 'Send message' }).tap();
  const sessionId = await sessionOf(question);
  // The conversation's request, as a chat callback leaves one.
  const request = await db().collection(REQUESTS).add({
    source: 'chat-callback',
    name,
    phone: '07700 900123',
    sessionId,
    status: 'new',
    createdAt: Timestamp.now(),
  });

  // Staff, on their phone, open the conversation and send a quote.
  const staffContext = await browser.newContext({ ...devices['Pixel 7'] });
  const staff = await staffContext.newPage();
  await signInConsole(staff, `/admin/chat?session=${sessionId}`);
  await expect(staff.getByRole('log', { name: 'Messages' })).toContainText(question, LIVE);
  await staff.getByRole('button', { name: 'Quote', exact: true }).tap();
  const form = staff.getByRole('dialog', { name: 'Send a quote' });
  await form.getByRole('radio', { name: /^Medium/ }).tap();
  await form.getByRole('checkbox', { name: /^Paint Correction/ }).tap();
  await form.getByRole('checkbox', { name: /^Headlight Restoration/ }).tap();
  await expect(form.getByText('£330', { exact: false }).first()).toBeVisible();
  await form.getByRole('radio', { name: 'Take off' }).tap();
  await tapFill(staff, 'Amount (£)', '30');
  await tapFill(staff, 'Reason (the visitor sees it)', 'Two services in one visit');
  await expect(form.getByText('£300').first()).toBeVisible();
  await form.getByRole('button', { name: 'Send quote' }).tap();
  await expect(form).toBeHidden();
  await expect(staff.getByText('Sent to the visitor')).toBeVisible(LIVE);
  await expect.poll(async () => (await request.get()).get('status'), LIVE).toBe('quoted');
  await staffContext.close();

  // The visitor's card: the services, the reason, the total, and one tap to book it.
  const card = panel(page).getByRole('article', { name: 'Quote' });
  await expect(card).toBeVisible(LIVE);
  await expect(card).toContainText('Paint Correction');
  await expect(card).toContainText('Headlight Restoration');
  await expect(card).toContainText('Two services in one visit');
  await expect(card).toContainText('£300');
  await card.getByRole('link', { name: 'Book this' }).tap();
  await expect(page).toHaveURL(/\/book-online\/paint-correction\?quote=/);
  await expect(page.getByText(QUOTE_BOOKING_TEXTS.fromQuote)).toBeVisible();
  await expect(page.getByText('Total: £300')).toBeVisible();
  // The quote fixes what is booked: no service, size or add-on to change.
  await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0);

  const day = someFreeDay(await freeDays(page));
  await day.tap();
  await page
    .getByRole('group', { name: /^Start time/ })
    .getByRole('radio')
    .first()
    .tap();
  const email = uniqueAddress();
  await tapFill(page, 'Full name', name);
  await tapFill(page, 'Phone number', '07700 900123');
  await tapFill(page, 'E-mail', email);
  await page.getByRole('button', { name: 'Confirm booking' }).tap();
  await expect(
    page.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }),
  ).toBeInViewport();

  // The booking charges the quote and names it; the request is Booked; the quote is taken.
  const [booking] = (await db().collection(BOOKINGS).where('email', '==', email).get()).docs;
  expect(booking?.get('job')).toMatchObject({
    service: 'paint-correction',
    size: 'medium',
    total: 300,
    length: { days: 2 },
    extras: [{ service: 'headlight-restoration' }],
  });
  expect(booking?.get('sessionId')).toBe(sessionId);
  const quoteId: string = booking?.get('job.quoteId');
  expect(
    (await db().collection(SESSIONS).doc(sessionId).collection(QUOTES).doc(quoteId).get()).get(
      'bookingId',
    ),
  ).toBe(booking?.id);
  await expect.poll(async () => (await request.get()).get('status'), LIVE).toBe('booked');
  await expect
    .poll(async () => (await mailsTo(email)).map((mail) => mail.subject), { timeout: 30_000 })
    .toContainEqual(
      expect.stringMatching(/^Booking requested: Paint Correction \+ Headlight Restoration on /),
    );
});
