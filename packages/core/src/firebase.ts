export {
  createFirebaseChat,
  createFirebaseStaffChat,
  createFirebaseVisitorChat,
  type FirebaseChat,
} from './chat/firebase/create-firebase-chat';
export { DEFAULT_APP_NAME, type FirebaseChatConfig } from './shared/firebase/firebase-services';
export { QUERY_SHAPES, type QueryShape } from './shared/firebase/query-shapes';
