import { signInConsole } from '../chat-test-project';
import { expect, test, testClientIp } from '../fixtures';
import { requestFrom, uniqueName } from '../requests';

/**
 * The Requests section on a phone (OWNER-TOOLS.md 1): reached from the header with a tap, a
 * Call button that dials, and the status as a row of touch-sized buttons at the card's foot; a
 * tap changes it. (Other tests post forms meanwhile, so the list may grow above the card: its
 * position is not asserted.)
 */
test('staff tap through to a request, can call it, and set its status with a thumb', async ({
  page,
  request,
}) => {
  const name = uniqueName('Thumb Test');
  const posted = await request.post('/api/requests', {
    form: {
      name,
      phone: '07700 900321',
      service: 'Mini Valet',
      _subject: 'New Booking Request for Mini Valet',
    },
    headers: { 'x-forwarded-for': testClientIp() },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);

  await signInConsole(page);
  await page.getByRole('link', { name: /^Requests/ }).tap();
  await expect(page).toHaveURL(/\/admin\/chat\/requests$/);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();

  const call = card.getByRole('link', { name: `Call ${name}` });
  await expect(call).toHaveAttribute('href', 'tel:07700900321');
  const callBox = await call.boundingBox();
  expect(callBox && callBox.height >= 44).toBe(true);

  const contacted = card.getByRole('radio', { name: 'Contacted' });
  await contacted.scrollIntoViewIfNeeded();
  const width = page.viewportSize()?.width ?? 0;
  // Every status is a touch target of at least 44 px, side by side within the screen.
  for (const status of ['New', 'Contacted', 'Quoted', 'Booked', 'Closed']) {
    const box = await card.getByRole('radio', { name: status }).boundingBox();
    expect(box?.height ?? 0, status).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? width) + (box?.width ?? 1), status).toBeLessThanOrEqual(width);
  }
  await contacted.tap();
  await expect(contacted).toBeChecked();
  await expect.poll(async () => (await requestFrom(name))['status']).toBe('contacted');
  // Contacted is still open: the request stays in the list.
  await expect(card).toBeVisible();
});
