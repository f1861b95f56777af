import type { BatchResponse, TokenMessage } from 'firebase-admin/messaging';
import { buildPush, buildSummaryPush, isDeadRegistration } from './staff-push.js';

/**
 * Push to staff when a visitor writes: plain functions with their dependencies passed in, so
 * the logic runs offline in unit tests and against the Firestore emulator in integration tests.
 * `index.ts` wires them to the Firestore trigger, Firestore and Firebase Cloud Messaging.
 */

/** FCM accepts at most this many messages per sendEach call. */
export const SEND_BATCH_SIZE = 500;

/** At most one push per conversation in this time; what arrives meanwhile is counted. */
export const PUSH_INTERVAL_MS = 60_000;

/** How long a staff-claim check is trusted (a revoked member of staff stops within this). */
export const STAFF_CHECK_TTL_MS = 60_000;

/** One registered staff device: its `staffDevices` document id, FCM token and owner's uid. */
export interface StaffDevice {
  readonly id: string;
  readonly token: string;
  /** The account that registered it (absent on a malformed document: then nobody's). */
  readonly uid?: string | undefined;
}

/**
 * Whether an account holds the staff claim now (the Admin SDK's view, not the claim frozen in
 * an ID token an hour old). Throws when it cannot tell (Auth unreachable).
 */
export interface StaffDirectory {
  isStaff(uid: string): Promise<boolean>;
}

/**
 * Per-conversation flood control for pushes. `claim` records one more visitor message and says
 * whether it may be pushed now (none pushed in the last PUSH_INTERVAL_MS) and how many messages
 * the push stands for (this one and those held back since the last push).
 */
export interface PushThrottle {
  claim(sessionId: string): Promise<{ readonly send: boolean; readonly count: number }>;
}

/** What the budget across all conversations allows one push (push-budget.ts). */
export type PushAllowance = 'send' | 'summary' | 'held';

/**
 * At most so many pushes a minute across every conversation: `send` within it; `summary` for
 * the first message over it in its minute (one push saying how many conversations wait);
 * `held` for the rest of that minute.
 */
export interface PushBudget {
  /** `claimId` names the message: a message delivered twice is allowed once. */
  take(claimId: string): Promise<PushAllowance>;
}

/** The `staffDevices` collection, as the notifier needs it. */
export interface DeviceRepository {
  list(): Promise<StaffDevice[]>;
  remove(ids: readonly string[]): Promise<void>;
}

/** The part of the Admin SDK's Messaging the notifier uses (FCM's own boundary). */
export interface MessagingPort {
  sendEach(messages: TokenMessage[]): Promise<BatchResponse>;
}

export interface NotifyDependencies {
  readonly devices: DeviceRepository;
  readonly staff: StaffDirectory;
  readonly throttle: PushThrottle;
  readonly messaging: MessagingPort;
  /** The cap across conversations; without one, every conversation's push goes out. */
  readonly budget?: PushBudget;
  /** How many open conversations wait for a reply (the summary push says it). */
  readonly awaitingReply?: () => Promise<number>;
  /**
   * Where the notifier reports. `error` for what stops pushes reaching staff (a staff account
   * that cannot be checked, a push FCM refused for another reason than a dead token): logged
   * at error level, so a log-based alert catches it (docs/deploy.md) instead of staff quietly
   * getting no pushes.
   */
  readonly log?: (message: string, details?: Record<string, unknown>, severity?: Severity) => void;
}

export type Severity = 'info' | 'error';

/** A newly created message document, as the trigger sees it. */
export interface CreatedMessage {
  readonly sessionId: string;
  readonly messageId: string;
  /** The document's data, unchecked (undefined if the document vanished). */
  readonly data: Readonly<Record<string, unknown>> | undefined;
}

export type NotifyResult =
  | { readonly status: 'skipped'; readonly reason: 'not-a-visitor-message' }
  /** A push for this conversation went out less than a minute ago; this message is counted. */
  | { readonly status: 'skipped'; readonly reason: 'throttled' }
  /** The minute's pushes across all conversations are spent, and its summary went out. */
  | { readonly status: 'skipped'; readonly reason: 'capped' }
  | {
      readonly status: 'skipped';
      readonly reason: 'no-devices';
      /** Devices of former staff, now deleted. */
      readonly revoked: readonly string[];
    }
  | (StaffPushSent & {
      /** The push was the minute's summary (the cap across conversations was reached). */
      readonly summary?: true;
    });

/**
 * A StaffDirectory that remembers each answer for `ttlMs`: a burst of messages costs one Auth
 * lookup per member of staff, and a revoked one stops receiving within `ttlMs`.
 */
export function cachedStaffDirectory(
  directory: StaffDirectory,
  { ttlMs = STAFF_CHECK_TTL_MS, now = Date.now } = {},
): StaffDirectory {
  const answers = new Map<string, { staff: boolean; at: number }>();
  return {
    async isStaff(uid) {
      const cached = answers.get(uid);
      if (cached && now() - cached.at < ttlMs) return cached.staff;
      const staff = await directory.isStaff(uid);
      answers.set(uid, { staff, at: now() });
      return staff;
    },
  };
}

