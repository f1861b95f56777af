import { PART_SCHEMAS, type SiteContentPart } from '@detailing/site-content';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';

/**
 * The content schema as the form reads it: each part's valibot schema in JSON Schema, made by
 * valibot's own converter, so the form depends on a published format rather than on valibot's
 * internal objects. What JSON Schema cannot say is left out (`errorMode: 'ignore'`): the trims,
 * the postcode areas' upper case, and the checks across fields (a booking's minutes in steps of
 * 15). The form needs none of them: the store checks every edit against the valibot schema
 * itself (`partProblems`), and the fields show its messages. `part-schemas.test.ts` fails if the
 * converter stops describing anything the form draws.
 */
const converted = new Map<SiteContentPart, JsonSchema>();

/** A part's JSON Schema, converted the first time the editor asks for it. */
export function partSchema(part: SiteContentPart): JsonSchema {
  const known = converted.get(part);
  if (known) return known;
  const schema = toJsonSchema(PART_SCHEMAS[part], { errorMode: 'ignore' });
  converted.set(part, schema);
  return schema;
}
