// @ts-check
import { describe, expect, it } from 'vitest';
import { intervalFrom } from './local-triggers/follow-triggers.mjs';
import { loggedMessaging } from './local-triggers/stand-ins.mjs';

/** @param {Partial<Record<string, string>>} env */
const retentionIntervalFrom = (env) => intervalFrom(env, 'LOCAL_RETENTION_INTERVAL_MS', 3_600_000);

describe('intervalFrom', () => {
  it('is the default unless the variable says otherwise', () => {
    expect(retentionIntervalFrom({})).toBe(60 * 60 * 1000);
    expect(retentionIntervalFrom({ LOCAL_RETENTION_INTERVAL_MS: '5000' })).toBe(5000);
  });

  it.each(['soon', '10s', '999', '-1000'])('refuses %j, naming the variable', (value) => {
    expect(() => retentionIntervalFrom({ LOCAL_RETENTION_INTERVAL_MS: value })).toThrow(
      `LOCAL_RETENTION_INTERVAL_MS must be milliseconds >= 1000, got "${value}"`,
    );
  });
});

describe('the FCM stand-in', () => {
  it('prints one line per push with its title, body and device count, and reports success', async () => {
    /** @type {string[]} */
    const lines = [];
    const messaging = loggedMessaging((line) => lines.push(line));
    const push = (/** @type {string} */ token) => ({
      token,
      data: { title: 'New Live Chat Message', body: 'Session 1a2b3c4d: Hello' },
    });

    const response = await messaging.sendEach([push('a'), push('b')]);

    expect(lines).toEqual([
      'push (FCM stand-in) to 2 devices: "New Live Chat Message" / "Session 1a2b3c4d: Hello"',
    ]);
    expect(response).toMatchObject({ successCount: 2, failureCount: 0 });
    expect(response.responses.every((r) => r.success)).toBe(true);
  });
});
