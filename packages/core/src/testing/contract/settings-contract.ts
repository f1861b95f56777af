import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatSettings } from '../../chat/domain/business-hours';
import { isChatBackendError } from '../../shared/domain/errors';
import type { ContractBackends } from './chat-contract';
import { sleep } from '../../chat/send-spacing';
import { waitForValue } from './watch-helpers';

const SETTINGS: ChatSettings = {
  hours: {
    mon: { open: '08:00', close: '18:00' },
    tue: { open: '08:00', close: '18:00' },
    wed: { open: '08:00', close: '18:00' },
    thu: { open: '08:00', close: '18:00' },
    fri: { open: '08:00', close: '17:30' },
    sat: { open: '09:00', close: '16:00' },
    sun: null,
  },
  away: false,
  awayMessage: 'Thanks! We are out on a job and will reply soon.',
};

/**
 * `settings/chat` through the port (watchSettings for visitors and staff, saveSettings for
 * staff), against the in-memory adapter (unit) and the Firestore adapter on the emulator.
 */
export function describeSettingsContract(
  name: string,
  makeBackends: () => Promise<ContractBackends>,
): void {
  describe(`ChatBackend settings contract: ${name}`, () => {
    let b: ContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    const visitorSettings = (predicate: (s: ChatSettings | null) => boolean, what: string) =>
      waitForValue<ChatSettings | null>(
        (onChange, onError) => b.visitor.watchSettings(onChange, onError),
        predicate,
        { what },
      );

    it('reports no settings (null) until staff save some, to visitors and staff', async () => {
      await expect(visitorSettings((s) => s === null, 'no settings')).resolves.toBeNull();
      await expect(
        waitForValue<ChatSettings | null>(
          (onChange, onError) => b.staff.watchSettings(onChange, onError),
          () => true,
        ),
      ).resolves.toBeNull();
    });

    it("staff's saved settings reach a visitor's open watch live, the away switch too", async () => {
      const seen: (ChatSettings | null)[] = [];
      const stop = b.visitor.watchSettings(
        (s) => seen.push(s),
        (error) => {
          throw error;
        },
      );
      const until = async (predicate: (s: ChatSettings | null) => boolean) => {
        const deadline = Date.now() + 8000;
        while (!seen.some(predicate)) {
          if (Date.now() > deadline) throw new Error(`Not seen; got ${JSON.stringify(seen)}`);
          await sleep(20);
        }
      };
      try {
        await until((s) => s === null);
        await b.staff.saveSettings(SETTINGS);
        await until((s) => s !== null);
        expect(seen.at(-1)).toEqual(SETTINGS);
        await b.otherStaff.saveSettings({ ...SETTINGS, away: true });
        await until((s) => s?.away === true);
        expect(seen.at(-1)).toEqual({ ...SETTINGS, away: true });
      } finally {
        stop();
      }
    });

    it('refuses settings with a bad shape (invalid-argument) and keeps the stored ones', async () => {
      await b.staff.saveSettings(SETTINGS);
      const bad: ChatSettings = {
        ...SETTINGS,
        hours: { ...SETTINGS.hours, mon: { open: '18:00', close: '08:00' } },
      };
      const error: unknown = await b.staff.saveSettings(bad).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isChatBackendError(error) ? error.code : error).toBe('invalid-argument');
      const empty = { ...SETTINGS, awayMessage: '   ' };
      const error2: unknown = await b.staff.saveSettings(empty).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isChatBackendError(error2) ? error2.code : error2).toBe('invalid-argument');
      await expect(visitorSettings((s) => s !== null, 'settings')).resolves.toEqual(SETTINGS);
    });

    it('stores the away message trimmed', async () => {
      await b.staff.saveSettings({ ...SETTINGS, awayMessage: '  Back at 8.  ' });
      const stored = await visitorSettings((s) => s !== null, 'settings');
      expect(stored?.awayMessage).toBe('Back at 8.');
    });
  });
}
