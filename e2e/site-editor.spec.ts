import { devices, type Browser, type Locator, type Page } from '@playwright/test';
import { SITE_EDITOR, SITE_PUBLISHING } from '@detailing/core/domain';
import { stackProjectId } from '@detailing/core/testing/emulator-config';
import { adminDb, signInConsole } from './chat-test-project';
import { expect, skipConsultationPopup, test, waitForHydration } from './fixtures';
import { axeViolations } from './axe';
import { phonePhoto } from './photo-files';

/**
 * The owner edits the site and publishes it (OWNER-TOOLS.md 2, issue #26), on a phone with
 * taps: the Paint Correction price becomes "from £250" and gallery photo 3 an uploaded photo
 * with its alt text; the preview, which says it is one, shows the draft and the live site stays
 * as it was; a visitor then sees both, with JavaScript and without, and staff's canned reply
 * says the new price. Restoring the original site on a desktop (always a version, issue #42)
 * brings the old price back. Publishing replaces the site the stack serves, so this project runs
 * after every other (scripts/test.mjs), and the test ends with the site as it began.
 */

const LIVE = { timeout: 60_000 };
const NEW_ALT = 'A red and blue car after its detail, photographed from the side';

type Input = 'touch' | 'mouse';

/** A tap on the phone, a click on the desktop. */
async function activate(target: Locator, input: Input) {
  if (input === 'touch') await target.tap();
  else await target.click();
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const link = (page: Page, name: string | RegExp) =>
  page.getByRole('link', { name, exact: typeof name === 'string' });

/** Publish, then wait for the publisher's progress and "Live since". */
async function publish(page: Page, input: Input) {
  await activate(button(page, 'Publish'), input);
  await expect(page.getByText(/^Publishing:/)).toBeVisible();
  await expect(page.getByText(/^Live since \d\d:\d\d$/)).toBeVisible(LIVE);
}

/** What a visitor sees as gallery photo 3: its address and its words. */
async function galleryPhoto3(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipConsultationPopup(page);
  await page.goto('/#gallery');
  await waitForHydration(page);
  const gallery = page.locator('#gallery');
  await expect(gallery.getByText('01 / 20')).toBeVisible();
  for (const shown of ['02 / 20', '03 / 20']) {
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByText(shown)).toBeVisible();
  }
  const image = gallery.locator('[aria-roledescription="slide"] img').last();
  await expect(image).toHaveJSProperty('complete', true);
  const photo = {
    src: await image.evaluate((img: HTMLImageElement) => img.currentSrc),
    alt: await image.getAttribute('alt'),
  };
  await context.close();
  return photo;
}

async function editAndPublish(browser: Browser, page: Page, input: Input) {
  await signInConsole(page);
  await activate(link(page, 'Site'), input);
  await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
  // The site as a fresh stack serves it (each test puts it back): the original site, always a
  // version to go back to.
  expect(await (await page.request.get('/services/paint-correction')).text()).toContain(
    'from £200',
  );
  await expect(page.getByRole('listitem').filter({ hasText: /^Original site/ })).toBeVisible();
  const before = await galleryPhoto3(browser);

  // The price, with its field's message on the way.
  await activate(link(page, /Services and prices/), input);
  await activate(link(page, /Paint Correction/), input);
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await price.fill('');
  await expect(price).toHaveAccessibleDescription(
    'Please enter a price, e.g. £75, from £300 or POA.',
  );
  await price.fill('from £250');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await activate(link(page, '← Services and prices'), input);
  await activate(link(page, '← Site'), input);

  // Gallery photo 3, from the phone's library, then its words: no alt text, no publish.
  await activate(link(page, /Gallery/), input);
  const slot = page.getByRole('group', { name: 'Photo 3', exact: true });
  const chooser = page.waitForEvent('filechooser');
  await slot.locator('label', { hasText: 'Replace photo' }).click();
  await (await chooser).setFiles(await phonePhoto());
  const alt = slot.getByRole('textbox', { name: /alt text/ });
  await expect(alt).toBeFocused(LIVE);
  await activate(link(page, '← Site'), input);
  await activate(button(page, 'Publish'), input);
  await expect(page.getByRole('alert')).toHaveText(
    'Please fix the problem marked in red before publishing.',
  );
  await activate(link(page, /Gallery.*1 problem/), input);
  await slot.getByRole('textbox', { name: /alt text/ }).fill(NEW_ALT);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await activate(link(page, '← Site'), input);
  await expect(page.getByText('You have changes that are not live yet.')).toBeVisible();
  await previewShowsIt(page, input);
  await publish(page, input);
  await expect(page.getByText('Everything you see here is live.')).toBeVisible();
  // The preview of that draft is live now: no longer offered.
  await expect(page.getByRole('link', { name: /^Open the preview/ })).toHaveCount(0);
  return before;
}

