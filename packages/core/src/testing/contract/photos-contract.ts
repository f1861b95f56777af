import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffChatBackend, VisitorChatBackend } from '../../chat/backend';
import { isChatBackendError } from '../../shared/domain/errors';
import { createChatId } from '../../shared/domain/ids';
import type { ChatMessage, ChatSession, OutgoingMessage } from '../../chat/domain/model';
import { type OutgoingPhoto, PHOTO_LIMITS } from '../../chat/domain/photos';
import type { ContractBackends } from './chat-contract';
import { testPhoto } from '../memory/builders';
import { waitForValue } from './watch-helpers';

const withPhotos = (
  sessionId: string,
  seq: number,
  photos: readonly OutgoingPhoto[],
  content = '',
): OutgoingMessage => ({ sessionId, id: createChatId(), content, seq, photos });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  return isChatBackendError(error) ? error.code : String(error);
}

/**
 * Photos in the conversation (CHAT-PRODUCT.md 6) as every adapter must keep them: sent with
 * their message in one write, named by it, read back one at a time by both sides and nobody
 * else, within the limits the rules hold, and gone with the conversation.
 */
export function describePhotosContract(
  name: string,
  makeBackends: () => Promise<ContractBackends>,
): void {
  describe(`ChatBackend contract, photos: ${name}`, () => {
    let b: ContractBackends;
    beforeEach(async () => {
      b = await makeBackends();
    });
    afterEach(async () => {
      await b.dispose();
    });

    const settledMessages = (
      backend: VisitorChatBackend | StaffChatBackend,
      sessionId: string,
      count: number,
    ) =>
      waitForValue<readonly ChatMessage[]>(
        (onChange, onError) => backend.watchMessages(sessionId, onChange, onError),
        (messages) => messages.length === count && messages.every((m) => !m.pending),
      );

    it('sends two photos with text; staff see them named in order and read each one', async () => {
      const photos = [testPhoto(1), testPhoto(2, { width: 900, height: 1600 })];
      const first = withPhotos(createChatId(), 0, photos, 'Swirls on the bonnet');
      const session = await b.visitor.startSession(first);
      expect(session.lastMessage).toMatchObject({ content: 'Swirls on the bonnet', photos: 2 });
      const [message] = await settledMessages(b.staff, session.id, 1);
      expect(message?.photos).toEqual(
        photos.map(({ id, width, height }) => ({ id, width, height })),
      );
      const read = await b.staff.readPhoto(session.id, photos[1]?.id ?? '');
      expect(read).toMatchObject({ width: 900, height: 1600, type: 'image/jpeg' });
      expect(read).toMatchObject({ sender: 'user', messageId: first.id });
      expect([...read.image]).toEqual([...(photos[1]?.image ?? [])]);
      expect([...read.thumb]).toEqual([...(photos[1]?.thumb ?? [])]);
      const own = await b.visitor.readPhoto(session.id, photos[0]?.id ?? '');
      expect(own.image[0]).toBe(1);
    });

    it('lets staff reply with a photo alone; the visitor reads it; the list counts them', async () => {
      const session = await b.visitor.startSession(withPhotos(createChatId(), 0, [], 'Hello'));
      const reply = testPhoto(3);
      await b.staff.sendMessage(withPhotos(session.id, 1, [reply]));
      const messages = await settledMessages(b.visitor, session.id, 2);
      expect(messages[1]).toMatchObject({ sender: 'admin', content: '' });
      expect((await b.visitor.readPhoto(session.id, reply.id)).sender).toBe('admin');
      const listed = await waitForValue<readonly ChatSession[]>(
        (onChange, onError) => b.staff.watchOpenSessions(500, onChange, onError),
        (sessions) => sessions.some((s) => s.id === session.id && s.photoCount === 1),
      );
      const mine = listed.find((s) => s.id === session.id);
      expect(mine?.lastMessage).toMatchObject({ content: '', photos: 1, sender: 'admin' });
    });

    it("keeps another visitor out of a conversation's photos", async () => {
      const photo = testPhoto(4);
      const session = await b.visitor.startSession(withPhotos(createChatId(), 0, [photo]));
      expect(await refusal(b.otherVisitor.readPhoto(session.id, photo.id))).toBe(
        'permission-denied',
      );
      expect(await refusal(b.visitor.readPhoto(session.id, createChatId()))).toMatch(
        /not-found|permission-denied/,
      );
    });

    it('refuses, before any write, photos that were not prepared within the limits', async () => {
      const session = await b.visitor.startSession(withPhotos(createChatId(), 0, [], 'Hi'));
      const cases: OutgoingPhoto[][] = [
        [1, 2, 3, 4, 5].map((n) => testPhoto(n)),
        [testPhoto(1, { imageBytes: PHOTO_LIMITS.imageBytes + 1 })],
        [testPhoto(1, { width: PHOTO_LIMITS.edge + 1 })],
        [{ ...testPhoto(1), type: 'image/svg+xml' as 'image/jpeg' }],
        [{ ...testPhoto(1), thumb: new Uint8Array(PHOTO_LIMITS.thumbBytes + 1) }],
      ];
      for (const photos of cases) {
        expect(await refusal(b.staff.sendMessage(withPhotos(session.id, 1, photos)))).toBe(
          'invalid-argument',
        );
      }
      const noText = { sessionId: session.id, id: createChatId(), content: '', seq: 1 };
      expect(await refusal(b.staff.sendMessage(noText))).toBe('invalid-argument');
    });

    it('holds a conversation to 20 photos', async () => {
      const session = await b.visitor.startSession(withPhotos(createChatId(), 0, [], 'Hi'));
      const four = () => [1, 2, 3, 4].map((n) => testPhoto(n, { imageBytes: 100 }));
      for (let seq = 1; seq <= 5; seq++)
        await b.staff.sendMessage(withPhotos(session.id, seq, four()));
      expect(await refusal(b.staff.sendMessage(withPhotos(session.id, 6, [testPhoto(9)])))).toBe(
        'permission-denied',
      );
    });

    it('deletes the photos with the closed conversation', async () => {
      const photo = testPhoto(5);
      const session = await b.visitor.startSession(withPhotos(createChatId(), 0, [photo], 'Hi'));
      await b.staff.closeSession(session.id);
      await b.staff.deleteSession(session.id);
      expect(await refusal(b.staff.readPhoto(session.id, photo.id))).toBe('not-found');
    });
  });
}
