import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setLogLevel, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteEditorBackend } from '../backend';
import { DraftConflictError, type SiteDraft, type SitePublish } from '../domain/site';
import { PublishRefusedError } from '../domain/site-publishing';
import { chatClient, createAccount, startEmulatorProject } from '../../testing/emulator-support';
import type { TestFirestore } from '../../testing/rules-fixtures';
import type { FirebaseChat } from '../../chat/firebase/create-firebase-chat';
import type { FirebaseChatConfig } from '../../shared/firebase/firebase-services';
import { createFirebaseSiteEditor } from './site-editor';

// Refused writes are expected here; the SDK would log each one as a warning.
setLogLevel('silent');

let env: RulesTestEnvironment;
let config: FirebaseChatConfig;
const clients: FirebaseChat[] = [];

beforeAll(async () => {
  ({ env, config } = await startEmulatorProject('site-editor'));
});

afterAll(async () => {
  await Promise.all(clients.map((chat) => chat.dispose()));
  await env?.cleanup();
});

/** A member of staff signed in on an app of their own, with the site editor on the same app. */
async function signedIn(name: string, isOwner: boolean): Promise<SiteEditorBackend> {
  const appConfig = { ...config, appName: `${config.projectId}-${name}` };
  const chat = chatClient(config, name);
  clients.push(chat);
  const { email, password } = await createAccount({ isOwner });
  const user = await chat.signInStaff(email, password);
  expect(user).toMatchObject({ isStaff: true, isOwner });
  return createFirebaseSiteEditor(appConfig);
}

const latest = <T>(watch: (listener: (value: T) => void) => () => void) => {
  const seen: T[] = [];
  const stop = watch((value) => seen.push(value));
  return { last: () => seen.at(-1), stop };
};

describe('the site editor on Firestore (OWNER-TOOLS.md 2)', () => {
  it('saves each part on its revision, and refuses the second of two saves from the same one', async () => {
    const first = await signedIn('owner-a', true);
    const second = await signedIn('owner-b', true);
    const draft = latest<SiteDraft>((listener) => first.watchDraft(listener, () => undefined));

    expect(await first.saveDraftPart('services', { ppf: { price: 'POA' } }, 0)).toBe(1);
    // The other owner edited from the same (no) draft: their save is refused with ours.
    const refused = second.saveDraftPart('services', { ppf: { price: '£900' } }, 0);
    await expect(refused).rejects.toBeInstanceOf(DraftConflictError);
    await expect(refused).rejects.toMatchObject({
      current: { rev: 1, content: { ppf: { price: 'POA' } } },
    });
    // Chosen over ours, from our revision: saved, and we see it.
    expect(await second.saveDraftPart('services', { ppf: { price: '£900' } }, 1)).toBe(2);
    await expect
      .poll(() => draft.last()?.services)
      .toMatchObject({ rev: 2, content: { ppf: { price: '£900' } } });
    // A list part (the testimonials) is a draft too.
    expect(await first.saveDraftPart('testimonials', [{ name: 'Sam', text: 'Great' }], 0)).toBe(1);
    draft.stop();
  });

  it('asks to publish and restore, and follows the progress the publisher writes', async () => {
    const owner = await signedIn('owner-c', true);
    const publishes = latest<readonly SitePublish[]>((listener) =>
      owner.watchPublishes(5, listener, () => undefined),
    );
    const id = await owner.requestPublish();
    await expect
      .poll(() => publishes.last()?.[0])
      .toMatchObject({ id, kind: 'publish', status: 'requested' });
    const liveAt = Timestamp.fromMillis(Date.UTC(2026, 10, 27, 14, 3));
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'sitePublishes', id), {
        status: 'live',
        liveRelease: 'release-1',
        liveAt,
      });
    });
    await expect
      .poll(() => publishes.last()?.[0])
      .toMatchObject({ id, status: 'live', liveRelease: 'release-1', liveAt: liveAt.toMillis() });
    const restore = await owner.requestRestore('release-1');
    await expect
      .poll(() => publishes.last()?.[0])
      .toMatchObject({ id: restore, kind: 'restore', release: 'release-1', status: 'requested' });
    publishes.stop();
  });

  it('refuses a request while one is under way, and the seventh in an hour, saying why', async () => {
    const [first, second] = [await signedIn('owner-e', true), await signedIn('owner-f', true)];
    /** The publisher's (or a test's) writes, past the rules. */
    const admin = (write: (db: TestFirestore) => Promise<void>) =>
      env.withSecurityRulesDisabled((context) => write(context.firestore()));
    await admin((db) => deleteDoc(doc(db, 'siteEditor', 'publishing')));

    // Two owners at once: one request is taken, the other is told one is under way.
    const both = await Promise.allSettled([first.requestPublish(), second.requestPreview()]);
    const taken = both.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(taken).toHaveLength(1);
    const refused = both.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(PublishRefusedError);
    expect(refused?.reason).toMatchObject({ refusal: { reason: 'under-way' } });
    await expect(first.requestRestore('release-1')).rejects.toMatchObject({
      refusal: { reason: 'under-way' },
    });

    // Ended, then five more in the same hour (as stored): the seventh waits for the hour.
    let windowStart = 0;
    await admin(async (db) => {
      await updateDoc(doc(db, 'sitePublishes', taken[0] ?? ''), { status: 'live' });
      await updateDoc(doc(db, 'siteEditor', 'publishing'), { count: 6 });
      const state = await getDoc(doc(db, 'siteEditor', 'publishing'));
      windowStart = (state.get('windowStart') as Timestamp).toMillis();
    });
    await expect(second.requestPublish()).rejects.toMatchObject({
      refusal: { reason: 'too-soon', until: windowStart + 60 * 60_000 },
    });
  });

  it('stores a prepared photo and reads it back; refuses one too large', async () => {
    const owner = await signedIn('owner-d', true);
    const photo = {
      type: 'image/webp',
      width: 2400,
      height: 1600,
      bytes: new Uint8Array([1, 2, 3]),
    } as const;
    const id = await owner.uploadPhoto(photo);
    expect(await owner.readPhoto(id)).toEqual(photo);
    await expect(owner.uploadPhoto({ ...photo, width: 2401 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(owner.readPhoto('missing-photo')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses staff without the owner claim: no draft, no save, no publish', async () => {
    const staff = await signedIn('staff', false);
    await expect(
      staff.uploadPhoto({ type: 'image/webp', width: 10, height: 10, bytes: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(staff.saveDraftPart('services', {}, 0)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(staff.requestPublish()).rejects.toMatchObject({ code: 'permission-denied' });
    const errors: string[] = [];
    const stop = staff.watchDraft(
      () => undefined,
      (error) => errors.push(error.code),
    );
    await expect.poll(() => errors).toEqual(['permission-denied']);
    stop();
  });
});
