import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CONSULTATION_DELAY_MS,
  CONSULTATION_SEEN_KEY,
  ConsultationPopup,
} from './consultation-popup';

const popup = () => page.getByRole('dialog', { name: 'Free Personalised Consultation' });
const quoteButton = () => page.getByRole('button', { name: 'Get My Free Quote' });
const noDialog = () => expect(document.querySelector('[role="dialog"]')).toBeNull();

/** Real time, also while a test fakes timeouts (captured before any test fakes them). */
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Only timeouts are faked, and only until the popup's timer has fired: its dialog is a lazy
 * chunk that loads for real, and Radix's own timeouts run in real time after that.
 */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** The popup on a page at `/`, the way the layout mounts it. */
async function renderOnPage() {
  const location = memoryLocation({ path: '/', record: true });
  const screen = await render(
    <Router hook={location.hook}>
      <button type="button">Book a service</button>
      <ConsultationPopup />
    </Router>,
  );
  return { screen, location };
}

/** Lets `ms` of the page's time pass, then lets the popup's dialog load in real time. */
async function openAfter(ms = CONSULTATION_DELAY_MS) {
  vi.advanceTimersByTime(ms);
  vi.useRealTimers();
  await expect.element(popup()).toBeVisible();
}

/** A stand-in for the chat widget's element: the part of its API the site uses. */
function chatElement({ isOpen }: { isOpen: boolean }) {
  const chat = Object.assign(document.createElement('detailing-chat'), {
    isOpen,
    open: () => undefined,
  });
  document.body.append(chat);
  return chat;
}

// The dialog's chunk loaded once before any test: a popup shown when it should not be then
// renders within a frame, so the short waits below see it however slow the chunk's first load.
beforeAll(async () => {
  await import('./consultation-dialog');
});

beforeEach(() => {
  sessionStorage.clear();
  fakeTimeouts();
});

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('detailing-chat').forEach((chat) => chat.remove());
});

describe('ConsultationPopup', () => {
  it('given a new browser session, opens after 3 s with the spec’s title, offer and button', async () => {
    await renderOnPage();
    vi.advanceTimersByTime(CONSULTATION_DELAY_MS - 1);
    // The timer has not fired (it marks the session first), and nothing shows.
    expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).toBeNull();
    await pause(100);
    noDialog();

    await openAfter(1);
    await expect.element(popup()).toHaveAccessibleDescription(/free, no-obligation quote/);
    await expect.element(popup().getByRole('button', { name: 'Close' })).toBeVisible();
    // The offer has the focus, so Enter takes it and Escape declines it.
    await expect.element(quoteButton()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    await renderOnPage();
    await openAfter();
    await userEvent.keyboard('{Escape}');
    await expect.element(popup()).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    await renderOnPage();
    await openAfter();
    await popup().getByRole('button', { name: 'Close' }).click();
    await expect.element(popup()).not.toBeInTheDocument();
  });

  // Radix gives the focus back only to a Dialog.Trigger, and this dialog opens by itself: it
  // remembers where the visitor was, so the next Tab does not start from the top of the page.
  it('gives the focus back to where it was before it opened', async () => {
    await renderOnPage();
    const before = page.getByRole('button', { name: 'Book a service' });
    (before.element() as HTMLElement).focus();
    await openAfter();
    await expect.element(quoteButton()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(popup()).not.toBeInTheDocument();
    await expect.element(before).toHaveFocus();
  });

  it('“Get My Free Quote” closes it and goes to /contact', async () => {
    const { location } = await renderOnPage();
    await openAfter();
    await quoteButton().click();
    await expect.element(popup()).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/contact');
  });

  it('does not open again in the same browser session', async () => {
    const first = await renderOnPage();
    await openAfter();
    expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await first.screen.unmount();

    // The next page of the same session.
    fakeTimeouts();
    await renderOnPage();
    vi.advanceTimersByTime(10 * CONSULTATION_DELAY_MS);
    await pause(100);
    noDialog();
  });

  it('hides the chat button while open and shows it again once closed', async () => {
    const chat = chatElement({ isOpen: false });
    await renderOnPage();
    await openAfter();
    expect(chat.hidden).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(popup()).not.toBeInTheDocument();
    expect(chat.hidden).toBe(false);
  });

  it('given a visitor in the middle of a chat, waits until they close it', async () => {
    const chat = chatElement({ isOpen: true });
    await renderOnPage();
    vi.advanceTimersByTime(CONSULTATION_DELAY_MS);
    vi.useRealTimers();
    await pause(100);
    noDialog();

    chat.dispatchEvent(new Event('close'));
    await expect.element(popup()).toBeVisible();
  });
});
