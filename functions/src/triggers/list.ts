import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { BOOKINGS, QUOTES } from '@detailing/core/collections';
import { REQUESTS, SESSIONS, SITE_PUBLISHES, TRANSCRIPTS } from '@detailing/core/domain';
import { announceBooking } from '../booking-notice.js';
import { sendBookingReminders } from '../booking-reminders.js';
import { bookingOf } from '../bookings-store.js';
import { replyWhenAway } from '../away-reply.js';
import { fileChatCallback } from '../chat-callback.js';
import { type CreatedMessage, notifyStaff } from '../notify-staff.js';
import { scheduleReplyMail, sendDueReplyMails, sendTranscript } from '../reply-mail.js';
import { announceRequest } from '../request-notice.js';
import { markRequestQuoted } from '../request-quoted.js';
import { retentionConfigFrom } from '../retention-config.js';
import { runRetention } from '../retention.js';
import { startSitePublish } from '../site-publish.js';
import {
  awayReplyDependencies,
  bookingNoticeDependencies,
  bookingReminderDependencies,
  chatCallbackDependencies,
  firestorePublishRequests,
  notifyDependencies,
  replyMailDependencies,
  requestNoticeDependencies,
} from './dependencies.js';
import { type CreatedEvent, created, scheduled, type Trigger, written } from './registry.js';

/** A visitor's or staff member's message. */
const MESSAGE = `${SESSIONS}/{sessionId}/messages/{messageId}`;

const message = ({ params, id, data }: CreatedEvent): CreatedMessage => ({
  sessionId: params['sessionId'] ?? '',
  messageId: id,
  data,
});

/** The deploy token for production publishing (Secret Manager; docs/deploy.md). */
export const GITHUB_DEPLOY_TOKEN = 'GITHUB_DEPLOY_TOKEN';

/**
 * Every trigger of the functions, once: index.ts deploys each as a Cloud Function of its kind
 * (deploy.ts), and the local stack's trigger runner (scripts/lib/trigger-runner.mjs) runs the
 * same list on the emulators. Adding a trigger is one entry here.
 */
