import type { JsonSchema } from '@valibot/to-json-schema';
import { useId } from 'react';
import { labelOf, POUND_FIELDS } from './field-labels';
import { choicesOf } from './json-schema';
import fields from '../../components/field/field.module.css';
import styles from './site.module.css';

/** The fields a schema's value is edited with: words, a whole number, a choice. */

export interface FieldsProps {
  /** The value's JSON Schema (part-schemas.ts). */
  readonly schema: JsonSchema;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Where the value sits in its part (`paint-correction`), as the problems' paths say it. */
  readonly path: string;
  /** The part's problems, by path. */
  readonly problems: ReadonlyMap<string, string>;
}

/** A field of an object (or a list), named by its key: the key gives its label, unless given. */
export type NamedFieldProps = FieldsProps & { readonly name: string; readonly label?: string };

export const join = (path: string, key: string | number) =>
  path === '' ? String(key) : `${path}.${key}`;

/**
 * Long texts get a box of several lines: these, and any allowed over 160 characters but one with
 * a format (the e-mail address, 254), which is one line however long.
 */
const MULTILINE = new Set(['description', 'intro', 'text', 'pairing', 'seoDescription', 'note']);

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** Words, with a count of characters as they near the schema's `maxLength`. */
export function TextField({
  schema,
  value,
  onChange,
  path,
  problems,
  name,
  optional = false,
  label = labelOf(name),
  inputId,
}: NamedFieldProps & {
  /** An optional text may stay empty: emptied, it is left out. */
  readonly optional?: boolean;
  readonly label?: string;
  readonly inputId?: string;
}) {
  const generated = useId();
  const id = inputId ?? generated;
  const text = typeof value === 'string' ? value : '';
  const message = problems.get(path);
  const max = schema.maxLength;
  const near = max !== undefined && text.length > max * 0.8;
  const described = [message ? `${id}-error` : '', near ? `${id}-count` : ''].join(' ').trim();
  const common = {
    id,
    value: text,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': described || undefined,
    className: fields.input,
    onChange: (event: { target: { value: string } }) =>
      onChange(optional && event.target.value === '' ? undefined : event.target.value),
  };
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      {MULTILINE.has(name) || (max !== undefined && max > 160 && schema.format === undefined) ? (
        <textarea
          {...common}
          className={`${fields.input} ${fields.textInput}`}
          rows={Math.min(8, Math.max(3, Math.ceil(text.length / 60)))}
        />
      ) : (
        <input {...common} type="text" autoComplete="off" />
      )}
      <FieldMessage id={`${id}-error`} message={message} />
      {near ? (
        <p id={`${id}-count`} className={fields.count}>
          {text.length} of {max} characters
        </p>
      ) : null}
    </div>
  );
}

/**
 * A whole number (a price in pounds, minutes, days). What the owner types is kept as typed until
 * it is a number, so that an emptied field shows the schema's message rather than a silent 0.
 */
export function NumberField({ value, onChange, path, problems, name, label }: NamedFieldProps) {
  const id = useId();
  const message = problems.get(path);
  const pounds = POUND_FIELDS.has(name);
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label ?? labelOf(name)}
        {pounds ? <span className="visually-hidden"> in pounds</span> : null}
      </label>
      <div className={styles.number}>
        {pounds ? <span aria-hidden="true">£</span> : null}
        <input
          id={id}
          className={fields.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const typed = event.target.value.trim();
            onChange(/^\d+(\.\d+)?$/.test(typed) ? Number(typed) : typed);
          }}
        />
      </div>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/** One of the schema's options (its `enum`), as a select. */
export function ChoiceField({
  schema,
  value,
  onChange,
  path,
  problems,
  name,
  label,
}: NamedFieldProps) {
  const id = useId();
  const message = problems.get(path);
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label ?? labelOf(name)}
      </label>
      <select
        id={id}
        className={fields.input}
        value={String(value ?? '')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {choicesOf(schema).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
