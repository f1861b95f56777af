import { PHOTO_LIMITS } from '@detailing/core';
import { type Browser, devices, type Locator, type Page } from '@playwright/test';
import { adminDb, newProject, signInConsole, useProject } from './chat-test-project';
import { expect, skipConsultationPopup, waitForHydration } from './fixtures';
import { type ChosenFile, phonePhoto, smallPhoto } from './photo-files';
import { MESSAGES, PHOTOS, SESSIONS } from '@detailing/core/collections';

/**
 * Photos both ways (CHAT-PRODUCT.md 6), on the real stack: a visitor on the site's widget
 * sends two photos (one straight from a phone's camera, EXIF and GPS included) with text;
 * staff in the console see them, open the viewer and reply with a photo alone; the visitor
 * sees it and opens it. Shared by the desktop spec (clicks) and the phone spec (taps). A
 * Firestore project of its own: the console lists every conversation of its project.
 */
const LIVE = { timeout: 20_000 };
const widgetInput = (page: Page) => page.getByPlaceholder('Type a message...');
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo' });

/** The decoded pictures inside (thumbnails and the viewer's image are decorative, alt=""). */
const decoded = (within: Locator) =>
  within
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter(
          (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        ).length,
    );

export async function photosBothWays({
  browser,
  staff,
  input,
}: {
  browser: Browser;
  /** The console's page (the test's own, so a phone project's device). */
  staff: Page;
  input: 'mouse' | 'touch';
}): Promise<void> {
  const press = (target: Locator) => (input === 'touch' ? target.tap() : target.click());
  /** Chooses files through "Attach photo" and the browser's file chooser. */
  const attach = async (page: Page, scope: Locator, files: ChosenFile[]) => {
    const chooser = page.waitForEvent('filechooser');
    await press(scope.getByRole('button', { name: 'Attach photo' }));
    await (await chooser).setFiles(files);
  };

  const projectId = await newProject('photos');
  const visitorContext = await browser.newContext(
    input === 'touch' ? { ...devices['Pixel 7'] } : {},
  );
  await useProject(visitorContext, projectId);
  await useProject(staff.context(), projectId);
  const visitor = await visitorContext.newPage();
  /** The photo code's chunks the visitor's page has fetched (none before the first attach). */
  const photoChunks: string[] = [];
  visitor.on('request', (request) => {
    const chunk = /\/(prepare-photo|photo-chunk|photo-viewer)-[^/]*\.js$/.exec(request.url());
    if (chunk?.[1]) photoChunks.push(chunk[1]);
  });
  try {
    // The visitor attaches two photos and writes.
    await skipConsultationPopup(visitor);
    await visitor.goto('/');
    await waitForHydration(visitor);
    await press(visitor.getByRole('button', { name: 'Open live chat', exact: true }));
    const panel = visitor.getByRole('dialog', { name: 'Live Chat' });
    await expect(widgetInput(visitor)).toBeVisible();
    expect(photoChunks, 'the opened widget fetches no photo code').toEqual([]);
    await attach(visitor, panel, [await phonePhoto(), await smallPhoto('wheel.jpg')]);
    await expect(panel.getByRole('button', { name: 'Remove photo 2' })).toBeVisible(LIVE);
    await expect.poll(() => decoded(panel.getByRole('list', { name: 'Attached photos' }))).toBe(2);
    await widgetInput(visitor).fill('Swirls on the bonnet and a kerbed wheel');
    await press(panel.getByRole('button', { name: 'Send message' }));
    const sent = visitor
      .locator('li[data-sender="user"]:not([data-pending])')
      .filter({ hasText: 'Swirls on the bonnet' });
    await expect(sent.getByRole('button', { name: 'Photo 2 of 2' })).toBeVisible(LIVE);
    // The photo code came with the first attach; the viewer's waits for the first tap on a photo.
    expect(photoChunks).toContain('photo-chunk');
    expect(photoChunks).not.toContain('photo-viewer');

    // Stored as prepared: upright, 1600 px at most, under 500,000 bytes, no EXIF (no GPS).
    const sessionId = await visitor.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!sessionId) throw new Error('The widget kept no session id.');
    const db = adminDb(projectId);
    const [message] = (await db.collection(SESSIONS).doc(sessionId).collection(MESSAGES).get())
      .docs;
    const refs = message?.get('photos') as { id: string; width: number; height: number }[];
    expect(refs.map(({ width, height }) => [width, height])).toEqual([
      [1200, 1600],
      [800, 600],
    ]);
    const stored = await db.doc(`${SESSIONS}/${sessionId}/${PHOTOS}/${refs[0]?.id}`).get();
    const image = stored.get('image') as Uint8Array;
    expect(image.byteLength).toBeLessThanOrEqual(PHOTO_LIMITS.targetBytes);
    expect(Buffer.from(image).includes(Buffer.from('Exif'))).toBe(false);

    // Staff see both, open the viewer, and reply with a photo alone.
    await signInConsole(staff);
    await press(
      staff
        .getByRole('list', { name: 'Open conversations' })
        .getByRole('button')
        .filter({ hasText: '📷 2 photos' }),
    );
    const log = staff.getByRole('log', { name: 'Messages' });
    const theirs = log.getByRole('listitem').filter({ hasText: 'Swirls on the bonnet' });
    await expect(theirs.getByRole('button', { name: 'Photo 1 of 2' })).toBeVisible(LIVE);
    await expect.poll(() => decoded(theirs), LIVE).toBe(2);
    await press(theirs.getByRole('button', { name: 'Photo 1 of 2' }));
    await expect(viewer(staff)).toBeVisible();
    await expect.poll(() => decoded(viewer(staff)), LIVE).toBe(1);
    // Upright in the viewer too (taller than wide), and whole on the screen.
    const box = await viewer(staff).locator('img').boundingBox();
    expect(box && box.height > box.width).toBe(true);
    await expect(viewer(staff).locator('img')).toBeInViewport({ ratio: 1 });
    await expect(viewer(staff).getByRole('link', { name: 'Download' })).toBeVisible();
    await press(viewer(staff).getByRole('button', { name: 'Close' }));
    await expect(viewer(staff)).toBeHidden();
    const composer = staff
      .locator('form')
      .filter({ has: staff.getByRole('textbox', { name: 'Message' }) });
    await attach(staff, composer, [await smallPhoto('after.jpg', 1200, 900)]);
    await expect(composer.getByRole('button', { name: 'Remove photo' })).toBeVisible(LIVE);
    await press(composer.getByRole('button', { name: 'Send message' }));
    const reply = log.locator('li[data-sender="admin"]:not([data-pending])');
    await expect(reply.getByRole('button', { name: 'Photo' })).toBeVisible(LIVE);

    // The visitor sees it, live, and opens it.
    const theirReply = visitor.locator('li[data-sender="admin"]');
    await expect(theirReply.getByRole('button', { name: 'Photo' })).toBeVisible(LIVE);
    await expect.poll(() => decoded(theirReply), LIVE).toBe(1);
    await press(theirReply.getByRole('button', { name: 'Photo' }));
    await expect(viewer(visitor)).toBeVisible();
    await expect(viewer(visitor)).toBeInViewport({ ratio: 1 });
    await expect(viewer(visitor).locator('img')).toBeInViewport({ ratio: 1 });
    await press(viewer(visitor).getByRole('button', { name: 'Close' }));
    await expect(viewer(visitor)).toBeHidden();
  } finally {
    await visitorContext.close();
  }
}
