import {
  type ChatMessage,
  countsOf,
  createChatId,
  SESSION_STORAGE_KEY,
} from '@detailing/chat-core';
import {
  buildConversation,
  createMemoryChat,
  createMemoryStorage,
  type MemoryChat,
} from '@detailing/chat-core/memory';
import { alwaysOpenSettings } from '@detailing/chat-core/testing/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { adoptStyles } from '../lib/adopt-styles';
import { ChatWindow } from './chat-panel';
import { panelCss } from './panel-css';
import { WidgetContext } from './widget-context';
import { createWidgetServices } from './widget-setup';

const BUSINESS = 'Harbour & Heath Detailing';

const input = () => page.getByRole('textbox', { name: 'Message' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const bubble = (text: string) => conversation().getByRole('listitem').filter({ hasText: text });
const dots = () => page.getByRole('img', { name: `${BUSINESS} is typing` });

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

/** A visitor's open conversation (seeded with its counters) in the panel, on the memory backend. */
async function renderPanel(messages: readonly Partial<ChatMessage>[], { open = true } = {}) {
  const memory: MemoryChat = createMemoryChat({ minMessageIntervalMs: 0, minTypingIntervalMs: 0 });
  memory.seedSettings(alwaysOpenSettings());
  const visitor = memory.visitor();
  const storage = createMemoryStorage();
  const built = buildConversation({ visitorUid: visitor.uid }, messages);
  const count = (sender: string) => built.messages.filter((m) => m.sender === sender).length;
  const session = {
    ...built.session,
    counts: { user: count('user'), admin: count('admin'), readByStaff: 0, readByVisitor: 0 },
  };
  memory.seedSession(session, built.messages);
  storage.setItem(SESSION_STORAGE_KEY, session.id);
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
  const ui = (isOpen: boolean) => (
    <WidgetContext value={services}>
      <ChatWindow businessName={BUSINESS} open={isOpen} close={vi.fn()} />
    </WidgetContext>
  );
  const screen = await render(ui(open), { container });
  const staff = memory.staff();
  const stored = () => memory.sessions().find((s) => s.id === session.id);
  return {
    memory,
    staff,
    sessionId: session.id,
    stored,
    setOpen: (isOpen: boolean) => screen.rerender(ui(isOpen)),
  };
}

describe('chat panel: signals', () => {
  it('shows three dots on the business’s side while staff type, gone when they send', async () => {
    const { staff, sessionId } = await renderPanel([{ content: 'Do you do vans?' }]);
    await expect.element(bubble('Do you do vans?')).toBeVisible();
    await expect.element(dots()).not.toBeInTheDocument();
    await staff.setTyping(sessionId, true);
    await expect.element(dots()).toBeVisible();
    await staff.setTyping(sessionId, false);
    await staff.sendMessage({ sessionId, id: createChatId(), content: 'We do, yes.', seq: 2 });
    await expect.element(bubble('We do, yes.')).toBeVisible();
    await expect.element(dots()).not.toBeInTheDocument();
  });

  it('writes "Seen" under the visitor’s last message staff have read, and only there', async () => {
    const { staff, sessionId } = await renderPanel([
      { content: 'First question' },
      { content: 'Second question' },
      { content: 'Third question' },
    ]);
    await expect.element(bubble('Third question')).toBeVisible();
    expect(conversation().getByText('Seen', { exact: true }).elements()).toHaveLength(0);
    await staff.markRead(sessionId, 2);
    await expect
      .element(bubble('Second question').getByText('Seen', { exact: true }))
      .toBeVisible();
    expect(conversation().getByText('Seen', { exact: true }).elements()).toHaveLength(1);
    await staff.markRead(sessionId, 3);
    await expect.element(bubble('Third question').getByText('Seen', { exact: true })).toBeVisible();
    await expect.element(bubble('Second question')).not.toHaveTextContent(/Seen/);
  });

  it('marks staff replies read while the panel is open, not while it is closed', async () => {
    const { stored, setOpen } = await renderPanel(
      [{ content: 'Hello' }, { content: 'Hi, how can we help?', sender: 'admin' }],
      { open: false },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(countsOf(stored()).readByVisitor).toBe(0);
    await setOpen(true);
    await expect.element(bubble('Hi, how can we help?')).toBeVisible();
    await expect.poll(() => countsOf(stored()).readByVisitor).toBe(1);
  });

  it('tells staff the visitor is typing, and clears it when the message is sent', async () => {
    const { memory, sessionId } = await renderPanel([{ content: 'Hello' }]);
    const typing = () => memory.staff();
    await expect.element(bubble('Hello')).toBeVisible();
    const signal = async () => {
      const list = await new Promise<readonly { sessionId: string; active: boolean }[]>(
        (resolve, reject) => {
          const stop = typing().watchVisitorTyping(
            0,
            (signals) => {
              queueMicrotask(() => stop());
              resolve(signals);
            },
            reject,
          );
        },
      );
      return list.find((s) => s.sessionId === sessionId)?.active ?? null;
    };
    await input().fill('Is Saturday free');
    await expect.poll(signal).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect.element(bubble('Is Saturday free')).toBeVisible();
    await expect.poll(signal).toBe(false);
  });
});
