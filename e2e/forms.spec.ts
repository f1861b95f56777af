import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { RELAY_URL as relay, submissionFrom } from './relay';
import { siteToast } from './toasts';

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test('given empty fields, clicking the button shows the Incomplete Form toast and posts nothing', async ({
  page,
}) => {
  await page.goto('/booking');
  await waitForHydration(page);
  // This page's own posts (other tests post to the relay in parallel).
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Request My Booking' }).click();
  const toast = siteToast(page, 'Incomplete Form');
  await expect(toast).toContainText('Please provide your name and phone number.');
  await expect(page).toHaveURL(/\/booking$/);
  await page.getByLabel('Full name').fill('Robin Halfway');
  await page.getByRole('button', { name: 'Request My Booking' }).click();
  await expect(toast).toBeVisible();
  expect(posts).toEqual([]);
  expect(await submissionFrom('Robin Halfway')).toBeUndefined();
});

test('the booking form posts the service the visitor chose and lands on the thank-you page', async ({
  page,
}) => {
  await page.goto('/booking?service=Paint%20Correction');
  await waitForHydration(page);
  await expect(page.getByText('Service: Paint Correction')).toBeVisible();
  await page.getByLabel('Full name').fill('Sam Carter');
  await page.getByLabel('Phone number').fill('07700 900123');
  await Promise.all([
    page.waitForURL(/\/thank-you$/),
    page.getByRole('button', { name: 'Request My Booking' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  const last = await submissionFrom('Sam Carter');
  expect(last?.path).toBe('/hello@example.com');
  expect(last?.fields).toMatchObject({
    name: 'Sam Carter',
    phone: '07700 900123',
    service: 'Paint Correction',
    _subject: 'New Booking Request for Paint Correction',
    _captcha: 'false',
  });
  expect(last?.fields._next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/thank-you$/);
});

test('while the request is sending, the button is disabled and says so', async ({ page }) => {
  await page.goto('/book-online');
  await waitForHydration(page);
  // The page cannot be queried while the browser waits on the relay, so the button reports
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
  await page.route(`${relay}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel('Full name').fill('Alex Morgan');
  await page.getByLabel('Phone number').fill('07700 900456');
  await page.getByRole('button', { name: 'Request My Booking' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(states).toContain('submit-button:Sending Request...:disabled');
});

test('the home callback form is a general inquiry without a service', async ({ page }) => {
  await page.goto('/#contact');
  await waitForHydration(page);
  const form = page.locator('#contact form');
  await form.getByLabel('Full name').fill('Jo Bloggs');
  await form.getByLabel('Phone number').fill('07700 900789');
  await Promise.all([page.waitForURL(/\/thank-you$/), form.getByRole('button').click()]);
  const last = await submissionFrom('Jo Bloggs');
  expect(last?.fields._subject).toBe('New General Inquiry from your website!');
  expect(last?.fields).not.toHaveProperty('service');
});

test('the contact page form needs a name and phone, and sends the optional fields', async ({
  page,
}) => {
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
  await form.getByLabel('Full name').fill('Pat Lee');
  await form.getByLabel('Phone number').fill('07700 900111');
  await form.getByLabel(/E-mail/).fill('pat@example.com');
  await form.getByLabel(/Message/).fill('Swirl marks on a black Golf.');
  await Promise.all([
    page.waitForURL(/\/thank-you$/),
    page.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  const last = await submissionFrom('Pat Lee');
  expect(last?.fields).toMatchObject({
    email: 'pat@example.com',
    message: 'Swirl marks on a black Golf.',
  });
});

test('thank-you page leads back home', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(page.getByText(/request has been sent/i)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking form still posts to the relay and reaches the thank-you page', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByLabel('Full name').fill('No Script');
    await page.getByLabel('Phone number').fill('07700 900222');
    await Promise.all([
      page.waitForURL(/\/thank-you$/),
      page.getByRole('button', { name: 'Request My Booking' }).click(),
    ]);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const last = await submissionFrom('No Script');
    expect(last?.fields).toMatchObject({ name: 'No Script', service: 'Not specified' });
  });

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
