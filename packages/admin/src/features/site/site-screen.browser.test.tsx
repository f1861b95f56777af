import { createMemorySiteEditor } from '@detailing/core/testing';
import { testJpeg } from '@detailing/core/testing/photo-files';
import { clockTime } from '@detailing/ui/message-text';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css';
import SiteScreen from './site-screen';

afterEach(() => window.history.replaceState(null, '', '/'));

const PRICE_MESSAGE = 'Please enter a price, e.g. £75, from £300 or POA.';

/** The editor on the memory backend, opened at `search` (`?edit=…`). */
async function openEditor(search = '') {
  window.history.replaceState(null, '', `/admin/chat/site${search}`);
  const memory = createMemorySiteEditor();
  await render(<SiteScreen load={async () => memory.backend} />);
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  return memory;
}

const price = () => page.getByRole('textbox', { name: 'Price', exact: true });

describe('the owner’s site editor (OWNER-TOOLS.md 2)', () => {
  it('finds a service by category, says what is wrong in the field, and saves as the owner types', async () => {
    const { publisher } = await openEditor();
    await page.getByRole('link', { name: 'Services and prices' }).click();
    await expect.element(page.getByRole('heading', { name: 'Restoration' })).toBeVisible();
    await page.getByRole('link', { name: /Paint Correction/ }).click();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Paint Correction');
    expect(window.location.search).toBe('?edit=services/paint-correction');
    // Its card's words, then its own page's, in the owner's words.
    const ownPage = page.getByRole('group', { name: 'Its own page' });
    await expect.element(ownPage.getByRole('textbox', { name: 'Name on its page' })).toBeVisible();

    await price().clear();
    await expect.element(price()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(price()).toHaveAccessibleDescription(PRICE_MESSAGE);
    await price().fill('from £250');
    await expect.element(price()).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('All changes saved')).toBeVisible();
    const saved = publisher.draft().services;
    expect(saved?.rev).toBeGreaterThan(0);
    expect((saved?.content as Record<string, { price: string }>)['paint-correction']?.price).toBe(
      'from £250',
    );

    // Its online booking (BOOKING.md 1): prices by size in whole pounds, kept as numbers.
    const bookingGroup = page.getByRole('group', { name: 'Online booking' });
    const large = bookingGroup.getByRole('textbox', { name: 'Large (SUV, 4x4, MPV) in pounds' });
    await expect.element(large).toHaveValue('260');
    await large.clear();
    await expect.element(large).toHaveAccessibleDescription('Please enter a price in pounds.');
    await large.fill('320');
    await expect.element(large).not.toHaveAttribute('aria-invalid');
    await bookingGroup
      .getByRole('combobox', { name: 'How it is booked' })
      .selectOptions('Quote required');
    await expect.element(page.getByText('All changes saved')).toBeVisible();
    const booking = publisher.draft().booking?.content as Record<string, unknown>;
    expect(booking['paint-correction']).toMatchObject({
      mode: 'Quote required',
      prices: { small: 200, large: 320 },
    });
    // Back goes up a level, as on a phone.
    window.history.back();
    await expect.element(page.getByRole('heading', { name: 'Services and prices' })).toBeVisible();
  });

  it('refuses to publish with a problem, then shows the progress and "Live since"', async () => {
    const { publisher } = await openEditor('?edit=services/paint-correction');
    await price().clear();
    await page.getByRole('link', { name: '← Services and prices' }).click();
    await expect
      .element(page.getByRole('link', { name: /Paint Correction.*1 problem/ }))
      .toBeVisible();
    await page.getByRole('link', { name: '← Site' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Please fix the problem marked in red before publishing.');
    expect(publisher.publishes()).toEqual([]);

    await page.getByRole('link', { name: /Services and prices/ }).click();
    await page.getByRole('link', { name: /Paint Correction/ }).click();
    await price().fill('from £250');
    await page.getByRole('link', { name: '← Services and prices' }).click();
    await page.getByRole('link', { name: '← Site' }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => publisher.publishes()[0]?.status).toBe('requested');
    const id = publisher.publishes()[0]?.id ?? '';
    publisher.report(id, { status: 'building' });
    await expect.element(page.getByText('Publishing: Building the site…')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    publisher.report(id, { status: 'live' }, { services: publisher.draft().services?.content });
    await expect.element(page.getByText(/^Live since \d/)).toBeVisible();
    await expect.element(page.getByText('Published versions')).toBeVisible();
  });

  it('previews the draft without publishing it', async () => {
    const { publisher } = await openEditor();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => publisher.publishes()[0]).toMatchObject({ kind: 'preview' });
    const id = publisher.publishes()[0]?.id ?? '';
    publisher.report(id, { status: 'building' });
    await expect.element(page.getByText('Preparing the preview…')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
    // Publishing is not under way: a preview is not a publish.
    await expect.element(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
    publisher.report(id, { status: 'ready', previewUrl: 'http://127.0.0.1:4321/' });
    const link = page.getByRole('link', { name: /^Open the preview/ });
    await expect.element(link).toHaveAttribute('href', 'http://127.0.0.1:4321/');
    await expect.element(link).toHaveAttribute('target', '_blank');
    expect(page.getByText(/^Live since/).all()).toHaveLength(0);
  });

  it('lets the owner try again when a publish never finished', async () => {
    const { publisher } = await openEditor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => publisher.publishes().length).toBe(1);
    const id = publisher.publishes()[0]?.id ?? '';
    publisher.report(id, { status: 'building' });
    await expect.element(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
    // Its run was cancelled: 31 minutes on, it is still "building".
    publisher.report(id, { requestedAt: Date.now() - 31 * 60_000 });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'That publish did not finish. The live site is as it was; please try again.',
      );
    await expect.element(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('refuses a request while one is under way, and the seventh in an hour, saying when to try again', async () => {
    const { publisher } = await openEditor();
    const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
    await publishButton.click();
    await expect.poll(() => publisher.publishes()[0]?.status).toBe('requested');
    // A preview starts the same workflow: not while the publish is under way.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('A publish is already under way. You can preview once it has finished.');
    expect(publisher.publishes()).toHaveLength(1);

    for (let done = 1; done <= 6; done++) {
      publisher.report(publisher.publishes()[0]?.id ?? '', { status: 'live' }, { done });
      await expect.element(page.getByText(/^Live since \d/)).toBeVisible();
      if (done === 6) break;
      await publishButton.click();
      await expect.poll(() => publisher.publishes()).toHaveLength(done + 1);
    }
    await publishButton.click();
    const first = publisher.publishes().at(-1)?.requestedAt ?? 0;
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'The site can be published, previewed or restored at most 6 times an hour. ' +
          `You can publish again at ${clockTime(first + 60 * 60_000)}.`,
      );
    expect(publisher.publishes()).toHaveLength(6);
  });

  it('says why a publish failed, and that the live site is as it was', async () => {
    const { publisher } = await openEditor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => publisher.publishes().length).toBe(1);
    publisher.report(publisher.publishes()[0]?.id ?? '', {
      status: 'failed',
      reason: 'services.ppf.price: Please enter a price, e.g. £75, from £300 or POA.',
    });
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Publishing failed. The live site is as it was.');
    await expect.element(alert).toHaveTextContent('services.ppf.price: Please enter a price');
    await expect.element(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('keeps both versions when another owner saved the same part first, and lets the owner choose', async () => {
    const { publisher } = await openEditor('?edit=testimonials');
    const name = page.getByRole('textbox', { name: 'Name' }).first();
    await name.fill('Sam from Highcliffe');
    // Another owner saves the testimonials before this owner's save goes out.
    publisher.saveAs('owner-2', 'testimonials', [{ name: 'Theirs', text: 'Their words' }], 0);
    const conflict = page.getByRole('alert');
    await expect
      .element(conflict)
      .toHaveTextContent('Someone else changed this while you were editing.');
    await expect.element(name).toHaveValue('Sam from Highcliffe');
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await expect.element(page.getByText('All changes saved')).toBeVisible();
    const saved = publisher.draft().testimonials;
    expect(saved?.rev).toBe(2);
    expect((saved?.content as { name: string }[])[0]?.name).toBe('Sam from Highcliffe');
  });

  it('grows, shrinks and reorders lists within the schema’s limits', async () => {
    const { publisher } = await openEditor('?edit=services/paint-correction');
    const list = page.getByRole('group', { name: 'What’s included', exact: true });
    await list.getByRole('button', { name: 'Add item' }).click();
    const item = list.getByRole('textbox', { name: 'Item 1' });
    await expect.element(item).toHaveAttribute('aria-invalid', 'true');
    await expect.element(item).toHaveAccessibleDescription('Please enter the item.');
    await item.fill('Two-stage machine polish');
    await expect.element(item).not.toHaveAttribute('aria-invalid');
    await list.getByRole('button', { name: 'Remove item 1' }).click();
    await expect.element(list.getByText('None yet.')).toBeVisible();

    // Three testimonials, fixed: moved, never added or removed.
    await page.getByRole('link', { name: '← Services and prices' }).click();
    await page.getByRole('link', { name: '← Site' }).click();
    await page.getByRole('link', { name: 'Testimonials' }).click();
    const first = page.getByRole('group', { name: 'Testimonial 1' });
    const name = await first.getByRole('textbox', { name: 'Name' }).element().getAttribute('value');
    await page.getByRole('button', { name: 'Move testimonial 1 down' }).click();
    await expect
      .element(
        page.getByRole('group', { name: 'Testimonial 2' }).getByRole('textbox', { name: 'Name' }),
      )
      .toHaveValue(name ?? '');
    expect(page.getByRole('button', { name: /^Remove testimonial/ }).all()).toHaveLength(0);
    expect(page.getByRole('button', { name: /^Add testimonial/ }).all()).toHaveLength(0);
    await expect.element(page.getByText('All changes saved')).toBeVisible();
    expect((publisher.draft().testimonials?.content as { name: string }[])[1]?.name).toBe(name);
  });

  it('replaces a gallery photo with one prepared in the browser, and asks for its alt text', async () => {
    const { publisher } = await openEditor('?edit=gallery');
    const slot = page.getByRole('group', { name: 'Photo 3', exact: true });
    const picker = slot.getByLabelText('Replace photo 3').element() as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(await testJpeg({ width: 3000, height: 2000, gps: true }));
    picker.files = transfer.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));

    // The old photo's words do not describe the new one: the field waits, with its message.
    const alt = slot.getByRole('textbox', { name: /alt text/ });
    await expect.element(alt).toHaveValue('');
    await expect.element(alt).toHaveFocus();
    await expect
      .element(alt)
      .toHaveAccessibleDescription(
        'Please enter a description of the photo for people who cannot see it.',
      );
    await expect.poll(() => slot.element().querySelector('img')?.src).toMatch(/^blob:/);
    const [stored] = publisher.photos().values();
    expect(stored).toMatchObject({ type: 'image/webp', width: 2400, height: 1600 });
    expect(stored?.bytes.length).toBeLessThanOrEqual(1_000_000);

    await alt.fill('A red car after its detail');
    await expect.element(page.getByText('All changes saved')).toBeVisible();
    const gallery = publisher.draft().gallery?.content as { photo: string; alt: string }[];
    expect(gallery[2]).toEqual({
      photo: `sitePhotos/${[...publisher.photos().keys()][0]}`,
      alt: 'A red car after its detail',
    });
  });

  it('refuses a file that is not a photo, and keeps the slot as it was', async () => {
    const { publisher } = await openEditor('?edit=gallery');
    const slot = page.getByRole('group', { name: 'Photo 1', exact: true });
    const picker = slot.getByLabelText('Replace photo 1').element() as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['<svg/>'], 'car.jpg', { type: 'image/jpeg' }));
    picker.files = transfer.files;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    await expect
      .element(slot.getByRole('alert'))
      .toHaveTextContent(
        'That file is not a photo we can use. Please choose a JPEG, PNG or WebP photo.',
      );
    // The file input says so too, for a screen reader going back to it.
    await expect
      .element(slot.getByLabelText('Replace photo 1'))
      .toHaveAccessibleDescription(
        'That file is not a photo we can use. Please choose a JPEG, PNG or WebP photo.',
      );
    expect(publisher.photos().size).toBe(0);
    expect(publisher.draft().gallery).toBeUndefined();
  });
});
