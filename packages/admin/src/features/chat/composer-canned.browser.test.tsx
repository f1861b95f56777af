import {
  createCannedRepliesStore,
  createChatId,
  createStaffChatStore,
  type StaffChatStore,
} from '@detailing/core';
import { buildConversation, createMemoryChat } from '@detailing/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CannedRepliesProvider } from '../../lib/canned-replies';
import { CannedReplyInput } from './canned-reply-input';
import { ConversationPane } from './conversation-pane';

const textbox = () => page.getByRole('textbox', { name: 'Message' });
const combobox = () => page.getByRole('combobox', { name: 'Message' });
const list = () => page.getByRole('listbox', { name: 'Canned replies' });
const options = () => list().getByRole('option');
const log = () => page.getByRole('log', { name: 'Messages' });

const REPLIES = [
  { title: 'Prices: Paint Correction', text: 'Paint Correction is from £200 and takes 1-5 days.' },
  { title: 'Opening hours', text: 'We are open Monday to Friday, 08:00 to 18:00.' },
  { title: 'Prices: Ceramic Coating', text: 'Ceramic Coating is POA and takes 1-3 days.' },
];

const stores: StaffChatStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.getState().dispose();
});

/** The conversation pane of one open conversation, with these canned replies saved. */
async function renderWithReplies(replies: readonly { title: string; text: string }[] = REPLIES) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0 });
  const staff = memory.staff();
  for (const reply of replies) await staff.saveCannedReply({ id: createChatId(), ...reply });
  const { session, messages } = buildConversation({}, [
    { content: 'How much is paint correction?', sender: 'user' },
  ]);
  memory.seedSession(session, messages);
  const store = createStaffChatStore(staff, { initialSessionId: session.id });
  stores.push(store);
  await render(
    <CannedRepliesProvider backend={staff}>
      <ConversationPane store={store} />
    </CannedRepliesProvider>,
  );
  await expect.element(log().getByText('How much is paint correction?')).toBeVisible();
  return { memory, sessionId: session.id };
}

/** Types into the composer from the start, as a person would. */
async function typeFromStart(text: string) {
  await textbox().click();
  await userEvent.keyboard(text);
}

describe('Composer: canned replies', () => {
  it('given "/" at the start, lists every reply by title in a combobox; other text is a textbox', async () => {
    await renderWithReplies();
    await typeFromStart('Hi');
    await expect.element(textbox()).toBeVisible();
    expect(page.getByRole('combobox').elements()).toHaveLength(0);
    await userEvent.clear(textbox());
    await userEvent.keyboard('/');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(list()).toBeVisible();
    expect(
      options()
        .elements()
        .map((o) => o.querySelector('span')?.textContent),
    ).toEqual(['Opening hours', 'Prices: Ceramic Coating', 'Prices: Paint Correction']);
    await expect.element(options().first()).toHaveAttribute('aria-selected', 'true');
    // Above the input: the on-screen keyboard of a phone takes the space below it.
    const listBox = list().element().getBoundingClientRect();
    const inputBox = combobox().element().getBoundingClientRect();
    expect(listBox.bottom).toBeLessThanOrEqual(inputBox.top);
  });

  it('filters by what follows the slash; arrows move; Enter inserts the text and does not send it', async () => {
    const { memory, sessionId } = await renderWithReplies();
    await typeFromStart('/prices');
    await expect.poll(() => options().elements().length).toBe(2);
    await userEvent.keyboard('{ArrowDown}');
    const second = options().nth(1);
    await expect.element(second).toHaveAttribute('aria-selected', 'true');
    await expect.element(combobox()).toHaveAttribute('aria-activedescendant', second.element().id);
    await userEvent.keyboard('{Enter}');
    await expect.element(textbox()).toHaveValue(REPLIES[0]?.text ?? '');
    await expect.element(list()).not.toBeInTheDocument();
    expect(memory.messages(sessionId).map((m) => m.content)).toEqual([
      'How much is paint correction?',
    ]);
    // Edited, then sent with Enter as any message.
    await userEvent.keyboard(' See you soon!');
    await userEvent.keyboard('{Enter}');
    const sent = `${REPLIES[0]?.text} See you soon!`;
    await expect.element(log().getByText(sent)).toBeVisible();
    await expect.poll(() => memory.messages(sessionId).map((m) => m.content)).toContain(sent);
  });

  it('finds a reply by a word of its text ("/area"), and Enter inserts the first match', async () => {
    const coverage = {
      title: 'Where We Cover',
      text: 'From our base in Christchurch, we serve Dorset and West Hampshire. The area we cover includes Poole.',
    };
    const ppf = { title: 'PPF', text: 'Film over the areas stones hit.' };
    await renderWithReplies([...REPLIES, ppf, coverage]);
    await typeFromStart('/area');
    await expect.poll(() => options().elements().length).toBe(2);
    await expect.element(options().first()).toHaveTextContent(/^Where We Cover/);
    await expect.element(options().first()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(textbox()).toHaveValue(coverage.text);
  });

  it('Escape closes the list and keeps the text; typing opens it again', async () => {
    await renderWithReplies();
    await typeFromStart('/open');
    await expect.element(options().first()).toHaveTextContent(/Opening hours/);
    await userEvent.keyboard('{Escape}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(list().elements()).toHaveLength(0);
    await expect.element(combobox()).toHaveValue('/open');
    await userEvent.keyboard('i');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(options().first()).toHaveTextContent(/Opening hours/);
  });

  it('a click (or tap) on a reply inserts it for editing', async () => {
    const { memory, sessionId } = await renderWithReplies();
    await typeFromStart('/');
    await options().filter({ hasText: 'Prices: Ceramic Coating' }).click();
    await expect.element(textbox()).toHaveValue(REPLIES[2]?.text ?? '');
    await expect.element(textbox()).toHaveFocus();
    expect(memory.messages(sessionId)).toHaveLength(1);
  });

  it('says when nothing matches, and Enter then sends nothing', async () => {
    const { memory, sessionId } = await renderWithReplies();
    await typeFromStart('/valeting');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'No canned reply matches' }))
      .toHaveTextContent('No canned reply matches “valeting”.');
    await userEvent.keyboard('{Enter}');
    await expect.element(combobox()).toHaveValue('/valeting');
    expect(memory.messages(sessionId)).toHaveLength(1);
  });

  it('given no canned replies yet, says where staff add them', async () => {
    await renderWithReplies([]);
    await typeFromStart('/');
    await expect
      .element(page.getByText('No canned replies yet. Staff add them in Settings.'))
      .toBeVisible();
    expect(list().elements()).toHaveLength(0);
  });

  it('taking over from the plain textarea mid-typing, keeps the focus and the caret where it was', async () => {
    // The combobox's chunk can arrive while staff type: a new textarea replaces the plain one.
    // Its caret must not jump to the start, or the next letters land before the text.
    const replies = createCannedRepliesStore(createMemoryChat().staff());
    await render(
      <>
        <label id="reply-label" htmlFor="reply">
          Message
        </label>
        <CannedReplyInput
          id="reply"
          value="/paint"
          onChange={() => undefined}
          onKeyDown={() => undefined}
          replies={replies}
          labelId="reply-label"
          onChoose={() => undefined}
          restoreSelection={{ current: [4, 4] }}
        />
      </>,
    );
    const field = combobox().element() as HTMLTextAreaElement;
    await expect.element(combobox()).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 4]);
    replies.getState().dispose();
  });
});
