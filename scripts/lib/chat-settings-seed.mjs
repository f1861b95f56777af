// @ts-check
// `settings/chat` for the test stack: open around the clock (00:00 to 23:59 every day) and not
// away, so the tests that are not about away (every widget and console spec on the stack's own
// project) neither show the away notice nor get the function's automatic reply, whatever the
// time of day they run. The away tests use Firestore projects of their own with their settings.
// `npm start` seeds nothing: without the document the business profile's hours apply.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const allDay = { open: '00:00', close: '23:59' };

export const ALWAYS_OPEN = {
  hours: {
    mon: allDay,
    tue: allDay,
    wed: allDay,
    thu: allDay,
    fri: allDay,
    sat: allDay,
    sun: allDay,
  },
  away: false,
  awayMessage: 'Thanks for your message. We will reply as soon as we can.',
};

/**
 * Writes ALWAYS_OPEN into `projectId`'s Firestore emulator (FIRESTORE_EMULATOR_HOST must be set).
 * @param {string} projectId
 */
export async function seedAlwaysOpen(projectId) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST is not set.');
  const app = initializeApp({ projectId }, `chat-settings-seed-${projectId}`);
  try {
    await getFirestore(app).doc('settings/chat').set(ALWAYS_OPEN);
  } finally {
    await deleteApp(app);
  }
}