/**
 * Splits the registered devices by their owner's claim now: `current` may be sent to,
 * `revoked` belong to former staff (or to nobody) and are to be deleted. A device whose owner
 * cannot be checked is in neither: not sent to, not deleted.
 */
async function byOwnerClaim(
  registered: readonly StaffDevice[],
  staff: StaffDirectory,
  log: NonNullable<NotifyDependencies['log']>,
) {
  const owners = [...new Set(registered.map((device) => device.uid ?? ''))];
  const verdicts = new Map<string, boolean | undefined>(
    await Promise.all(
      owners.map(async (uid): Promise<[string, boolean | undefined]> => {
        if (uid === '') return [uid, false];
        try {
          return [uid, await staff.isStaff(uid)];
        } catch (error) {
          log(
            'Could not check a staff account; its devices are skipped.',
            { uid, error: error instanceof Error ? error.message : String(error) },
            'error',
          );
          return [uid, undefined];
        }
      }),
    ),
  );
  const verdict = (device: StaffDevice) => verdicts.get(device.uid ?? '');
  return {
    current: registered.filter((device) => verdict(device) === true),
    revoked: registered.filter((device) => verdict(device) === false).map((device) => device.id),
  };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * On a visitor's message (sender `user`): within the conversation's throttle and the cap across
 * conversations, one push to every staff device (`pushToStaff`): a visitor's words never reach
 * someone who no longer works here.
 */
export async function notifyStaff(
  created: CreatedMessage,
  {
    devices,
    staff,
    throttle,
    messaging,
    budget,
    awaitingReply = () => Promise.resolve(0),
    log = () => undefined,
  }: NotifyDependencies,
): Promise<NotifyResult> {
  if (created.data?.sender !== 'user') {
    return { status: 'skipped', reason: 'not-a-visitor-message' };
  }
  const { content, photos } = created.data;
  const { send, count } = await throttle.claim(created.sessionId);
  if (!send) return { status: 'skipped', reason: 'throttled' };
  const allowance = budget
    ? await budget.take(`${created.sessionId}-${created.messageId}`)
    : 'send';
  if (allowance === 'held') return { status: 'skipped', reason: 'capped' };
  const summary = allowance === 'summary';
  const waiting = summary ? await awaitingReply() : 0;
  if (summary) log('The pushes of this minute are spent: sending the summary.', { waiting });
  const delivered = await pushToStaff(
    (token) =>
      summary
        ? buildSummaryPush(token, waiting)
        : buildPush(token, created.sessionId, { content, photos }, count),
    { devices, staff, messaging, log },
  );
  if (delivered.status === 'no-devices') {
    log('No staff device is registered for push.', { sessionId: created.sessionId });
    return { status: 'skipped', reason: 'no-devices', revoked: delivered.revoked };
  }
  return { ...delivered, ...(summary ? { summary: true as const } : {}) };
}

/** A push that went out to staff's devices, and the registrations it cleaned up. */
interface StaffPushSent {
  readonly status: 'sent';
  readonly successCount: number;
  readonly failureCount: number;
  /** Document ids of the registrations FCM called dead, now deleted. */
  readonly removed: readonly string[];
  /** Devices whose owner no longer holds the staff claim, deleted without a push. */
  readonly revoked: readonly string[];
}

/** What a push to every staff device did. */
export type StaffPushResult =
  { readonly status: 'no-devices'; readonly revoked: readonly string[] } | StaffPushSent;

/**
 * One push to every device of a current member of staff (`push` builds it for a token), then the
 * registrations FCM reports dead are deleted. Devices of former staff are deleted unsent: nothing
 * reaches someone who no longer works here. A failure for one device never stops the others
 * (sendEach reports each device separately). Shared by the chat's pushes and the requests'.
 */
export async function pushToStaff(
  push: (token: string) => TokenMessage,
  {
    devices,
    staff,
    messaging,
    log = () => undefined,
  }: Pick<NotifyDependencies, 'devices' | 'staff' | 'messaging' | 'log'>,
): Promise<StaffPushResult> {
  const { current: registered, revoked } = await byOwnerClaim(await devices.list(), staff, log);
  if (revoked.length > 0) {
    await devices.remove(revoked);
    log('Removed the devices of former staff.', { count: revoked.length, ids: revoked });
  }
  if (registered.length === 0) return { status: 'no-devices', revoked };

  let successCount = 0;
  let failureCount = 0;
  const dead: string[] = [];
  for (const batch of chunk(registered, SEND_BATCH_SIZE)) {
    const response = await messaging.sendEach(batch.map((device) => push(device.token)));
    successCount += response.successCount;
    failureCount += response.failureCount;
    response.responses.forEach((result, index) => {
      const device = batch[index];
      if (result.success || !device) return;
      if (isDeadRegistration(result.error)) {
        dead.push(device.id);
      } else {
        log(
          'A push to a staff device failed.',
          { deviceId: device.id, code: result.error?.code, error: result.error?.message },
          'error',
        );
      }
    });
  }

  if (dead.length > 0) {
    await devices.remove(dead);
    log('Removed dead staff device registrations.', { count: dead.length, ids: dead });
  }
  return { status: 'sent', successCount, failureCount, removed: dead, revoked };
}
