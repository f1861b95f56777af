import { AWAY_TEXTS, type ChatMessage, type ChatSettings } from '@detailing/core';
import { alwaysOpenSettings } from '@detailing/core/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BUSINESS, renderPanel } from '../testing/render-panel';
import { CALLBACK_ERRORS } from './use-callback-form';

/** Open around the clock: away only when the switch is on. */
const OPEN_ALWAYS = alwaysOpenSettings({ awayMessage: 'We are out on a job.' });
const AWAY: ChatSettings = { ...OPEN_ALWAYS, away: true };

const notice = () => page.getByText(AWAY_TEXTS.notice);
const nameInput = () => page.getByRole('textbox', { name: 'Name' });
const phoneInput = () => page.getByRole('textbox', { name: 'Phone' });
const requestButton = () => page.getByRole('button', { name: 'Request a Callback' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });

/** The open panel with `settings`, and the visitor's earlier messages if any. */
type Thread = readonly Partial<ChatMessage>[];
async function renderAwayPanel(settings: ChatSettings | null, { thread = [] as Thread } = {}) {
  const panel = await renderPanel({
    settings,
    ...(thread.length > 0 ? { seed: { messages: thread } } : {}),
  });
  return {
    memory: panel.memory,
    stored: panel.storedTexts,
    session: () => panel.memory.sessions()[0],
  };
}

describe('the away notice and callback form', () => {
  it('given staff are away, shows the notice at the top with Name, Phone and Request a Callback', async () => {
    await renderAwayPanel(AWAY);
    await expect.element(notice()).toBeVisible();
    await expect.element(nameInput()).toBeVisible();
    await expect.element(phoneInput()).toHaveAttribute('type', 'tel');
    await expect.element(requestButton()).toBeVisible();
    // Above the conversation.
    const top = (el: Element) => el.getBoundingClientRect().top;
    expect(top(notice().element())).toBeLessThan(top(conversation().element()));
  });

  it('given a valid name and phone, identifies the visitor and posts the request, starting the chat', async () => {
    const { stored, session } = await renderAwayPanel(AWAY);
    await nameInput().fill('Sam Carter');
    await phoneInput().fill('07700 900123');
    await requestButton().click();
    await expect
      .element(page.getByText('Thanks, Sam Carter. We’ll call you back as soon as we can.'))
      .toBeVisible();
    await expect
      .element(conversation())
      .toHaveTextContent(/Please call me back\. Name: Sam Carter\. Phone: 07700 900123\./);
    expect(stored()).toEqual(['Please call me back. Name: Sam Carter. Phone: 07700 900123.']);
    expect(session()?.visitor).toEqual({ name: 'Sam Carter', phone: '07700 900123' });
  });

  it('given a phone number with letters, says what to fix and sends nothing', async () => {
    const { stored } = await renderAwayPanel(AWAY);
    await nameInput().fill('Sam');
    await phoneInput().fill('call me maybe');
    await requestButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CALLBACK_ERRORS.phoneShape);
    await expect.element(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(phoneInput()).toHaveValue('call me maybe');
    expect(stored()).toEqual([]);
  });

  it('given an empty name, asks for it', async () => {
    await renderAwayPanel(AWAY);
    await phoneInput().fill('07700 900123');
    await requestButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CALLBACK_ERRORS.name);
    await expect.element(nameInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('given the request cannot be saved, says so and keeps what was typed', async () => {
    const { memory, stored } = await renderAwayPanel(AWAY);
    await nameInput().fill('Sam Carter');
    await phoneInput().fill('+44 7700 900123');
    memory.failNextWrite('unavailable');
    await requestButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CALLBACK_ERRORS.failed);
    await expect.element(nameInput()).toHaveValue('Sam Carter');
    await expect.element(phoneInput()).toHaveValue('+44 7700 900123');
    expect(stored()).toEqual([]);
    // And the second attempt goes through.
    await requestButton().click();
    await expect.element(page.getByText(/Thanks, Sam Carter/)).toBeVisible();
  });

  it('disappears live when staff switch away off, and shows no notice inside the hours', async () => {
    const { memory } = await renderAwayPanel(AWAY);
    await expect.element(notice()).toBeVisible();
    await memory.staff().saveSettings(OPEN_ALWAYS);
    await expect.element(notice()).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('folds to one line once the visitor has written; its button unfolds the form, focus in Name', async () => {
    await renderAwayPanel(AWAY, { thread: [{ content: 'Do you do motorbikes?' }] });
    const section = page.getByRole('region', { name: 'Away' });
    const unfold = section.getByRole('button', { name: 'Request a Callback' });
    await expect.element(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect.element(section.getByText(AWAY_TEXTS.notice)).toBeVisible();
    expect(nameInput().elements()).toHaveLength(0);
    // One line: the conversation keeps the panel's height.
    expect(section.element().getBoundingClientRect().height).toBeLessThanOrEqual(48);

    await unfold.click();
    // The shadow root's focus (the page's own activeElement is the host).
    const focused = () => {
      const root = nameInput().element().getRootNode();
      return root instanceof ShadowRoot ? root.activeElement : null;
    };
    await expect.poll(focused).toBe(nameInput().element());
    await expect.element(phoneInput()).toBeVisible();
    await expect.element(requestButton()).toHaveAttribute('type', 'submit');
  });

  it('labels the automatic reply as such', async () => {
    await renderAwayPanel(OPEN_ALWAYS, {
      thread: [
        { content: 'Are you open on Sunday?' },
        { content: 'We are out on a job.', sender: 'admin', automatic: true },
      ],
    });
    const reply = conversation().getByRole('listitem').filter({ hasText: 'We are out on a job.' });
    await expect.element(reply).toHaveTextContent(/Automatic reply/);
    const question = conversation()
      .getByRole('listitem')
      .filter({ hasText: 'Are you open on Sunday?' });
    await expect.element(question).not.toHaveTextContent(/Automatic reply/);
  });
});

describe('the newest message stays in view when the notice appears above the log', () => {
  const thread: Thread = Array.from({ length: 30 }, (_, i) => ({
    content: `Message ${i + 1}`,
    sender: i % 2 === 0 ? 'user' : 'admin',
  }));
  /** Whether the element is wholly inside the log's visible box. */
  const inView = (text: string) => {
    const log = conversation().element().getBoundingClientRect();
    const item = conversation().getByText(text, { exact: true }).element().getBoundingClientRect();
    return item.top >= log.top - 1 && item.bottom <= log.bottom + 1;
  };

  it('given the visitor is at the newest message, keeps it in view', async () => {
    const { memory } = await renderAwayPanel(OPEN_ALWAYS, { thread });
    await expect.poll(() => inView('Message 30')).toBe(true);
    await memory.staff().saveSettings(AWAY);
    await expect.element(notice()).toBeVisible();
    await expect.poll(() => inView('Message 30')).toBe(true);
  });

  it('given the visitor scrolled up to read, leaves them where they were', async () => {
    const { memory } = await renderAwayPanel(OPEN_ALWAYS, { thread });
    await expect.poll(() => inView('Message 30')).toBe(true);
    const log = conversation().element();
    log.scrollTop = 0;
    await expect.poll(() => inView('Message 1')).toBe(true);
    await memory.staff().saveSettings(AWAY);
    await expect.element(notice()).toBeVisible();
    // Given a moment to (wrongly) jump, it is still at the top.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(log.scrollTop).toBe(0);
    expect(inView('Message 30')).toBe(false);
  });
});
