import { readFileSync } from 'node:fs';
import { VEHICLE_SIZES } from '@detailing/site-content/vehicles';
import { describe, expect, it } from 'vitest';
import { RULES_PATH } from '../../testing/rules-fixtures';
import { QUOTE_LIMITS } from '../domain/quote-pricing';

const rules = readFileSync(RULES_PATH, 'utf8');
/** The quotes' match block of firestore.rules. */
const block = /match \/chatSessions\/\{sessionId\}\/quotes\/\{quoteId\} \{([\s\S]*?)\n {4}\}/.exec(
  rules,
)?.[1];

describe('firestore.rules and core state the same quote limits (BOOKING.md 5)', () => {
  it('items, add-ons, the reason, the total and the sizes', () => {
    expect(block).toBeDefined();
    expect(block).toContain(`data.items.size() <= ${QUOTE_LIMITS.items}`);
    // One validItem(data.items, i) per item the domain allows.
    expect(block?.match(/validItem\(data\.items, \d\)/g)).toHaveLength(QUOTE_LIMITS.items);
    expect(block).toContain(`addOns.size() <= ${QUOTE_LIMITS.addOnsPerItem}`);
    expect(block).toContain(`data.adjustment.reason.size() <= ${QUOTE_LIMITS.reason}`);
    expect(block).toContain(`data.total <= ${QUOTE_LIMITS.total}`);
    expect(block).toContain(`data.size in [${VEHICLE_SIZES.map((s) => `'${s}'`).join(', ')}]`);
  });
});
