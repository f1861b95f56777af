// The public API of @detailing/core (framework-free): the domain (also its own entry point,
// `@detailing/core/domain`, for code without Firebase such as the functions) and the stores.
// The Firebase adapter is `@detailing/core/firebase`; test support (the memory backend,
// contract suites, fixtures) is `@detailing/core/testing`.

export * from './domain';
export {
  CANNED_REPLY_TEXTS,
  type CannedRepliesState,
  type CannedRepliesStore,
  type CannedReplySaveResult,
  createCannedRepliesStore,
} from './chat/stores/canned-replies-store';
export {
  createRequestsStore,
  NEW_REQUESTS_CAP,
  type RequestSaveResult,
  type RequestsState,
  type RequestsStore,
  REQUESTS_STORE_TEXTS,
} from './requests/requests-store';
export {
  type FirebaseEnvResult,
  type FirebaseWebConfig,
  missingPushEnv,
  readFirebaseEnv,
  REQUIRED_FIREBASE_ENV,
} from './shared/firebase-env';
export type {
  CannedRepliesListener,
  MessagesListener,
  SessionListener,
  SessionsListener,
  TypingListener,
  SettingsListener,
  StaffAuth,
  StaffChatBackend,
  VisitorChatBackend,
} from './chat/backend';
export type {
  ConnectionListener,
  ConnectionState,
  ErrorListener,
  Unsubscribe,
} from './shared/backend';
export type { PeopleSearchResult, RequestsListener } from './requests/backend';
export type { SiteEditorBackend } from './site/backend';
export { deviceIdForToken } from './chat/device-id';
export {
  createVisitorChatStore,
  type VisitorChatEvent,
  type VisitorChatState,
  type VisitorChatStatus,
  type VisitorChatStore,
  type VisitorChatStoreOptions,
} from './chat/stores/visitor-chat-store';
export {
  createStaffChatStore,
  type LoadStatus,
  type StaffChatEvent,
  type StaffChatState,
  type StaffChatStore,
  type StaffChatStoreOptions,
} from './chat/stores/staff-chat-store';
export type { SendRefusal, SendResult } from './chat/stores/send-result';
export type { VisitorSignalsState } from './chat/stores/visitor-signals';
export type { StaffSignalsState } from './chat/stores/staff-signals';
export type { KeyValueStorage } from './shared/key-value-storage';
export {
  type Attachment,
  type AttachmentsOptions,
  type AttachmentsState,
  type AttachmentsStore,
  createAttachmentsStore,
} from './chat/stores/attachments-store';
export type { PhotoBytes } from './chat/stores/photo-outbox';
