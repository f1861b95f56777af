import {
  CHAT_TEXTS,
  type ChatMessage,
  type ChatSession,
  createStaffChatStore,
  MAX_MESSAGE_LENGTH,
  shortSessionId,
  type StaffChatStore,
} from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { relativeTime } from '../../lib/relative-time';
import { ConversationPane } from './conversation-pane';

const messageLog = () => page.getByRole('log', { name: 'Messages' });
const items = () => messageLog().getByRole('listitem');
const input = () => page.getByRole('textbox', { name: 'Message' });
const sendButton = () => page.getByRole('button', { name: 'Send message' });
const closeButton = () => page.getByRole('button', { name: 'Close Discussion' });

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

interface Seed {
  readonly session?: Partial<ChatSession>;
  readonly messages: readonly Partial<ChatMessage>[];
}

/**
 * The console's conversation pane on a staff store over the memory backend, with these
 * conversations stored and the first one selected (as its notification's link would).
 */
async function renderPane(...seeds: Seed[]) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const ids = seeds.map((seed, index) => {
    const { session, messages } = buildConversation(
      // The first seed is the most recently active: it heads the console's list.
      { updatedAt: Date.UTC(2026, 0, 15, 12 - index), ...seed.session },
      seed.messages,
    );
    memory.seedSession(session, messages);
    return session.id;
  });
  const store = createStaffChatStore(memory.staff(), { initialSessionId: ids[0] ?? null });
  stores.push(store);
  await render(<ConversationPane store={store} />);
  return { memory, store, ids };
}

