import { ChatBackendError } from '../../shared/domain/errors';
import { isValidChatId } from '../../shared/domain/ids';
import { MAX_MESSAGE_LENGTH, validateMessage } from './validation';

/**
 * A saved reply staff insert into the composer with `/` (CHAT-PRODUCT.md 4), stored as
 * `cannedReplies/{id}`. Its text becomes a message, so it passes the message validation.
 */
export interface CannedReply {
  /** Generated on the client (createChatId), so a retried save never duplicates a reply. */
  readonly id: string;
  /** What the list shows and filters on: 1..80 characters, one line. */
  readonly title: string;
  /** What is inserted into the composer: a valid message (validateMessage). */
  readonly text: string;
  /** Milliseconds since the epoch of the last save (server time). */
  readonly updatedAt: number;
}

/** A reply as staff save it (add or edit): the adapter stamps `updatedAt`. */
export interface CannedReplyDraft {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** Limits the rules state too (firestore.rules, cannedReplies; rules-limits.test.ts). */
export const CANNED_REPLY_LIMITS = { title: 80, text: MAX_MESSAGE_LENGTH } as const;

export type CannedReplyField = 'title' | 'text';

export type CannedReplyValidation =
  | { readonly ok: true; readonly title: string; readonly text: string }
  | {
      readonly ok: false;
      /** One message per field that is wrong, in words a person can act on. */
      readonly problems: Readonly<Partial<Record<CannedReplyField, string>>>;
    };

// eslint-disable-next-line no-control-regex -- a title is one line: no control characters at all
const TITLE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;

const count = (n: number) => n.toLocaleString('en-GB');

function titleProblem(title: string): string | null {
  if (title.length === 0) return 'Give the reply a title.';
  if (TITLE_FORBIDDEN.test(title)) return 'Titles are one line, without hidden control characters.';
  if (title.length > CANNED_REPLY_LIMITS.title) {
    return `Titles can be up to ${count(CANNED_REPLY_LIMITS.title)} characters; this one has ${count(title.length)}.`;
  }
  return null;
}

/**
 * Checks a reply as typed on the settings screen and returns what to store: both fields
 * trimmed, the title one line of 1..80 characters, the text what validateMessage would send.
 */
export function validateCannedReply(input: {
  readonly title: string;
  readonly text: string;
}): CannedReplyValidation {
  const title = input.title.trim();
  const message = validateMessage(input.text);
  const problems: Partial<Record<CannedReplyField, string>> = {};
  const wrongTitle = titleProblem(title);
  if (wrongTitle) problems.title = wrongTitle;
  if (!message.ok) {
    problems.text =
      message.reason === 'empty'
        ? 'Write the text of the reply.'
        : message.reason === 'too-long'
          ? `Replies can be up to ${count(MAX_MESSAGE_LENGTH)} characters; this one has ${count(input.text.trim().length)}.`
          : 'This text contains hidden control characters. Please remove them.';
  }
  if (!message.ok || wrongTitle) return { ok: false, problems };
  return { ok: true, title, text: message.content };
}

/** What both adapters check before a write, as the rules do (the UI validates first). */
export function assertCannedReply(draft: CannedReplyDraft): void {
  assertCannedReplyId(draft.id);
  const checked = validateCannedReply(draft);
  if (!checked.ok || checked.title !== draft.title || checked.text !== draft.text) {
    throw new ChatBackendError(
      'invalid-argument',
      'A canned reply must be validated (validateCannedReply) before saving.',
    );
  }
}

export function assertCannedReplyId(id: string): void {
  if (!isValidChatId(id)) throw new ChatBackendError('invalid-argument', `Invalid id "${id}".`);
}

/** Replies in the order staff see them: by title, then by id. */
export function sortCannedReplies(replies: Iterable<CannedReply>): CannedReply[] {
  return [...replies].sort(
    (a, b) =>
      a.title.localeCompare(b.title, 'en-GB', { sensitivity: 'base' }) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
