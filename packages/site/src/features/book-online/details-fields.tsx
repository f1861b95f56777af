import { BOOKING_LIMITS, type FieldProblems } from '@detailing/core/booking';
import { HONEYPOT_FIELD } from '../../components/forms/form-fields';
import forms from '../../components/forms/forms.module.css';
import { styles } from './book-online-styles';

const FIELDS = [
  {
    name: 'name',
    label: 'Full name',
    type: 'text',
    autoComplete: 'name',
    max: BOOKING_LIMITS.name,
  },
  {
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    max: BOOKING_LIMITS.phone,
  },
  {
    name: 'email',
    label: 'E-mail',
    type: 'email',
    autoComplete: 'email',
    max: BOOKING_LIMITS.email,
  },
] as const;

/** Step 4: who they are, how to reach them, where (mobile work) and any notes. */
export function DetailsFields({ mobile, problems }: { mobile: boolean; problems: FieldProblems }) {
  return (
    <>
      {FIELDS.map((field) => (
        <Field key={field.name} {...field} problem={problems[field.name]} required />
      ))}
      {mobile ? (
        <Field
          name="address"
          label="Address where we work on your vehicle"
          type="text"
          autoComplete="street-address"
          max={BOOKING_LIMITS.address}
          problem={problems.address}
        />
      ) : null}
      <div className={forms.field}>
        <label htmlFor="book-notes">
          Notes <span className={forms.optional}>(optional)</span>
        </label>
        <textarea
          id="book-notes"
          name="notes"
          rows={3}
          maxLength={BOOKING_LIMITS.notes}
          aria-invalid={problems.notes ? true : undefined}
          aria-describedby={problems.notes ? 'book-notes-problem' : undefined}
        />
        {problems.notes ? (
          <p id="book-notes-problem" className={styles.problem}>
            {problems.notes}
          </p>
        ) : null}
      </div>
      <div className={forms.honeypot} aria-hidden="true">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

function Field({
  name,
  label,
  type,
  autoComplete,
  max,
  problem,
  required = false,
}: {
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  max: number;
  problem: string | undefined;
  required?: boolean;
}) {
  const id = `book-${name}`;
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={max}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