describe('ConversationPane', () => {
  it('makes http(s) links clickable in a new tab, leaves the rest as text, and writes times 24-hour', async () => {
    await renderPane({
      messages: [
        {
          content: 'Is this yours? https://example.com/car?id=1) <img src=x>',
          sender: 'user',
          createdAt: new Date().setHours(21, 40, 0, 0),
        },
      ],
    });
    const message = items().filter({ hasText: 'Is this yours?' });
    const link = message.getByRole('link', { name: 'https://example.com/car?id=1' });
    await expect.element(link).toHaveAttribute('href', 'https://example.com/car?id=1');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(message.getByRole('link').elements()).toHaveLength(1);
    expect(message.getByRole('img').elements()).toHaveLength(0);
    await expect.element(message).toHaveTextContent(/\) <img src=x>Visitor, 21:40$/);
  });

  it('shows the selected conversation oldest first, each message marked as the visitor’s or staff’s', async () => {
    const { ids } = await renderPane({
      messages: [
        { content: 'Hello, do you cover Ringwood?', sender: 'user' },
        { content: 'We do, yes.', sender: 'admin' },
        { content: 'Great, Saturday then?', sender: 'user' },
      ],
    });
    const shortId = shortSessionId(ids[0] ?? '');
    await expect
      .element(page.getByRole('heading', { name: `Conversation ${shortId}` }))
      .toBeVisible();
    await expect.poll(() => items().elements().length).toBe(3);
    const texts = items()
      .elements()
      .map((item) => item.textContent);
    expect(texts[0]).toMatch(/^Hello, do you cover Ringwood\?Visitor,/);
    expect(texts[1]).toMatch(/^We do, yes\.Staff,/);
    expect(texts[2]).toMatch(/^Great, Saturday then\?Visitor,/);
    await expect.element(closeButton()).toBeEnabled();
  });

  it('sends a reply with Enter: it shows as staff’s, the input empties, the visitor gets it', async () => {
    const { memory, ids } = await renderPane({ messages: [{ content: 'Is Saturday free?' }] });
    await expect.element(items().filter({ hasText: 'Is Saturday free?' })).toBeVisible();

    await input().fill('Yes, from 9 am.');
    await userEvent.keyboard('{Enter}');
    const reply = items().filter({ hasText: 'Yes, from 9 am.' });
    await expect.element(reply).toBeVisible();
    await expect.element(reply).toHaveTextContent(/Staff,/);
    await expect.element(input()).toHaveValue('');
    await expect.element(reply).not.toHaveTextContent(/Sending/);
    expect(memory.messages(ids[0] ?? '').map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Is Saturday free?'],
      ['admin', 'Yes, from 9 am.'],
    ]);
  });

  it('keeps Send disabled until there is something to send', async () => {
    await renderPane({ messages: [{ content: 'Hello' }] });
    await expect.element(sendButton()).toBeDisabled();
    await input().fill('   ');
    await expect.element(sendButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => items().elements().length).toBe(1);

    await input().fill('On my way');
    await expect.element(sendButton()).toBeEnabled();
    await sendButton().click();
    await expect.element(items().filter({ hasText: 'On my way' })).toBeVisible();
  });

  it('refuses an over-long reply and says why, keeping the text', async () => {
    await renderPane({ messages: [{ content: 'Hello' }] });
    const tooLong = 'b'.repeat(MAX_MESSAGE_LENGTH + 1);
    await input().fill(tooLong);
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Messages can be up to 2,000 characters; this one has 2,001.');
    await expect.element(input()).toHaveValue(tooLong);
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
  });

  describe('the visitor panel', () => {
    const initial = [window.innerWidth, window.innerHeight] as const;
    afterEach(async () => {
      await page.viewport(...initial);
    });

    /** Sam's conversation, after two earlier ones of theirs and one of somebody else. */
    const earlier = ([uid, days]: readonly [string, number]) => {
      const createdAt = Date.now() - days * 86_400_000;
      return {
        session: { visitorUid: uid, createdAt, updatedAt: createdAt, status: 'closed' as const },
        messages: [{ content: 'Before' }],
      };
    };
    const seedVisitor = () =>
      renderPane(
        {
          session: {
            visitorUid: 'visitor-sam',
            createdAt: Date.now() - 60_000,
            visitor: { name: 'Sam Jones', email: 'sam@example.com', phone: '+44 7700 900123' },
            context: {
              startPage: { path: '/services', title: 'Services & Prices' },
              currentPage: {
                path: '/book',
                title: 'Book a detail',
                origin: 'https://partner.example',
              },
              referrer: 'https://www.google.com',
              device: 'phone',
              browser: 'Safari',
              language: 'en-GB',
              timeZone: 'Asia/Tokyo',
            },
          },
          messages: [{ content: 'Hello' }],
        },
        ...(
          [
            ['visitor-sam', 40],
            ['visitor-sam', 3],
            ['visitor-other', 90],
          ] as const
        ).map(earlier),
      );

    const expectDetails = async (panel: ReturnType<typeof page.getByRole>) => {
      const value = (label: string) =>
        panel.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
      await expect.element(value('Name')).toBeVisible();
      await expect.element(panel.getByText('Sam Jones')).toBeVisible();
      await expect
        .element(panel.getByRole('link', { name: '+44 7700 900123' }))
        .toHaveAttribute('href', 'tel:+447700900123');
      await expect
        .element(panel.getByRole('link', { name: 'sam@example.com' }))
        .toHaveAttribute('href', 'mailto:sam@example.com');
      // The pages are links that open in a new tab, with where they are under them.
      const now = panel.getByRole('link', { name: 'Book a detail' });
      await expect.element(now).toHaveAttribute('href', 'https://partner.example/book');
      await expect.element(now).toHaveAttribute('target', '_blank');
      await expect.element(now).toHaveAttribute('rel', 'noopener noreferrer');
      await expect.element(panel.getByText('partner.example/book')).toBeVisible();
      await expect
        .element(panel.getByRole('link', { name: 'Services & Prices' }))
        .toHaveAttribute('href', `${location.origin}/services`);
      await expect.element(panel.getByText('/services', { exact: true })).toBeVisible();
      await expect.element(panel.getByText('www.google.com')).toBeVisible();
      await expect.element(panel.getByText('Phone · Safari')).toBeVisible();
      const tokyo = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Tokyo',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(Date.now());
      await expect.element(panel.getByText(`${tokyo} (Asia/Tokyo)`)).toBeVisible();
      const firstSeen = relativeTime(Date.now() - 40 * 86_400_000, Date.now());
      await expect.element(panel.getByText(firstSeen, { exact: true })).toBeVisible();
      const earlier = panel.getByRole('definition').filter({ hasText: /^2$/ });
      await expect.element(earlier).toBeVisible();
      // The latest of them, closed 3 days ago: its last message, and a link that opens it.
      const last = panel.getByRole('definition').filter({ hasText: '(closed)' });
      await expect.element(last).toHaveTextContent('Before');
      const link = last.getByRole('link', {
        name: relativeTime(Date.now() - 3 * 86_400_000, Date.now()),
      });
      await expect.element(link).toBeVisible();
      expect(link.element().getAttribute('href')).toMatch(/^\/admin\/chat\?session=[\w-]+$/);
    };

    it('on a phone, opens as a sheet from the header with everything known about the visitor', async () => {
      await page.viewport(412, 860);
      await seedVisitor();
      await expect
        .element(page.getByRole('complementary', { name: 'Visitor' }))
        .not.toBeInTheDocument();
      const open = page.getByRole('button', { name: 'Visitor details' });
      await open.click();
      const sheet = page.getByRole('dialog', { name: 'Visitor' });
      await expect.element(sheet).toBeVisible();
      await expectDetails(sheet);
      // A bottom sheet: full width, resting on the bottom of the screen (once it has risen).
      await expect
        .poll(() => {
          const box = sheet.element().getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.bottom)];
        })
        .toEqual([412, 860]);

      await userEvent.keyboard('{Escape}');
      await expect.element(sheet).not.toBeInTheDocument();
      await expect.element(open).toHaveFocus();
    });

    it('on a wide screen, sits beside the conversation', async () => {
      await page.viewport(1280, 800);
      await seedVisitor();
      const aside = page.getByRole('complementary', { name: 'Visitor' });
      await expectDetails(aside);
      expect(page.getByRole('button', { name: 'Visitor details' }).elements()).toHaveLength(0);
    });

    it('says what the visitor did not give, and shows no history it could not read', async () => {
      await page.viewport(1280, 800);
      const { memory } = await renderPane({ messages: [{ content: 'Hello' }] });
      const aside = page.getByRole('complementary', { name: 'Visitor' });
      await expect.element(aside.getByText('Not given').first()).toBeVisible();
      expect(aside.getByText('Not given').elements()).toHaveLength(3);
      await expect.element(aside.getByText('Earlier chats')).toBeVisible();
      expect(memory.sessions()).toHaveLength(1);
    });
  });

  it('a closed conversation can be deleted, after asking; Cancel keeps it', async () => {
    const { memory, ids } = await renderPane({
      session: { status: 'closed' },
      messages: [{ content: 'Card ending 4242' }],
    });
    const remove = page.getByRole('button', { name: 'Delete conversation' });
    await expect.element(remove).toBeVisible();
    await expect.element(closeButton()).not.toBeInTheDocument();

    await remove.click();
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toHaveFocus();
    await cancel.click();
    await expect.element(remove).toHaveFocus();
    expect(memory.sessions()).toHaveLength(1);

    await remove.click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect.element(page.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible();
    expect(memory.sessions()).toEqual([]);
    expect(memory.messages(ids[0] ?? '')).toEqual([]);
  });

  it('an open conversation offers Close Discussion, not delete', async () => {
    await renderPane({ messages: [{ content: 'Still open' }] });
    await expect.element(closeButton()).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Delete conversation' }))
      .not.toBeInTheDocument();
  });

  it('Close Discussion, then Close, closes it and moves on to the next open conversation', async () => {
    const { memory, ids } = await renderPane(
      { messages: [{ content: 'First visitor' }] },
      { messages: [{ content: 'Second visitor' }] },
    );
    await expect.element(items().filter({ hasText: 'First visitor' })).toBeVisible();
    await expect.element(closeButton()).toBeEnabled();

    await closeButton().click();
    await page.getByRole('group').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(items().filter({ hasText: 'Second visitor' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: `Conversation ${shortSessionId(ids[1] ?? '')}` }))
      .toBeVisible();
    expect(memory.sessions().find((s) => s.id === ids[0])?.status).toBe('closed');
  });

  it('closing the last open conversation leaves no input, and says to select one', async () => {
    const { memory, ids } = await renderPane({ messages: [{ content: 'Only visitor' }] });
    await expect.element(closeButton()).toBeEnabled();

    await closeButton().click();
    await page.getByRole('group').getByRole('button', { name: 'Close', exact: true }).click();
    await expect.element(page.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible();
    expect(input().elements()).toHaveLength(0);
    expect(closeButton().elements()).toHaveLength(0);
    expect(memory.sessions().find((s) => s.id === ids[0])?.status).toBe('closed');
  });

  it('given a closed conversation opened by its link, says "This discussion is closed." and offers no input', async () => {
    await renderPane({ session: { status: 'closed' }, messages: [{ content: 'Old question' }] });
    await expect.element(page.getByRole('status')).toHaveTextContent('This discussion is closed.');
    await expect.element(items().filter({ hasText: 'Old question' })).toBeVisible();
    expect(input().elements()).toHaveLength(0);
    expect(closeButton().elements()).toHaveLength(0);
  });

  it('Back to conversations leaves the conversation', async () => {
    await renderPane({ messages: [{ content: 'Hello' }] });
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect.element(page.getByText(CHAT_TEXTS.noConversationSelected)).toBeVisible();
    expect(messageLog().elements()).toHaveLength(0);
  });
});
