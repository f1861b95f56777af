import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAT_ID_PATTERN,
  MAX_OPEN_SESSIONS_PER_VISITOR,
  MESSAGE_MIN_INTERVAL_MS,
  NEW_SESSION_INTERVAL_MS,
} from '../../shared/domain/constants';
import { MAX_MESSAGE_LENGTH } from '../domain/validation';
import { SITE_DRAFT_PARTS, SITE_PHOTO_LIMITS } from '../../shared/domain/collections';
import { PHOTO_LIMITS, PHOTO_TYPES } from '../domain/photos';
import { REQUEST_LIMITS, REQUEST_STATUSES } from '../../requests/domain/requests';
import { TYPING_MIN_INTERVAL_MS } from '../domain/signals';
import { TRANSCRIPT_LIMITS } from '../../mail/domain/reply-mail';
import {
  DETAILS_MIN_INTERVAL_MS,
  EMAIL_PATTERN,
  ENVIRONMENT_LIMITS,
  IDENTITY_LIMITS,
  ORIGIN_PATTERN,
  PAGE_LIMITS,
} from '../domain/visitor-context';

const rules = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../firestore.rules'),
  'utf8',
);

/** The body of a one-line rules function: `function name(...) { return BODY; }`. */
function returned(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\)\\s*\\{\\s*return ([^;]+);`).exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no function ${name}()`);
  return match[1].trim();
}

describe('firestore.rules and core state the same limits', () => {
  it('the site editor: the draft’s parts and a photo’s size', () => {
    const parts = SITE_DRAFT_PARTS.map((part) => `'${part}'`).join(', ');
    expect(rules).toContain(`part in [${parts}]`);
    expect(rules).toContain(`bytes.size() <= ${SITE_PHOTO_LIMITS.maxBytes}`);
    expect(rules).toContain(`width <= ${SITE_PHOTO_LIMITS.maxEdge}`);
    expect(rules).toContain(`height <= ${SITE_PHOTO_LIMITS.maxEdge}`);
  });

  it('transcripts: how many per conversation, and how far apart', () => {
    expect(rules).toContain(`count <= ${TRANSCRIPT_LIMITS.perConversation}`);
    expect(rules).toContain(
      `requestedAt + duration.value(${TRANSCRIPT_LIMITS.intervalMs / 60_000}, 'm')`,
    );
  });

  it('maximum message length', () => {
    expect(returned('maxMessageLength')).toBe(String(MAX_MESSAGE_LENGTH));
  });

  it('flood-control interval between visitor messages', () => {
    expect(returned('minMessageInterval')).toBe(`duration.value(${MESSAGE_MIN_INTERVAL_MS}, 'ms')`);
  });

  it("interval between a visitor's new conversations, and how many may be open", () => {
    expect(returned('newSessionInterval')).toBe(
      `duration.value(${NEW_SESSION_INTERVAL_MS / 1000}, 's')`,
    );
    expect(returned('maxOpenSessions')).toBe(String(MAX_OPEN_SESSIONS_PER_VISITOR));
  });

  it("the visitor's details: sizes, and the interval between writes", () => {
    expect(returned('detailsInterval')).toBe(
      `duration.value(${DETAILS_MIN_INTERVAL_MS / 1000}, 's')`,
    );
    for (const [key, max] of Object.entries(IDENTITY_LIMITS)) {
      expect(rules).toContain(`optionalText(visitor, '${key}', ${max})`);
    }
    expect(rules).toContain(`page.path.size() <= ${PAGE_LIMITS.path}`);
    expect(rules).toContain(`page.title.size() <= ${PAGE_LIMITS.title}`);
    expect(rules).toContain(`value.size() <= ${PAGE_LIMITS.origin}`);
    for (const [key, max] of Object.entries(ENVIRONMENT_LIMITS)) {
      expect(rules).toContain(`context.${key}.size() <= ${max}`);
    }
  });

  it('the patterns of an origin (pages, referrer) and of an e-mail address', () => {
    expect(rules).toContain(`value.matches("${ORIGIN_PATTERN}")`);
    expect(rules).toContain(`visitor.email.matches("${EMAIL_PATTERN}")`);
  });

  it('interval between two typing signals of one side', () => {
    expect(returned('typingInterval')).toBe(
      `duration.value(${TYPING_MIN_INTERVAL_MS / 1000}, 's')`,
    );
  });

  it('photos: how many, how large, which types', () => {
    expect(returned('maxPhotosPerMessage')).toBe(String(PHOTO_LIMITS.perMessage));
    expect(returned('maxPhotosPerConversation')).toBe(String(PHOTO_LIMITS.perConversation));
    expect(returned('maxPhotoBytes')).toBe(String(PHOTO_LIMITS.imageBytes));
    expect(returned('maxThumbBytes')).toBe(String(PHOTO_LIMITS.thumbBytes));
    expect(returned('maxPhotoEdge')).toBe(String(PHOTO_LIMITS.edge));
    expect(rules).toContain(`data.type in [${PHOTO_TYPES.map((type) => `'${type}'`).join(', ')}]`);
  });

  it("requests: the statuses and staff's notes", () => {
    expect(returned('maxRequestNotes')).toBe(String(REQUEST_LIMITS.notes));
    expect(rules).toContain(
      `after.status in [${REQUEST_STATUSES.map((status) => `'${status}'`).join(', ')}]`,
    );
  });

  it('client id pattern', () => {
    const inRules = /id\.matches\('([^']+)'\)/.exec(returned('validId'))?.[1];
    expect(`^${inRules}$`).toBe(CHAT_ID_PATTERN.source);
  });
});
