/**
 * Retention's periods (spec section 5, OWNER-TOOLS.md 1) from the environment: checked before a
 * run touches anything, a bad value named (retention.ts runs with them).
 */

export const DEFAULT_CLOSE_AFTER_DAYS = 30;
export const DEFAULT_DELETE_AFTER_DAYS = 365;
/** Longest period accepted (ten years): a bigger number is a typo (or milliseconds). */
export const MAX_RETENTION_DAYS = 3650;
/** The environment variables that set the two periods (functions/.env when deployed). */
const CLOSE_AFTER_DAYS_VARIABLE = 'CHAT_CLOSE_AFTER_DAYS';
const DELETE_AFTER_DAYS_VARIABLE = 'CHAT_DELETE_AFTER_DAYS';
const REQUESTS_MONTHS_VARIABLE = 'REQUESTS_DELETE_AFTER_MONTHS';
/** Closed requests are deleted this many months after their last change (OWNER-TOOLS.md 1). */
export const DEFAULT_REQUESTS_DELETE_AFTER_MONTHS = 24;
const MAX_REQUESTS_MONTHS = 120;

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

/** What is wrong with a period, or undefined when it is fine. */
export function checkDays(name: string, value: number, shown = String(value)): string | undefined {
  if (Number.isInteger(value) && value >= 1 && value <= MAX_RETENTION_DAYS) return undefined;
  return `${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, got ${shown}`;
}

function parseDays(name: string, raw: string | undefined, fallback: number) {
  const text = raw?.trim() ?? '';
  if (text === '') return { days: fallback };
  // Digits only: Number('1e3'), parseInt('30 days') and friends would accept garbage.
  const days = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  const problem = checkDays(name, days, JSON.stringify(text));
  return problem ? { problem } : { days };
}

/**
 * The two periods from the environment: unset or empty means the default; anything else must be
 * a whole number of days from 1 to MAX_RETENTION_DAYS, or RetentionConfigError names every
 * variable that is wrong (a typo never silently becomes the default).
 */
export function retentionConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
): RetentionConfig {
  const close = parseDays(
    CLOSE_AFTER_DAYS_VARIABLE,
    env[CLOSE_AFTER_DAYS_VARIABLE],
    DEFAULT_CLOSE_AFTER_DAYS,
  );
  const remove = parseDays(
    DELETE_AFTER_DAYS_VARIABLE,
    env[DELETE_AFTER_DAYS_VARIABLE],
    DEFAULT_DELETE_AFTER_DAYS,
  );
  const monthsText = env[REQUESTS_MONTHS_VARIABLE]?.trim() ?? '';
  const months =
    monthsText === ''
      ? DEFAULT_REQUESTS_DELETE_AFTER_MONTHS
      : /^\d{1,4}$/.test(monthsText)
        ? Number(monthsText)
        : Number.NaN;
  const monthsProblem =
    Number.isInteger(months) && months >= 1 && months <= MAX_REQUESTS_MONTHS
      ? undefined
      : `${REQUESTS_MONTHS_VARIABLE} must be a whole number of months from 1 to ${MAX_REQUESTS_MONTHS}, got ${JSON.stringify(monthsText)}`;
  if (close.days === undefined || remove.days === undefined || monthsProblem) {
    const problems = [close.problem, remove.problem, monthsProblem].filter((p) => p !== undefined);
    throw new RetentionConfigError(`Retention is misconfigured: ${problems.join('; ')}.`);
  }
  return {
    closeAfterDays: close.days,
    deleteAfterDays: remove.days,
    requestsDeleteAfterMonths: months,
  };
}
