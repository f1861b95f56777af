import type { StaffChatStore } from '@detailing/core';
import { loadOnce } from '@detailing/ui/load-once';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button/button';
import styles from '../conversation.module.css';
import type * as QuoteDialogExports from './quote-dialog';

/** The button's words (here, not in quote-texts.ts: the first load carries only these). */
const TEXTS = {
  action: 'Quote',
  title: 'Send a quote',
  loadFailed: 'The quote form could not be loaded. Try again when you are online.',
} as const;

// The form, its catalogue and its styles: a chunk of their own, fetched when staff reach for the
// button (hover, focus) or press it, so the console's first load carries only the button. A
// failed fetch (offline) is tried again at the next press.
const load = loadOnce(() => import('./quote-dialog'));
const preload = () => void load().catch(() => undefined);

/**
 * The composer's Quote button: opens the quote form over the conversation. The form is a
 * modal dialog portalled to the page's body, out of the composer's form.
 */
export function QuoteAction({ store }: { store: StaffChatStore }) {
  const [dialog, setDialog] = useState<typeof QuoteDialogExports | null>(null);
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const open = () => {
    setState('loading');
    load().then(
      (module) => {
        setDialog(module);
        setState('open');
      },
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={`${styles.attach} ${styles.quote}`}
        aria-label={TEXTS.action}
        title={TEXTS.title}
        aria-haspopup="dialog"
        aria-busy={state === 'loading' || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <span aria-hidden="true">£</span>
      </Button>
      {state === 'failed' ? (
        <p className={`${styles.problem} ${styles.quoteFailed}`} role="alert">
          {TEXTS.loadFailed}
        </p>
      ) : null}
      {state === 'open' && dialog
        ? createPortal(
            <dialog.QuoteDialog store={store} onClose={() => setState('closed')} />,
            document.body,
          )
        : null}
    </>
  );
}
