import { createMemorySiteEditor } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import { fullTime } from '../../lib/relative-time';
import SiteScreen from './site-screen';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The editor's overview on the memory backend. */
async function openEditor() {
  window.history.replaceState(null, '', '/admin/chat/site');
  const memory = createMemorySiteEditor();
  await render(<SiteScreen load={async () => memory.backend} />);
  await expect.element(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
  return memory;
}

type Publisher = ReturnType<typeof createMemorySiteEditor>['publisher'];

/** Publish, and the publisher puts `content` live as a new release. */
async function publishLive(publisher: Publisher, content: unknown) {
  const before = publisher.publishes().length;
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => publisher.publishes()).toHaveLength(before + 1);
  publisher.report(publisher.publishes()[0]?.id ?? '', { status: 'live' }, content);
  await expect.element(page.getByText(/^Live since \d/)).toBeVisible();
}

const versions = () => page.getByRole('listitem');

describe('the published versions and Restore (issue #42)', () => {
  it('lists the original site as live before any publish, and lets the first publish be undone, asking first', async () => {
    const { publisher } = await openEditor();
    await expect.element(page.getByText('Published versions')).toBeVisible();
    await expect.element(versions().first()).toHaveTextContent('Original site · live');
    expect(page.getByRole('button', { name: /^Restore/ }).all()).toHaveLength(0);
    await expect.element(page.getByText('Everything you see here is live.')).toBeVisible();

    await publishLive(publisher, { first: true });
    await expect.element(versions().first()).toHaveTextContent(/^Published \d\d:\d\d · live/);
    await expect.element(versions().nth(1)).toHaveTextContent('Original site');
    const restoreOriginal = page.getByRole('button', { name: 'Restore the original site' });
    await restoreOriginal.click();
    const question = page.getByRole('group', {
      name: 'Restore the original site? The live site will change.',
    });
    await expect.element(question).toBeVisible();
    // The safe answer has the focus; Cancel asks for nothing and gives it back.
    const cancel = question.getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toHaveFocus();
    await cancel.click();
    await expect.element(restoreOriginal).toHaveFocus();
    expect(publisher.publishes()).toHaveLength(1);

    await restoreOriginal.click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect
      .poll(() => publisher.publishes()[0])
      .toMatchObject({ kind: 'restore', release: 'original', status: 'requested' });
    await expect.element(page.getByText('Restoring: Waiting to start…')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'What’s live' })).toHaveFocus();
  });

  it('names the version’s time when asking to restore it, and says changes not yet live are replaced', async () => {
    const { publisher } = await openEditor();
    await publishLive(publisher, { version: 'first' });
    await publishLive(publisher, { version: 'second' });
    const first = publisher.releases().at(-1);
    const restore = page.getByRole('button', { name: /^Restore the version published/ });
    await restore.click();
    const question = page.getByRole('group', {
      name: `Restore the version of ${fullTime(first?.createdAt ?? 0)}? The live site will change.`,
    });
    // The live release's content is not the draft here: there are changes not yet live.
    await expect
      .element(question)
      .toHaveAccessibleDescription(
        'Your changes that are not live yet will be replaced by this version.',
      );
    // Escape is a no, as Cancel is.
    await userEvent.keyboard('{Escape}');
    await expect.element(question).not.toBeInTheDocument();
    expect(publisher.publishes()).toHaveLength(2);

    await restore.click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect
      .poll(() => publisher.publishes()[0])
      .toMatchObject({ kind: 'restore', release: first?.id, status: 'requested' });
  });

  it('offers the preview until that draft is published, then no more', async () => {
    const { publisher } = await openEditor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => publisher.publishes()[0]).toMatchObject({ kind: 'preview' });
    publisher.report(publisher.publishes()[0]?.id ?? '', {
      status: 'ready',
      previewUrl: 'http://127.0.0.1:4321/',
    });
    const open = page.getByRole('link', { name: /^Open the preview of \d\d:\d\d/ });
    await expect.element(open).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => publisher.publishes()).toHaveLength(2);
    const published = publisher.publishes()[0]?.id ?? '';
    // While the publish is under way the preview is still the way to look at the draft.
    publisher.report(published, { status: 'building' });
    await expect.element(page.getByText('Publishing: Building the site…')).toBeVisible();
    await expect.element(open).toBeVisible();
    publisher.report(published, { status: 'live' }, { published: true });
    await expect.element(page.getByText(/^Live since \d/)).toBeVisible();
    await expect.element(open).not.toBeInTheDocument();
  });
});
