// core's domain (`@detailing/core/domain`): the model, validation, limits, collection
// names, business hours and settings. No Firebase and no stores, so that the functions bundle it.

export * from './shared/domain/collections';
export type {
  ChatMessage,
  ChatSession,
  LastMessage,
  OutgoingMessage,
  Sender,
  SessionStatus,
  StaffDeviceRegistration,
  StaffUser,
  DeviceClass,
  PageRef,
  SessionCounts,
  SessionDetails,
  VisitorContext,
  VisitorEnvironment,
  VisitorHistory,
  VisitorIdentity,
} from './chat/domain/model';
export {
  areValidDetails,
  browserName,
  buildContext,
  describeEnvironment,
  DETAILS_MIN_INTERVAL_MS,
  deviceClass,
  ENVIRONMENT_LIMITS,
  EMAIL_PATTERN,
  IDENTITY_LIMITS,
  type IdentityValidation,
  isValidEmail,
  isSitePath,
  localTimeIn,
  PAGE_LIMITS,
  pageRefFromLocation,
  validateIdentity,
} from './chat/domain/visitor-context';
export {
  CHAT_ID_PATTERN,
  MAX_OPEN_SESSIONS_PER_VISITOR,
  MESSAGE_MIN_INTERVAL_MS,
  NEW_SESSION_INTERVAL_MS,
  OPEN_SESSIONS_PAGE_SIZE,
  SESSION_ID_DISPLAY_LENGTH,
  SESSION_STORAGE_KEY,
} from './shared/domain/constants';
export {
  hasBidiControls,
  hasControlCharacters,
  isSendableContent,
  MAX_MESSAGE_LENGTH,
  type MessageProblem,
  type MessageValidation,
  validateMessage,
} from './chat/domain/validation';
export { PHOTO_LABELS } from './chat/domain/photo-labels';
export {
  HONEYPOT_FIELD,
  type LeadRequest,
  matchesSearch,
  type NewRequest,
  parseRequestForm,
  type RequestChange,
  type RequestFilter,
  REQUEST_FILTERS,
  REQUESTS_PAGE_SIZE,
  SEARCH_SCAN,
  validateRequestChange,
  REQUEST_LIMITS,
  REQUEST_SOURCES,
  REQUEST_STATUSES,
  REQUEST_TEXTS,
  type RequestFormProblem,
  type RequestFormResult,
  type RequestSource,
  requestSourceOf,
  type RequestStatus,
} from './requests/domain/requests';
export {
  isValidPhoto,
  isValidPhotoList,
  lastMessageOf,
  messagePreview,
  type OutgoingPhoto,
  type OutgoingValidation,
  PHOTO_LIMITS,
  PHOTO_TEXTS,
  PHOTO_TYPES,
  photoRef,
  type PhotoProblem,
  type PhotoRef,
  photoSummary,
  type PhotoType,
  type StoredPhoto,
  validateOutgoing,
} from './chat/domain/photos';
export { createChatId, isValidChatId, shortSessionId } from './shared/domain/ids';
export {
  CANNED_REPLY_LIMITS,
  type CannedReply,
  type CannedReplyDraft,
  type CannedReplyField,
  type CannedReplyValidation,
  sortCannedReplies,
  validateCannedReply,
} from './chat/domain/canned-replies';
export { cannedReplyQuery, filterCannedReplies } from './chat/domain/canned-reply-search';
export {
  compareMessages,
  compareSessionsByActivity,
  nextSeq,
  pastSession,
  sortMessages,
} from './shared/domain/order';
export { ChatBackendError, type ChatErrorCode, isChatBackendError } from './shared/domain/errors';
export {
  BUSINESS_TIME_ZONE,
  TIME_PATTERN,
  businessClock,
  type ChatSettings,
  DEFAULT_AWAY_MESSAGE,
  defaultChatSettings,
  hoursFromProfile,
  isAway,
  isOpenAt,
  type OpeningRange,
  type Weekday,
  WEEKDAYS,
  type WeeklyHours,
  weekdaysOf,
} from './chat/domain/business-hours';
export {
  AWAY_TEXTS,
  callbackRequestText,
  parseCallbackRequestText,
} from './chat/domain/away-texts';
export {
  AWAY_MESSAGE_MAX_LENGTH,
  type SettingsValidation,
  validateChatSettings,
  weekdayLabel,
} from './chat/domain/chat-settings';
export { CHAT_TEXTS, newMessageFromTitle } from './chat/domain/texts';
export {
  countsOf,
  lastReadMessageId,
  type SignalRole,
  staffTypingLabel,
  totalUnread,
  TYPING_MIN_INTERVAL_MS,
  TYPING_VISIBLE_MS,
  TYPING_WRITE_INTERVAL_MS,
  type TypingSignal,
  unreadByStaff,
  visitorTypingText,
} from './chat/domain/signals';
export {
  CONTINUE_LINK_TARGET,
  CONTINUE_TEXTS,
  REPLY_MAIL_DEFAULTS,
  REPLY_MAIL_TEXTS,
  replyMailSubject,
  TRANSCRIPT_LIMITS,
  transcriptSubject,
} from './mail/domain/reply-mail';
export {
  DraftConflictError,
  ORIGINAL_SITE_RELEASE,
  type SiteDraft,
  type SiteDraftPart,
  type SitePart,
  type SitePhotoUpload,
  type SitePublish,
  type SitePublishStatus,
  type SiteRelease,
} from './site/domain/site';
export {
  type CurrentPublish,
  isFinalPublishStatus,
  type PublishRefusal,
  PublishRefusedError,
  type PublishVerdict,
  publishVerdict,
  refusalOf,
  SITE_PUBLISH_LIMITS,
  type SitePublishing,
} from './site/domain/site-publishing';
export {
  FINAL_PUBLISH_STATUSES,
  PUBLISH_STATUSES,
  WAITING_PUBLISH_STATUSES,
} from './site/domain/publish-statuses';
export { canMove, PUBLISH_TRANSITIONS } from './site/domain/publish-transitions';
export {
  jobOfQuote,
  type Quote,
  type QuoteAdjustment,
  type QuoteDraft,
  quoteFrom,
  type QuoteItem,
  quoteBookingPath,
  quoteMessageText,
  quoteTitle,
  quoteValid,
  QUOTE_VALID_DAYS,
} from './quotes/domain/quote';
export {
  priceQuote,
  type QuoteChoice,
  QUOTE_LIMITS,
  QUOTE_REFUSALS,
  type QuoteRefusal,
} from './quotes/domain/quote-pricing';
export { QUOTE_TEXTS } from './quotes/domain/quote-texts';
