import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CANNED_REPLY_LIMITS } from '../domain/canned-replies';
import { MAX_MESSAGE_LENGTH } from '../domain/validation';
import { RULES_PATH } from '../../testing/rules-fixtures';

const rules = readFileSync(RULES_PATH, 'utf8');

describe('firestore.rules and core state the same canned reply limits', () => {
  it('title length, and the text held to the message validation', () => {
    const title = /function maxCannedTitleLength\(\)\s*\{\s*return (\d+);/.exec(rules)?.[1];
    expect(Number(title)).toBe(CANNED_REPLY_LIMITS.title);
    expect(CANNED_REPLY_LIMITS.text).toBe(MAX_MESSAGE_LENGTH);
    expect(rules).toContain('&& validContent(data.text)');
  });
});
