import { PUBLIC_ROUTES } from '@detailing/site/routes';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, test, WITH_MOTION } from './fixtures';
import { requestFrom, uniqueName } from './requests';

/**
 * With JavaScript disabled, the prerendered pages are the product: every public route is
 * readable, with its navigation; the forms post to the site's endpoint and land on /thank-you; and the chat
 * widget, which needs JavaScript, leaves nothing broken behind: `<detailing-chat>` stays an
 * empty, sizeless element (no dead button), and the home page's "Chat With Us" is a link to the
 * contact page. A service page's quote button leads to a booking form that already carries
 * its service. (Booking form's own checks without JavaScript: e2e/forms.spec.ts.)
 */

// With motion: nothing an animation's first frame hides may stay hidden without JavaScript.
test.use({ javaScriptEnabled: false, ...WITH_MOTION });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The widget's host element renders nothing and takes no room without its script. */
async function expectNoChatLeftovers(page: Page) {
  const chat = page.locator('detailing-chat');
  await expect(chat).toHaveCount(1);
  const box = await chat.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { width: r.width, height: r.height, shadow: element.shadowRoot !== null };
  });
  expect(box).toEqual({ width: 0, height: 0, shadow: false });
  await expect(page.getByRole('button', { name: /live chat/i })).toHaveCount(0);
}

/**
 * A route's checks at one width: content, headings and the navigation that width has, nothing
 * left invisible, no overflow, no chat leftovers.
 */
async function expectReadable(page: Page, route: string, viewport: typeof DESKTOP) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length, `${route} has readable content`).toBeGreaterThan(80);
  const hidden = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => getComputedStyle(el).opacity === '0')
        .length,
  );
  expect(hidden, `${route}: elements left invisible`).toBe(0);
  // Navigation by plain links: the header's on a desktop; on a phone, where the menu overlay
  // needs JavaScript, the footer's (services, the home page's contact section).
  const links =
    viewport === DESKTOP ? ['/services', '/contact', '/book-online'] : ['/services', '/#contact'];
  for (const href of links) {
    await expect(page.locator(`a[href="${href}"]:visible`).first()).toBeVisible();
  }
  // No dead menu button: on a phone a Menu link to the footer's links stands in for it.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  const menu = page.getByRole('link', { name: 'Menu', exact: true });
  if (viewport === PHONE) {
    await expect(menu).toHaveAttribute('href', '#footer-quick-links');
    await expect(menu).toBeVisible();
  } else {
    await expect(menu).toBeHidden();
  }
  await expectNoHorizontalOverflow(page);
  await expectNoChatLeftovers(page);
}

// One load of each route, checked at a desktop's width and then, resized as a window is, at a
// phone's: without JavaScript the layout is CSS alone, so the resize is all a phone changes.
test('every public route without JavaScript, at 1280 and 375 px: content, headings and links are readable, nothing is hidden by an animation, the chat leaves no trace', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const route of PUBLIC_ROUTES) {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    // The home page's sections carry the ids its links (/#contact) need without a script.
    if (route === '/') {
      for (const id of ['about', 'services', 'gallery', 'testimonials', 'contact']) {
        await expect(page.locator(`#${id}`)).toBeAttached();
      }
    }
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await expectReadable(page, route, viewport);
    }
  }
});

test.describe('forms without JavaScript', () => {
  // They post to the endpoint, whose limit is per client address (e2e/fixtures.ts).
  test.use({ ownClientAddress: true });

  for (const { route, button } of [
    { route: '/', button: /Request|Callback|Send/i },
    { route: '/contact', button: /Send|Request/i },
  ]) {
    test(`the ${route} form posts and lands on the thank-you page`, async ({ page }) => {
      const name = uniqueName(`No Script ${route === '/' ? 'Home' : 'Contact'}`);
      await page.goto(route);
      const form = page.locator('form').filter({ has: page.getByLabel('Full name') });
      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('Phone number').fill('07700 900333');
      await Promise.all([
        page.waitForURL(/\/thank-you$/),
        form.getByRole('button', { name: button }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
      expect(await requestFrom(name)).toMatchObject({
        source: route === '/' ? 'callback' : 'contact',
        phone: '07700 900333',
        status: 'new',
      });
    });
  }

  test('a service that needs a quote leads to the callback form with it, and the request names it', async ({
    page,
  }) => {
    const name = uniqueName('No Script Quote');
    await page.goto('/services/ppf');
    await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().click();
    await expect(page).toHaveURL(/\/book-online\/ppf$/);
    await expect(page.getByText('Service: PPF (Paint Protection Film)')).toBeVisible();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone number').fill('07700 900444');
    await Promise.all([
      page.waitForURL(/\/thank-you$/),
      form.getByRole('button', { name: 'Request My Booking' }).click(),
    ]);
    expect(await requestFrom(name)).toMatchObject({
      source: 'booking',
      service: 'PPF (Paint Protection Film)',
      page: '/book-online/ppf',
      status: 'new',
    });
  });

  test('books a service online: the free times on the next page, then the booking’s own page', async ({
    page,
  }) => {
    await page.goto('/services/paint-correction');
    await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).first().click();
    await expect(page).toHaveURL(/\/book-online\/paint-correction$/);
    const form = page.getByRole('main').locator('form');
    await expect(form.getByLabel('Service', { exact: true })).toHaveValue('paint-correction');
    await form.getByRole('radio', { name: /^Large/ }).check();
    await form.getByLabel('Full name').fill('Robin Shaw');
    await form.getByLabel('Phone number').fill('07700 900555');
    await form.getByLabel('E-mail').fill('robin@example.com');
    await form.getByRole('button', { name: 'See free times' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a day and a time' })).toBeVisible();
    await expect(page.getByText('Paint Correction: £260, 2 days.')).toBeVisible();
    // Any of the first free days (tests share the diary), at its first time.
    const days = page.getByRole('group');
    await days
      .nth(Math.floor(Math.random() * 5))
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page).toHaveURL(/\/api\/bookings\/manage\?b=/);
    await expect(
      page.getByRole('heading', { name: 'Requested: we’ll confirm by e-mail' }),
    ).toBeVisible();
  });

  test('the home page’s “Chat With Us” is a link to the contact page', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: 'Chat With Us' });
    await expect(chat).toHaveAttribute('href', '/contact');
    await chat.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
