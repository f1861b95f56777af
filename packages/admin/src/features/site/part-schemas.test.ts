import { PART_SCHEMAS } from '@detailing/site-content';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import { describe, expect, it } from 'vitest';
import { choicesOf, entriesOf, itemOf, kindOf, listLimits } from './json-schema';
import { partSchema } from './part-schemas';
import { SECTIONS } from './sections';

/**
 * What the form draws a value with, as one tree: the kind of field, a text's limit, a choice's
 * options, a list's limits and item, an object's fields in order and which may be left out.
 */
interface FormView {
  readonly kind: string | undefined;
  readonly maxLength?: number | undefined;
  readonly choices?: readonly unknown[];
  readonly limits?: { readonly fixed: boolean; readonly min: number; readonly max: number };
  readonly item?: FormView | undefined;
  readonly fields?: readonly { key: string; optional: boolean; view: FormView }[];
}

/** The form's view of a JSON Schema, read as the form reads it (json-schema.ts). */
function fromJsonSchema(schema: JsonSchema): FormView {
  const kind = kindOf(schema);
  const item = itemOf(schema);
  switch (kind) {
    case 'text':
      return { kind, maxLength: schema.maxLength };
    case 'choice':
      return { kind, choices: choicesOf(schema) };
    case 'list':
      return { kind, limits: listLimits(schema), item: item && fromJsonSchema(item) };
    case 'group':
      return {
        kind,
        fields: entriesOf(schema).map(({ key, optional, schema: entry }) => ({
          key,
          optional,
          view: fromJsonSchema(entry),
        })),
      };
    default:
      return { kind };
  }
}

/**
 * What this test reads of a valibot schema, to hold the converter's output to it: the properties
 * valibot documents for its schemas (valibot.dev/api: an object's `entries`, an array's `item`,
 * an optional's `wrapped`, a picklist's `options`, a pipe's actions with their `requirement`).
 * Only the test reads them: should valibot change them, this test fails, not the owner's form.
 */
interface ValibotSchema {
  readonly type: string;
  readonly entries?: Readonly<Record<string, ValibotSchema>>;
  readonly item?: ValibotSchema;
  readonly wrapped?: ValibotSchema;
  readonly options?: readonly unknown[];
  readonly pipe?: readonly (ValibotSchema | ValibotAction)[];
}
interface ValibotAction {
  readonly type: string;
  readonly requirement?: unknown;
}

/** A schema's actions, those of the pipes it extends too (`v.pipe(text(…), v.regex(…))`). */
const actionsOf = (schema: ValibotSchema): ValibotAction[] =>
  (schema.pipe ?? []).flatMap((action) =>
    'pipe' in action && action.pipe ? actionsOf(action) : [action],
  );

/** The form's view of a valibot schema, from what valibot says of it. */
function fromValibot(schema: ValibotSchema): FormView {
  const requirement = (type: string) => {
    const found = actionsOf(schema).find((action) => action.type === type)?.requirement;
    return typeof found === 'number' ? found : undefined;
  };
  switch (schema.type) {
    case 'string':
      return { kind: 'text', maxLength: requirement('max_length') };
    case 'picklist':
      return { kind: 'choice', choices: schema.options ?? [] };
    case 'number':
      return { kind: 'number' };
    case 'array': {
      const length = requirement('length');
      return {
        kind: 'list',
        limits:
          length === undefined
            ? {
                fixed: false,
                min: requirement('min_length') ?? 0,
                max: requirement('max_length') ?? Infinity,
              }
            : { fixed: true, min: length, max: length },
        item: schema.item && fromValibot(schema.item),
      };
    }
    case 'object':
    case 'strict_object':
      return {
        kind: 'group',
        fields: Object.entries(schema.entries ?? {}).map(([key, entry]) => ({
          key,
          optional: entry.type === 'optional',
          view: fromValibot(entry.type === 'optional' && entry.wrapped ? entry.wrapped : entry),
        })),
      };
    default:
      return { kind: `valibot's ${schema.type}, which the form does not draw` };
  }
}

const PARTS = SECTIONS.flatMap((section) => section.parts);

describe('the site editor’s schema, in JSON Schema', () => {
  it('covers every part of the content', () => {
    expect(new Set(PARTS)).toEqual(new Set(Object.keys(PART_SCHEMAS)));
  });

  it.each(PARTS)(
    'gives the form of %s every field, list item, text limit, list limit and choice the valibot schema has',
    (part) => {
      const valibot: ValibotSchema = PART_SCHEMAS[part];
      expect(fromJsonSchema(partSchema(part))).toEqual(fromValibot(valibot));
    },
  );

  it.each(PARTS)(
    'leaves out of %s only what JSON Schema cannot say and the form does without: trims, upper case, checks across fields',
    (part) => {
      const strict = toJsonSchema(PART_SCHEMAS[part], {
        errorMode: 'throw',
        ignoreActions: ['trim', 'to_upper_case', 'check'],
      });
      expect(partSchema(part)).toEqual(strict);
    },
  );

  it('converts each part once', () => {
    expect(partSchema('business')).toBe(partSchema('business'));
  });
});
