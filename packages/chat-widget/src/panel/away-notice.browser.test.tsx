import {
  AWAY_TEXTS,
  businessClock,
  type ChatSettings,
  SESSION_STORAGE_KEY,
} from '@detailing/chat-core';
import {
  buildConversation,
  createMemoryChat,
  createMemoryStorage,
} from '@detailing/chat-core/memory';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { adoptStyles } from '../lib/adopt-styles';
import { ChatWindow } from './chat-panel';
import { panelCss } from './panel-css';
import { CALLBACK_ERRORS } from './use-callback-form';
import { WidgetContext } from './widget-context';
import { createWidgetServices } from './widget-setup';

const BUSINESS = 'Harbour & Heath Detailing';
const allDay = { open: '00:00', close: '23:59' };
/** Open around the clock (but 23:59): away only when the switch is on. */
const OPEN_ALWAYS: ChatSettings = {
  hours: {
    mon: allDay,
    tue: allDay,
    wed: allDay,
    thu: allDay,
    fri: allDay,
    sat: allDay,
    sun: allDay,
  },
  away: false,
  awayMessage: 'We are out on a job.',
};
const AWAY: ChatSettings = { ...OPEN_ALWAYS, away: true };

const notice = () => page.getByText(AWAY_TEXTS.notice);
const nameInput = () => page.getByRole('textbox', { name: 'Name' });
const phoneInput = () => page.getByRole('textbox', { name: 'Phone' });
const requestButton = () => page.getByRole('button', { name: 'Request a Callback' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

/** The one minute a day OPEN_ALWAYS is closed would make "not away" tests wrong: wait it out. */
async function notAtOneMinuteToMidnight() {
  while (businessClock(Date.now()).time === '23:59') {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The open panel in a shadow root, on its own stores over the memory backend. */
async function renderPanel(settings: ChatSettings | null, { automaticReply = false } = {}) {
  await notAtOneMinuteToMidnight();
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  memory.seedSettings(settings);
  const visitor = memory.visitor();
  const storage = createMemoryStorage();
  if (automaticReply) {
    const { session, messages } = buildConversation({ visitorUid: visitor.uid }, [
      { content: 'Are you open on Sunday?' },
      { content: 'We are out on a job.', sender: 'admin', automatic: true },
    ]);
    memory.seedSession(session, messages);
    storage.setItem(SESSION_STORAGE_KEY, session.id);
  }
  const services = createWidgetServices(async () => visitor, storage);
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, panelCss);
  const container = document.createElement('div');
  root.append(container);
  disposers.push(() => {
    services.chat.getState().dispose();
    host.remove();
  });
  await render(
    <WidgetContext value={services}>
      <ChatWindow businessName={BUSINESS} open close={() => undefined} />
    </WidgetContext>,
    { container },
  );
  const stored = () => {
    const id = services.chat.getState().sessionId;
    return id ? memory.messages(id).map((m) => m.content) : [];
  };
  const session = () => memory.sessions()[0];
  return { memory, stored, session };
}

describe('the away notice and callback form', () => {
  it('given staff are away, shows the notice at the top with Name, Phone and Request a Callback', async () => {
    await renderPanel(AWAY);
    await expect.element(notice()).toBeVisible();
    await expect.element(nameInput()).toBeVisible();
    await expect.element(phoneInput()).toHaveAttribute('type', 'tel');
    await expect.element(requestButton()).toBeVisible();
    // Above the conversation.
    const top = (el: Element) => el.getBoundingClientRect().top;
    expect(top(notice().element())).toBeLessThan(top(conversation().element()));
  });

  it('given a valid name and phone, identifies the visitor and posts the request, starting the chat', async () => {
    const { stored, session } = await renderPanel(AWAY);
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
    const { stored } = await renderPanel(AWAY);
    await nameInput().fill('Sam');
    await phoneInput().fill('call me maybe');
    await requestButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CALLBACK_ERRORS.phoneShape);
    await expect.element(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(phoneInput()).toHaveValue('call me maybe');
    expect(stored()).toEqual([]);
  });

  it('given an empty name, asks for it', async () => {
    await renderPanel(AWAY);
    await phoneInput().fill('07700 900123');
    await requestButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(CALLBACK_ERRORS.name);
    await expect.element(nameInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('given the request cannot be saved, says so and keeps what was typed', async () => {
    const { memory, stored } = await renderPanel(AWAY);
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
    const { memory } = await renderPanel(AWAY);
    await expect.element(notice()).toBeVisible();
    await memory.staff().saveSettings(OPEN_ALWAYS);
    await expect.element(notice()).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  it('labels the automatic reply as such', async () => {
    await renderPanel(OPEN_ALWAYS, { automaticReply: true });
    const reply = conversation().getByRole('listitem').filter({ hasText: 'We are out on a job.' });
    await expect.element(reply).toHaveTextContent(/Automatic reply/);
    const question = conversation()
      .getByRole('listitem')
      .filter({ hasText: 'Are you open on Sunday?' });
    await expect.element(question).not.toHaveTextContent(/Automatic reply/);
  });
});
