import { getMessaging } from 'firebase-admin/messaging';
import { cloudLog, deployAll } from './triggers/deploy.js';
import { adminApp } from './triggers/http.js';
import { TRIGGERS } from './triggers/list.js';

/**
 * The functions' entry: what Cloud Functions deploys (every export that is a function) and what
 * the local stack's trigger runner loads (scripts/lib/trigger-runner.mjs: the same TRIGGERS,
 * on the emulators). The triggers are one list (triggers/list.ts); the HTTP functions, behind
 * Hosting's rewrites, are in triggers/http.ts.
 */

export const {
  notifyStaffOnVisitorMessage,
  replyWhenAwayOnVisitorMessage,
  fileChatCallbackOnVisitorMessage,
  scheduleReplyMailOnStaffMessage,
  announceNewRequest,
  announceNewBooking,
  markRequestQuotedOnQuote,
  sendTranscriptOnRequest,
  startSitePublishOnRequest,
  sendReplyMails,
  remindUpcomingBookings,
  closeAndDeleteOldConversations,
} = deployAll(TRIGGERS, () => {
  const app = adminApp();
  return { app, env: process.env, messaging: getMessaging(app), log: cloudLog };
});

export { chatMailContinue, chatMailInbound, chatMailStop, requests } from './triggers/http.js';
export {
  bookingDependenciesFrom,
  bookings,
  createBookingsEndpoint,
} from './triggers/bookings-http.js';

// For the trigger runner, the scripts and the tests.
export { TRIGGERS } from './triggers/list.js';
export { matchDocument } from './triggers/registry.js';
export { deployTrigger } from './triggers/deploy.js';
export {
  continueDependencies,
  createContinueEndpoint,
  createInboundEndpoint,
  createRequestsEndpoint,
  createStopEndpoint,
  requestDependenciesFrom,
  resumeReplyMails,
  stopReplyMails,
} from './triggers/http.js';
export {
  chatCallbackDependencies,
  firestorePublishRequests,
  replyMailDependencies,
} from './triggers/dependencies.js';
export { replyAddressFor } from './reply-address.js';
export { retentionConfigFrom, RetentionConfigError } from './retention-config.js';
export { sendDueReplyMails } from './reply-mail.js';
