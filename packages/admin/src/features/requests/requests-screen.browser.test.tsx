import { createRequestsStore, type LeadRequest } from '@detailing/core';
import { createMemoryChat } from '@detailing/core/testing';
import { toastStore } from '@detailing/ui';
import { Toaster } from '@detailing/ui/toaster';
import '@detailing/ui/toaster.css';
import '../../styles/global.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import RequestsScreen from './requests-screen';

const lead = (n: number, overrides: Partial<LeadRequest> = {}): LeadRequest => ({
  id: `r-${n}`,
  source: 'booking',
  name: `Visitor ${n}`,
  phone: `07700 900${String(n).padStart(3, '0')}`,
  service: 'Paint Correction',
  page: '/booking',
  status: 'new',
  createdAt: Date.now() - n * 60_000,
  ...overrides,
});

async function renderScreen(requests: readonly LeadRequest[]) {
  const memory = createMemoryChat();
  for (const request of requests) memory.seedRequest(request);
  const staff = memory.staff();
  const store = createRequestsStore(staff);
  const onOpenConversation = vi.fn();
  await render(
    <>
      <RequestsScreen
        store={store}
        backend={staff}
        onOpenConversation={onOpenConversation}
        onShowClosed={() => undefined}
        onShowBookings={() => undefined}
        highlight={null}
      />
      <Toaster store={toastStore} />
    </>,
  );
  return { memory, store, onOpenConversation };
}

afterEach(() => toastStore.setState({ toasts: [] }));

const card = (name: string) => page.getByRole('article', { name });
const toasts = () => page.getByRole('region', { name: /Notification/ }).getByRole('listitem');

describe('RequestsScreen', () => {
  it('lists open requests newest first with Call, and moves one through its statuses', async () => {
    const { memory } = await renderScreen([lead(1), lead(2, { status: 'booked' }), lead(3)]);
    const names = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect
      .poll(async () => (await names.all()).map((h) => h.element().textContent))
      .toEqual(['Visitor 1', 'Visitor 3']);
    await expect
      .element(card('Visitor 1').getByRole('link', { name: 'Call Visitor 1' }))
      .toHaveAttribute('href', 'tel:07700900001');
    await card('Visitor 1').getByRole('radio', { name: 'Contacted' }).click();
    await expect.element(card('Visitor 1').getByRole('radio', { name: 'Contacted' })).toBeChecked();
    await expect
      .poll(() => memory.requests().find((r) => r.id === 'r-1')?.status)
      .toBe('contacted');
    // Booked is not open; "All" shows it.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.element(card('Visitor 2')).toBeVisible();
  });

  it('a failed change says so and shows the status as it is stored', async () => {
    const { memory } = await renderScreen([lead(1)]);
    await expect.element(card('Visitor 1')).toBeVisible();
    memory.failNextWrite();
    await card('Visitor 1').getByRole('radio', { name: 'Quoted' }).click();
    await expect
      .element(page.getByText('The change was not saved. Check the connection and try again.'))
      .toBeVisible();
    await expect.element(card('Visitor 1').getByRole('radio', { name: 'New' })).toBeChecked();
    expect(memory.requests()[0]?.status).toBe('new');
  });

  it('keeps the typed notes when a save fails, saying why; says "Saved" once saved; opens a chat callback', async () => {
    const { memory, onOpenConversation } = await renderScreen([
      lead(1, { source: 'chat-callback', sessionId: 'conversation0000001' }),
    ]);
    const notes = card('Visitor 1').getByLabelText('Notes (staff only)');
    await notes.fill('Call after 5pm');
    memory.failNextWrite();
    await card('Visitor 1').getByRole('button', { name: 'Save notes' }).click();
    await expect
      .element(page.getByText('The change was not saved. Check the connection and try again.'))
      .toBeVisible();
    await expect.element(notes).toHaveValue('Call after 5pm');
    await expect
      .element(card('Visitor 1').getByRole('alert'))
      .toHaveTextContent('Not saved: The change was not saved.');
    await card('Visitor 1').getByRole('button', { name: 'Save notes' }).click();
    await expect.element(card('Visitor 1').getByRole('status')).toHaveTextContent('Saved');
    await expect
      .element(card('Visitor 1').getByRole('button', { name: 'Save notes' }))
      .not.toBeInTheDocument();
    expect(card('Visitor 1').getByRole('alert').elements()).toHaveLength(0);
    expect(memory.requests()[0]?.notes).toBe('Call after 5pm');
    // Typing again takes "Saved" back until the next save.
    await notes.fill('Call after 6pm');
    await expect.element(card('Visitor 1').getByRole('status')).toHaveTextContent('');
    await card('Visitor 1').getByRole('link', { name: 'Open the conversation →' }).click();
    expect(onOpenConversation).toHaveBeenCalledWith('conversation0000001');
  });

  it('a status that takes a request out of the list says where it went, and Undo brings it back', async () => {
    const { memory } = await renderScreen([lead(1), lead(2)]);
    await expect.element(card('Visitor 1')).toBeVisible();
    // Contacted is still Open: the card stays, and nothing needs undoing.
    await card('Visitor 1').getByRole('radio', { name: 'Contacted' }).click();
    await expect
      .poll(() => memory.requests().find((r) => r.id === 'r-1')?.status)
      .toBe('contacted');
    // Saved (the statuses take taps again): and no toast came with it.
    await expect.element(card('Visitor 1').getByRole('radio', { name: 'Booked' })).toBeEnabled();
    expect(toasts().elements()).toHaveLength(0);

    await card('Visitor 1').getByRole('radio', { name: 'Booked' }).click();
    await expect.element(card('Visitor 1')).not.toBeInTheDocument();
    await expect.element(toasts().first()).toHaveTextContent('Moved to Booked');
    await expect.element(toasts().first()).toHaveTextContent('Visitor 1 is no longer under Open.');
    await toasts().first().getByRole('button', { name: 'Undo' }).click();
    await expect.element(card('Visitor 1').getByRole('radio', { name: 'Contacted' })).toBeChecked();
    expect(memory.requests().find((r) => r.id === 'r-1')?.status).toBe('contacted');
  });
});
