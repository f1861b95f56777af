import { describe, expect, it } from 'vitest';
import { ChatBackendError } from '../shared/domain/errors';
import { sendWithRecovery } from './send-recovery';
import { createSendSpacer } from './send-spacing';

/** A fake clock whose sleep advances time instantly, recording each wait. */
function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    waits,
  };
}

describe('createSendSpacer', () => {
  it('runs sends one at a time, in call order, each at least the interval after the last success', async () => {
    const clock = fakeClock();
    const spacer = createSendSpacer({ intervalMs: 500, now: clock.now, sleep: clock.sleep });
    const started: [string, number][] = [];
    const send = (name: string) =>
      spacer.run(async () => {
        started.push([name, clock.now()]);
        clock.advance(20);
      });
    await Promise.all([send('a'), send('b'), send('c')]);
    expect(started).toEqual([
      ['a', 0],
      ['b', 520],
      ['c', 1040],
    ]);
  });

  it('does not wait after a failed send, and the failure reaches its caller only', async () => {
    const clock = fakeClock();
    const spacer = createSendSpacer({ intervalMs: 500, now: clock.now, sleep: clock.sleep });
    const failed = spacer.run(async () => {
      throw new Error('refused');
    });
    const next = spacer.run(async () => 'sent');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('sent');
    expect(clock.waits).toEqual([]);
  });

  it('does not wait when the interval has already passed', async () => {
    const clock = fakeClock();
    const spacer = createSendSpacer({ intervalMs: 500, now: clock.now, sleep: clock.sleep });
    await spacer.run(async () => undefined);
    clock.advance(600);
    await spacer.run(async () => undefined);
    expect(clock.waits).toEqual([]);
  });
});

describe('sendWithRecovery', () => {
  const denied = () => new ChatBackendError('permission-denied', 'denied');
  const noSleep = async () => undefined;

  it('treats a refusal of an already saved message as success (a retried send)', async () => {
    let attempts = 0;
    await sendWithRecovery({
      write: async () => {
        attempts++;
        throw denied();
      },
      alreadySaved: async () => true,
      sleep: noSleep,
    });
    expect(attempts).toBe(1);
  });

  it('tries a refused write once more after the delay, when asked to', async () => {
    let attempts = 0;
    await sendWithRecovery({
      write: async () => {
        if (++attempts === 1) throw denied();
      },
      alreadySaved: async () => false,
      retryAfterMs: 550,
      sleep: noSleep,
    });
    expect(attempts).toBe(2);
  });

  it('gives up after the second refusal, and never retries other errors', async () => {
    const refused = sendWithRecovery({
      write: async () => {
        throw denied();
      },
      alreadySaved: async () => false,
      retryAfterMs: 1,
      sleep: noSleep,
    });
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
    let attempts = 0;
    const offline = sendWithRecovery({
      write: async () => {
        attempts++;
        throw new ChatBackendError('unavailable', 'offline');
      },
      alreadySaved: async () => false,
      retryAfterMs: 1,
      sleep: noSleep,
    });
    await expect(offline).rejects.toMatchObject({ code: 'unavailable' });
    expect(attempts).toBe(1);
  });
});
