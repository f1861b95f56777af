export {
  createMemoryChat,
  type MemoryChat,
  type MemoryChatOptions,
  type MemoryStaffBackend,
  type MemoryVisitorBackend,
} from './memory-chat';
export type { MemoryStaffDevice } from './memory-server';
export type { MemoryStaffAccount, MemoryStaffAuth } from './memory-staff-auth';
export { createMemoryStorage } from './memory-storage';
export { buildConversation, buildMessage, buildSession, testPhoto } from './builders';
export { createMemorySiteEditor } from './memory-site-editor';
export { buildCoatingBooking, buildDiaryBooking, createMemoryBookings } from './memory-bookings';
