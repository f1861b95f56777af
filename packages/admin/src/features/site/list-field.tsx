import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../../components/button/button';
import { FieldMessage, join, type NamedFieldProps, TextField } from './field-inputs';
import { ITEM_LABELS, labelOf } from './field-labels';
import { emptyOf, itemOf, kindOf, listLimits } from './json-schema';
// A list of groups draws each group's fields, which may hold lists: the two recurse as the
// schema does.
import { ObjectFields } from './schema-fields';
import styles from './site.module.css';

/**
 * A list: words one per field (remove any, add until the schema's `maxItems`), or groups (each
 * with its number, moved up or down; added and removed where the schema lets the count change).
 */
export function ListField({
  schema,
  value,
  onChange,
  path,
  problems,
  name,
  label,
}: NamedFieldProps) {
  const list = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const items = Array.isArray(value) ? value : [];
  const item = itemOf(schema);
  if (!item) return null;
  const { fixed, min, max } = listLimits(schema);
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
  const words = kindOf(item) === 'text';
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
