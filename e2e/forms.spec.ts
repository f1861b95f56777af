import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { requestFrom, requestsFrom, uniqueName } from './requests';
import { siteToast } from './toasts';

// The forms post to the endpoint, whose limit is per client address (e2e/fixtures.ts).
test.use({ ownClientAddress: true });

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('the booking form: empty fields show the Incomplete Form toast and post nothing; while sending, the button is disabled and says so; it posts the service the visitor chose and lands on the thank-you page, which leads back home', async ({
  page,
}) => {
  const sam = uniqueName('Sam Carter');
  await page.goto('/booking?service=Paint%20Correction');
  await waitForHydration(page);
  await expect(page.getByText('Service: Paint Correction')).toBeVisible();
  // This page's own posts (other tests post forms in parallel).
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const submit = page.getByRole('button', { name: 'Request My Booking' });
  await submit.click();
  const toast = siteToast(page, 'Incomplete Form');
  await expect(toast).toContainText('Please provide your name and phone number.');
  await expect(page).toHaveURL(/\/booking\?service=/);
  await page.getByLabel('Full name').fill(sam);
  await submit.click();
  await expect(toast).toBeVisible();
  expect(posts).toEqual([]);
  expect(await requestsFrom(sam)).toEqual([]);

  // The page cannot be queried while the browser waits on the endpoint, so the button reports
  // its own changes through the console.
  const states: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('submit-button:')) states.push(message.text());
  });
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('main button[type="submit"]');
    if (!button) throw new Error('no submit button');
    new MutationObserver(() => {
      console.log(
        `submit-button:${button.textContent}:${button.disabled ? 'disabled' : 'enabled'}`,
      );
    }).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await page.route('**/api/requests', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  await page.getByLabel('Phone number').fill('07700 900123');
  await Promise.all([page.waitForURL(/\/thank-you$/), submit.click()]);
  expect(states).toContain('submit-button:Sending Request...:disabled');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  // Stored by the site's own endpoint as a new booking request, from the page it was on.
  expect(await requestFrom(sam)).toMatchObject({
    source: 'booking',
    name: sam,
    phone: '07700 900123',
    service: 'Paint Correction',
    page: '/booking',
    status: 'new',
  });

  await expect(page.getByText(/request has been sent/i)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the home callback form is a general inquiry without a service', async ({ page }) => {
  const jo = uniqueName('Jo Bloggs');
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await form.getByLabel('Full name').fill(jo);
  await form.getByLabel('Phone number').fill('07700 900789');
  await Promise.all([page.waitForURL(/\/thank-you$/), form.getByRole('button').click()]);
  const request = await requestFrom(jo);
  expect(request).toMatchObject({ source: 'callback', phone: '07700 900789' });
  expect(request).not.toHaveProperty('service');
});

test('the contact page form needs a name and phone, and sends the optional fields', async ({
  page,
}) => {
  const pat = uniqueName('Pat Lee');
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /07700 900461/ })).toHaveAttribute(
    'href',
    'tel:+447700900461',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: /hello@example\.com/ }),
  ).toHaveAttribute('href', 'mailto:hello@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(siteToast(page, 'Incomplete Form')).toBeVisible();
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(pat);
  await form.getByLabel('Phone number').fill('07700 900111');
  await form.getByLabel(/E-mail/).fill('pat@example.com');
  await form.getByLabel(/Message/).fill('Swirl marks on a black Golf.');
  await Promise.all([
    page.waitForURL(/\/thank-you$/),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(await requestFrom(pat)).toMatchObject({
    source: 'contact',
    email: 'pat@example.com',
    message: 'Swirl marks on a black Golf.',
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('empty required fields are caught by the browser', async ({ page }) => {
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Request My Booking' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    const valid = await page
      .getByLabel('Full name')
      .evaluate((el) => (el as HTMLInputElement).validity.valid);
    expect(valid).toBe(false);
  });
});
