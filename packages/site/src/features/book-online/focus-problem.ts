import type { FieldProblems } from '@detailing/core/booking';

/** The form's fields in its order: the first with a problem takes the focus. */
const FIELDS = [
  'size',
  'postcode',
  'start',
  'name',
  'phone',
  'email',
  'address',
  'notes',
  'photos',
];

/** Moves focus to the first field with a problem, in the form's order. */
export function focusFirstProblem(form: HTMLFormElement | null, problems: FieldProblems) {
  const first = FIELDS.find((name) => problems[name]);
  if (!form || !first) return;
  const target =
    first === 'start'
      ? form.querySelector<HTMLElement>('input[name="start"], input[name="day"]')
      : first === 'photos'
        ? form.querySelector<HTMLElement>('#book-photos')
        : form.querySelector<HTMLElement>(`[name="${first}"]`);
  target?.focus();
}
