import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CannedRepliesListener, StaffChatBackend } from '../../chat/backend';
import type { ErrorListener } from '../../shared/backend';
import type { CannedReply } from '../../chat/domain/canned-replies';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import { MAX_MESSAGE_LENGTH } from '../../chat/domain/validation';
import { waitForValue, waitForWatchError } from './watch-helpers';

/** What the canned replies' contract needs: two members of staff and a signed-in non-staff. */
export interface CannedContractBackends {
  readonly staff: StaffChatBackend;
  readonly otherStaff: StaffChatBackend;
  /** Signed in, without the staff claim (a visitor's account, or staff whose claim was removed). */
  readonly notStaff: StaffChatBackend;
  dispose(): Promise<void>;
}

async function expectRefused(promise: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  expect(isChatBackendError(error) ? error.code : error).toBe(code);
}

const summary = (replies: readonly CannedReply[]) => replies.map((r) => [r.title, r.text]);

/**
 * The canned replies' part of the port (watchCannedReplies, saveCannedReply,
 * deleteCannedReply), run against the memory adapter and the Firestore adapter on the emulator.
 */
export function describeCannedRepliesContract(
  name: string,
  makeBackends: () => Promise<CannedContractBackends>,
): void {
  describe(`Canned replies contract: ${name}`, () => {
    let b: CannedContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    const repliesOf =
      (backend: StaffChatBackend) => (onChange: CannedRepliesListener, onError: ErrorListener) =>
        backend.watchCannedReplies(onChange, onError);

    it('starts empty, then lists added replies sorted by title, live for other staff', async () => {
      await waitForValue(repliesOf(b.otherStaff), (r) => r.length === 0);
      const seen = waitForValue(repliesOf(b.otherStaff), (r) => r.length === 2);
      const before = Date.now();
      await b.staff.saveCannedReply({ id: createChatId(), title: 'Prices', text: 'From £75.' });
      await b.staff.saveCannedReply({ id: createChatId(), title: 'Hours', text: 'Mon-Fri.' });
      const replies = await seen;
      expect(summary(replies)).toEqual([
        ['Hours', 'Mon-Fri.'],
        ['Prices', 'From £75.'],
      ]);
      for (const reply of replies) {
        expect(reply.updatedAt).toBeGreaterThan(before - 60_000);
        expect(reply.updatedAt).toBeLessThan(Date.now() + 60_000);
      }
    });

    it('an edit replaces the reply with the same id, without a duplicate', async () => {
      const id = createChatId();
      await b.staff.saveCannedReply({ id, title: 'Prices', text: 'From £75.' });
      await waitForValue(repliesOf(b.staff), (r) => r.length === 1);
      await b.otherStaff.saveCannedReply({ id, title: 'Prices 2026', text: 'From £80.' });
      const replies = await waitForValue(repliesOf(b.staff), (r) => r[0]?.title === 'Prices 2026');
      expect(replies.map((r) => [r.id, r.title, r.text])).toEqual([
        [id, 'Prices 2026', 'From £80.'],
      ]);
    });

    it('deletes a reply for everyone; deleting it again resolves', async () => {
      const keep = createChatId();
      const drop = createChatId();
      await b.staff.saveCannedReply({ id: keep, title: 'Keep', text: 'Kept.' });
      await b.staff.saveCannedReply({ id: drop, title: 'Drop', text: 'Dropped.' });
      await waitForValue(repliesOf(b.otherStaff), (r) => r.length === 2);
      await b.staff.deleteCannedReply(drop);
      const replies = await waitForValue(repliesOf(b.otherStaff), (r) => r.length === 1);
      expect(replies.map((r) => r.id)).toEqual([keep]);
      await b.staff.deleteCannedReply(drop);
    });

    it('refuses drafts the validation would not pass, and keeps nothing of them', async () => {
      const id = createChatId();
      const bad = [
        { id, title: '', text: 'Text' },
        { id, title: ' Untrimmed', text: 'Text' },
        { id, title: 'x'.repeat(81), text: 'Text' },
        { id, title: 'Two\nlines', text: 'Text' },
        { id, title: 'Title', text: '' },
        { id, title: 'Title', text: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) },
        { id, title: 'Title', text: 'Bell\u0007' },
        { id: 'bad id!', title: 'Title', text: 'Text' },
      ];
      for (const draft of bad)
        await expectRefused(b.staff.saveCannedReply(draft), 'invalid-argument');
      await expectRefused(b.staff.deleteCannedReply('bad id!'), 'invalid-argument');
      await b.staff.saveCannedReply({ id, title: 'x'.repeat(80), text: 'y'.repeat(2000) });
      const replies = await waitForValue(repliesOf(b.staff), (r) => r.length === 1);
      expect(replies[0]?.text).toHaveLength(MAX_MESSAGE_LENGTH);
    });

    it('keeps everyone without the staff claim out: no reading, writing or deleting', async () => {
      const id = createChatId();
      await b.staff.saveCannedReply({ id, title: 'Prices', text: 'From £75.' });
      const error = await waitForWatchError(repliesOf(b.notStaff));
      expect(error.code).toBe('permission-denied');
      await expectRefused(
        b.notStaff.saveCannedReply({ id, title: 'Prices', text: 'Free!' }),
        'permission-denied',
      );
      await expectRefused(b.notStaff.deleteCannedReply(id), 'permission-denied');
      const replies = await waitForValue(repliesOf(b.staff), (r) => r.length === 1);
      expect(summary(replies)).toEqual([['Prices', 'From £75.']]);
    });
  });
}
