import type { JsonSchema } from '@valibot/to-json-schema';

/**
 * What the form reads in a part's JSON Schema (part-schemas.ts): what kind of field a schema is,
 * an object's fields, a list's item and limits, a choice's options. Where JSON Schema also
 * allows `true` or `false` (anything, nothing), or one schema per place in a list (a tuple),
 * there is nothing the form draws.
 */

/** What a field is on the form: words, a choice, a whole number, a group or a list. */
export type FieldKind = 'text' | 'choice' | 'number' | 'group' | 'list';

export function kindOf(schema: JsonSchema): FieldKind | undefined {
  // A picklist is an `enum` (of strings, or of numbers: the coating's years).
  if (schema.enum !== undefined) return 'choice';
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 'number';
    case 'object':
      return 'group';
    case 'array':
      return 'list';
    default:
      return undefined;
  }
}

const schemaIn = (definition: JsonSchema | boolean | undefined): JsonSchema | undefined =>
  typeof definition === 'object' ? definition : undefined;

/** A field of an object: optional when the object does not require it. */
export interface SchemaEntry {
  readonly key: string;
  readonly schema: JsonSchema;
  readonly optional: boolean;
}

/** An object's fields, in the schema's order. */
export function entriesOf(schema: JsonSchema): SchemaEntry[] {
  const required = new Set(schema.required);
  return Object.entries(schema.properties ?? {}).flatMap(([key, definition]) => {
    const entry = schemaIn(definition);
    return entry ? [{ key, schema: entry, optional: !required.has(key) }] : [];
  });
}

/** One field of an object, by its key. */
export const entryOf = (schema: JsonSchema, key: string): JsonSchema | undefined =>
  schemaIn(schema.properties?.[key]);

/** A list's item: the one schema every item follows. */
export const itemOf = (schema: JsonSchema): JsonSchema | undefined =>
  Array.isArray(schema.items) ? undefined : schemaIn(schema.items);

/** How many items a list may have; `fixed` when exactly so many (`v.length`). */
export function listLimits(schema: JsonSchema): { fixed: boolean; min: number; max: number } {
  const { minItems, maxItems } = schema;
  return {
    fixed: minItems !== undefined && minItems === maxItems,
    min: minItems ?? 0,
    max: maxItems ?? Infinity,
  };
}

/** A choice's options, in the schema's order. */
export const choicesOf = (schema: JsonSchema): (string | number)[] =>
  (schema.enum ?? []).filter(
    (option): option is string | number => typeof option === 'string' || typeof option === 'number',
  );

/** A new item for a list: empty words, the first option, no optional fields. */
export function emptyOf(schema: JsonSchema): unknown {
  switch (kindOf(schema)) {
    case 'text':
      return '';
    case 'choice':
      return choicesOf(schema)[0];
    case 'number':
      return 0;
    case 'list':
      return [];
    case 'group':
      return Object.fromEntries(
        entriesOf(schema)
          .filter((entry) => !entry.optional)
          .map((entry) => [entry.key, emptyOf(entry.schema)]),
      );
    default:
      return undefined;
  }
}
