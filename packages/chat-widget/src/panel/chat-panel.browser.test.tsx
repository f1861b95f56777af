import { CHAT_TEXTS, createChatId, MAX_MESSAGE_LENGTH, nextSeq } from '@detailing/core';
import type { MemoryChat } from '@detailing/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BUSINESS, onCleanUp, renderPanel } from '../testing/render-panel';

const panel = () => page.getByRole('dialog', { name: 'Live Chat' });
const input = () => page.getByRole('textbox', { name: 'Message' });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const bubble = (text: string) => conversation().getByRole('listitem').filter({ hasText: text });

/** A member of staff replies in `sessionId`, through the memory server. */
async function staffReplies(memory: MemoryChat, sessionId: string, content: string) {
  const seq = nextSeq(memory.messages(sessionId));
  await memory.staff().sendMessage({ sessionId, id: createChatId(), content, seq });
}

describe('chat panel', () => {
  it('opens as the "Live Chat" window with the business name, an invitation, and the input focused', async () => {
    const { focused } = await renderPanel();
    await expect.element(panel()).toBeVisible();
    await expect.element(panel().getByRole('heading', { name: 'Live Chat' })).toBeVisible();
    await expect.element(panel().getByText(BUSINESS)).toBeVisible();
    await expect.element(conversation()).toHaveTextContent(/Send us a message/);
    await expect.element(input()).toHaveAttribute('placeholder', 'Type a message...');
    expect(focused()).toBe(input().element());
  });

  it('given the visitor sends a message with Enter, shows it on their side and empties the input', async () => {
    const { memory, sessionId } = await renderPanel();
    await input().fill('Hello, do you cover Ringwood?');
    await userEvent.keyboard('{Enter}');

    await expect.element(bubble('Hello, do you cover Ringwood?')).toBeVisible();
    await expect.element(bubble('Hello, do you cover Ringwood?')).toHaveTextContent(/^You:/);
    await expect.element(input()).toHaveValue('');
    // Saved: the bubble shows its time instead of "Sending…".
    await expect
      .element(bubble('Hello, do you cover Ringwood?'))
      .not.toHaveTextContent(/Sending|Waiting/);
    const id = sessionId();
    expect(id && memory.messages(id).map((m) => m.content)).toEqual([
      'Hello, do you cover Ringwood?',
    ]);
  });

  it('sends with the Send message button too, keeping a second line', async () => {
    await renderPanel();
    await input().fill('Two questions:\nthe price of a wash');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .element(bubble('Two questions:'))
      .toHaveTextContent(/Two questions:\s*the price of a wash/);
  });

  it('given an empty input, Enter does nothing; given only spaces, says why nothing was sent', async () => {
    await renderPanel();
    await input().click();
    await userEvent.keyboard('{Enter}');
    expect(page.getByRole('alert').elements()).toHaveLength(0);

    await input().fill('   ');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Type a message before sending.');
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Type a message before sending.');
    expect(conversation().getByRole('listitem').elements()).toHaveLength(0);
  });

  it('given an over-long message, counts the characters, keeps the text and says why it was refused', async () => {
    await renderPanel();
    const tooLong = 'a'.repeat(MAX_MESSAGE_LENGTH + 1);
    await input().fill(tooLong);
    await expect.element(panel().getByText('2,001 / 2,000')).toBeVisible();
    await userEvent.keyboard('{Enter}');

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Messages can be up to 2,000 characters; this one has 2,001.');
    await expect.element(input()).toHaveValue(tooLong);
    expect(conversation().getByRole('listitem').elements()).toHaveLength(0);

    // Editing clears the refusal.
    await userEvent.keyboard('{Backspace}');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(panel().getByText('2,000 / 2,000')).toBeVisible();
  });

  it('shows a staff reply on the business’s side as it arrives', async () => {
    const { memory, sessionId } = await renderPanel();
    await input().fill('Is Saturday free?');
    await userEvent.keyboard('{Enter}');
    await expect.element(bubble('Is Saturday free?')).toBeVisible();
    const id = sessionId();
    if (!id) throw new Error('no session');

    await staffReplies(memory, id, 'Yes, from 9 am.');
    await expect.element(bubble('Yes, from 9 am.')).toBeVisible();
    await expect
      .element(bubble('Yes, from 9 am.'))
      .toHaveTextContent(`${BUSINESS}:Yes, from 9 am.`);
    // Oldest first: the reply comes after the question.
    await expect.element(conversation()).toHaveTextContent(/Is Saturday free\?.*Yes, from 9 am\./);
  });

  it('makes http(s) links in messages clickable in a new tab, leaves the rest as text, and writes times 24-hour', async () => {
    await renderPanel({
      seed: {
        messages: [
          {
            sender: 'admin',
            content: 'Prices: https://example.com/prices. <b>javascript:alert(1)</b>',
            createdAt: new Date(2026, 10, 24, 21, 40).getTime(),
          },
        ],
      },
    });
    const reply = bubble('Prices:');
    const link = reply.getByRole('link', { name: 'https://example.com/prices' });
    await expect.element(link).toHaveAttribute('href', 'https://example.com/prices');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(reply.getByRole('link').elements()).toHaveLength(1);
    await expect.element(reply).toHaveTextContent('<b>javascript:alert(1)</b>');
    await expect.element(reply).toHaveTextContent(/21:40$/);
  });

  it('given a closed session, the input is replaced by the closed notice, which has the focus', async () => {
    const { focused } = await renderPanel({
      seed: { status: 'closed', messages: [{ content: 'Old question' }] },
    });
    await expect.element(page.getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible();
    await expect.element(bubble('Old question')).toBeVisible();
    expect(input().elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Send message' }).elements()).toHaveLength(0);
    await expect
      .poll(() => focused())
      .toBe(page.getByText(CHAT_TEXTS.sessionClosedNotice).element());
  });

  it('when staff close the conversation, the input gives way to "This chat has been closed."', async () => {
    const { memory, sessionId } = await renderPanel({
      seed: { messages: [{ content: 'Can I book for Friday?' }] },
    });
    await expect.element(bubble('Can I book for Friday?')).toBeVisible();
    await expect.element(input()).toBeVisible();
    const id = sessionId();
    if (!id) throw new Error('no session');

    await memory.staff().closeSession(id);
    await expect.element(page.getByRole('status')).toHaveTextContent('This chat has been closed.');
    expect(input().elements()).toHaveLength(0);
  });

  it('says so while the browser is offline, and clears the notice when it is back', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    onCleanUp(() => {
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    });
    await renderPanel();

    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('You’re offline. Messages will be sent when the connection returns.');

    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('says it is reconnecting while the chat’s server cannot be reached', async () => {
    const { memory } = await renderPanel();
    memory.setConnection('reconnecting');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Reconnecting… Messages will be sent when the connection returns.');
    memory.setConnection('live');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it('the close button asks the launcher to close the panel', async () => {
    const { requests } = await renderPanel();
    await page.getByRole('button', { name: 'Close chat' }).click();
    expect(requests.close).toHaveBeenCalledOnce();
  });

  it('given the panel is closed, a staff reply shows a "New Message from" toast that opens the chat', async () => {
    const { memory, services, sessionId, requests, setOpen } = await renderPanel({
      open: false,
      seed: { messages: [{ content: 'Do you do motorbikes?' }] },
    });
    expect(panel().elements()).toHaveLength(0);
    const id = sessionId();
    if (!id) throw new Error('no session');
    // The stored conversation has loaded (its first snapshot is history, not news).
    await vi.waitFor(() => expect(services.chat.getState().messages).toHaveLength(1));

    await staffReplies(memory, id, 'We do, yes.');
    const toast = page.getByRole('listitem').filter({ hasText: `New Message from ${BUSINESS}` });
    await expect.element(toast).toBeVisible();
    await expect.element(toast).toHaveTextContent(/We do, yes\./);
    await toast.getByRole('button', { name: 'Open Chat' }).click();
    expect(requests.open).toHaveBeenCalledOnce();

    // The launcher opens the panel: the reply is there, and the toast has nothing left to say.
    await setOpen(true);
    await expect.element(bubble('We do, yes.')).toBeVisible();
    await expect.element(toast).not.toBeInTheDocument();
  });
});
