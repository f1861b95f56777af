import {
  FINAL_PUBLISH_STATUSES,
  PUBLISH_STATUSES,
  WAITING_PUBLISH_STATUSES,
} from './publish-statuses.js';
import { describe, expect, it } from 'vitest';
import { canMove, PUBLISH_TRANSITIONS } from './publish-transitions';

describe('the publish statuses’ transitions', () => {
  it('has a row for each of the domain’s statuses, and leads only to them', () => {
    expect(Object.keys(PUBLISH_TRANSITIONS).sort()).toEqual([...PUBLISH_STATUSES].sort());
    for (const next of Object.values(PUBLISH_TRANSITIONS)) {
      for (const status of next) expect(PUBLISH_STATUSES).toContain(status);
    }
  });

  it('lets the publisher take exactly the requests the domain says are waiting', () => {
    const takeable = PUBLISH_STATUSES.filter((status) => canMove(status, 'checking'));
    expect(takeable).toEqual([...WAITING_PUBLISH_STATUSES]);
    // A waiting request may be superseded by a later one; one under way may not.
    expect(PUBLISH_STATUSES.filter((status) => canMove(status, 'skipped'))).toEqual([
      ...WAITING_PUBLISH_STATUSES,
    ]);
  });

  it('ends a request once: nothing follows a final status, and every other leads to one', () => {
    const ended = PUBLISH_STATUSES.filter((status) => PUBLISH_TRANSITIONS[status].length === 0);
    expect(ended).toEqual([...FINAL_PUBLISH_STATUSES]);
    const reachesEnd = (status: (typeof PUBLISH_STATUSES)[number], seen = new Set<string>()) => {
      if (FINAL_PUBLISH_STATUSES.some((final) => final === status)) return true;
      seen.add(status);
      return PUBLISH_TRANSITIONS[status].some(
        (next): boolean => !seen.has(next) && reachesEnd(next, seen),
      );
    };
    for (const status of PUBLISH_STATUSES) expect(reachesEnd(status), status).toBe(true);
  });

  it('refuses a step that comes late or out of order, and a status it does not know', () => {
    expect(canMove('live', 'deploying')).toBe(false);
    expect(canMove('failed', 'live')).toBe(false);
    expect(canMove('checking', 'live')).toBe(false);
    expect(canMove('building', 'live')).toBe(true);
    expect(canMove(undefined, 'checking')).toBe(false);
    expect(canMove('published', 'checking')).toBe(false);
  });
});
