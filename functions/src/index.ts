import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { type NotifyDependencies, notifyStaff } from './notify-staff.js';
import { firestorePushThrottle } from './push-throttle.js';
import { authStaffDirectory, firestoreDeviceRepository } from './staff-devices.js';

/** Where the functions run: London, next to the Firestore database (docs/deploy.md). */
export const REGION = 'europe-west2';

export const MESSAGE_DOCUMENT = 'chatSessions/{sessionId}/messages/{messageId}';

/** The Admin SDK's services, initialised on first use (not at deploy analysis). */
let production: NotifyDependencies | undefined;
function productionDependencies(): NotifyDependencies {
  if (production) return production;
  const app = getApps()[0] ?? initializeApp();
  production = {
    devices: firestoreDeviceRepository(getFirestore(app)),
    throttle: firestorePushThrottle(getFirestore(app)),
    // One per instance, so its cache of staff claims lives as long as the instance.
    staff: authStaffDirectory(getAuth(app)),
    messaging: getMessaging(app),
    log: (message, details) => logger.info(message, details),
  };
  return production;
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
