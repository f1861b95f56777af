import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { type NotifyDependencies, notifyStaff } from './notify-staff.js';
import { firestoreDeviceRepository } from './staff-devices.js';

/** Where the functions run: London, next to the Firestore database (docs/deploy.md). */
export const REGION = 'europe-west2';

export const MESSAGE_DOCUMENT = 'chatSessions/{sessionId}/messages/{messageId}';

/** The Admin SDK's Firestore and Messaging, initialised on first use (not at deploy analysis). */
function productionDependencies(): NotifyDependencies {
  const app = getApps()[0] ?? initializeApp();
  return {
    devices: firestoreDeviceRepository(getFirestore(app)),
    messaging: getMessaging(app),
    log: (message, details) => logger.info(message, details),
  };
}

/**
 * The trigger, with its dependencies passed in so tests can run it against the emulator with
 * FCM stubbed. A failure is logged and not retried: a late duplicate push helps nobody.
 */
export function createNotifyTrigger(dependencies: () => NotifyDependencies) {
  return onDocumentCreated({ document: MESSAGE_DOCUMENT, region: REGION }, async (event) => {
    const { sessionId, messageId } = event.params;
    try {
      const result = await notifyStaff(
        { sessionId, messageId, data: event.data?.data() },
        dependencies(),
      );
      if (result.status === 'sent') {
        logger.info('Notified staff of a visitor message.', { sessionId, messageId, ...result });
      }
      return result;
    } catch (error) {
      const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
      logger.error('Notifying staff failed.', { sessionId, messageId, error: reason });
      return null;
    }
  });
}

/** On every new visitor message: push "New Live Chat Message" to every staff device. */
export const notifyStaffOnVisitorMessage = createNotifyTrigger(productionDependencies);