/** The editor's screens, each with no WCAG 2.2 AA violation: overview, a service, the gallery. */
async function editorIsAccessible(page: Page) {
  for (const search of ['', '?edit=services/paint-correction', '?edit=gallery']) {
    await page.goto(`/admin/chat/site${search}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Live since|All changes saved/).first()).toBeVisible();
    expect(await axeViolations(page), search || 'overview').toEqual([]);
  }
  await page.goto('/admin/chat/site');
  await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
}

/** Preview: the whole site with the draft, on an address of its own; the live site unchanged. */
async function previewShowsIt(page: Page, input: Input) {
  await activate(button(page, 'Preview'), input);
  await expect(page.getByText('Preparing the preview…')).toBeVisible();
  const link = page.getByRole('link', { name: /^Open the preview/ });
  await expect(link).toBeVisible(LIVE);
  const address = (await link.getAttribute('href')) ?? '';
  const preview = await page.context().newPage();
  await skipConsultationPopup(preview);
  await preview.goto(new URL('services/paint-correction', address).href);
  await expect(preview.getByText('from £250').first()).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Preview' })).toHaveText(
    'Preview — not live',
  );
  await preview.close();
  expect(await (await page.request.get('/services/paint-correction')).text()).toContain(
    'from £200',
  );
}

async function visitorSeesIt(browser: Browser, page: Page, before: { src: string }) {
  // With JavaScript: /services and the detail page.
  const visitor = await browser.newPage();
  await skipConsultationPopup(visitor);
  await visitor.goto('/services');
  const card = visitor.getByRole('article').filter({ hasText: 'Paint Correction' }).first();
  await expect(card).toContainText('from £250');
  await visitor.goto('/services/paint-correction');
  await expect(visitor.getByText('from £250').first()).toBeVisible();
  await visitor.close();
  // Without: the prerendered HTML, its JSON-LD included.
  const html = await (await page.request.get('/services/paint-correction')).text();
  expect(html).toContain('from £250');
  expect(html).toContain('"minPrice":"250"');
  expect(await (await page.request.get('/services')).text()).not.toContain('from £200');
  // The gallery's third photo is the upload, with its words.
  const after = await galleryPhoto3(browser);
  expect(after.alt).toBe(NEW_ALT);
  expect(after.src).not.toBe(before.src);
  return after;
}

async function cannedReplySaysIt(page: Page, price: string) {
  await page.goto('/admin/chat/settings');
  const reply = page.getByRole('listitem').filter({ hasText: /^Paint Correction/ });
  await expect(reply).toContainText(`Price: ${price}`);
  await page.goto('/admin/chat/site');
  await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
}

async function restoreOriginal(
  browser: Browser,
  page: Page,
  input: Input,
  before: { src: string },
) {
  await activate(button(page, 'Restore the original site'), input);
  const question = page.getByRole('group', {
    name: 'Restore the original site? The live site will change.',
  });
  await activate(question.getByRole('button', { name: 'Restore', exact: true }), input);
  await expect(page.getByText(/^Restoring:/)).toBeVisible();
  await expect(page.getByText(/^Live since \d\d:\d\d$/)).toBeVisible(LIVE);
  await expect(page.getByRole('listitem').first()).toContainText(/^Restored \d/);
  const html = await (await page.request.get('/services/paint-correction')).text();
  expect(html).toContain('from £200');
  expect(html).not.toContain('from £250');
  expect((await galleryPhoto3(browser)).src).toBe(before.src);
  // The editor shows what is live again.
  await activate(link(page, /Services and prices/), input);
  await expect(page.getByRole('link', { name: /Paint Correction/ })).toContainText('from £200');
}

/**
 * One owner, two devices: the edit and its publishing on a phone with taps (the preview on the
 * way), then the restore on a desktop with clicks, where the editor's screens are also scanned.
 * Each screen and action is used once, on the device it is likelier on; each publish rebuilds
 * the whole site, so a second round of the same steps on the other device would cost a minute
 * of the suite and check nothing new.
 */
test('the owner publishes a new price and photo from a phone, and restores the original from a desktop', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The publish limits (six an hour) count on the stack's project: a retry, or a second run on
  // one `npm start`, starts with none spent, as on a fresh stack.
  await adminDb(stackProjectId()).collection(SITE_EDITOR).doc(SITE_PUBLISHING).delete();
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await phone.newPage();
  const before = await editAndPublish(browser, page, 'touch');
  await visitorSeesIt(browser, page, before);
  await cannedReplySaysIt(page, 'from £250');
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const owner = await desktop.newPage();
  await signInConsole(owner, '/admin/chat/site');
  await expect(owner.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
  await editorIsAccessible(owner);
  await restoreOriginal(browser, owner, 'mouse', before);
  await cannedReplySaysIt(owner, 'from £200');
  await desktop.close();
});
