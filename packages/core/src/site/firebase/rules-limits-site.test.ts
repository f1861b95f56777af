import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_SETTINGS_LIMITS } from '../../booking/domain/settings';
import { FINAL_PUBLISH_STATUSES } from '../domain/publish-statuses';
import { SITE_PUBLISH_LIMITS } from '../domain/site-publishing';
import { RULES_PATH } from '../../testing/rules-fixtures';

const rules = readFileSync(RULES_PATH, 'utf8');

/** The body of a one-line rules function: `function name() { return BODY; }`. */
const returned = (name: string) =>
  new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return ([^;]+);`).exec(rules)?.[1];

describe('firestore.rules and core state the same publish limits (issue #41)', () => {
  it('requests in a window, the window, when a request has stalled, and how one ends', () => {
    expect(returned('maxRequestsPerWindow')).toBe(String(SITE_PUBLISH_LIMITS.perWindow));
    expect(returned('requestWindow')).toBe(
      `duration.value(${SITE_PUBLISH_LIMITS.windowMs / 60_000}, 'm')`,
    );
    expect(returned('requestStalled')).toBe(
      `duration.value(${SITE_PUBLISH_LIMITS.stalledMs / 60_000}, 'm')`,
    );
    const ended = FINAL_PUBLISH_STATUSES.map((status) => `'${status}'`).join(', ');
    expect(rules).toContain(`.data.status in [${ended}]`);
  });
});

describe('firestore.rules and core state the same booking settings (BOOKING.md 2)', () => {
  it('holds the schema’s upper limits', () => {
    const body = /function validBookingSettings\(\) \{([\s\S]*?)\n {6}\}/.exec(rules)?.[1] ?? '';
    const { capacity, minNoticeMinutes, windowDays, bufferMinutes, exceptions } =
      BOOKING_SETTINGS_LIMITS;
    expect(body).toContain(`data.capacity <= ${capacity}`);
    expect(body).toContain(`data.minNoticeMinutes <= ${minNoticeMinutes}`);
    expect(body).toContain(`data.windowDays <= ${windowDays}`);
    expect(body).toContain(`data.bufferMinutes <= ${bufferMinutes}`);
    expect(body).toContain(`data.exceptions.size() <= ${exceptions}`);
  });
});
