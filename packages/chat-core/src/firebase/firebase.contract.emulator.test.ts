import { setLogLevel } from 'firebase/firestore';
import { describeCannedRepliesContract } from '../testing/contract/canned-contract';
import { describeChatBackendContract } from '../testing/contract/chat-contract';
import { describePhotosContract } from '../testing/contract/photos-contract';
import { describeSettingsContract } from '../testing/contract/settings-contract';
import { describeSignalsContract } from '../testing/contract/signals-contract';
import {
  describeVisitorHistoryContract,
  type VisitorHistoryBackends,
} from '../testing/contract/visitor-history-contract';
import type { FirebaseChat } from './create-firebase-chat';
import { chatClient, createAccount, startEmulatorProject } from '../testing/emulator-support';
import { newId, seedSession } from '../testing/rules-fixtures';

// Refused writes are part of the contract; the SDK would log each one as a warning.
setLogLevel('silent');

const makeBackends = async (): Promise<VisitorHistoryBackends> => {
  const { config, env } = await startEmulatorProject('contract');
  const [visitor, otherVisitor, staff, otherStaff] = ['v1', 'v2', 's1', 's2'].map((name) =>
    chatClient(config, name),
  );
  if (!visitor || !otherVisitor || !staff || !otherStaff) throw new Error('unreachable');
  for (const member of [staff, otherStaff]) {
    const { email, password } = await createAccount();
    const user = await member.signInStaff(email, password);
    if (!user.isStaff) throw new Error(`${email} did not get the staff claim`);
  }
  const extra: FirebaseChat[] = [];
  return {
    async newVisitor() {
      const chat = chatClient(config, `v${extra.length + 3}`);
      extra.push(chat);
      return chat.visitor;
    },
    visitor: visitor.visitor,
    otherVisitor: otherVisitor.visitor,
    staff: staff.staff,
    otherStaff: otherStaff.staff,
    async seedPastSession(visitorUid, status, ageMs) {
      await seedSession(env, newId('past'), { visitorUid, status, ageMs });
    },
    async dispose() {
      const clients = [visitor, otherVisitor, staff, otherStaff, ...extra];
      await Promise.all(clients.map((chat) => chat.dispose()));
      await env.cleanup();
    },
  };
};

describeChatBackendContract('firestore on the emulator', makeBackends);
describeSettingsContract('firestore on the emulator', makeBackends);
describeVisitorHistoryContract('firestore on the emulator', makeBackends);
describeSignalsContract('firestore on the emulator', makeBackends);
describePhotosContract('firestore on the emulator', makeBackends);

describeCannedRepliesContract('firestore on the emulator', async () => {
  const { config, env } = await startEmulatorProject('canned');
  const clients = ['s1', 's2', 'n1'].map((name) => chatClient(config, name));
  const [staff, otherStaff, notStaff] = clients;
  if (!staff || !otherStaff || !notStaff) throw new Error('unreachable');
  for (const [member, isStaff] of [
    [staff, true],
    [otherStaff, true],
    [notStaff, false],
  ] as const) {
    const { email, password } = await createAccount({ isStaff });
    await member.signInStaff(email, password);
  }
  return {
    staff: staff.staff,
    otherStaff: otherStaff.staff,
    notStaff: notStaff.staff,
    async dispose() {
      await Promise.all(clients.map((chat) => chat.dispose()));
      await env.cleanup();
    },
  };
});
