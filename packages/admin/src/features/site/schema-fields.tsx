import type { ContentProblem } from '@detailing/site-content';
import { type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button';
import { ITEM_LABELS, labelOf, POUND_FIELDS, SHOWN_CHOICES } from './field-labels';
import { SitePhotoError, SitePhotosContext, usePhotoUrl } from './site-photos';
import fields from '../../components/field/field.module.css';
import styles from './site.module.css';

/**
 * A valibot schema as the form reads it: its type, and what the type carries (an object's
 * entries, an array's item, an optional's wrapped schema, a picklist's options, a pipe's
 * actions with their requirements). The form is drawn from the content schema itself, so every
 * field the build checks is a field here, with the same limits and messages.
 */
export interface SchemaNode {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly item?: SchemaNode;
  readonly wrapped?: SchemaNode;
  readonly options?: readonly (string | number)[];
  readonly pipe?: readonly { readonly type: string; readonly requirement?: unknown }[];
}

const requirement = (schema: SchemaNode, action: string): number | undefined => {
  const found = schema.pipe?.find((a) => a.type === action)?.requirement;
  return typeof found === 'number' ? found : undefined;
};

/** A new item for a list: empty words, the first option, no optional fields. */
function emptyOf(schema: SchemaNode): unknown {
  switch (schema.type) {
    case 'string':
      return '';
    case 'picklist':
      return schema.options?.[0];
    case 'number':
      return 0;
    case 'array':
      return [];
    case 'object':
    case 'strict_object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {})
          .filter(([, entry]) => entry.type !== 'optional')
          .map(([key, entry]) => [key, emptyOf(entry)]),
      );
    default:
      return undefined;
  }
}

/** Long texts get a box of several lines. */
const MULTILINE = new Set(['description', 'intro', 'text', 'pairing', 'seoDescription', 'note']);

export interface FieldsProps {
  readonly schema: SchemaNode;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Where the value sits in its part (`paint-correction`), as the problems' paths say it. */
  readonly path: string;
  /** The part's problems, by path. */
  readonly problems: ReadonlyMap<string, string>;
}

