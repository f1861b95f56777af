import { QUOTE_LIMITS } from '@detailing/core';
import { formatLength, formatPounds, lengthOf } from '@detailing/core/booking';
import type { ServiceSlug } from '@detailing/site-content/slugs';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES } from '@detailing/site-content/vehicles';
import fields from '../../../components/field/field.module.css';
import { CATALOGUE, type QuoteField, SERVICE_GROUPS } from './quote-choice';
import styles from './quote-form.module.css';
import { STAFF_QUOTE_TEXTS as TEXTS } from './quote-texts';
import type { QuoteForm } from './use-quote-form';

interface FieldsProps {
  readonly form: QuoteForm;
  /** The form's id, for its fields' ids. */
  readonly id: string;
}

/** The refusal that belongs here, if it shows: beside the field, announced when it appears. */
function Problem({ form, id, field }: FieldsProps & { field: QuoteField }) {
  if (form.problem?.field !== field) return null;
  return (
    <p id={`${id}-${field}-problem`} className={fields.problem} role="alert">
      {form.problem.message}
    </p>
  );
}

/** The field's description and invalid state while its refusal shows. */
const problemProps = ({ form, id }: FieldsProps, field: QuoteField) =>
  form.problem?.field === field
    ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` }
    : {};

export function SizeField(props: FieldsProps) {
  const { form, id } = props;
  return (
    <fieldset className={styles.fieldset} data-field="size">
      <legend className={styles.legend}>{TEXTS.size}</legend>
      <Problem {...props} field="size" />
      <div className={styles.sizes}>
        {VEHICLE_SIZES.map((size) => (
          <label key={size} className={styles.chip}>
            <input
              type="radio"
              name={`${id}-size`}
              value={size}
              checked={form.state.size === size}
              onChange={() => form.chooseSize(size)}
              {...problemProps(props, 'size')}
            />
            <span>
              {VEHICLE_SIZE_LABELS[size].name}
              {VEHICLE_SIZE_LABELS[size].cars ? (
                <span className={styles.cars}> ({VEHICLE_SIZE_LABELS[size].cars})</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The services by the site's groups; a chosen one lists its add-ons under it. */
export function ServicesField(props: FieldsProps) {
  return (
    <fieldset className={styles.fieldset} data-field="services">
      <legend className={styles.legend}>{TEXTS.services}</legend>
      <Problem {...props} field="services" />
      {SERVICE_GROUPS.map(([group, slugs]) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.groupLegend}>{group}</legend>
          <ul className={styles.options}>
            {slugs.map((slug) => (
              <ServiceOption key={slug} {...props} slug={slug} />
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}

function ServiceOption(props: FieldsProps & { slug: ServiceSlug }) {
  const { form, slug } = props;
  const { name, booking } = CATALOGUE[slug];
  const item = form.state.items.find((chosen) => chosen.service === slug);
  const size = VEHICLE_SIZES.find((known) => known === form.state.size);
  const price = size
    ? formatPounds(booking.prices[size])
    : TEXTS.from(formatPounds(Math.min(...Object.values(booking.prices))));
  return (
    <li>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={item !== undefined}
          onChange={() => form.toggleService(slug)}
          {...problemProps(props, 'services')}
        />
        <span className={styles.optionName}>
          {name}
          {booking.mode === 'Quote required' ? (
            <span className={styles.tag}> {TEXTS.quoteRequired}</span>
          ) : null}
        </span>
        <span className={styles.optionPrice}>
          {price} · {formatLength(lengthOf(booking))}
        </span>
      </label>
      {item && booking.addOns.length > 0 ? (
        <fieldset className={styles.addOns}>
          <legend className={styles.groupLegend}>{TEXTS.addOnsOf(name)}</legend>
          {booking.addOns.map((addOn) => (
            <label key={addOn.name} className={styles.option}>
              <input
                type="checkbox"
                checked={item.addOns.includes(addOn.name)}
                onChange={() => form.toggleAddOn(slug, addOn.name)}
              />
              <span className={styles.optionName}>{addOn.name}</span>
              <span className={styles.optionPrice}>+{formatPounds(addOn.price)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </li>
  );
}

/** A discount or a surcharge in whole pounds, with the reason the visitor reads. */
export function AdjustmentField(props: FieldsProps) {
  const { form, id } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{TEXTS.adjustment}</legend>
      <div className={styles.adjustment}>
        <div className={styles.signs}>
          {(['off', 'add'] as const).map((sign) => (
            <label key={sign} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-sign`}
                checked={form.state.sign === sign}
                onChange={() => form.adjust({ sign })}
              />
              <span>{sign === 'off' ? `− ${TEXTS.takeOff}` : `+ ${TEXTS.add}`}</span>
            </label>
          ))}
        </div>
        <div className={fields.field} data-field="amount">
          <label className={fields.label} htmlFor={`${id}-amount`}>
            {TEXTS.amount}
          </label>
          <input
            id={`${id}-amount`}
            className={fields.input}
            inputMode="numeric"
            autoComplete="off"
            value={form.state.amount}
            onChange={(event) => form.adjust({ amount: event.target.value })}
            {...problemProps(props, 'amount')}
          />
        </div>
      </div>
      <Problem {...props} field="amount" />
      <div className={fields.field} data-field="reason">
        <label className={fields.label} htmlFor={`${id}-reason`}>
          {TEXTS.reason}
        </label>
        <input
          id={`${id}-reason`}
          className={fields.input}
          maxLength={QUOTE_LIMITS.reason}
          autoComplete="off"
          value={form.state.reason}
          onChange={(event) => form.adjust({ reason: event.target.value })}
          {...problemProps(props, 'reason')}
        />
        <Problem {...props} field="reason" />
      </div>
    </fieldset>
  );
}
