export {
  createFirebaseChat,
  createFirebaseStaffChat,
  createFirebaseVisitorChat,
  type FirebaseChat,
} from './create-firebase-chat';
export { DEFAULT_APP_NAME, type FirebaseChatConfig } from './firebase-services';
export { QUERY_SHAPES, type QueryShape } from './query-shapes';