/** A field of an object (or a list), named by its key: the key gives its label, unless given. */
type NamedFieldProps = FieldsProps & { readonly name: string; readonly label?: string };

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

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
  if (schema.entries?.photo && schema.entries.alt) {
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
      {Object.entries(schema.entries ?? {}).map(([key, entry]) => (
        <SchemaField
          key={key}
          name={key}
          {...(labels?.[key] ? { label: labels[key] } : {})}
          schema={entry}
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

/** One field, drawn as its schema says: words, a choice, a group or a list. */
export function SchemaField(props: NamedFieldProps) {
  const { schema, value, name } = props;
  if (schema.type === 'optional' && schema.wrapped) {
    // An optional text is a field that may stay empty; an optional group shows when present.
    if (schema.wrapped.type === 'string') {
      return <TextField {...props} schema={schema.wrapped} optional />;
    }
    return value === undefined ? null : <SchemaField {...props} schema={schema.wrapped} />;
  }
  switch (schema.type) {
    case 'string':
      return <TextField {...props} />;
    case 'picklist':
      return SHOWN_CHOICES.has(name) ? <ChoiceField {...props} /> : null;
    case 'number':
      return <NumberField {...props} />;
    case 'object':
    case 'strict_object':
      return (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{props.label ?? labelOf(name)}</legend>
          <ObjectFields {...props} />
        </fieldset>
      );
    case 'array':
      return <ListField {...props} />;
    default:
      return null;
  }
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

function TextField({
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
  readonly optional?: boolean;
  readonly label?: string;
  readonly inputId?: string;
}) {
  const generated = useId();
  const id = inputId ?? generated;
  const text = typeof value === 'string' ? value : '';
  const message = problems.get(path);
  const max = requirement(schema, 'max_length');
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
      {MULTILINE.has(name) || (max !== undefined && max > 160) ? (
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
function NumberField({ value, onChange, path, problems, name, label }: NamedFieldProps) {
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

function ChoiceField({ schema, value, onChange, path, problems, name, label }: NamedFieldProps) {
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
        {(schema.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/**
 * A photo slot (a gallery photo, a hero slide): the photo it shows, "Replace photo" (the phone
 * offers its camera or its library), and the alt text, which a new photo empties: no alt text,
 * no publish.
 */
function PhotoSlot({ schema, value, onChange, path, problems }: FieldsProps) {
  const photos = useContext(SitePhotosContext);
  const record = (value ?? {}) as { photo?: string; alt?: string };
  const photo = record.photo ?? '';
  const url = usePhotoUrl(photo);
  const id = useId();
  const number = Number(path.split('.').at(-1)) + 1;
  const photoMessage = problems.get(join(path, 'photo'));
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const altSchema = schema.entries?.alt;
  // An upload takes seconds on a phone: its result goes into the slot as it is by then (edits
  // made meanwhile, here or by another owner, are kept), not as it was when the file was chosen.
  const latest = useRef({ record, onChange });
  useEffect(() => {
    latest.current = { record, onChange };
  });
  const choose = async (file: File | undefined) => {
    if (!file || !photos) return;
    setState({ busy: true, error: null });
    try {
      const uploaded = await photos.upload(file);
      latest.current.onChange({ ...latest.current.record, photo: uploaded, alt: '' });
      setState({ busy: false, error: null });
      // The new photo needs its own words: the field waits, with its message.
      requestAnimationFrame(() => document.getElementById(`${id}-alt`)?.focus());
    } catch (error) {
      setState({
        busy: false,
        error:
          error instanceof SitePhotoError
            ? error.message
            : 'The photo could not be used. Please try another.',
      });
    }
  };
  return (
    <div className={styles.photoSlot}>
      <div className={styles.photoFrame}>
        {url ? <img className={styles.photo} src={url} alt="" /> : null}
      </div>
      <div className={styles.photoActions}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={`${styles.fileInput} visually-hidden`}
          aria-label={`Replace photo ${number}`}
          aria-describedby={
            [state.error ? `${id}-upload-error` : '', photoMessage ? `${id}-photo-error` : '']
              .join(' ')
              .trim() || undefined
          }
          disabled={state.busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className={styles.replace} aria-hidden="true">
          {state.busy ? 'Preparing the photo…' : 'Replace photo'}
        </label>
        {state.busy ? (
          <p role="status" className="visually-hidden">
            Preparing the photo…
          </p>
        ) : null}
        {state.error ? (
          <p id={`${id}-upload-error`} role="alert" className={styles.error}>
            {state.error}
          </p>
        ) : null}
        <FieldMessage id={`${id}-photo-error`} message={photoMessage} />
      </div>
      {altSchema ? (
        <TextField
          name="alt"
          inputId={`${id}-alt`}
          schema={altSchema}
          value={record.alt}
          path={join(path, 'alt')}
          problems={problems}
          onChange={(alt) => onChange({ ...record, alt })}
        />
      ) : null}
    </div>
  );
}

/**
 * A list: words one per field (remove any, add until the schema's maximum), or groups (each with
 * its number, moved up or down; added and removed where the schema lets the count change).
 */
function ListField({ schema, value, onChange, path, problems, name, label }: NamedFieldProps) {
  const list = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const items = Array.isArray(value) ? value : [];
  const item = schema.item;
  if (!item) return null;
  const fixed = requirement(schema, 'length') !== undefined;
  const max = requirement(schema, 'max_length') ?? Infinity;
  const min = requirement(schema, 'min_length') ?? 0;
  const itemLabel = ITEM_LABELS[name] ?? 'Item';
  const message = problems.get(path);
  const replace = (index: number, next: unknown) =>
    onChange(items.map((current, i) => (i === index ? next : current)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const move = (index: number, by: number) => {
    const copy = [...items];
    const [moved] = copy.splice(index, 1);
    copy.splice(index + by, 0, moved);
    onChange(copy);
    // Focus goes with the item: its own button at its new place (or the other one at an end).
    const to = index + by;
    requestAnimationFrame(() => {
      const label = (direction: string) => `Move ${itemLabel.toLowerCase()} ${to + 1} ${direction}`;
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-label]');
      const find = (name: string) => [...(buttons ?? [])].find((b) => b.ariaLabel === name);
      (find(label(by < 0 ? 'up' : 'down')) ?? find(label(by < 0 ? 'down' : 'up')))?.focus();
    });
  };
  const canRemove = !fixed && items.length > min;
  const words = item.type === 'string';
  // A part that is a list (the testimonials, the gallery) is the whole screen, under its title.
  const whole = path === '';
  return (
    <fieldset
      ref={list}
      className={whole ? styles.wholeList : styles.group}
      aria-describedby={message ? `${id}-error` : undefined}
    >
      <legend className={whole ? 'visually-hidden' : styles.legend}>
        {label ?? labelOf(name)}
      </legend>
      {items.length === 0 ? <p className={styles.hint}>None yet.</p> : null}
      {items.map((entry, index) => {
        const itemPath = join(path, index);
        const title = `${itemLabel} ${index + 1}`;
        if (words) {
          return (
            <div key={index} className={styles.wordItem}>
              <TextField
                name={name}
                label={title}
                schema={item}
                value={entry}
                path={itemPath}
                problems={problems}
                onChange={(next) => replace(index, next)}
              />
              {canRemove ? (
                <ItemButton name={`Remove ${title.toLowerCase()}`} onClick={() => remove(index)}>
                  Remove
                </ItemButton>
              ) : null}
            </div>
          );
        }
        return (
          <fieldset key={index} className={styles.item}>
            <legend className={styles.itemLegend}>{title}</legend>
            <div className={styles.itemActions}>
              {index > 0 ? (
                <ItemButton name={`Move ${title.toLowerCase()} up`} onClick={() => move(index, -1)}>
                  ↑ Up
                </ItemButton>
              ) : null}
              {index < items.length - 1 ? (
                <ItemButton
                  name={`Move ${title.toLowerCase()} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓ Down
                </ItemButton>
              ) : null}
              {canRemove ? (
                <ItemButton name={`Remove ${title.toLowerCase()}`} onClick={() => remove(index)}>
                  Remove
                </ItemButton>
              ) : null}
            </div>
            <ObjectFields
              schema={item}
              value={entry}
              path={itemPath}
              problems={problems}
              onChange={(next) => replace(index, next)}
            />
          </fieldset>
        );
      })}
      {!fixed && items.length < max ? (
        <Button
          variant="ghost"
          size="sm"
          className={styles.add}
          onClick={() => onChange([...items, emptyOf(item)])}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      ) : null}
      <FieldMessage id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/** A list item's own action (move it, remove it): small, quiet, named for its item. */
function ItemButton({
  name,
  onClick,
  children,
}: {
  name: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="quiet"
      size="sm"
      className={styles.itemAction}
      aria-label={name}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The problems of a part by path, for the fields. */
export const problemMap = (problems: readonly ContentProblem[]): ReadonlyMap<string, string> =>
  new Map(problems.map((p) => [p.path, p.message]));
