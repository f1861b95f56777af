import { filterCannedReplies, validateCannedReply } from '@detailing/core';
import { business } from '@detailing/ui';
import { describe, expect, it } from 'vitest';
import { bookingHowItWorks } from './booking';
import { cannedReplySeeds } from './canned-replies';
import { CATALOGUE } from './catalogue';
import { coverage } from './home';

const seeds = cannedReplySeeds();
const byTitle = (title: string) => seeds.find((seed) => seed.title === title);

describe('the canned replies the local stack seeds', () => {
  it('has one reply per catalogue service, with its price and duration from the catalogue', () => {
    expect(CATALOGUE.length).toBeGreaterThan(10);
    for (const service of CATALOGUE) {
      const reply = byTitle(service.name);
      expect(reply, service.name).toBeDefined();
      expect(reply?.text).toContain(`Price: ${service.price}\n`);
      expect(reply?.text).toContain(`Duration: ${service.duration}\n`);
      expect(reply?.text).toContain(service.description);
    }
  });

  it('adds opening hours, the area covered and how booking works, from the same content', () => {
    const hours = byTitle('Opening hours')?.text ?? '';
    for (const { days, opens, closes } of business.openingHours) {
      expect(hours).toContain(`${days}, ${opens} to ${closes}`);
    }
    expect(hours).toContain(business.phone.display);
    const area = byTitle(coverage.heading)?.text ?? '';
    expect(area).toContain(coverage.text);
    for (const town of coverage.towns) expect(area).toContain(town);
    const booking = byTitle(bookingHowItWorks.heading)?.text ?? '';
    for (const step of bookingHowItWorks.steps) expect(booking).toContain(step.text);
    expect(seeds).toHaveLength(CATALOGUE.length + 3);
  });

  it('offers the area covered first for "/area" and "/cover" in the console (Enter takes it)', () => {
    const replies = seeds.map((seed) => ({ ...seed, id: seed.key, updatedAt: 0 }));
    expect(filterCannedReplies(replies, 'area')[0]?.title).toBe(coverage.heading);
    expect(filterCannedReplies(replies, 'cover')[0]?.title).toBe(coverage.heading);
  });

  it('passes the console’s validation unchanged, each with a title and a key of its own', () => {
    for (const { title, text } of seeds) {
      expect(validateCannedReply({ title, text }), title).toEqual({ ok: true, title, text });
    }
    expect(new Set(seeds.map((s) => s.title)).size).toBe(seeds.length);
    expect(new Set(seeds.map((s) => s.key)).size).toBe(seeds.length);
    for (const { key } of seeds) expect(key).toMatch(/^[a-z0-9-]{3,64}$/);
  });
});
