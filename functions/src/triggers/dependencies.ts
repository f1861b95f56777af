import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { BUSINESS_NAME } from '@detailing/ui/business';
import { canMove, SITE_EDITOR, SITE_PUBLISHES, SITE_PUBLISHING } from '@detailing/core/domain';
import type { AwayReplyDependencies } from '../away-reply.js';
import { BOOKING_MAILS_PER_DAY, type BookingNoticeDependencies } from '../booking-notice.js';
import type { ReminderDependencies } from '../booking-reminders.js';
import { manageLinkFor } from '../bookings.js';
import { firestoreBookingStore } from '../bookings-store.js';
import { firestoreBookingMailQuota } from '../bookings-store-actions.js';
import { firestoreAwayReplies } from '../away-reply-store.js';
import type { ChatCallbackDependencies } from '../chat-callback.js';
import { continueLinkUrl, firestoreContinueLinks } from '../continue-links.js';
import { lenientSettings, settingsFor } from '../environment.js';
import { type NotifyDependencies, pushToStaff } from '../notify-staff.js';
import { firestoreAwaitingReply, firestorePushBudget } from '../push-budget.js';
import { firestorePushThrottle } from '../push-throttle.js';
import { replyAddresses } from '../reply-address.js';
import type { ReplyMailDependencies } from '../reply-mail-model.js';
import { firestoreReplyMail } from '../reply-mail-store.js';
import { stopLinkFor } from '../reply-mail-stop.js';
import type { RequestNoticeDependencies } from '../request-notice.js';
import {
  firestoreChatCallbacks,
  firestoreMailQueue,
  firestoreRequestLimiter,
  keyedIpHash,
} from '../requests-firestore.js';
import type { PublishRequests } from '../site-publish.js';
import { authStaffDirectory, firestoreDeviceRepository } from '../staff-devices.js';
import type { TriggerContext } from './context.js';
import { inTransaction } from '../transactions.js';

/**
 * What the triggers work with, made from one context (context.ts): the same wiring deployed and
 * in the local stack's trigger runner. Each reads its settings through environment.ts and throws
 * naming every one it misses.
 */

/**
 * `notifyStaff`'s. Made once per instance (the registry's wiring keeps it): its cache of staff
 * claims lives as long as it does. A bad CHAT_PUSHES_PER_MINUTE is logged at error level and the
 * default applies: a typo must not silence every push to staff.
 */
export function notifyDependencies({
  app,
  env,
  messaging,
  log,
}: TriggerContext): NotifyDependencies {
  const db = getFirestore(app);
  const { CHAT_PUSHES_PER_MINUTE } = lenientSettings(env, ['CHAT_PUSHES_PER_MINUTE'], log);
  return {
    devices: firestoreDeviceRepository(db),
    throttle: firestorePushThrottle(db),
    budget: firestorePushBudget(db, { perMinute: CHAT_PUSHES_PER_MINUTE }),
    awaitingReply: firestoreAwaitingReply(db),
    staff: authStaffDirectory(getAuth(app)),
    messaging,
    log,
  };
}

/** `replyWhenAway`'s: settings/chat and the conversation's automatic reply. */
export const awayReplyDependencies = ({ app }: TriggerContext): AwayReplyDependencies =>
  firestoreAwayReplies(getFirestore(app));

/**
 * `fileChatCallback`'s: the form endpoint's limiter and keyed hash (REQUESTS_IP_KEY), so
 * callbacks and forms share their limits.
 */
export function chatCallbackDependencies({
  app,
  env,
  log,
}: TriggerContext): ChatCallbackDependencies {
  const { REQUESTS_IP_KEY } = settingsFor(env, ['REQUESTS_IP_KEY'], 'The chat callbacks need');
  const db = getFirestore(app);
  return {
    store: firestoreChatCallbacks(db),
    clientKey: keyedIpHash(REQUESTS_IP_KEY),
    limiter: firestoreRequestLimiter(db),
    log: (message, details) => log(message, details, 'warn'),
  };
}

/**
 * `announceRequest`'s: the push wiring of `notifyStaff` (its throttle and cap) and the `mail`
 * collection, with OWNER_EMAIL and SITE_ORIGIN (the console's link). Neither is needed: a bad
 * one is logged and left out, and the push still goes.
 */
export function requestNoticeDependencies(context: TriggerContext): RequestNoticeDependencies {
  const { env, log } = context;
  const settings = lenientSettings(env, ['OWNER_EMAIL', 'SITE_ORIGIN'], log);
  return {
    ...notifyDependencies(context),
    mail: firestoreMailQueue(getFirestore(context.app)),
    ownerEmail: settings.OWNER_EMAIL,
    siteOrigin: settings.SITE_ORIGIN,
  };
}

/**
 * The reply e-mails': SITE_ORIGIN, MAIL_LINK_KEY (the stop link's secret) and the two delays
 * from the environment; INBOUND_MAIL_DOMAIN if set (a bad one is logged, and replies are off).
 */
