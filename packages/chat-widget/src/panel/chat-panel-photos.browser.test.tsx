import { createChatId, nextSeq, PHOTO_TEXTS } from '@detailing/core';
import { testPhoto } from '@detailing/core/testing';
import { testJpeg, testPng } from '@detailing/core/testing/photo-files';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BUSINESS, renderPanel } from '../testing/render-panel';

const panel = () => page.getByRole('dialog', { name: 'Live Chat' });
const input = () => page.getByRole('textbox', { name: 'Message' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const viewer = () => page.getByRole('dialog', { name: 'Photo' });
const notice = () => panel().getByRole('alert');
/** The decoded pictures under a locator (decorative: alt="", so not in the accessibility tree). */
const pictures = (within: { element(): Element }) =>
  [...within.element().querySelectorAll('img')].filter(
    (img) => img.complete && img.naturalWidth > 0,
  );

/** Chooses files in the composer's picker, as "Attach photo" and the system's sheet would. */
async function choose(...files: File[]) {
  await panel().getByRole('button', { name: 'Attach photo' }).click();
  const picker = panel().element().querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('No file input in the composer');
  expect(picker.accept).toBe('image/*');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

const photo = (width = 800, height = 600) => testJpeg({ width, height, orientation: 1 });

describe('chat panel: photos', () => {
  it('attaches two photos, removes one, sends the other with text; then it opens in the viewer', async () => {
    const { memory, sessionId } = await renderPanel();
    await choose(await photo(), await photo(600, 800));
    const attached = panel().getByRole('list', { name: 'Attached photos' });
    await expect.element(attached.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
    await expect.poll(() => pictures(attached)).toHaveLength(2);
    await attached.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.element(attached.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await input().fill('Swirls on the bonnet');
    await userEvent.keyboard('{Enter}');

    const sent = conversation().getByRole('listitem').filter({ hasText: 'Swirls on the bonnet' });
    await expect.element(sent.getByRole('button', { name: 'Photo' })).toBeVisible();
    await expect.element(sent).not.toHaveTextContent(/Sending/);
    await expect.element(input()).toHaveValue('');
    // Hidden once sent: out of the accessibility tree, so no empty list is announced.
    await expect.element(attached).not.toBeInTheDocument();
    const [stored] = memory.messages(sessionId() ?? '');
    expect(stored).toMatchObject({ content: 'Swirls on the bonnet' });
    expect(stored?.photos).toEqual([{ id: expect.any(String), width: 800, height: 600 }]);
    // The thumbnail keeps the photo's proportions (nothing jumps while it loads).
    const box = sent.getByRole('button', { name: 'Photo' }).element().getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(800 / 600, 1);

    await sent.getByRole('button', { name: 'Photo' }).click();
    await expect.element(viewer()).toBeVisible();
    await expect.poll(() => pictures(viewer())).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(viewer()).not.toBeInTheDocument();
  });

  it('shows a staff photo; with several photos the viewer steps between them', async () => {
    const { memory, sessionId } = await renderPanel();
    await choose(await photo());
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => memory.messages(sessionId() ?? '')).toHaveLength(1);
    const id = sessionId() ?? '';
    // Real bytes, so the thumbnail and the photo decode.
    const bytes = async (width: number, height: number) =>
      new Uint8Array(await (await photo(width, height)).arrayBuffer());
    const staffPhoto = {
      ...testPhoto(9, { width: 1200, height: 900 }),
      image: await bytes(1200, 900),
      thumb: await bytes(320, 240),
    };
    await memory.staff().sendMessage({
      sessionId: id,
      id: createChatId(),
      content: '',
      seq: nextSeq(memory.messages(id)),
      photos: [staffPhoto],
    });
    const reply = conversation()
      .getByRole('listitem')
      .filter({ hasText: `${BUSINESS}:` });
    await expect.element(reply.getByRole('button', { name: 'Photo' })).toBeVisible();
    await expect.poll(() => pictures(reply)).toHaveLength(1);
    await reply.getByRole('button', { name: 'Photo' }).click();
    await expect.element(viewer().getByText('2 of 2')).toBeVisible();
    await viewer().getByRole('button', { name: 'Previous photo' }).click();
    await expect.element(viewer().getByText('1 of 2')).toBeVisible();
    await viewer().getByRole('button', { name: 'Close' }).click();
    await expect.element(viewer()).not.toBeInTheDocument();
  });

  it('refuses a text file named .jpg, an SVG and a fifth photo with their texts; a pasted picture attaches', async () => {
    await renderPanel();
    await input().fill('Kerbed wheels');
    await choose(new File(['Not a photo'], 'car.jpg', { type: 'image/jpeg' }));
    await expect.element(notice()).toHaveTextContent(PHOTO_TEXTS.unreadable);
    await choose(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'car.svg', { type: 'image/svg+xml' }),
    );
    await expect.element(notice()).toHaveTextContent(PHOTO_TEXTS.unreadable);
    const four = await Promise.all([1, 2, 3, 4].map(() => testPng(40, 30)));
    await choose(...four, await testPng(40, 30));
    await expect.element(notice()).toHaveTextContent('You can send up to 4 photos at a time.');
    await expect.element(input()).toHaveValue('Kerbed wheels');
    await expect.element(panel().getByRole('button', { name: 'Remove photo 4' })).toBeVisible();
    // Removing one makes room for a pasted screenshot.
    await panel().getByRole('button', { name: 'Remove photo 4' }).click();
    const transfer = new DataTransfer();
    transfer.items.add(await testPng(40, 30));
    input()
      .element()
      .dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    await expect.element(panel().getByRole('button', { name: 'Remove photo 4' })).toBeVisible();
    await expect.element(input()).toHaveValue('Kerbed wheels');
  });

  it('sends a photo when Send comes right after the choice, before the photo code is there', async () => {
    const { memory, sessionId } = await renderPanel();
    const file = await photo();
    await choose(file);
    // In the same task: the first attach is still fetching the photo code (an import).
    (panel().getByRole('button', { name: 'Send message' }).element() as HTMLElement).click();
    await expect.poll(() => memory.messages(sessionId() ?? '')[0]?.photos).toHaveLength(1);
  });

  it('keeps a photo whose send failed as "Not sent" with Retry, which sends it', async () => {
    const { memory, sessionId } = await renderPanel();
    await input().fill('First');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => memory.messages(sessionId() ?? '')).toHaveLength(1);
    memory.failNextWrite();
    await choose(await photo());
    await expect.element(panel().getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    const failed = conversation().getByRole('listitem').filter({ hasText: PHOTO_TEXTS.notSent });
    await expect.element(failed.getByRole('button', { name: 'Photo' })).toBeVisible();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => memory.messages(sessionId() ?? '')).toHaveLength(2);
    await expect.element(conversation()).not.toHaveTextContent(PHOTO_TEXTS.notSent);
  });
});
