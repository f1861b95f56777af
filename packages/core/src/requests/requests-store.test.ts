import { describe, expect, it } from 'vitest';
import type { LeadRequest } from './domain/requests';
import { createMemoryChat } from '../testing/memory/memory-chat';
import { until } from '../testing/store-helpers';
import { createRequestsStore, REQUESTS_STORE_TEXTS } from './requests-store';

const request = (n: number, status: LeadRequest['status'] = 'new'): LeadRequest => ({
  id: `r-${String(n).padStart(3, '0')}`,
  source: 'callback',
  name: `Visitor ${n}`,
  phone: `07700 900${String(n).padStart(3, '0')}`,
  status,
  createdAt: 1_000_000 + n,
});

describe('createRequestsStore', () => {
  it('lists the filter’s requests newest first, 50 at a time, and counts the new ones', async () => {
    const memory = createMemoryChat();
    for (let n = 1; n <= 60; n++) memory.seedRequest(request(n, n % 3 === 0 ? 'booked' : 'new'));
    const store = createRequestsStore(memory.staff(), { filter: 'all' });
    let state = await until(store, (s) => s.status === 'ready' && s.newCount > 0);
    expect(state.requests).toHaveLength(50);
    expect(state.requests[0]?.id).toBe('r-060');
    expect(state.hasMore).toBe(true);
    expect(state.newCount).toBe(40);
    state.showMore();
    state = await until(store, (s) => s.requests.length === 60);
    expect(state.hasMore).toBe(false);
    // "Open": new, contacted and quoted; not booked.
    state.setFilter('open');
    state = await until(store, (s) => s.status === 'ready' && s.requests.length === 40);
    expect(state.requests.every((r) => r.status === 'new')).toBe(true);
    store.getState().dispose();
  });

  it('changes status and notes live; leaves the New filter once contacted', async () => {
    const memory = createMemoryChat();
    memory.seedRequest(request(1));
    const store = createRequestsStore(memory.staff(), { filter: 'new' });
    await until(store, (s) => s.requests.length === 1 && s.newCount === 1);
    expect(
      await store.getState().update('r-001', { status: 'contacted', notes: 'Rang back' }),
    ).toEqual({ ok: true });
    const state = await until(store, (s) => s.requests.length === 0 && s.newCount === 0);
    expect(state.newCount).toBe(0);
    expect(memory.requests()[0]).toMatchObject({ status: 'contacted', notes: 'Rang back' });
    store.getState().dispose();
  });

  it('refuses long notes without writing, and says why a write failed', async () => {
    const memory = createMemoryChat();
    memory.seedRequest(request(1));
    const store = createRequestsStore(memory.staff());
    await until(store, (s) => s.status === 'ready');
    expect(await store.getState().update('r-001', { notes: 'n'.repeat(4001) })).toEqual({
      ok: false,
      error: 'Notes can be at most 4,000 characters.',
    });
    memory.failNextWrite();
    expect(await store.getState().update('r-001', { status: 'quoted' })).toEqual({
      ok: false,
      error: REQUESTS_STORE_TEXTS.saveFailed,
    });
    expect(await store.getState().update('gone', { status: 'quoted' })).toEqual({
      ok: false,
      error: REQUESTS_STORE_TEXTS.gone,
    });
    const outsider = createRequestsStore(memory.staff({ isStaff: false }));
    await until(outsider, (s) => s.status === 'error');
    expect(await outsider.getState().update('r-001', { status: 'closed' })).toEqual({
      ok: false,
      error: REQUESTS_STORE_TEXTS.saveRefused,
    });
    expect(memory.requests()[0]?.status).toBe('new');
    store.getState().dispose();
    outsider.getState().dispose();
  });

  it('deletes a request for erasure', async () => {
    const memory = createMemoryChat();
    memory.seedRequest(request(1));
    const store = createRequestsStore(memory.staff());
    await until(store, (s) => s.requests.length === 1);
    expect(await store.getState().remove('r-001')).toBe(true);
    await until(store, (s) => s.requests.length === 0);
    expect(memory.requests()).toEqual([]);
    store.getState().dispose();
  });
});

describe('searchPeople (memory backend, as the Firestore one)', () => {
  it('finds requests and conversations, closed ones too, by name, phone digits or e-mail', async () => {
    const memory = createMemoryChat();
    memory.seedRequest({ ...request(1), name: 'Sam Carter', email: 'sam@example.com' });
    memory.seedSession({
      id: 'closedconversation01',
      visitorUid: 'v1',
      status: 'closed',
      createdAt: 1,
      updatedAt: 2,
      visitor: { name: 'Sam Carter', phone: '+44 7700 900001' },
    } as Parameters<typeof memory.seedSession>[0]);
    const staff = memory.staff();
    const byName = await staff.searchPeople('carter');
    expect(byName.requests.map((r) => r.id)).toEqual(['r-001']);
    expect(byName.sessions.map((s) => s.id)).toEqual(['closedconversation01']);
    // Typed as 07700 900001: the +44 number matches too.
    const byPhone = await staff.searchPeople('07700 900001');
    expect(byPhone.requests).toHaveLength(1);
    expect(byPhone.sessions).toHaveLength(1);
    expect((await staff.searchPeople('SAM@example')).requests).toHaveLength(1);
    expect(await staff.searchPeople('nobody')).toEqual({ requests: [], sessions: [] });
    await expect(memory.staff({ isStaff: false }).searchPeople('sam')).rejects.toThrow();
  });
});
