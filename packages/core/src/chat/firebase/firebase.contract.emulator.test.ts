import { setLogLevel } from 'firebase/firestore';
import { describeCannedRepliesContract } from '../../testing/contract/canned-contract';
import { describeChatBackendContract } from '../../testing/contract/chat-contract';
import { describeQuotesContract } from '../../testing/contract/quotes-contract';
import { describePhotosContract } from '../../testing/contract/photos-contract';
import { describeSettingsContract } from '../../testing/contract/settings-contract';
import { describeSignalsContract } from '../../testing/contract/signals-contract';
import {
  describeVisitorHistoryContract,
  type VisitorHistoryBackends,
} from '../../testing/contract/visitor-history-contract';
import type { FirebaseChat } from './create-firebase-chat';
import { chatClient, chatConfigFor, createAccount } from '../../testing/emulator-support';
import { newId, rulesEnvironmentForFile, seedSession } from '../../testing/rules-fixtures';

// Refused writes are part of the contract; the SDK would log each one as a warning.
setLogLevel('silent');

/**
 * One Firestore project for the file, emptied before each test. A project per test had the
 * emulator load the rules into each new one: 650 ms of a test's 700 ms of setup.
 */
const rules = rulesEnvironmentForFile('contract');
/** Numbers each test's clients: an app's name must be new while the last test's app is deleted. */
let tests = 0;

/** The file's project, emptied, and a way to make clients of this test's own. */
async function emptyProject() {
  const { env } = rules;
  await env.clearFirestore();
  const config = chatConfigFor(env);
  const test = ++tests;
  const made: FirebaseChat[] = [];
  const client = (name: string) => {
    const chat = chatClient(config, `${name}-${test}`);
    made.push(chat);
    return chat;
  };
  const dispose = async () => {
    await Promise.all(made.map((chat) => chat.dispose()));
  };
  return { env, client, dispose };
}

const makeBackends = async (): Promise<VisitorHistoryBackends> => {
  const { env, client, dispose } = await emptyProject();
  const [visitor, otherVisitor, staff, otherStaff] = ['v1', 'v2', 's1', 's2'].map(client);
  if (!visitor || !otherVisitor || !staff || !otherStaff) throw new Error('unreachable');
  for (const member of [staff, otherStaff]) {
    const { email, password } = await createAccount();
    const user = await member.signInStaff(email, password);
    if (!user.isStaff) throw new Error(`${email} did not get the staff claim`);
  }
  let extra = 0;
  return {
    async newVisitor() {
      return client(`v${++extra + 2}`).visitor;
    },
    visitor: visitor.visitor,
    otherVisitor: otherVisitor.visitor,
    staff: staff.staff,
    otherStaff: otherStaff.staff,
    async seedPastSession(visitorUid, status, ageMs) {
      await seedSession(env, newId('past'), { visitorUid, status, ageMs });
    },
    dispose,
  };
};

describeChatBackendContract('firestore on the emulator', makeBackends);
describeSettingsContract('firestore on the emulator', makeBackends);
describeVisitorHistoryContract('firestore on the emulator', makeBackends);
describeSignalsContract('firestore on the emulator', makeBackends);
describePhotosContract('firestore on the emulator', makeBackends);
describeQuotesContract('firestore on the emulator', makeBackends);

describeCannedRepliesContract('firestore on the emulator', async () => {
  const { client, dispose } = await emptyProject();
  const [staff, otherStaff, notStaff] = ['s1', 's2', 'n1'].map(client);
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
    dispose,
  };
});
