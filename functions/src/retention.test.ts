import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSIONS } from '@detailing/core/domain';
import {
  DEFAULT_CLOSE_AFTER_DAYS,
  DEFAULT_DELETE_AFTER_DAYS,
  MAX_RETENTION_DAYS,
} from './environment.js';
import { RetentionConfigError, retentionConfigFrom } from './retention-config.js';
import { monthsBefore } from './retention.js';

const configError = (env: Record<string, string | undefined>) => {
  try {
    retentionConfigFrom(env);
  } catch (error) {
    if (error instanceof RetentionConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a RetentionConfigError');
};

describe('retentionConfigFrom', () => {
  it('without the variables, closes after 30 days and deletes after 365', () => {
    expect(retentionConfigFrom({})).toEqual({
      closeAfterDays: 30,
      deleteAfterDays: 365,
      requestsDeleteAfterMonths: 24,
    });
    expect(DEFAULT_CLOSE_AFTER_DAYS).toBe(30);
    expect(DEFAULT_DELETE_AFTER_DAYS).toBe(365);
  });

  it('an empty or blank value means the default (an unset line in .env)', () => {
    expect(
      retentionConfigFrom({ CHAT_CLOSE_AFTER_DAYS: '', CHAT_DELETE_AFTER_DAYS: '  ' }),
    ).toEqual({ closeAfterDays: 30, deleteAfterDays: 365, requestsDeleteAfterMonths: 24 });
  });

  it('takes whole numbers of days, with surrounding spaces, up to ten years', () => {
    expect(
      retentionConfigFrom({ CHAT_CLOSE_AFTER_DAYS: ' 14 ', CHAT_DELETE_AFTER_DAYS: '3650' }),
    ).toEqual({ closeAfterDays: 14, deleteAfterDays: 3650, requestsDeleteAfterMonths: 24 });
    expect(retentionConfigFrom({ CHAT_CLOSE_AFTER_DAYS: '1' }).closeAfterDays).toBe(1);
  });

  it('keeps closed requests 24 months unless REQUESTS_DELETE_AFTER_MONTHS says otherwise', () => {
    expect(
      retentionConfigFrom({ REQUESTS_DELETE_AFTER_MONTHS: '36' }).requestsDeleteAfterMonths,
    ).toBe(36);
    expect(configError({ REQUESTS_DELETE_AFTER_MONTHS: 'two years' })).toContain(
      'REQUESTS_DELETE_AFTER_MONTHS must be a whole number of months from 1 to 120, got "two years"',
    );
    expect(configError({ REQUESTS_DELETE_AFTER_MONTHS: '0' })).toContain(
      'REQUESTS_DELETE_AFTER_MONTHS',
    );
    // Calendar months: two years before a leap day is the 28th.
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 24).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-11-27T03:30:00Z'), 24).toISOString()).toBe(
      '2024-11-27T03:30:00.000Z',
    );
  });

  it.each([
    ['0', 'zero would close every conversation at once'],
    ['-5', 'negative'],
    ['7.5', 'a fraction'],
    ['30 days', 'a unit parseInt would drop'],
    ['1e3', 'a number Number() would read'],
    ['0x1E', 'hexadecimal'],
    ['thirty', 'words'],
    [String(MAX_RETENTION_DAYS + 1), 'more than ten years'],
    ['2592000000', 'milliseconds by mistake'],
  ])('refuses %j (%s), naming the variable and the value', (value) => {
    const message = configError({ CHAT_CLOSE_AFTER_DAYS: value });
    expect(message).toContain(
      'CHAT_CLOSE_AFTER_DAYS must be a whole number of days from 1 to 3650',
    );
    expect(message).toContain(JSON.stringify(value));
  });

  it('names every bad variable at once, and never falls back to a default for garbage', () => {
    const message = configError({ CHAT_CLOSE_AFTER_DAYS: 'x', CHAT_DELETE_AFTER_DAYS: '1y' });
    expect(message).toBe(
      'Retention is misconfigured: ' +
        'CHAT_CLOSE_AFTER_DAYS must be a whole number of days from 1 to 3650, got "x"; ' +
        'CHAT_DELETE_AFTER_DAYS must be a whole number of days from 1 to 3650, got "1y".',
    );
  });
});

describe("retention's queries", () => {
  it('are served by the composite index in firestore.indexes.json (status, updatedAt desc)', () => {
    // Both queries are `status == X`, `updatedAt < cutoff`, ordered by `updatedAt` descending:
    // the staff list's index. The emulator does not enforce indexes; production would refuse.
    const file = path.resolve(import.meta.dirname, '../../firestore.indexes.json');
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(parsed).toMatchObject({
      indexes: expect.arrayContaining([
        {
          collectionGroup: SESSIONS,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'updatedAt', order: 'DESCENDING' },
          ],
        },
      ]),
    });
  });
});
