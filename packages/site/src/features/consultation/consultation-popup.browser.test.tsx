import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { consultationPopup } from '../../content/consultation';
import { ConsultationPopup } from './consultation-popup';
import {
  CHAT_QUIET_MS,
  CHAT_USED_KEY,
  CONSULTATION_DELAY_MS,
  CONSULTATION_SEEN_KEY,
} from './popup-schedule';

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

/** Waits (in real time) until the page view's rules have loaded and set the popup's timer. */
async function scheduled() {
  while (vi.getTimerCount() === 0) await pause(5);
}

/** The popup on a page at `path`, the way the layout mounts it. */
async function renderOnPage(path = '/') {
  const location = memoryLocation({ path, record: true });
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
  await scheduled();
  vi.advanceTimersByTime(ms);
  vi.useRealTimers();
  await expect.element(popup()).toBeVisible();
}

/** Lets the popup's time pass on this page view, and finds no popup. */
async function staysClosed() {
  await scheduled();
  vi.advanceTimersByTime(10 * CONSULTATION_DELAY_MS);
  await pause(100);
  noDialog();
}

/**
 * A stand-in for the chat widget's element: the part of its API the site uses, its events, and
 * its launcher in a shadow root.
 */
function chatElement({ isOpen }: { isOpen: boolean }) {
  const chat = Object.assign(document.createElement('detailing-chat'), {
    isOpen,
    open: () => undefined,
  });
  const launcher = document.createElement('button');
  launcher.textContent = 'Open live chat';
  chat.attachShadow({ mode: 'open' }).append(launcher);
  document.body.append(chat);
  return { chat, launcher };
}

// The chunks loaded once before any test: a popup shown when it should not be then renders
// within a frame, so the short waits below see it however slow a chunk's first load.
beforeAll(async () => {
  await Promise.all([import('./consultation-dialog'), import('./popup-schedule')]);
});

beforeEach(() => {
  sessionStorage.clear();
  fakeTimeouts();
});

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('detailing-chat').forEach((chat) => chat.remove());
  history.replaceState(history.state, '', window.location.pathname);
});

describe('ConsultationPopup', () => {
  it('given a new browser session, opens after 3 s with the owner’s title and text and the spec’s button', async () => {
    // The seed's texts are the spec's.
    expect(consultationPopup.title).toBe('Free Personalised Consultation');
    await renderOnPage();
    await scheduled();
    vi.advanceTimersByTime(CONSULTATION_DELAY_MS - 1);
    // The timer has not fired (it marks the session first), and nothing shows.
    expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).toBeNull();
    await pause(100);
    noDialog();

    await openAfter(1);
    await expect.element(popup()).toHaveAccessibleDescription(consultationPopup.text);
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

  it('gives the focus back to the chat button, inside the widget’s shadow root, after hiding it', async () => {
    const { chat, launcher } = chatElement({ isOpen: false });
    await renderOnPage();
    launcher.focus();
    await openAfter();
    expect(chat.hidden).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(popup()).not.toBeInTheDocument();
    await expect.poll(() => chat.shadowRoot?.activeElement).toBe(launcher);
    expect(document.activeElement).toBe(chat);
  });

  it('“Get My Free Quote” closes it and goes to /contact', async () => {
    const { location } = await renderOnPage();
    await openAfter();
    await quoteButton().click();
    await expect.element(popup()).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/contact');
  });

  it('given a service the visitor chose on the booking form, “Get My Free Quote” goes back to it with that service', async () => {
    sessionStorage.setItem('chosenService', 'Paint Correction');
    const { location } = await renderOnPage('/services/paint-correction');
    await openAfter();
    await quoteButton().click();
    await expect.element(popup()).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/booking?service=Paint%20Correction');
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
    const { chat } = chatElement({ isOpen: false });
    await renderOnPage();
    await openAfter();
    expect(chat.hidden).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(popup()).not.toBeInTheDocument();
    expect(chat.hidden).toBe(false);
  });

  for (const path of [
    '/book-online',
    '/book-online/paint-correction',
    '/booking',
    '/contact/',
    '/thank-you',
  ]) {
    it(`does not open on ${path}, and keeps the offer for the next page`, async () => {
      const { location } = await renderOnPage(path);
      await staysClosed();
      expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).toBeNull();

      fakeTimeouts();
      location.navigate('/services');
      await openAfter();
    });
  }

  it('does not open on a page opened from a reply e-mail’s link (?chat=), nor when the chat drops the link from the address; the next page may', async () => {
    history.replaceState(history.state, '', '?chat=abcdefghijklmnopqrst');
    const { location } = await renderOnPage();
    await scheduled();
    // The widget signs the visitor in, then takes its link's parameters out of the address.
    history.replaceState(history.state, '', window.location.pathname);
    vi.advanceTimersByTime(10 * CONSULTATION_DELAY_MS);
    await pause(100);
    noDialog();
    expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).toBeNull();

    fakeTimeouts();
    location.navigate('/services');
    await openAfter();
  });

  it('does not open over an open chat, nor when it closes, nor on the next page within a minute; a page after that minute opens it', async () => {
    const { chat } = chatElement({ isOpen: true });
    const { location } = await renderOnPage();
    await staysClosed();

    // The visitor closes the chat: the offer does not jump in.
    fakeTimeouts();
    Object.assign(chat, { isOpen: false });
    chat.dispatchEvent(new Event('close'));
    vi.advanceTimersByTime(10 * CONSULTATION_DELAY_MS);
    await pause(100);
    noDialog();

    location.navigate('/services');
    await staysClosed();
    expect(sessionStorage.getItem(CONSULTATION_SEEN_KEY)).toBeNull();

    // A minute on (the time of the chat's last use, moved back), the next page is quiet.
    const usedAt = Number(sessionStorage.getItem(CHAT_USED_KEY));
    sessionStorage.setItem(CHAT_USED_KEY, String(usedAt - CHAT_QUIET_MS));
    fakeTimeouts();
    location.navigate('/services/ppf');
    await openAfter();
  });

  it('does not open just after a message in the chat, with the chat closed, on the next page either', async () => {
    const { chat } = chatElement({ isOpen: false });
    const { location } = await renderOnPage();
    await scheduled();
    chat.dispatchEvent(new CustomEvent('message', { detail: { sender: 'user' } }));
    vi.advanceTimersByTime(10 * CONSULTATION_DELAY_MS);
    await pause(100);
    noDialog();

    fakeTimeouts();
    location.navigate('/services');
    await staysClosed();
  });
});
