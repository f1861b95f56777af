import { REPLY_MAIL_ASK_TEXTS, TRANSCRIPT_TEXTS } from './reply-mail/texts';
import { CHAT_TEXTS, CONTINUE_TEXTS, REPLY_MAIL_TEXTS } from '@detailing/core';
import { alwaysOpenSettings, buildConversation } from '@detailing/core/testing';
import { testJpeg } from '@detailing/core/testing/photo-files';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BUSINESS, cleanUp, renderPanel } from '../testing/render-panel';

// The reply by e-mail in the panel (CHAT-PRODUCT.md 7): the card that asks for an address,
// "Email me this chat", and the "Continue the chat" link.

const card = () => page.getByRole('form', { name: REPLY_MAIL_ASK_TEXTS.question });
const emailInput = () => page.getByRole('textbox', { name: REPLY_MAIL_ASK_TEXTS.emailLabel });
const conversation = () => page.getByRole('log', { name: `Conversation with ${BUSINESS}` });
const composer = () => page.getByRole('textbox', { name: 'Message' });

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', window.location.pathname);
});

/** The panel with the visitor's first message sent. */
async function afterFirstMessage(options: Parameters<typeof renderPanel>[0] = {}) {
  const panel = await renderPanel({ memory: { minDetailsIntervalMs: 0 }, ...options });
  await composer().fill('Do you do ceramic coatings?');
  await userEvent.keyboard('{Enter}');
  await expect.element(conversation()).toHaveTextContent('Do you do ceramic coatings?');
  return panel;
}

describe('the card asking for an address', () => {
  it('appears under the messages after the first message, refuses a bad address, and takes a good one', async () => {
    const panel = await renderPanel({ memory: { minDetailsIntervalMs: 0 } });
    expect(card().elements()).toHaveLength(0);
    await composer().fill('Do you do ceramic coatings?');
    await userEvent.keyboard('{Enter}');
    await expect.element(card()).toBeVisible();
    await expect.element(card().getByText(REPLY_MAIL_ASK_TEXTS.question)).toBeVisible();
    // Part of the conversation, after the question: it scrolls with it.
    expect(conversation().element().contains(card().element())).toBe(true);
    await expect.element(emailInput()).toHaveAttribute('type', 'email');

    await emailInput().fill('sam@example');
    await page.getByRole('button', { name: REPLY_MAIL_ASK_TEXTS.notify }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(REPLY_MAIL_ASK_TEXTS.invalid);
    await expect.element(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(emailInput()).toHaveValue('sam@example');

    await emailInput().fill(' sam@example.com ');
    await page.getByRole('button', { name: REPLY_MAIL_ASK_TEXTS.notify }).click();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'sam@example.com' }))
      .toHaveTextContent(REPLY_MAIL_ASK_TEXTS.given('sam@example.com'));
    // The address is the visitor's (identify), with consent stamped by the details write.
    await expect.poll(() => panel.stored()?.visitor?.email).toBe('sam@example.com');
  });

  it('is not shown again after "No thanks", nor when the page identified the visitor by e-mail', async () => {
    const panel = await afterFirstMessage();
    await page.getByRole('button', { name: REPLY_MAIL_ASK_TEXTS.noThanks }).click();
    await expect.element(card()).not.toBeInTheDocument();
    // Closed and opened again: still not asked.
    await panel.setOpen(false);
    await panel.setOpen(true);
    await expect.element(conversation()).toHaveTextContent('Do you do ceramic coatings?');
    expect(card().elements()).toHaveLength(0);

    cleanUp();
    localStorage.clear();
    const other = await renderPanel({ memory: { minDetailsIntervalMs: 0 } });
    other.services.chat.getState().identify({ email: 'pat@example.com' });
    await composer().fill('Hello');
    await userEvent.keyboard('{Enter}');
    await expect.element(conversation()).toHaveTextContent('Hello');
    expect(card().elements()).toHaveLength(0);
  });
});

