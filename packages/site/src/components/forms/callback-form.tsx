import { useId } from 'react';
import { Link } from 'wouter';
import { buttonProps } from '../button/button';
import { formAction } from '../../config/env';
import { HONEYPOT_FIELD, relayFields, SUBMITTING_LABEL } from './form-fields';
import styles from './forms.module.css';
import { useRelayForm } from './use-relay-form';

export interface CallbackFormProps {
  subject: string;
  /** The booked service: sent as the `service` field on the booking page. */
  service?: string;
  submitLabel?: string;
  extraFields?: boolean;
}

/**
 * The callback form: name and phone, posted to the site's form endpoint, or the relay that
 * VITE_FORM_ACTION names (spec sections 3, 5, 7; OWNER-TOOLS.md 1).
 */
export function CallbackForm({
  subject,
  service,
  submitLabel = 'Request a Callback',
  extraFields = false,
}: CallbackFormProps) {
  const id = useId();
  const { formRef, submitting, onSubmit } = useRelayForm();
  const hidden = { ...relayFields(subject), ...(service === undefined ? {} : { service }) };
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      method="POST"
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>Full name</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          placeholder="e.g. James Harrison"
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`}>Phone number</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="e.g. 07123 456789"
          required
        />
      </div>
      {extraFields ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>
              E-mail <span className={styles.optional}>(optional)</span>
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="e.g. james@example.com"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>
              Message <span className={styles.optional}>(optional)</span>
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={4}
              placeholder="Your vehicle, what it needs, and when suits you"
            />
          </div>
        </>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Not shown, not focusable, not read out: only a robot fills it in. */}
      <input
        className={styles.honeypot}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
      <button type="submit" disabled={submitting} {...buttonProps('primary', { full: true })}>
        {submitting ? SUBMITTING_LABEL : submitLabel}
      </button>
      <p className={styles.privacy}>
        We use your details only to reply to you. <Link href="/privacy">Privacy notice</Link>
      </p>
    </form>
  );
}
