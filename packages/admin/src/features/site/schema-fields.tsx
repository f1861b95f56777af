import type { ContentProblem } from '@detailing/site-content';
import {
  ChoiceField,
  type FieldsProps,
  join,
  type NamedFieldProps,
  NumberField,
  TextField,
} from './field-inputs';
import { labelOf, SHOWN_CHOICES } from './field-labels';
import { entriesOf, entryOf, kindOf } from './json-schema';
import { ListField } from './list-field';
import { PhotoSlot } from './photo-slot';
import styles from './site.module.css';

/**
 * The form of a part, drawn from its JSON Schema (part-schemas.ts, converted from the content's
 * valibot schema): every field the build checks is a field here, with the same limits, and the
 * messages of the valibot schema the store checks each edit against.
 */

/**
 * Every field of an object, in the schema's order; a photo with its alt text as one slot.
 * `labels` names this object's own fields where their key's usual words would mislead.
 */
export function ObjectFields({
  schema,
  value,
  onChange,
  path,
  problems,
  labels,
}: FieldsProps & { readonly labels?: Readonly<Record<string, string>> }) {
  const record = (value ?? {}) as Record<string, unknown>;
  if (entryOf(schema, 'photo') && entryOf(schema, 'alt')) {
    return (
      <PhotoSlot
        schema={schema}
        value={value}
        onChange={onChange}
        path={path}
        problems={problems}
      />
    );
  }
  return (
    <>
      {entriesOf(schema).map(({ key, schema: entry, optional }) => (
        <SchemaField
          key={key}
          name={key}
          {...(labels?.[key] ? { label: labels[key] } : {})}
          schema={entry}
          optional={optional}
          value={record[key]}
          path={join(path, key)}
          problems={problems}
          onChange={(next) => {
            // An emptied optional field is left out, not stored as empty.
            const { [key]: _previous, ...rest } = record;
            onChange(next === undefined ? rest : { ...rest, [key]: next });
          }}
        />
      ))}
    </>
  );
}

/**
 * One field, drawn as its schema says: words, a choice, a number, a group or a list. `optional`
 * when its object does not require it (not in the object's `required`).
 */
export function SchemaField({
  optional = false,
  ...props
}: NamedFieldProps & { readonly optional?: boolean }) {
  const { schema, value, name } = props;
  const kind = kindOf(schema);
  // An optional text is a field that may stay empty; an optional group shows when present.
  if (optional && kind !== 'text' && value === undefined) return null;
  switch (kind) {
    case 'text':
      return <TextField {...props} optional={optional} />;
    case 'choice':
      return SHOWN_CHOICES.has(name) ? <ChoiceField {...props} /> : null;
    case 'number':
      return <NumberField {...props} />;
    case 'group':
      return (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{props.label ?? labelOf(name)}</legend>
          <ObjectFields {...props} />
        </fieldset>
      );
    case 'list':
      return <ListField {...props} />;
    default:
      return null;
  }
}

/** The problems of a part by path, for the fields. */
export const problemMap = (problems: readonly ContentProblem[]): ReadonlyMap<string, string> =>
  new Map(problems.map((p) => [p.path, p.message]));