describe('the conversation keeps its room', () => {
  it('at 320x450 (the desktop panel), the log keeps 200 px with the card, away, offline or photos attached', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    await page.viewport(1280, 800);
    try {
      const away = { ...alwaysOpenSettings({ awayMessage: 'We are out on a job.' }), away: true };
      const panel = await afterFirstMessage({ settings: away });
      await expect.element(card()).toBeVisible();
      const frame = conversation().element().closest('.panel');
      // 450 px, to the subpixel (the panel's opening glide can leave a fraction).
      expect(Math.round(frame?.getBoundingClientRect().height ?? 0)).toBe(450);
      const logHeight = () => conversation().element().getBoundingClientRect().height;
      expect(logHeight()).toBeGreaterThanOrEqual(200);
      expect(panel.sessionId()).not.toBeNull();
      // Offline, in opening hours: the notice under the header instead of the away bar.
      cleanUp();
      await afterFirstMessage();
      await expect.element(card()).toBeVisible();
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => false,
      });
      window.dispatchEvent(new Event('offline'));
      await expect.element(page.getByText('You’re offline.', { exact: false })).toBeVisible();
      expect(logHeight()).toBeGreaterThanOrEqual(200);
      // Back online, with photos waiting in the composer: their thumbnails take the composer's
      // room, not the conversation's below 200 px.
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
      window.dispatchEvent(new Event('online'));
      await page.getByRole('button', { name: 'Attach photo' }).click();
      const picker = conversation()
        .element()
        .closest('.panel')
        ?.querySelector<HTMLInputElement>('input[type="file"]');
      const transfer = new DataTransfer();
      for (const size of [800, 600]) {
        transfer.items.add(await testJpeg({ width: size, height: 600, orientation: 1 }));
      }
      if (!picker) throw new Error('No file input in the composer');
      picker.files = transfer.files;
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      await expect
        .element(page.getByRole('list', { name: 'Attached photos' }).getByRole('listitem').nth(1))
        .toBeVisible();
      expect(logHeight()).toBeGreaterThanOrEqual(200);
    } finally {
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
      window.dispatchEvent(new Event('online'));
      await page.viewport(414, 896);
    }
  });
});

describe('"Email me this chat"', () => {
  /** The visitor's conversation, closed by staff, with the address they gave if any. */
  async function closedWith(email?: string, { stopped = false } = {}) {
    const panel = await renderPanel({
      seed: { status: 'closed', messages: [{ content: 'Hello', sender: 'user' }] },
    });
    const stored = panel.stored();
    if (email && stored) {
      panel.memory.seedSession(
        { ...stored, visitor: { email }, ...(stopped ? { emailStopped: true } : {}) },
        panel.memory.messages(stored.id),
      );
    }
    await expect.element(page.getByText(CHAT_TEXTS.sessionClosedNotice)).toBeVisible();
    return panel;
  }
  const transcriptButton = () => page.getByRole('button', { name: REPLY_MAIL_TEXTS.transcript });

  it('asks for the transcript of a closed conversation with an address, and says where it went', async () => {
    const panel = await closedWith('sam@example.com');
    await transcriptButton().click();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'e-mailed' }))
      .toHaveTextContent(TRANSCRIPT_TEXTS.sent('sam@example.com'));
    expect(panel.memory.transcripts(panel.sessionId() ?? '')).toBe(1);
  });

  it('says so when it is refused or fails', async () => {
    const panel = await closedWith('sam@example.com');
    panel.memory.failNextWrite('permission-denied');
    await transcriptButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(TRANSCRIPT_TEXTS.refused);
    panel.memory.failNextWrite('unavailable');
    await transcriptButton().click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(TRANSCRIPT_TEXTS.failed);
  });

  it('is not offered without an address, nor after the visitor stopped the e-mails', async () => {
    await closedWith();
    await expect.element(page.getByRole('button', { name: CONTINUE_TEXTS.newChat })).toBeVisible();
    expect(transcriptButton().elements()).toHaveLength(0);
    cleanUp();
    await closedWith('sam@example.com', { stopped: true });
    await expect.element(page.getByRole('button', { name: CONTINUE_TEXTS.newChat })).toBeVisible();
    expect(transcriptButton().elements()).toHaveLength(0);
  });

  it('keeps "This chat has been closed." for that conversation and starts a new one on request', async () => {
    const panel = await closedWith('sam@example.com');
    const current = () => panel.services.chat.getState().sessionId;
    const closedId = current();
    expect(composer().elements()).toHaveLength(0);
    await page.getByRole('button', { name: CONTINUE_TEXTS.newChat }).click();
    await expect.element(composer()).toBeVisible();
    expect(page.getByText(CHAT_TEXTS.sessionClosedNotice).elements()).toHaveLength(0);
    await composer().fill('One more question: do you cover Ringwood?');
    await userEvent.keyboard('{Enter}');
    await expect.element(conversation()).toHaveTextContent('do you cover Ringwood?');
    await expect.poll(current).not.toBe(closedId);
    expect(panel.memory.sessions().find((session) => session.id === current())?.status).toBe(
      'open',
    );
    expect(conversation().element().textContent).not.toContain('Hello');
  });
});

