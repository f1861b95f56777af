import { type ChatMessage, countsOf, createChatId } from '@detailing/core';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BUSINESS, renderPanel } from '../testing/render-panel';

const input = () => page.getByRole('textbox', { name: 'Message' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const bubble = (text: string) => conversation().getByRole('listitem').filter({ hasText: text });
const dots = () => page.getByRole('img', { name: `${BUSINESS} is typing` });

/** A visitor's open conversation (seeded with its counters) in the panel, on the memory backend. */
async function renderSignalsPanel(messages: readonly Partial<ChatMessage>[], { open = true } = {}) {
  const panel = await renderPanel({
    open,
    seed: { messages, counted: true },
    memory: { minTypingIntervalMs: 0 },
  });
  return {
    memory: panel.memory,
    staff: panel.memory.staff(),
    sessionId: panel.sessionId() ?? '',
    stored: panel.stored,
    setOpen: panel.setOpen,
  };
}

describe('chat panel: signals', () => {
  it('shows three dots on the business’s side while staff type, gone when they send', async () => {
    const { staff, sessionId } = await renderSignalsPanel([{ content: 'Do you do vans?' }]);
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
    const { staff, sessionId } = await renderSignalsPanel([
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
    const { stored, setOpen } = await renderSignalsPanel(
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
    const { memory, sessionId } = await renderSignalsPanel([{ content: 'Hello' }]);
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
