import { type Environment, MAX_RETENTION_DAYS, readSettings } from './environment.js';

/**
 * Retention's periods (spec section 5, OWNER-TOOLS.md 1) from the environment: checked before a
 * run touches anything, a bad value named (retention.ts runs with them). The variables, their
 * defaults and ranges are declared in environment.ts.
 */

export interface RetentionConfig {
  readonly closeAfterDays: number;
  readonly deleteAfterDays: number;
  /** Closed requests untouched this many months are deleted (default 24). */
  readonly requestsDeleteAfterMonths?: number;
}

/** A retention period that is not a whole number of days in range. Nothing has been touched. */
export class RetentionConfigError extends Error {
  override readonly name = 'RetentionConfigError';
}

/** What is wrong with a period given in code, or undefined when it is fine. */
export function checkDays(name: string, value: number): string | undefined {
  if (Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_DAYS) return undefined;
  return `${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, got ${value}`;
}

/**
 * CHAT_CLOSE_AFTER_DAYS, CHAT_DELETE_AFTER_DAYS and REQUESTS_DELETE_AFTER_MONTHS: unset or empty
 * means the default; anything else must be a whole number in range, or RetentionConfigError
 * names every variable that is wrong (a typo never silently becomes the default).
 */
export function retentionConfigFrom(env: Environment): RetentionConfig {
  const { values, problems } = readSettings(env, [
    'CHAT_CLOSE_AFTER_DAYS',
    'CHAT_DELETE_AFTER_DAYS',
    'REQUESTS_DELETE_AFTER_MONTHS',
  ]);
  if (problems.length > 0) {
    throw new RetentionConfigError(`Retention is misconfigured: ${problems.join('; ')}.`);
  }
  return {
    closeAfterDays: values.CHAT_CLOSE_AFTER_DAYS,
    deleteAfterDays: values.CHAT_DELETE_AFTER_DAYS,
    requestsDeleteAfterMonths: values.REQUESTS_DELETE_AFTER_MONTHS,
  };
}
