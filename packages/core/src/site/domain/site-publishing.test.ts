import { describe, expect, it } from 'vitest';
import {
  publishVerdict,
  PublishRefusedError,
  refusalOf,
  SITE_PUBLISH_LIMITS,
  type SitePublishing,
} from './site-publishing';

const HOUR = 60 * 60_000;
const now = Date.UTC(2026, 10, 27, 14, 3);
const state = (change: Partial<SitePublishing> = {}): SitePublishing => ({
  current: 'p-1',
  requestedAt: now - 5 * 60_000,
  windowStart: now - 20 * 60_000,
  count: 2,
  ...change,
});

describe('the publish limits: one request at a time, six in an hour', () => {
  it('starts a window with the first request ever', () => {
    expect(publishVerdict(null, null, now)).toEqual({ window: 'new' });
  });

  it('refuses while the current request is under way, of any kind, until it stalls', () => {
    for (const status of [
      'requested',
      'dispatched',
      'checking',
      'building',
      'deploying',
    ] as const) {
      expect(publishVerdict(state(), { kind: 'preview', status }, now)).toEqual({
        refusal: { reason: 'under-way', kind: 'preview' },
      });
    }
    // 30 minutes on, its run died: the next may start.
    const stalled = state({ requestedAt: now - SITE_PUBLISH_LIMITS.stalledMs });
    expect(publishVerdict(stalled, { kind: 'publish', status: 'building' }, now)).toEqual({
      window: 'same',
    });
  });

  it('counts on in the window once the current request has ended, however it ended', () => {
    for (const status of ['live', 'ready', 'failed', 'skipped'] as const) {
      expect(publishVerdict(state(), { kind: 'publish', status }, now)).toEqual({
        window: 'same',
      });
    }
    // A window with room is carried on, even a day old: the rules take it at any time.
    expect(publishVerdict(state({ windowStart: now - 24 * HOUR, count: 5 }), null, now)).toEqual({
      window: 'same',
    });
  });

  it('refuses the seventh in the hour until the hour is over, then starts a new window', () => {
    const full = state({ count: SITE_PUBLISH_LIMITS.perWindow });
    const until = full.windowStart + HOUR;
    expect(publishVerdict(full, { kind: 'restore', status: 'live' }, now)).toEqual({
      refusal: { reason: 'too-soon', until },
    });
    expect(publishVerdict(full, { kind: 'restore', status: 'live' }, until)).toEqual({
      window: 'new',
    });
  });

  it('says why the server refused from what is stored, whatever this device’s clock says', () => {
    expect(refusalOf(state(), { kind: 'restore', status: 'dispatched' })).toEqual({
      reason: 'under-way',
      kind: 'restore',
    });
    const full = state({ count: 6, windowStart: now - 2 * HOUR });
    expect(refusalOf(full, { kind: 'publish', status: 'live' })).toEqual({
      reason: 'too-soon',
      until: now - HOUR,
    });
    expect(refusalOf(state(), { kind: 'publish', status: 'live' })).toBeNull();
    expect(refusalOf(null, null)).toBeNull();
    expect(new PublishRefusedError({ reason: 'under-way', kind: 'publish' }).message).toBe(
      'A publish is already under way.',
    );
  });
});