export function replyMailDependencies({ app, env, log }: TriggerContext): ReplyMailDependencies {
  const settings = settingsFor(
    env,
    ['SITE_ORIGIN', 'MAIL_LINK_KEY', 'REPLY_MAIL_DELAY_SECONDS', 'REPLY_MAIL_INTERVAL_SECONDS'],
    'The reply e-mails need',
  );
  const { SITE_ORIGIN: siteOrigin, MAIL_LINK_KEY: key } = settings;
  const { INBOUND_MAIL_DOMAIN } = lenientSettings(env, ['INBOUND_MAIL_DOMAIN'], log);
  const db = getFirestore(app);
  const links = firestoreContinueLinks(db);
  return {
    store: firestoreReplyMail(db),
    config: {
      delayMs: settings.REPLY_MAIL_DELAY_SECONDS * 1000,
      intervalMs: settings.REPLY_MAIL_INTERVAL_SECONDS * 1000,
    },
    businessName: BUSINESS_NAME,
    siteOrigin,
    log,
    stopLink: (sessionId) => stopLinkFor(key, siteOrigin, sessionId),
    // The reply e-mail's Reply-To, with INBOUND_MAIL_DOMAIN (issue #42; none: replies are off).
    replyTo: replyAddresses(key, INBOUND_MAIL_DOMAIN),
    // A one-time code of ours, to the page: nothing is written to any account (an address the
    // visitor typed is not theirs until they open the link; issue #41, continue-links.ts).
    continueLink: async ({ sessionId, email, continueUrl }) =>
      continueLinkUrl(continueUrl, await links.issue(sessionId, email, Date.now())),
  };
}

/**
 * Which publish request is current (`siteEditor/publishing`), and a request's progress, written
 * while it is still `requested` (the workflow's after).
 */
export function firestorePublishRequests(db: Firestore): PublishRequests {
  return {
    current: async () => {
      const current = (await db.collection(SITE_EDITOR).doc(SITE_PUBLISHING).get()).get('current');
      return typeof current === 'string' ? current : null;
    },
    update: (publishId, change) =>
      inTransaction(db, async (transaction) => {
        const ref = db.collection(SITE_PUBLISHES).doc(publishId);
        const stored = await transaction.get(ref);
        // The one table of moves (core's publish-transitions.ts): only a request still waiting.
        if (!canMove(stored.get('status'), change.status)) return;
        transaction.update(ref, { ...change, dispatchedAt: FieldValue.serverTimestamp() });
      }),
  };
}

/**
 * A new booking's e-mails': SITE_ORIGIN and MAIL_LINK_KEY (the manage link), OWNER_EMAIL (a bad
 * one is logged: the customer's e-mail still goes), and the phone number the published site
 * shows.
 */
export function bookingNoticeDependencies(context: TriggerContext): BookingNoticeDependencies {
  const { app, env, log } = context;
  const { SITE_ORIGIN: origin, MAIL_LINK_KEY: key } = settingsFor(
    env,
    ['SITE_ORIGIN', 'MAIL_LINK_KEY'],
    'The booking e-mails need',
  );
  const { OWNER_EMAIL } = lenientSettings(env, ['OWNER_EMAIL'], log);
  const db = getFirestore(app);
  const bookings = firestoreBookingStore(db);
  // Once per instance: its cache of staff claims lives as long as it does.
  const notify = notifyDependencies(context);
  return {
    mail: firestoreMailQueue(db),
    claimAddress: firestoreBookingMailQuota(db, BOOKING_MAILS_PER_DAY),
    manageLink: (id) => manageLinkFor(key, origin, id),
    phone: async () => (await bookings.catalogue()).phone,
    ownerEmail: OWNER_EMAIL,
    siteOrigin: origin,
    // Within the cap on pushes across everything (push-budget.ts), as every push.
    pushStaff: async (key, build) =>
      (notify.budget ? await notify.budget.take(key) : 'send') === 'send'
        ? (await pushToStaff(build, notify)).status
        : 'capped',
    log,
  };
}

/**
 * The booking reminders': SITE_ORIGIN and MAIL_LINK_KEY (the links), BOOKING_REMINDER_HOURS. All
 * three are checked first, so an error names them under the reminders' name.
 */
export function bookingReminderDependencies(context: TriggerContext): ReminderDependencies {
  const { BOOKING_REMINDER_HOURS } = settingsFor(
    context.env,
    ['SITE_ORIGIN', 'MAIL_LINK_KEY', 'BOOKING_REMINDER_HOURS'],
    'The booking reminders need',
  );
  const notices = bookingNoticeDependencies(context);
  return {
    db: getFirestore(context.app),
    hoursBefore: BOOKING_REMINDER_HOURS,
    links: (id, service) => ({
      manage: notices.manageLink(id),
      bookAgain: `${notices.siteOrigin}/book-online/${service}`,
    }),
    phone: notices.phone,
  };
}
