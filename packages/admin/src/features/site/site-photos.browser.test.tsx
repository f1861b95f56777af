import { createMemorySiteEditor } from '@detailing/core/testing';
import { testJpeg } from '@detailing/core/testing/photo-files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import SiteScreen from './site-screen';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Every blob URL made and revoked while the test runs (the real ones, counted). */
function countBlobUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = create(blob);
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
    revoke(url);
  });
  return { made, revoked };
}

/** Chooses a photo for gallery slot `number`, as the owner's file picker does. */
async function choosePhoto(number: number, size: { width: number; height: number }) {
  const slot = page.getByRole('group', { name: `Photo ${number}`, exact: true });
  const picker = slot.getByLabelText(`Replace photo ${number}`).element() as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(await testJpeg(size));
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
  await expect.element(slot.getByRole('textbox', { name: /alt text/ })).toHaveFocus();
}

const slotImage = (number: number) =>
  page
    .getByRole('group', { name: `Photo ${number}`, exact: true })
    .element()
    .querySelector('img')?.src;

describe('the site editor’s photos (issue #42)', () => {
  it('revokes an upload’s blob URL when its photo is replaced, when its slot goes and when the editor closes', async () => {
    const urls = countBlobUrls();
    window.history.replaceState(null, '', '/admin/chat/site?edit=gallery');
    const memory = createMemorySiteEditor();
    const screen = await render(<SiteScreen load={async () => memory.backend} />);
    await expect.element(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();

    await choosePhoto(3, { width: 1200, height: 800 });
    await expect.poll(() => slotImage(3)).toMatch(/^blob:/);
    const first = slotImage(3);
    expect(urls.made).toEqual([first]);

    // Replaced: the first photo's URL goes.
    await choosePhoto(3, { width: 900, height: 600 });
    await expect.poll(() => slotImage(3)).not.toBe(first);
    const second = slotImage(3);
    await expect.poll(() => urls.revoked).toEqual([first]);

    // The gallery left: no slot shows the second photo any more.
    await page.getByRole('link', { name: '← Site' }).click();
    await expect.element(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
    await expect.poll(() => urls.revoked).toEqual([first, second]);

    // Back in the gallery the photo is read again; closing the editor lets it go too.
    await page.getByRole('link', { name: /^Gallery/ }).click();
    await expect.poll(() => slotImage(3)).toMatch(/^blob:/);
    expect(urls.made).toHaveLength(3);
    screen.unmount();
    await expect.poll(() => urls.revoked).toHaveLength(3);
    expect([...urls.revoked].sort()).toEqual([...urls.made].sort());
  });
});
