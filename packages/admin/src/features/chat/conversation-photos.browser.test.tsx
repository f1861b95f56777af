import {
  createChatId,
  createStaffChatStore,
  PHOTO_TEXTS,
  type StaffChatStore,
} from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { testJpeg } from '@detailing/core/testing/photo-files';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConversationPane } from './conversation-pane';

const messageLog = () => page.getByRole('log', { name: 'Messages' });
const input = () => page.getByRole('textbox', { name: 'Message' });
const viewer = () => page.getByRole('dialog', { name: 'Photo' });
/** Decoded pictures under a locator (thumbnails are decorative: alt=""). */
const pictures = (within: { element(): Element }) =>
  [...within.element().querySelectorAll('img')].filter(
    (img) => img.complete && img.naturalWidth > 0,
  );

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

const bytesOf = async (width: number, height: number) =>
  new Uint8Array(await (await testJpeg({ width, height })).arrayBuffer());

/** A conversation whose visitor sent two photos, open in the console's pane. */
async function renderWithVisitorPhotos() {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const { session, messages } = buildConversation({}, [{ content: 'Hello', sender: 'user' }]);
  memory.seedSession(session, messages);
  const photos = await Promise.all(
    [
      [1600, 1200],
      [900, 1600],
    ].map(async ([width = 1, height = 1]) => ({
      id: createChatId(),
      type: 'image/jpeg' as const,
      width,
      height,
      image: await bytesOf(width, height),
      thumb: await bytesOf(Math.round(width / 5), Math.round(height / 5)),
    })),
  );
  await memory.visitor(session.visitorUid).sendMessage({
    sessionId: session.id,
    id: createChatId(),
    content: 'The bonnet',
    seq: 5,
    photos,
  });
  const store = createStaffChatStore(memory.staff(), { initialSessionId: session.id });
  stores.push(store);
  await render(<ConversationPane store={store} />);
  return { memory, store, sessionId: session.id };
}

/** Chooses files in the composer's picker. */
async function choose(...files: File[]) {
  await page.getByRole('button', { name: 'Attach photo' }).click();
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('No file input in the composer');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ConversationPane: photos', () => {
  it("shows the visitor's photos, opens them in the viewer with Download, steps between them", async () => {
    await renderWithVisitorPhotos();
    const message = messageLog().getByRole('listitem').filter({ hasText: 'The bonnet' });
    await expect.element(message.getByRole('button', { name: 'Photo 2 of 2' })).toBeVisible();
    await expect.poll(() => pictures(message)).toHaveLength(2);
    await message.getByRole('button', { name: 'Photo 1 of 2' }).click();
    await expect.element(viewer()).toBeVisible();
    await expect.element(viewer().getByText('1 of 2')).toBeVisible();
    const download = viewer().getByRole('link', { name: 'Download' });
    await expect
      .element(download)
      .toHaveAttribute('download', expect.stringMatching(/photo-1\.jpg$/));
    await expect.element(download).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(viewer().getByText('2 of 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(viewer()).not.toBeInTheDocument();
  });

  it('names each thumbnail by its place and sender, and gives focus back to it when the viewer closes', async () => {
    await renderWithVisitorPhotos();
    const message = messageLog().getByRole('listitem').filter({ hasText: 'The bonnet' });
    const second = message.getByRole('button', { name: 'Photo 2 of 2 from the visitor' });
    await expect.element(second).toBeVisible();
    await expect
      .element(message.getByRole('button', { name: 'Photo 1 of 2 from the visitor' }))
      .toBeVisible();

    // Escape, after stepping to the other photo: back to the thumbnail that opened it.
    await second.click();
    await expect.element(viewer()).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(viewer().getByText('1 of 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(viewer()).not.toBeInTheDocument();
    await expect.element(second).toHaveFocus();

    // The close button, likewise.
    await userEvent.keyboard('{Enter}');
    await expect.element(viewer()).toBeVisible();
    await viewer().getByRole('button', { name: 'Close' }).click();
    await expect.element(viewer()).not.toBeInTheDocument();
    await expect.element(second).toHaveFocus();

    // Staff's own photo is theirs.
    await choose(await testJpeg({ width: 1200, height: 900 }));
    await expect.element(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    await expect
      .element(messageLog().getByRole('button', { name: 'Photo from you', exact: true }))
      .toBeVisible();
  });

  it('replies with a photo alone; a failed one stays "Not sent" with Retry; refusals are said', async () => {
    const { memory, sessionId } = await renderWithVisitorPhotos();
    await choose(
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent(PHOTO_TEXTS.unreadable);
    await choose(await testJpeg({ width: 1200, height: 900 }));
    await expect.element(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    memory.failNextWrite();
    await userEvent.click(input());
    await userEvent.keyboard('{Enter}');
    const failed = messageLog().getByRole('listitem').filter({ hasText: PHOTO_TEXTS.notSent });
    await expect.element(failed.getByRole('button', { name: 'Photo' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Remove photo' }))
      .not.toBeInTheDocument();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => memory.messages(sessionId).at(-1)?.photos).toHaveLength(1);
    expect(memory.messages(sessionId).at(-1)).toMatchObject({ sender: 'admin', content: '' });
  });
});
