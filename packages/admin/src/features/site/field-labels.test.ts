import type { JsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, ITEM_LABELS, PAGE_LABELS, SHOWN_CHOICES } from './field-labels';
import { entriesOf, itemOf, kindOf } from './json-schema';
import { partSchema } from './part-schemas';
import { SECTIONS } from './sections';

/** Every field key the editor shows, and every list's key, read off the JSON Schema as it does. */
function keysOf(schema: JsonSchema, name: string, fields: Set<string>, lists: Set<string>) {
  const kind = kindOf(schema);
  // The picklists the site's structure owns are not shown (schema-fields.tsx).
  if (kind === 'choice' && !SHOWN_CHOICES.has(name)) return;
  if (name !== '') fields.add(name);
  const item = itemOf(schema);
  if (kind === 'list' && item) {
    lists.add(name);
    keysOf(item, '', fields, lists);
  }
  for (const entry of entriesOf(schema)) keysOf(entry.schema, entry.key, fields, lists);
}

/** Code's and developers' words: a route, a field's key, "hero", "SEO", "CTA", "slug", "URL". */
const DEVELOPER_WORDS = /\/|\bshown on\b|\bhero\b|\bseo\b|\bcta\b|\bslug\b|\burl\b/i;
const A_KEY = /[a-z][A-Z]/;

describe('the site editor’s labels (issue #42)', () => {
  const fields = new Set<string>();
  const lists = new Set<string>();
  for (const part of SECTIONS.flatMap((section) => section.parts)) {
    // A part's own fields; a part that is a list is named by its part.
    const schema = partSchema(part);
    keysOf(schema, kindOf(schema) === 'list' ? part : '', fields, lists);
  }
  // The services' and pages' entries are keyed by the service: those keys are not fields.
  const slugs = new Set(
    [partSchema('services'), partSchema('pages')].flatMap((schema) =>
      entriesOf(schema).map((entry) => entry.key),
    ),
  );

  it('gives every field the editor shows the owner’s words, never the code’s', () => {
    const unnamed = [...fields].filter((key) => !slugs.has(key) && !FIELD_LABELS[key]);
    expect(unnamed).toEqual([]);
    for (const label of [
      ...Object.values(FIELD_LABELS),
      ...Object.values(PAGE_LABELS),
      ...SECTIONS.map((section) => section.title),
    ]) {
      expect(label).not.toMatch(DEVELOPER_WORDS);
      expect(label).not.toMatch(A_KEY);
    }
    expect(FIELD_LABELS.inclusions).toBe('What’s included');
  });

  it('names the items of every list', () => {
    const unnamed = [...lists].filter((key) => !ITEM_LABELS[key]);
    expect(unnamed).toEqual([]);
  });
});
