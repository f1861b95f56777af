import {
  type ChatSettings,
  defaultChatSettings,
  isAway,
  type OpeningRange,
  TIME_PATTERN,
  WEEKDAYS,
  type WeeklyHours,
} from '@detailing/core/domain';
import type { CreatedMessage } from './notify-staff.js';

/**
 * The automatic away reply (CHAT-PRODUCT.md 4): a visitor's message received while the business
 * is away (outside the opening hours in Europe/London, or staff switched away on) gets one reply
 * with the away message, written by this function as an `admin` message marked `automatic`.
 * One per conversation: the reply has a fixed id in it, so a retried or repeated trigger finds
 * it there and writes nothing. Plain functions with their dependencies passed in; `index.ts`
 * wires them to Firestore.
 */

/** The reply's document id in `chatSessions/{id}/messages`: the same on every retry. */
export const AWAY_REPLY_ID = 'automatic-away-reply';

/**
 * The business profile's opening hours (`business.openingHours` in packages/ui/src/business.js),
 * for a project where staff never saved settings. The functions deploy apart from the workspace
 * packages, so this is a copy; `away-reply.test.ts` holds it equal to the profile.
 */
export const PROFILE_OPENING_HOURS = [
  { days: 'Monday to Friday', opens: '08:00', closes: '18:00' },
  { days: 'Saturday', opens: '09:00', closes: '16:00' },
] as const;

export const DEFAULT_SETTINGS: ChatSettings = defaultChatSettings(PROFILE_OPENING_HOURS);

export interface AwayReply {
  readonly content: string;
  /** One more than the visitor message's, so the reply sorts after it. */
  readonly seq: number;
}

export interface AwayReplyDependencies {
  /** `settings/chat`, or null when it does not exist (then DEFAULT_SETTINGS apply). */
  readSettings(): Promise<ChatSettings | null>;
  /**
   * Writes the reply (and counts it on the session) unless it exists or the conversation is no
   * longer open, in one transaction. Says which.
   */
  writeReply(sessionId: string, reply: AwayReply): Promise<'written' | 'exists' | 'closed'>;
}

export type AwayReplyResult =
  | { readonly status: 'skipped'; readonly reason: 'not-a-visitor-message' | 'open' }
  | { readonly status: 'skipped'; readonly reason: 'already-replied' | 'closed' }
  | { readonly status: 'replied' };

const millisOf = (value: unknown): number | null =>
  typeof value === 'object' &&
  value !== null &&
  'toMillis' in value &&
  typeof value.toMillis === 'function'
    ? Number(value.toMillis())
    : null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rangeOf(value: unknown): OpeningRange | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { open, close } = value;
  if (typeof open !== 'string' || typeof close !== 'string') return undefined;
  if (!TIME_PATTERN.test(open) || !TIME_PATTERN.test(close) || open >= close) return undefined;
  return { open, close };
}

/** The stored document as settings; null when it is missing or (against the rules) malformed. */
export function settingsFrom(data: unknown): ChatSettings | null {
  if (!isRecord(data) || !isRecord(data.hours)) return null;
  const { hours, away, awayMessage } = data;
  const ranges = WEEKDAYS.map((day) => rangeOf(hours[day]));
  const [mon, tue, wed, thu, fri, sat, sun] = ranges;
  if (
    mon === undefined ||
    tue === undefined ||
    wed === undefined ||
    thu === undefined ||
    fri === undefined ||
    sat === undefined ||
    sun === undefined
  ) {
    return null;
  }
  if (typeof away !== 'boolean' || typeof awayMessage !== 'string' || awayMessage.trim() === '') {
    return null;
  }
  const weekly: WeeklyHours = { mon, tue, wed, thu, fri, sat, sun };
  return { hours: weekly, away, awayMessage };
}

/**
 * On a visitor's message: when the business was away at the moment it was saved (its
 * `createdAt`, so a retry later decides the same), the away reply, unless the conversation has
 * it already or is closed.
 */
export async function replyWhenAway(
  created: CreatedMessage,
  { readSettings, writeReply }: AwayReplyDependencies,
): Promise<AwayReplyResult> {
  const data = created.data;
  if (data?.sender !== 'user') return { status: 'skipped', reason: 'not-a-visitor-message' };
  const receivedAt = millisOf(data.createdAt) ?? Date.now();
  const settings = (await readSettings()) ?? DEFAULT_SETTINGS;
  if (!isAway(settings, receivedAt)) return { status: 'skipped', reason: 'open' };
  const seq = typeof data.seq === 'number' && Number.isInteger(data.seq) ? data.seq + 1 : 1;
  const outcome = await writeReply(created.sessionId, { content: settings.awayMessage, seq });
  if (outcome === 'exists') return { status: 'skipped', reason: 'already-replied' };
  if (outcome === 'closed') return { status: 'skipped', reason: 'closed' };
  return { status: 'replied' };
}