export const TRIGGERS = {
  /** On every new visitor message: push "New Live Chat Message" to every staff device. */
  notifyStaffOnVisitorMessage: created({
    document: MESSAGE,
    // A late duplicate push helps nobody.
    retry: false,
    dependencies: notifyDependencies,
    async run(event, notify, log) {
      const result = await notifyStaff(message(event), notify);
      if (result.status === 'sent') {
        log('Notified staff of a visitor message.', { ...event.params, ...result });
      }
      return result;
    },
  }),

  /** On a visitor message while away: one automatic reply per conversation. */
  replyWhenAwayOnVisitorMessage: created({
    document: MESSAGE,
    // The reply's fixed id makes a retry write nothing twice.
    retry: true,
    dependencies: awayReplyDependencies,
    async run(event, away, log) {
      const result = await replyWhenAway(message(event), away);
      if (result.status === 'replied') log('Sent the automatic away reply.', event.params);
      return result;
    },
  }),

  /** On a visitor message with the away form's words: a `chat-callback` request. */
  fileChatCallbackOnVisitorMessage: created({
    document: MESSAGE,
    // The request's fixed id makes a retry create nothing twice.
    retry: true,
    dependencies: chatCallbackDependencies,
    async run(event, callbacks, log) {
      const result = await fileChatCallback(message(event), callbacks);
      if (result.status === 'created') {
        log('Filed a chat callback as a request.', { ...event.params, ...result });
      }
      return result;
    },
  }),

  /** On a staff message: the conversation's reply e-mail becomes due (CHAT-PRODUCT.md 7). */
  scheduleReplyMailOnStaffMessage: created({
    document: MESSAGE,
    retry: true,
    dependencies: replyMailDependencies,
    run: (event, replyMails) => scheduleReplyMail(message(event), replyMails),
  }),

  /** On a new request: push to staff devices and e-mail the owner. */
  announceNewRequest: created({
    document: `${REQUESTS}/{requestId}`,
    // A late duplicate push helps nobody; the e-mail's fixed id makes a retry a no-op anyway.
    retry: false,
    dependencies: requestNoticeDependencies,
    async run({ id, data }, notices, log) {
      const result = await announceRequest({ id, data }, notices);
      log('Told staff of a new request.', { requestId: id, ...result });
      return result;
    },
  }),

  /** On a new booking: the customer's confirmation with its calendar file, the owner's notice. */
  announceNewBooking: created({
    document: `${BOOKINGS}/{bookingId}`,
    // Each e-mail's fixed id makes a retry send nothing twice.
    retry: true,
    dependencies: bookingNoticeDependencies,
    async run({ id, data }, notices, log) {
      const result = await announceBooking(id, bookingOf(data), notices);
      log('Sent a new booking’s e-mails.', { bookingId: id, ...result });
      return result;
    },
  }),

  /** On a quote sent in the chat: the conversation's request, new or contacted, is "quoted". */
  markRequestQuotedOnQuote: created({
    document: `${SESSIONS}/{sessionId}/${QUOTES}/{quoteId}`,
    // Only a request still new or contacted moves: a retry changes nothing twice.
    retry: true,
    dependencies: ({ app }) => getFirestore(app),
    async run({ params, data }, db, log) {
      const sent: unknown = data?.['createdAt'];
      const at = sent instanceof Timestamp ? sent.toMillis() : Date.now();
      const result = await markRequestQuoted(db, params['sessionId'] ?? '', at);
      if (result.quoted.length > 0)
        log('A quote moved its request to quoted.', { ...params, ...result });
      return result;
    },
  }),

  /** A visitor's "Email me this chat": the transcript, once per request (its count). */
  sendTranscriptOnRequest: written({
    document: `${TRANSCRIPTS}/{sessionId}`,
    retry: true,
    dependencies: replyMailDependencies,
    async run({ params, before, after }, replyMails, log) {
      const count: unknown = after?.['count'];
      if (typeof count !== 'number' || count === before?.['count']) return null;
      const request = { sessionId: params['sessionId'] ?? '', count };
      const result = await sendTranscript(request, replyMails);
      log('Transcript.', { ...request, result });
      return result;
    },
  }),

  /**
   * An owner's "Publish" or "Restore": starts the repository's publish workflow (site-publish.ts).
   * Not retried: a second dispatch would build the same release twice.
   */
  startSitePublishOnRequest: created({
    document: `${SITE_PUBLISHES}/{publishId}`,
    retry: false,
    secrets: [GITHUB_DEPLOY_TOKEN],
    localStandIn: 'the publisher (publisher/) builds the release and serves it locally',
    dependencies: ({ app, env }) => ({
      env,
      requests: firestorePublishRequests(getFirestore(app)),
    }),
    async run({ id }, publish, log) {
      const result = await startSitePublish(id, publish);
      log('Site publish request handled.', { publishId: id, result });
      return result;
    },
  }),

  /** Every minute: the reply e-mails that are due (not retried: the next run picks them up). */
  sendReplyMails: scheduled({
    schedule: 'every 1 minutes',
    timeoutSeconds: 120,
    local: { everyMs: 15_000, variable: 'LOCAL_REPLY_MAIL_INTERVAL_MS' },
    dependencies: replyMailDependencies,
    async run(replyMails, { log }) {
      const result = await sendDueReplyMails(replyMails);
      if (result.sent + result.failed > 0) log('Reply e-mails.', { ...result });
      return result;
    },
  }),

  /** The reminder e-mail 24 hours before each confirmed booking (BOOKING_REMINDER_HOURS). */
  remindUpcomingBookings: scheduled({
    schedule: 'every 15 minutes',
    timeoutSeconds: 120,
    local: { everyMs: 60_000, variable: 'LOCAL_BOOKING_REMINDER_INTERVAL_MS' },
    dependencies: bookingReminderDependencies,
    async run(reminders, { log }) {
      const result = await sendBookingReminders(reminders);
      if (result.sent > 0) log('Booking reminders.', { ...result });
      return result;
    },
  }),

  /**
   * Once a day, at night in London: close conversations idle 30 days, delete those closed 365
   * days (CHAT_CLOSE_AFTER_DAYS, CHAT_DELETE_AFTER_DAYS, read at each run: a bad value stops the
   * run, touching nothing). Not retried: the next day's run picks up whatever is left.
   */
  closeAndDeleteOldConversations: scheduled({
    schedule: 'every day 03:30',
    timeZone: 'Europe/London',
    timeoutSeconds: 540,
    local: { everyMs: 60 * 60 * 1000, variable: 'LOCAL_RETENTION_INTERVAL_MS', atStart: true },
    dependencies: ({ app, env }) => ({ db: getFirestore(app), auth: getAuth(app), env }),
    async run({ db, auth, env }, { signal, log }) {
      const result = await runRetention({
        db,
        auth,
        now: new Date(),
        ...retentionConfigFrom(env),
        log: (text, details) => log(text, details),
        signal,
      });
      if (result.failed > 0) {
        log('Retention left conversations it could not handle.', { ...result }, 'error');
      }
      return result;
    },
  }),
} satisfies Record<string, Trigger>;

export type TriggerName = keyof typeof TRIGGERS;
