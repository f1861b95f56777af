import {
  addDoc,
  Bytes,
  collection,
  doc,
  getDoc,
  getDocFromServer,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import type { SiteEditorBackend } from '../backend';
import { createConnectionMonitor } from '../../shared/connection';
import {
  SITE_DRAFT,
  SITE_DRAFT_PARTS,
  SITE_EDITOR,
  SITE_PHOTOS,
  SITE_PUBLISHES,
  SITE_PUBLISHING,
  SITE_RELEASES,
} from '../../shared/domain/collections';
import { ChatBackendError } from '../../shared/domain/errors';
import { DraftConflictError, type SiteDraft } from '../domain/site';
import { PublishRefusedError, publishVerdict, refusalOf } from '../domain/site-publishing';
import {
  type FirebaseChatConfig,
  type FirebaseServices,
  lazyServices,
} from '../../shared/firebase/firebase-services';
import { mapFirebaseError, withMappedErrors } from '../../shared/firebase/map-error';
import { present, toDraftPart, toPublish, toPublishing, toRelease } from './site-editor-convert';
import { deferredWatch, listenQuery } from '../../shared/firebase/watch';

/**
 * The site editor on Firestore, acting as the user signed in on the app (the rules let owners
 * alone read and write its collections).
 */
export function createSiteEditorBackend(services: () => FirebaseServices): SiteEditorBackend {
  const authReady = async () => {
    await services().ready;
    await services().auth.authStateReady();
  };
  const connection = createConnectionMonitor();
  const uid = () => {
    const user = services().auth.currentUser;
    if (!user) throw new Error('Nobody is signed in.');
    return user.uid;
  };
  /** The publishing state and its current request, as the server has them now. */
  const readPublishing = async () => {
    const db = services().db;
    const state = toPublishing(await getDocFromServer(doc(db, SITE_EDITOR, SITE_PUBLISHING)));
    const current = state
      ? toPublish(await getDocFromServer(doc(db, SITE_PUBLISHES, state.current)))
      : null;
    return { state, current };
  };
  /**
   * A request and the publishing state, in one batch: the rules take it only within the limits
   * (one at a time, SITE_PUBLISH_LIMITS.perWindow an hour), and so does this, first, to say why.
   */
  const request = async (
    fields: { kind: 'publish' | 'preview' } | { kind: 'restore'; release: string },
  ) => {
    await authReady();
    const db = services().db;
    const { state, current } = await withMappedErrors(readPublishing());
    const verdict = publishVerdict(state, current, Date.now());
    if ('refusal' in verdict) throw new PublishRefusedError(verdict.refusal);
    const ref = doc(collection(db, SITE_PUBLISHES));
    const publishing = doc(db, SITE_EDITOR, SITE_PUBLISHING);
    const moved = { current: ref.id, requestedAt: serverTimestamp() };
    const batch = writeBatch(db);
    batch.set(ref, {
      ...fields,
      requestedBy: uid(),
      requestedAt: serverTimestamp(),
      status: 'requested',
    });
    if (verdict.window === 'same') batch.update(publishing, { ...moved, count: increment(1) });
    else batch.set(publishing, { ...moved, windowStart: serverTimestamp(), count: 1 });
    try {
      await batch.commit();
    } catch (error) {
      const refused = mapFirebaseError(error);
      if (refused.code !== 'permission-denied') throw refused;
      // Another owner's request came first, or this device's clock is ahead: what is stored says.
      const now = await withMappedErrors(readPublishing());
      const why = refusalOf(now.state, now.current);
      throw why ? new PublishRefusedError(why) : refused;
    }
    return ref.id;
  };

  return {
    watchDraft(onChange, onError) {
      return deferredWatch(
        authReady,
        () =>
          listenQuery(
            collection(services().db, SITE_DRAFT),
            (snapshot) => {
              const draft: { -readonly [P in keyof SiteDraft]: SiteDraft[P] } = {};
              for (const part of snapshot.docs) {
                const name = SITE_DRAFT_PARTS.find((p) => p === part.id);
                if (name) draft[name] = toDraftPart(part);
              }
              return draft;
            },
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    async saveDraftPart(part, content, baseRev) {
      await authReady();
      const ref = doc(services().db, SITE_DRAFT, part);
      const rev = baseRev + 1;
      try {
        // The rules take a part only at one more than its stored rev (1 for a new one): a save
        // made from a stale rev is refused by the server, without a transaction's weight.
        await setDoc(ref, { content, rev, updatedBy: uid(), updatedAt: serverTimestamp() });
        return rev;
      } catch (error) {
        const refused = mapFirebaseError(error);
        if (refused.code !== 'permission-denied') throw refused;
        const stored = await withMappedErrors(getDocFromServer(ref));
        if (stored.exists() && toDraftPart(stored).rev !== baseRev) {
          throw new DraftConflictError(toDraftPart(stored));
        }
        throw refused;
      }
    },

    watchPublishes(count, onChange, onError) {
      return deferredWatch(
        authReady,
        () =>
          listenQuery(
            query(
              collection(services().db, SITE_PUBLISHES),
              orderBy('requestedAt', 'desc'),
              limit(count),
            ),
            (snapshot) => snapshot.docs.map(toPublish).filter(present),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    watchReleases(count, onChange, onError) {
      return deferredWatch(
        authReady,
        () =>
          listenQuery(
            query(
              collection(services().db, SITE_RELEASES),
              orderBy('createdAt', 'desc'),
              limit(count),
            ),
            (snapshot) => snapshot.docs.map(toRelease).filter(present),
            onChange,
            onError,
            connection,
          ),
        onError,
      );
    },

    async uploadPhoto({ type, width, height, bytes }) {
      await authReady();
      const ref = await withMappedErrors(
        addDoc(collection(services().db, SITE_PHOTOS), {
          bytes: Bytes.fromUint8Array(bytes),
          type,
          width,
          height,
          uploadedBy: uid(),
          createdAt: serverTimestamp(),
        }),
      );
      return ref.id;
    },

    async readPhoto(id) {
      await authReady();
      const snapshot = await withMappedErrors(getDoc(doc(services().db, SITE_PHOTOS, id)));
      const data = snapshot.data();
      if (!data || !(data.bytes instanceof Bytes)) {
        throw new ChatBackendError('not-found', `There is no photo ${id}.`);
      }
      return {
        type: data.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp',
        width: Number(data.width),
        height: Number(data.height),
        bytes: data.bytes.toUint8Array(),
      };
    },

    requestPublish: () => request({ kind: 'publish' }),
    requestPreview: () => request({ kind: 'preview' }),
    requestRestore: (release) => request({ kind: 'restore', release }),
  };
}

/** The site editor on the console's app (the same `appName` and config as its chat). */
export function createFirebaseSiteEditor(config: FirebaseChatConfig): SiteEditorBackend {
  return createSiteEditorBackend(lazyServices(config).get);
}
