import { DESKTOP, expect, PHONE, skipConsultationPopup, test, waitForHydration } from './fixtures';

test.beforeEach(async ({ page }) => {
  await skipConsultationPopup(page);
});

test.describe('header on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('shows the menu, Book Now, and the phone and e-mail links', async ({ page }) => {
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
  });

  test('About from another page goes to the home page and its about section', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('Reviews on the home page scrolls smoothly to the testimonials', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await expect(page.locator('#testimonials')).toBeInViewport();
    await expect(page).toHaveURL(/\/$|\/#testimonials$/);
  });

  test('Home on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('each route change scrolls to the top and fades the page in', async ({ page }) => {
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
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services & prices' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const entering = await page.evaluate(() => document.documentElement.dataset.enteringOpacity);
    expect(Number(entering)).toBeLessThan(1);
    await expect
      .poll(() => page.locator('main > div').evaluate((el) => getComputedStyle(el).opacity))
      .toBe('1');
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: PHONE });

  test('hides the contact links and menu behind a full-screen overlay', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '07700 900461' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // The no-JavaScript stand-in for the button stays out of the way.
    await expect(header.getByRole('link', { name: 'Menu', exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
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
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('closes on the logo, which goes home', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /Harbour & Heath/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('closes when the window widens to 768 px', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('closes with Escape and returns focus to the button', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await trigger.click();
    // The menu's code arrives on the first tap; Escape once it is showing, as a person would.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('footer', () => {
  test('quick links from another page go home and scroll to the section after 100 ms', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#gallery')).toBeInViewport();
  });

  test('quick links on the home page scroll to their sections', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
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

  test('social links open in a new tab, and the year is current', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'Instagram', 'YouTube']) {
      const link = footer.getByRole('link', { name: new RegExp(network) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('The pinnacle of automotive artistry and preservation.');
    await expect(footer.getByRole('link', { name: '07700 900461' })).toBeVisible();
  });
});