describe('the "Continue the chat" link', () => {
  /** Another browser's visitor and conversation, and the page opened with its link. */
  function openedFromEmail(use: 'once' | 'used') {
    let sessionId = '';
    return renderPanel({
      open: false,
      before: (memory) => {
        const { session, messages } = buildConversation({ visitorUid: 'visitor-sam' }, [
          { content: 'Can you do Saturday?', sender: 'user' },
          { content: 'Yes, 9 am works.', sender: 'admin' },
        ]);
        memory.seedSession(session, messages);
        sessionId = session.id;
        const link = memory.emailLink('visitor-sam', session.id);
        if (use === 'used') void memory.visitor().continueWithLink(session.id, link);
        window.history.replaceState(null, '', `${new URL(link).search}&utm_source=mail`);
      },
    }).then((panel) => ({ ...panel, linkSession: sessionId }));
  }

  it('opens the panel on that conversation in this browser, and tidies the address bar', async () => {
    const panel = await openedFromEmail('once');
    expect(panel.requests.open).toHaveBeenCalledTimes(1);
    await panel.setOpen(true);
    await expect.element(conversation()).toHaveTextContent('Yes, 9 am works.');
    expect(panel.services.chat.getState().sessionId).toBe(panel.linkSession);
    expect(window.location.search).toBe('?utm_source=mail');
    // The visitor answers there.
    await composer().fill('Great, see you then.');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => panel.memory.messages(panel.linkSession).map((m) => m.content))
      .toContain('Great, see you then.');
  });

  it('offers a new link for a used one in one tap, and says it is on its way', async () => {
    const asked: unknown[] = [];
    const answers = [202, 429];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      asked.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}', { status: answers.shift() ?? 503 });
    });
    try {
      const panel = await openedFromEmail('used');
      await panel.setOpen(true);
      const newLink = page.getByRole('button', { name: CONTINUE_TEXTS.newLink });
      await newLink.click();
      await expect
        .element(page.getByRole('status').filter({ hasText: CONTINUE_TEXTS.newLinkSent }))
        .toBeVisible();
      // Sent: not offered again; a new chat still is.
      expect(newLink.elements()).toHaveLength(0);
      await expect
        .element(page.getByRole('button', { name: CONTINUE_TEXTS.newChat }))
        .toBeVisible();
      expect(asked).toEqual([
        {
          url: expect.stringMatching(/\/api\/chat-mail\/continue$/),
          body: { session: panel.linkSession, oobCode: expect.any(String), resend: true },
        },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the link was used, and offers a new chat', async () => {
    const panel = await openedFromEmail('used');
    await panel.setOpen(true);
    await expect.element(page.getByRole('alert')).toHaveTextContent(CONTINUE_TEXTS.expired);
    await page.getByRole('button', { name: CONTINUE_TEXTS.newChat }).click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(conversation().element().textContent).not.toContain('Yes, 9 am works.');
    await expect.element(composer()).toBeVisible();
    expect(window.location.search).toBe('?utm_source=mail');
  });
});
