// @ts-check
// What stands in locally for what cannot run here or is not a function: FCM, the Trigger Email
// extension, and the GitHub workflow that builds and deploys a published site.
import { reason } from './listeners.mjs';
import { MAIL, SITE_PUBLISHES } from '@detailing/core/collections';

/** @typedef {import('firebase-admin/messaging').TokenMessage} TokenMessage */
/** @typedef {import('firebase-admin/messaging').BatchResponse} BatchResponse */
/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {ReturnType<typeof import('./listeners.mjs').createListeners>} Listeners */
/** @typedef {import('./listeners.mjs').Log} Log */

/**
 * FCM's `sendEach`, answered locally: every device "receives" it, and one line says what a
 * phone would show. Delivery to real phones cannot run here (docs/deploy.md, step 5).
 * @param {(line: string) => void} print
 */
export function loggedMessaging(print) {
  return {
    /** @param {TokenMessage[]} messages @returns {Promise<BatchResponse>} */
    async sendEach(messages) {
      const data = messages[0]?.data ?? {};
      const devices = `${messages.length} device${messages.length === 1 ? '' : 's'}`;
      print(
        `push (FCM stand-in) to ${devices}: "${data['title'] ?? ''}" / "${data['body'] ?? ''}"`,
      );
      return {
        responses: messages.map((_, i) => ({ success: true, messageId: `local-${i}` })),
        successCount: messages.length,
        failureCount: 0,
      };
    },
  };
}

/**
 * The Trigger Email extension: every `mail` document not yet delivered goes to `mail` (the
 * stack's MailDev, mail-delivery.mjs), its `delivery` written back.
 * @param {Listeners} listeners
 * @param {Firestore} db
 * @param {ReturnType<typeof import('../mail-delivery.mjs').createMailDelivery>} mail
 * @param {Log} log
 */
export function followOutbox(listeners, db, mail, log) {
  listeners.watch(
    'mail',
    () => db.collection(MAIL),
    ({ type, doc }) => {
      if (type === 'removed' || doc.get('delivery') !== undefined) return;
      listeners.track(
        mail
          .deliver(doc.ref)
          .catch((error) =>
            log('Delivering an e-mail failed.', { id: doc.id, error: reason(error) }),
          ),
      );
    },
  );
}

/**
 * The publish workflow's stand-in (docs/site-editor.md): each requested publish is built and
 * copied over `publicDir`, the folder Hosting serves, one at a time, by the publisher
 * (`@detailing/publisher`, built by the stack). Returns how to close the previews' server it
 * may have started.
 * @param {Listeners} listeners
 * @param {Firestore} db
 * @param {string} publicDir
 * @param {Log} log
 */
export function followPublishes(listeners, db, publicDir, log) {
  /** @type {Promise<unknown>} */
  let publishing = Promise.resolve();
  /** @type {Promise<{ preview: import('@detailing/publisher').Preview, close: () => Promise<void> }> | undefined} */
  let previews;
  listeners.watch(
    'publish',
    () => db.collection(SITE_PUBLISHES).where('status', '==', 'requested'),
    ({ type, doc }) => {
      if (type !== 'added') return;
      // Imported on the first request: it brings Vite and the image pipeline.
      publishing = publishing
        .then(() => import('@detailing/publisher'))
        .then(async ({ publishRequest, previewLocally, serveLocally }) => {
          previews ??= Promise.resolve(previewLocally());
          const { preview } = await previews;
          return publishRequest({
            db,
            request: doc.ref,
            deliver: serveLocally(publicDir),
            preview,
            log,
          });
        })
        .catch((error) =>
          log('Publishing the site failed.', { publishId: doc.id, error: reason(error) }),
        );
      listeners.track(publishing);
    },
  );
  return async () => {
    await (await previews)?.close();
  };
}
