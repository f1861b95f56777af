import {
  DESKTOP,
  expect,
  PHONE,
  skipConsultationPopup,
  test,
  waitForHydration,
  WITH_MOTION,
} from './fixtures';

// Route changes fade in, the section links glide, the overlay opens: motion.
test.use(WITH_MOTION);

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

/**
 * Tests that share a page share its load: each runs several behaviours in turn on one page, in
 * an order where each leaves the page as the next expects.
 */
test.describe('header and footer on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header shows the menu, Book Now, phone and e-mail; the footer its social links and the current year; About from another page goes to the home page and its about section', async ({
    page,
  }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Services', 'About', 'Reviews', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-online',
    );
    await expect(header.getByRole('link', { name: '07700 900461' })).toHaveAttribute(
      'href',
      'tel:+447700900461',
    );
    await expect(header.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );

    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(network) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('The pinnacle of automotive artistry and preservation.');
    await expect(footer.getByRole('link', { name: '07700 900461' })).toBeVisible();

    await waitForHydration(page);
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('each route change scrolls to the top and fades the page in; footer quick links from another page go home and scroll to the section after 100 ms', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    // Record the new page's opacity the moment it is inserted, before any frame is painted.
    await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) throw new Error('no main');
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLElement) {
              document.documentElement.dataset.enteringOpacity = getComputedStyle(node).opacity;
            }
          }
        }
      }).observe(main, { childList: true });
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Services & prices' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const entering = await page.evaluate(() => document.documentElement.dataset.enteringOpacity);
    expect(Number(entering)).toBeLessThan(1);
    await expect
      .poll(() => page.locator('main > div').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');

    // From /services, another page than home.
    await footer.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#gallery')).toBeInViewport();
  });

  test('on the home page: Reviews scrolls smoothly to the testimonials, Home back to the top, and the footer quick links to their sections', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await expect(page.locator('#testimonials')).toBeInViewport();
    await expect(page).toHaveURL(/\/$|\/#testimonials$/);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const footer = page.getByRole('contentinfo');
    for (const [label, id] of [
      ['Services', 'services'],
      ['About', 'about'],
      ['Contact', 'contact'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: PHONE });

  test('a full-screen overlay holds the contact links and menu; it closes with Escape (focus back on the button), when the window widens to 768 px, on the logo (which goes home) and on navigation', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '07700 900461' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // The no-JavaScript stand-in for the button stays out of the way.
    await expect(header.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();

    const trigger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await trigger.click();
    await expect(menu).toBeVisible();
    // Once its 0.3 s entrance has finished, it covers the whole screen.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, PHONE.width, PHONE.height]);
    await expect(menu.getByRole('link', { name: /07700 900461/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /hello@example\.com/ })).toBeVisible();
    // The page behind does not scroll while the menu is open.
    expect(await bodyOverflow()).toBe('hidden');

    // Escape, once it is showing, as a person would: focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(menu).toBeHidden();
    await page.setViewportSize(PHONE);

    await trigger.click();
    await menu.getByRole('link', { name: /Harbour & Heath/ }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await trigger.click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow()).not.toBe('hidden');
  });
});
