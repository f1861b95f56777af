// @ts-check
// Chat settings for tests: one builder, so every test that is not about the away state runs
// with the shop open whatever the hour (CI runs at night too). Plain JavaScript typed with
// JSDoc, so Node scripts (the test stack's seed) import it as it is; TypeScript imports it as
// `@detailing/core/testing/settings`. Test support: no product code imports it.

/** Away message of the always-open settings (never shown: they are never away). */
export const ALWAYS_OPEN_AWAY_MESSAGE = 'Thanks for your message. We will reply as soon as we can.';

/**
 * The shape of core's ChatSettings (business-hours.ts), restated so that this file imports
 * nothing and type-checks under every module resolution (the functions use NodeNext).
 * @typedef {{ readonly open: string, readonly close: string }} Range
 * @typedef {{ readonly mon: Range | null, readonly tue: Range | null, readonly wed: Range | null,
 *   readonly thu: Range | null, readonly fri: Range | null, readonly sat: Range | null,
 *   readonly sun: Range | null }} Hours
 * @typedef {{ readonly hours: Hours, readonly away: boolean, readonly awayMessage: string }} Settings
 */

/**
 * `settings/chat` open every day from 00:00 to 23:59, which business-hours.ts counts as the
 * whole day, and not away. `changes` override fields (e.g. `{ away: true }` for the away tests,
 * so that only the switch decides).
 * @param {Partial<Settings>} [changes]
 * @returns {Settings}
 */
export function alwaysOpenSettings(changes = {}) {
  const allDay = { open: '00:00', close: '23:59' };
  return {
    hours: {
      mon: allDay,
      tue: allDay,
      wed: allDay,
      thu: allDay,
      fri: allDay,
      sat: allDay,
      sun: allDay,
    },
    away: false,
    awayMessage: ALWAYS_OPEN_AWAY_MESSAGE,
    ...changes,
  };
}
