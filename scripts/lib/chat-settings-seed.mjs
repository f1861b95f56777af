// @ts-check
// `settings/chat` for the test stack: open around the clock and not away (alwaysOpenSettings),
// so the tests that are not about away (every widget and console spec on the stack's own
// project) neither show the away notice nor get the function's automatic reply, whatever the
// time of day they run. Test projects of their own get the same from e2e's newProject(); the
// away tests save their own settings. `npm start` seeds nothing: without the document the
// business profile's hours apply.
import { alwaysOpenSettings } from '@detailing/core/testing/settings';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { CHAT_SETTINGS_ID, SETTINGS } from '@detailing/core/collections';

/**
 * Writes alwaysOpenSettings() into `projectId`'s Firestore emulator (FIRESTORE_EMULATOR_HOST
 * must be set).
 * @param {string} projectId
 */
export async function seedAlwaysOpen(projectId) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST is not set.');
  const app = initializeApp({ projectId }, `chat-settings-seed-${projectId}`);
  try {
    await getFirestore(app).doc(`${SETTINGS}/${CHAT_SETTINGS_ID}`).set(alwaysOpenSettings());
  } finally {
    await deleteApp(app);
  }
}
