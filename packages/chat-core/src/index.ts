// The public API of @detailing/chat-core (framework-free): the domain (also its own entry point,
// `@detailing/chat-core/domain`, for code without Firebase such as the functions) and the stores.
// The Firebase adapter is `@detailing/chat-core/firebase`; test support (the memory backend,
// contract suites, fixtures) is `@detailing/chat-core/testing`.

export * from './domain';
export {
  CANNED_REPLY_TEXTS,
  type CannedRepliesState,
  type CannedRepliesStore,
  type CannedReplySaveResult,
  createCannedRepliesStore,
} from './stores/canned-replies-store';
export {
  createRequestsStore,
  NEW_REQUESTS_CAP,
  type RequestSaveResult,
  type RequestsState,
  type RequestsStore,
  REQUESTS_STORE_TEXTS,
} from './stores/requests-store';
export {
  type FirebaseEnvResult,
  type FirebaseWebConfig,
  missingPushEnv,
  readFirebaseEnv,
  REQUIRED_FIREBASE_ENV,
} from './firebase-env';
export type {
  CannedRepliesListener,
  ConnectionListener,
  ConnectionState,
  ErrorListener,
  MessagesListener,
  PeopleSearchResult,
  RequestsListener,
  SessionListener,
  SessionsListener,
  TypingListener,
  SettingsListener,
  SiteEditorBackend,
  StaffAuth,
  StaffChatBackend,
  Unsubscribe,
  VisitorChatBackend,
} from './backend';
export { deviceIdForToken } from './device-id';
export {
  createVisitorChatStore,
  type VisitorChatEvent,
  type VisitorChatState,
  type VisitorChatStatus,
  type VisitorChatStore,
  type VisitorChatStoreOptions,
} from './stores/visitor-chat-store';
export {
  createStaffChatStore,
  type LoadStatus,
  type StaffChatEvent,
  type StaffChatState,
  type StaffChatStore,
  type StaffChatStoreOptions,
} from './stores/staff-chat-store';
export type { SendRefusal, SendResult } from './stores/send-result';
export type { VisitorSignalsState } from './stores/visitor-signals';
export type { StaffSignalsState } from './stores/staff-signals';
export type { KeyValueStorage } from './stores/key-value-storage';
export {
  type Attachment,
  type AttachmentsOptions,
  type AttachmentsState,
  type AttachmentsStore,
  createAttachmentsStore,
} from './stores/attachments-store';
export type { PhotoBytes } from './stores/photo-outbox';
