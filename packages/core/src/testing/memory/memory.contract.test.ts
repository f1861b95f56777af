import type { SessionStatus } from '../../chat/domain/model';
import { describeCannedRepliesContract } from '../contract/canned-contract';
import { describeChatBackendContract } from '../contract/chat-contract';
import { describeQuotesContract } from '../contract/quotes-contract';
import { describePhotosContract } from '../contract/photos-contract';
import { describeSettingsContract } from '../contract/settings-contract';
import { describeSignalsContract } from '../contract/signals-contract';
import { describeVisitorHistoryContract } from '../contract/visitor-history-contract';
import { buildConversation } from './builders';
import { createMemoryChat } from './memory-chat';

const makeBackends = async () => {
  const memory = createMemoryChat();
  return {
    visitor: memory.visitor(),
    otherVisitor: memory.visitor(),
    staff: memory.staff(),
    otherStaff: memory.staff(),
    newVisitor: async () => memory.visitor(),
    async seedPastSession(visitorUid: string, status: SessionStatus, ageMs: number) {
      const createdAt = Date.now() - ageMs;
      const past = { visitorUid, status, createdAt, updatedAt: createdAt };
      memory.seedSession(buildConversation(past, []).session);
    },
    dispose: async () => undefined,
  };
};

describeChatBackendContract('memory', makeBackends);
describeSettingsContract('memory', makeBackends);
describeVisitorHistoryContract('memory', makeBackends);
describeSignalsContract('memory', makeBackends);
describePhotosContract('memory', makeBackends);
describeQuotesContract('memory', makeBackends);

describeCannedRepliesContract('memory', async () => {
  const memory = createMemoryChat();
  return {
    staff: memory.staff(),
    otherStaff: memory.staff(),
    notStaff: memory.staff({ isStaff: false }),
    dispose: async () => undefined,
  };
});
