import { QUOTE_TEXTS, type StaffChatStore } from '@detailing/core';
import { formatLength, formatPounds } from '@detailing/core/booking';
import { CloseIcon } from '@detailing/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/button/button';
import { adjustmentOf } from './quote-choice';
import { AdjustmentField, ServicesField, SizeField } from './quote-fields';
import styles from './quote-form.module.css';
import { signedPounds } from './quote-format';
import { STAFF_QUOTE_TEXTS as TEXTS } from './quote-texts';
import { type QuoteForm, useQuoteForm } from './use-quote-form';

/**
 * The quote form (BOOKING.md 5), a modal `<dialog>` opened at once: a sheet from the bottom on
 * a phone, a panel in the middle from 768 px. Focus moves in and back to the Quote button;
 * Escape, Cancel and the close button dismiss it; Send quote sends and closes it.
 */
export function QuoteDialog({ store, onClose }: { store: StaffChatStore; onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useQuoteForm(store);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog is portalled out of the composer's form, but React events still bubble
          // through the component tree: the composer must not send its text too.
          event.stopPropagation();
          const sent = form.send();
          if (sent === true) close();
          else if (sent) {
            dialog.current?.querySelector<HTMLElement>(`[data-field="${sent}"] input`)?.focus();
          }
        }}
      >
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {TEXTS.heading}
          </h2>
          <Button variant="quiet" size="icon" aria-label={TEXTS.close} onClick={close}>
            <CloseIcon />
          </Button>
        </header>
        <div className={styles.body}>
          <p id={`${id}-intro`} className={styles.muted}>
            {TEXTS.intro}
          </p>
          <SizeField form={form} id={id} />
          <ServicesField form={form} id={id} />
          <AdjustmentField form={form} id={id} />
        </div>
        <footer className={styles.footer}>
          <Summary form={form} />
          {form.sendProblem ? (
            <p className={styles.problem} role="alert">
              {form.sendProblem}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={close}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit">{TEXTS.send}</Button>
          </div>
        </footer>
      </form>
    </dialog>
  );
}

/** The running total and duration, at every change (said to screen readers as it changes). */
function Summary({ form }: { form: QuoteForm }) {
  const { base, full } = form;
  if (!base.ok) return <output className={styles.summary}>{TEXTS.chooseFirst}</output>;
  const amount = adjustmentOf(form.state);
  const adjusted = Number.isInteger(amount) && amount !== 0;
  const total = full.ok ? full.quote.total : base.quote.subtotal + (adjusted ? amount : 0);
  return (
    <output className={styles.summary} aria-live="polite">
      <span className={styles.total}>
        {QUOTE_TEXTS.total} {formatPounds(total)}
      </span>{' '}
      · {formatLength(base.quote.length)}
      {adjusted ? (
        <span className={styles.muted}>
          {' '}
          ({TEXTS.atPrices(formatPounds(base.quote.subtotal))}, {signedPounds(amount)})
        </span>
      ) : null}
    </output>
  );
}
