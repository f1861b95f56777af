import {
  type ChatMessage,
  type ChatSession,
  createStaffChatStore,
  type StaffChatStore,
} from '@detailing/core';
import {
  buildConversation,
  createMemoryChat,
  HOSTILE_EMAILS,
  HOSTILE_ORIGINS,
} from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatWorkspace } from './chat-workspace';
import { CONVERSATION_FAILED } from './conversation-failed';

// Issue #21: a visitor could store a referrer of "https://[" and blank the whole console. Every
// hostile value is rendered here as stored data (the memory backend keeps what it is given, as
// Firestore keeps what older rules let through): the console shows the rest, and one
// conversation that cannot render never takes the others with it.

const stores: StaffChatStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) store.getState().dispose();
  history.replaceState(null, '', '/');
});

const context = (change: Record<string, unknown>) => ({
  startPage: { path: '/services', title: 'Services' },
  currentPage: { path: '/book', title: 'Book' },
  device: 'phone' as const,
  browser: 'Safari',
  language: 'en-GB',
  timeZone: 'Europe/London',
  ...change,
});

async function renderConsole(
  sessions: readonly { session: Partial<ChatSession>; messages?: Partial<ChatMessage>[] }[],
) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const ids = sessions.map(({ session, messages = [{ content: 'Hello' }] }, index) => {
    const built = buildConversation({ updatedAt: Date.now() - index * 1000, ...session }, messages);
    memory.seedSession(built.session, built.messages);
    return built.session.id;
  });
  const store = createStaffChatStore(memory.staff(), { initialSessionId: ids[0] ?? null });
  stores.push(store);
  await render(<ChatWorkspace store={store} />);
  return { store, ids };
}

const aside = () => page.getByRole('complementary', { name: 'Visitor' });
const closeButton = () => page.getByRole('button', { name: 'Close Discussion' });

describe('the console, given hostile stored values', () => {
  it('shows every conversation whose pages, referrer or e-mail are not what they should be', async () => {
    await page.viewport(1280, 800);
    const origins = HOSTILE_ORIGINS.flatMap((origin) => [
      { context: context({ referrer: origin }) },
      { context: context({ currentPage: { path: '/', title: 'Home', origin } }) },
      { context: context({ startPage: { path: '//evil.example/x', title: 'Start', origin } }) },
    ]);
    const emails = HOSTILE_EMAILS.map((email) => ({ visitor: { name: 'Mallory', email } }));
    // Two consoles: the list loads 50 open conversations at a time.
    for (const group of [origins, emails]) {
      const { store, ids } = await renderConsole(group.map((session) => ({ session })));
      for (const [index, id] of ids.entries()) {
        store.getState().select(id);
        await expect.element(aside().getByText('Name', { exact: true })).toBeVisible();
        await expect.element(closeButton()).toBeEnabled();
        expect(page.getByText(CONVERSATION_FAILED).elements(), `conversation ${index}`).toEqual([]);
        for (const link of aside().getByRole('link').elements()) {
          const href = link.getAttribute('href') ?? '';
          // No link leaves for a site other than the one shown, nor adds a mail header.
          expect(href, `conversation ${index}`).toMatch(
            /^(https?:\/\/|mailto:|tel:|\/admin\/chat\/)/,
          );
          if (href.startsWith('mailto:')) expect(href.slice(7)).not.toMatch(/[?&#\s]/);
          if (href.startsWith('http')) expect(new URL(href).host).not.toBe('evil.example');
        }
      }
      stores.pop()?.getState().dispose();
      document.body.replaceChildren();
    }
  });

  it('given a conversation that cannot render, says so there; the list and the others still work', async () => {
    await page.viewport(1280, 800);
    await renderConsole([
      // A time no Date can print: its header throws while rendering.
      { session: { createdAt: Number.NaN }, messages: [{ content: 'Broken one' }] },
      { session: {}, messages: [{ content: 'Fine one' }] },
    ]);
    await expect.element(page.getByRole('alert')).toHaveTextContent(CONVERSATION_FAILED);
    const list = page.getByRole('list', { name: 'Open conversations' });
    await expect.element(list.getByRole('button')).toHaveLength(2);

    await list.getByRole('button').nth(1).click();
    await expect.element(page.getByRole('log', { name: 'Messages' })).toHaveTextContent(/Fine one/);
    await expect.element(page.getByText(CONVERSATION_FAILED)).not.toBeInTheDocument();
  });
});
