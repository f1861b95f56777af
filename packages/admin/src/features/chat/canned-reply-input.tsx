import {
  type CannedRepliesStore,
  type CannedReply,
  cannedReplyQuery,
  filterCannedReplies,
} from '@detailing/core';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  useEffect,
  useState,
} from 'react';
import { useStore } from 'zustand';
import styles from './canned-replies.module.css';

const CANNED_LIST_TEXTS = {
  label: 'Canned replies',
  loading: 'Loading canned replies...',
  failed: 'Could not load the canned replies.',
  none: 'No canned replies yet. Staff add them in Settings.',
  noMatch: (query: string) => `No canned reply matches “${query}”.`,
} as const;

const MENU_ID = 'canned-replies';

/** Keys the open list takes; everything else reaches the composer (Enter sends when closed). */
const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Home', 'End']);

/** Combobox attributes, given to the textarea only while its text is a `/query`. */
const COMBOBOX_ATTRIBUTES = new Set([
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'aria-activedescendant',
  'aria-labelledby',
]);

type TextareaProps = Omit<
  ComponentProps<'textarea'>,
  'value' | 'onChange' | 'onKeyDown' | 'ref'
> & {
  value: string;
  onChange(value: string): void;
  // Method syntax: the composer's textarea handler is called with the textarea's own events.
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
};

/** What downshift does, with two changes: a blur or a click on the input selects nothing. */
function stateReducer(
  state: UseComboboxState<CannedReply>,
  { type, changes }: UseComboboxStateChangeOptions<CannedReply>,
): Partial<UseComboboxState<CannedReply>> {
  if (type === useCombobox.stateChangeTypes.InputBlur) {
    return { ...changes, selectedItem: state.selectedItem };
  }
  if (type === useCombobox.stateChangeTypes.InputClick) return { ...changes, isOpen: state.isOpen };
  return changes;
}

/**
 * The composer's textarea as an ARIA 1.2 combobox (downshift's useCombobox): `/` at the start
 * opens the canned replies filtered by what follows; arrows move, Enter or a tap inserts the
 * reply's text in place of the `/query` (never sends it), Escape closes. The list opens above
 * the input, so the on-screen keyboard never covers it. Loaded lazily (composer.tsx).
 */
export function CannedReplyInput({
  replies: store,
  labelId,
  onChoose,
  restoreSelection,
  ...textarea
}: TextareaProps & {
  replies: CannedRepliesStore;
  labelId: string;
  /** Called with the chosen reply's text. */
  onChoose: (text: string) => void;
  /**
   * It replaces a plain textarea that had focus: on mount, focus it with the caret (or the
   * selection) where it was, at the end if that is not known.
   */
  restoreSelection: { readonly current: readonly [number, number] | null } | null;
}) {
  const { value, onChange, onKeyDown, id, ...rest } = textarea;
  const all = useStore(store, (s) => s.replies);
  const status = useStore(store, (s) => s.status);
  const inputId = id ?? 'reply';
  const query = cannedReplyQuery(value);
  const items = query === null ? [] : filterCannedReplies(all, query);
  // Escape (or a blur) closes the list for the text as it is; typing opens it again.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const open = query !== null && dismissedAt !== value;
  // The first match is highlighted whenever the filter changes.
  const [highlight, setHighlight] = useState({ query, index: 0 });
  const highlighted = Math.min(highlight.query === query ? highlight.index : 0, items.length - 1);

  // On mount only: it takes over from the plain textarea, which may have had focus.
  const [selectionOnMount] = useState(restoreSelection);
  useEffect(() => {
    const element = document.getElementById(inputId);
    if (!selectionOnMount || !(element instanceof HTMLTextAreaElement)) return;
    element.focus();
    const end = element.value.length;
    element.setSelectionRange(...(selectionOnMount.current ?? [end, end]));
  }, [selectionOnMount, inputId]);

  function choose(reply: CannedReply) {
    onChoose(reply.text);
    const element = document.getElementById(inputId);
    if (!(element instanceof HTMLTextAreaElement)) return;
    element.focus();
    // After React has rendered the new text: the caret at its end, ready for editing.
    requestAnimationFrame(() => element.setSelectionRange(reply.text.length, reply.text.length));
  }

  const { getInputProps, getMenuProps, getItemProps } = useCombobox<CannedReply>({
    items,
    itemToString: (item) => item?.title ?? '',
    inputValue: value,
    isOpen: open,
    selectedItem: null,
    highlightedIndex: open ? highlighted : -1,
    inputId,
    labelId,
    menuId: MENU_ID,
    stateReducer,
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setDismissedAt(value);
    },
    onHighlightedIndexChange: ({ highlightedIndex }) => {
      if (highlightedIndex >= 0) setHighlight({ query, index: highlightedIndex });
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
  });

  // Typed for both elements: downshift types its props for an <input>, and they go on a textarea.
  const combobox = getInputProps({
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDismissedAt(null);
      onChange(event.currentTarget.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (open && LIST_KEYS.has(event.key)) {
        // The list has these keys. Enter with nothing to choose sends nothing either (Escape
        // closes the list; Enter then sends the text as typed).
        if (event.key === 'Enter' && items.length === 0) event.preventDefault();
        return;
      }
      onKeyDown(event);
    },
  });
  // While the text is not a `/query` the textarea is the plain textbox it always was.
  const props =
    query === null
      ? Object.fromEntries(
          Object.entries(combobox).filter(([name]) => !COMBOBOX_ATTRIBUTES.has(name)),
        )
      : combobox;

  const message =
    status === 'loading'
      ? CANNED_LIST_TEXTS.loading
      : status === 'error'
        ? CANNED_LIST_TEXTS.failed
        : all.length === 0
          ? CANNED_LIST_TEXTS.none
          : items.length === 0
            ? CANNED_LIST_TEXTS.noMatch(query ?? '')
            : null;

  return (
    <div className={styles.field}>
      <textarea {...rest} {...props} value={value} />
      <div className={styles.popup} hidden={!open} data-state={open ? 'open' : 'closed'}>
        <ul
          {...getMenuProps({
            'aria-label': CANNED_LIST_TEXTS.label,
            // Keeps focus (and a phone's keyboard) in the textarea while a reply is tapped.
            onMouseDown: (event) => event.preventDefault(),
          })}
          className={styles.list}
          hidden={items.length === 0}
        >
          {open
            ? items.map((item, index) => (
                <li key={item.id} className={styles.option} {...getItemProps({ item, index })}>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.preview}>{item.text}</span>
                </li>
              ))
            : null}
        </ul>
        {open && message ? (
          <p className={styles.message} role="status">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
