import { devices, type Locator, type Page } from '@playwright/test';
import { SITE_EDITOR, SITE_PUBLISHING } from '@detailing/core/domain';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import { adminDb, signInConsole } from './chat-test-project';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Every field the owner's editor offers reaches the live site (issue #42): on a phone, with
 * taps, the owner changes one field of each part (a service's price and its page's
 * introduction, the home page's texts and its pop-up offer, the top of the home page and its
 * photo's words, a testimonial, a gallery photo's words, the phone number), publishes once (a
 * publish rebuilds the whole site, and the stack allows six an hour), and a visitor reads each
 * change on the served pages. Then the owner restores the original site, as it began. Runs in
 * the `site-publish` project, after every other, as e2e/site-editor.spec.ts does.
 */

const LIVE = { timeout: 60_000 };

const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, deviceScaleFactor: 1 });

const CHANGES = {
  price: '£95',
  intro:
    'Cloudy headlights made clear again: polished by hand and sealed against the sun for years of sharp light.',
  about: 'Three Generations of Careful Hands',
  showcase: 'Cars We Have Cared For',
  popupTitle: 'A Free Quote, Made for Your Car',
  popupText: 'Tell us what you drive and we will call you back with a price, no strings attached.',
  hero: 'Detailing That Outshines the Showroom',
  heroAlt: 'A grand tourer gleaming under the studio lights after its detail',
  testimonial:
    'Booked a paint correction for my 911 and it came back better than the day I bought it. Honest advice too.',
  galleryAlt: 'A grand tourer in the studio, its paint mirroring every light after a full detail',
  phone: '01202 555019',
  dialled: '+441202555019',
} as const;

const link = (page: Page, name: string | RegExp) =>
  page.getByRole('link', { name, exact: typeof name === 'string' });
const textbox = (within: Page | Locator, name: string | RegExp) =>
  within.getByRole('textbox', { name, exact: typeof name === 'string' });

/** Opens a section from the editor's overview, lets `edit` change it, and goes back once saved. */
async function inSection(page: Page, section: RegExp, edit: () => Promise<void>) {
  await link(page, section).tap();
  await edit();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await link(page, '← Site').tap();
  await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
}

async function changeEveryPart(page: Page) {
  await link(page, /^Services and prices/).tap();
  await link(page, /^Headlight Restoration/).tap();
  await textbox(page, 'Price').fill(CHANGES.price);
  const ownPage = page.getByRole('group', { name: 'Its own page' });
  await textbox(ownPage, 'Introduction').fill(CHANGES.intro);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await link(page, '← Services and prices').tap();
  await link(page, '← Site').tap();

  await inSection(page, /^Home page/, async () => {
    await textbox(page.getByRole('group', { name: 'About us' }), 'Heading').fill(CHANGES.about);
    await textbox(page.getByRole('group', { name: 'Gallery section' }), 'Heading').fill(
      CHANGES.showcase,
    );
    const popup = page.getByRole('group', { name: 'Pop-up offer' });
    await textbox(popup, 'Title').fill(CHANGES.popupTitle);
    await textbox(popup, 'Text').fill(CHANGES.popupText);
  });
  await inSection(page, /^Top of the home page/, async () => {
    await textbox(page, 'Heading').fill(CHANGES.hero);
    const photo = page.getByRole('group', { name: 'Photo 1', exact: true });
    await textbox(photo, /alt text/).fill(CHANGES.heroAlt);
  });
  await inSection(page, /^Testimonials/, async () => {
    const first = page.getByRole('group', { name: 'Testimonial 1' });
    await textbox(first, 'Text').fill(CHANGES.testimonial);
  });
  await inSection(page, /^Gallery/, async () => {
    const photo = page.getByRole('group', { name: 'Photo 1', exact: true });
    await textbox(photo, /alt text/).fill(CHANGES.galleryAlt);
  });
  await inSection(page, /^Business details/, async () => {
    await textbox(page, 'Number as people read it').fill(CHANGES.phone);
    await textbox(page, 'Number as phones dial it, with the country code').fill(CHANGES.dialled);
  });
}

/** A visitor's first page of a visit: the pop-up offer comes, then the home page, then services. */
async function visitorSeesEveryChange(visitor: Page) {
  await visitor.goto('/');
  await waitForHydration(visitor);
  const offer = visitor.getByRole('dialog');
  await expect(offer.getByRole('heading', { name: CHANGES.popupTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect(offer).toContainText(CHANGES.popupText);
  await offer.getByRole('button', { name: 'Close' }).tap();
  await expect(offer).toBeHidden();

  await expect(visitor.getByRole('heading', { name: CHANGES.hero, level: 1 })).toBeVisible();
  await expect(visitor.locator('#home img').first()).toHaveAttribute('alt', CHANGES.heroAlt);
  await expect(visitor.getByRole('heading', { name: CHANGES.about })).toBeAttached();
  await expect(visitor.locator('#gallery h2')).toHaveText(CHANGES.showcase);
  await expect(
    visitor.locator('#gallery [aria-roledescription="slide"] img').first(),
  ).toHaveAttribute('alt', CHANGES.galleryAlt);
  await expect(visitor.locator('#testimonials')).toContainText(CHANGES.testimonial);
  await expect(visitor.getByRole('link', { name: CHANGES.phone }).first()).toHaveAttribute(
    'href',
    `tel:${CHANGES.dialled}`,
  );

  await visitor.goto('/services');
  const card = visitor.getByRole('article').filter({ hasText: 'Headlight Restoration' }).first();
  await expect(card).toContainText(CHANGES.price);
  await visitor.goto('/services/headlight-restoration');
  await expect(visitor.getByText(CHANGES.intro)).toBeVisible();
}

test('a change to every part of the site, published once from a phone, reaches the served pages; the original site comes back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The publish limits (six an hour) count on the stack's project: a retry, or a second run on
  // one `npm start`, starts with none spent. This test makes two requests: publish, restore.
  await adminDb(stackProjectId()).collection(SITE_EDITOR).doc(SITE_PUBLISHING).delete();
  await signInConsole(page);
  await link(page, 'Site').tap();
  await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();

  await changeEveryPart(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).tap();
  await expect(page.getByText(/^Publishing:/)).toBeVisible();
  await expect(page.getByText(/^Live since \d\d:\d\d$/)).toBeVisible(LIVE);

  const visitor = await context.newPage();
  await visitorSeesEveryChange(visitor);
  await visitor.close();

  // The original site, always a version: Restore asks first, then puts it back.
  await page.getByRole('button', { name: 'Restore the original site' }).tap();
  const question = page.getByRole('group', {
    name: 'Restore the original site? The live site will change.',
  });
  await question.getByRole('button', { name: 'Restore', exact: true }).tap();
  await expect(page.getByText(/^Restoring:/)).toBeVisible();
  await expect(page.getByText(/^Live since \d\d:\d\d$/)).toBeVisible(LIVE);
  const home = await (await page.request.get('/')).text();
  expect(home).toContain('A Family Business Built on Care');
  expect(home).not.toContain(CHANGES.about);
  expect(await (await page.request.get('/services')).text()).not.toContain(CHANGES.price);
});
