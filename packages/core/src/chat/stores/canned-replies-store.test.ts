import { describe, expect, it } from 'vitest';
import { createMemoryChat } from '../../testing/memory/memory-chat';
import { CANNED_REPLY_TEXTS, createCannedRepliesStore } from './canned-replies-store';
import { settle, until } from '../../testing/store-helpers';

describe('createCannedRepliesStore', () => {
  it('lists the replies live, sorted by title, once loaded', async () => {
    const memory = createMemoryChat();
    const store = createCannedRepliesStore(memory.staff());
    expect(store.getState().status).toBe('loading');
    await until(store, (s) => s.status === 'ready');
    const other = memory.staff();
    await other.saveCannedReply({ id: 'reply-b-0001', title: 'Prices', text: 'From £75.' });
    await other.saveCannedReply({ id: 'reply-a-0001', title: 'hours', text: 'Mon-Fri.' });
    const state = await until(store, (s) => s.replies.length === 2);
    expect(state.replies.map((r) => r.title)).toEqual(['hours', 'Prices']);
    store.getState().dispose();
  });

  it('saves a new reply trimmed under a new id, and an edit under its own', async () => {
    const memory = createMemoryChat();
    const store = createCannedRepliesStore(memory.staff(), { createId: () => 'new-reply-0001' });
    const added = await store.getState().save({ title: ' Prices ', text: ' From £75. ' });
    expect(added).toEqual({ ok: true, id: 'new-reply-0001' });
    await store.getState().save({ id: 'new-reply-0001', title: 'Prices', text: 'From £80.' });
    const state = await until(store, (s) => s.replies[0]?.text === 'From £80.');
    expect(state.replies.map((r) => [r.id, r.title, r.text])).toEqual([
      ['new-reply-0001', 'Prices', 'From £80.'],
    ]);
    store.getState().dispose();
  });

  it('refuses what the validation refuses, without writing; says why a write failed', async () => {
    const memory = createMemoryChat();
    const store = createCannedRepliesStore(memory.staff());
    await until(store, (s) => s.status === 'ready');
    expect(await store.getState().save({ title: '', text: 'x' })).toEqual({
      ok: false,
      problems: { title: 'Give the reply a title.' },
    });
    memory.failNextWrite('unavailable');
    expect(await store.getState().save({ title: 'A', text: 'B' })).toEqual({
      ok: false,
      problems: {},
      error: CANNED_REPLY_TEXTS.saveFailed,
    });
    const refused = createCannedRepliesStore(memory.staff({ isStaff: false }));
    expect(await refused.getState().save({ title: 'A', text: 'B' })).toMatchObject({
      error: CANNED_REPLY_TEXTS.saveRefused,
    });
    expect(await refused.getState().remove('reply-a-0001')).toBe(false);
    await settle();
    expect(store.getState().replies).toEqual([]);
    store.getState().dispose();
    refused.getState().dispose();
  });

  it('reports a failed load, and loads again on retry', async () => {
    const memory = createMemoryChat();
    memory.failNextWatch('unavailable');
    const store = createCannedRepliesStore(memory.staff());
    await until(store, (s) => s.status === 'error');
    store.getState().retry();
    await until(store, (s) => s.status === 'ready');
    store.getState().dispose();
  });
});
