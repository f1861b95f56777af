import { type ChatSettings, isOpenAt } from '@detailing/core';

/**
 * What visitors see now (CHAT-PRODUCT.md 4), as the widget decides it (core's isAway):
 * online; away because staff switched Away on; or away because it is outside the opening hours
 * (Europe/London), even with the switch off.
 */
export type Availability = 'online' | 'away' | 'out-of-hours';

export function availability(settings: ChatSettings, now: number): Availability {
  if (settings.away) return 'away';
  return isOpenAt(settings.hours, now) ? 'online' : 'out-of-hours';
}

/** The state in staff's words: `label` at a glance, `detail` for what visitors get. */
export const AVAILABILITY_TEXTS = {
  online: { label: 'Online', detail: 'Visitors can chat with you now.' },
  away: {
    label: 'Away',
    detail: 'Away is on: visitors see “We’re away right now” and get the automatic reply.',
  },
  'out-of-hours': {
    label: 'Away (out of hours)',
    detail:
      'Outside opening hours: visitors see “We’re away right now” and get the automatic reply.',
  },
} as const satisfies Record<Availability, { label: string; detail: string }>;
