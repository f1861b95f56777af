import { describeCannedRepliesContract } from '../contract/canned-contract';
import { describeChatBackendContract } from '../contract/chat-contract';
import { createMemoryChat } from './memory-chat';

describeChatBackendContract('memory', async () => {
  const memory = createMemoryChat();
  return {
    visitor: memory.visitor(),
    otherVisitor: memory.visitor(),
    staff: memory.staff(),
    otherStaff: memory.staff(),
    newVisitor: async () => memory.visitor(),
    dispose: async () => undefined,
  };
});

describeCannedRepliesContract('memory', async () => {
  const memory = createMemoryChat();
  return {
    staff: memory.staff(),
    otherStaff: memory.staff(),
    notStaff: memory.staff({ isStaff: false }),
    dispose: async () => undefined,
  };
});
