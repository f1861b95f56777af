import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type AwayReply,
  type AwayReplyDependencies,
  DEFAULT_SETTINGS,
  PROFILE_OPENING_HOURS,
  replyWhenAway,
  settingsFrom,
} from './away-reply.js';
import type { ChatSettings } from '@detailing/core/domain';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SESSION = '3f9c2a7e-1b2c-4d5e-8f90-123456789abc';
/** A Monday at noon in London (GMT), and 21:00 the same day. */
const MONDAY_NOON = Date.UTC(2026, 0, 12, 12, 0);
const MONDAY_NINE_PM = Date.UTC(2026, 0, 12, 21, 0);
const at = (ms: number) => ({ toMillis: () => ms });

const SETTINGS: ChatSettings = { ...DEFAULT_SETTINGS, awayMessage: 'Out on a job, back soon.' };

/** The dependencies in memory: stored settings, and the replies written per session. */
function fakes(settings: ChatSettings | null, { closed = false } = {}) {
  const written = new Map<string, AwayReply>();
  const deps: AwayReplyDependencies = {
    readSettings: async () => settings,
    async writeReply(sessionId, reply) {
      if (written.has(sessionId)) return 'exists';
      if (closed) return 'closed';
      written.set(sessionId, reply);
      return 'written';
    },
  };
  return { deps, written };
}

const visitorMessage = (createdAt: number, seq = 0) => ({
  sessionId: SESSION,
  messageId: `m-${createdAt}-${seq}`,
  data: { sender: 'user', content: 'Hello?', createdAt: at(createdAt), seq },
});

describe('replyWhenAway', () => {
  it('replies with the away message to a visitor message received outside the hours', async () => {
    const { deps, written } = fakes(SETTINGS);
    await expect(replyWhenAway(visitorMessage(MONDAY_NINE_PM, 3), deps)).resolves.toEqual({
      status: 'replied',
    });
    expect(written.get(SESSION)).toEqual({ content: 'Out on a job, back soon.', seq: 4 });
  });

  it('replies to a message of photos alone, as to words', async () => {
    const { deps, written } = fakes(SETTINGS);
    const photos = { ...visitorMessage(MONDAY_NINE_PM) };
    const data = {
      ...photos.data,
      content: '',
      photos: [{ id: 'photo-0001', width: 9, height: 9 }],
    };
    await expect(replyWhenAway({ ...photos, data }, deps)).resolves.toEqual({ status: 'replied' });
    expect(written.size).toBe(1);
  });

  it('replies inside the hours when staff switched away on, and not otherwise', async () => {
    const open = fakes(SETTINGS);
    await expect(replyWhenAway(visitorMessage(MONDAY_NOON), open.deps)).resolves.toEqual({
      status: 'skipped',
      reason: 'open',
    });
    expect(open.written.size).toBe(0);
    const away = fakes({ ...SETTINGS, away: true });
    await expect(replyWhenAway(visitorMessage(MONDAY_NOON), away.deps)).resolves.toEqual({
      status: 'replied',
    });
  });

  it('replies once per conversation: a second message or a retry writes nothing more', async () => {
    const { deps, written } = fakes(SETTINGS);
    const first = visitorMessage(MONDAY_NINE_PM, 0);
    await replyWhenAway(first, deps);
    await expect(replyWhenAway(first, deps)).resolves.toEqual({
      status: 'skipped',
      reason: 'already-replied',
    });
    await expect(replyWhenAway(visitorMessage(MONDAY_NINE_PM + 60_000, 2), deps)).resolves.toEqual({
      status: 'skipped',
      reason: 'already-replied',
    });
    expect(written.get(SESSION)?.seq).toBe(1);
  });

  it('decides by when the message was saved, not when the trigger runs', async () => {
    // Saved at noon (open), handled whenever: no reply, on every retry alike.
    const { deps } = fakes(SETTINGS);
    await expect(replyWhenAway(visitorMessage(MONDAY_NOON), deps)).resolves.toMatchObject({
      reason: 'open',
    });
  });

  it("ignores staff's messages (its own reply included) and closed conversations", async () => {
    const { deps } = fakes({ ...SETTINGS, away: true });
    const staff = {
      sessionId: SESSION,
      messageId: 'automatic-away-reply',
      data: { sender: 'admin', content: 'x', createdAt: at(MONDAY_NOON), seq: 1 },
    };
    await expect(replyWhenAway(staff, deps)).resolves.toEqual({
      status: 'skipped',
      reason: 'not-a-visitor-message',
    });
    const closed = fakes({ ...SETTINGS, away: true }, { closed: true });
    await expect(replyWhenAway(visitorMessage(MONDAY_NOON), closed.deps)).resolves.toEqual({
      status: 'skipped',
      reason: 'closed',
    });
  });

  it("uses the business profile's hours and the default message while nothing is saved", async () => {
    const { deps, written } = fakes(null);
    await replyWhenAway(visitorMessage(MONDAY_NINE_PM), deps);
    expect(written.get(SESSION)?.content).toBe(DEFAULT_SETTINGS.awayMessage);
    const saturdayAfternoon = Date.UTC(2026, 0, 17, 15, 0);
    await expect(
      replyWhenAway(
        { ...visitorMessage(saturdayAfternoon), sessionId: 'another-session' },
        fakes(null).deps,
      ),
    ).resolves.toMatchObject({ reason: 'open' });
  });
});

describe('settingsFrom', () => {
  it('reads a stored document and refuses a malformed one', () => {
    expect(settingsFrom({ ...SETTINGS })).toEqual(SETTINGS);
    expect(settingsFrom({ ...SETTINGS, away: 'yes' })).toBeNull();
    expect(
      settingsFrom({
        ...SETTINGS,
        hours: { ...SETTINGS.hours, mon: { open: '18:00', close: '08:00' } },
      }),
    ).toBeNull();
    expect(settingsFrom(undefined)).toBeNull();
  });
});

describe('one source of truth with the workspace packages', () => {
  it("PROFILE_OPENING_HOURS are the business profile's opening hours", async () => {
    const url = pathToFileURL(path.join(ROOT, 'packages/ui/src/business.js')).href;
    const profile: unknown = await import(url);
    const business: unknown =
      typeof profile === 'object' && profile !== null && 'business' in profile
        ? profile.business
        : undefined;
    const hours: unknown =
      typeof business === 'object' && business !== null && 'openingHours' in business
        ? business.openingHours
        : undefined;
    expect(hours).toEqual(PROFILE_OPENING_HOURS);
  });
});
