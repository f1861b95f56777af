import { formatLength, formatPounds, type PricedJob } from '@detailing/core/booking';
import { SERVICE_CATEGORIES, type ServiceSlug } from '@detailing/site-content/slugs';
import {
  VEHICLE_SIZE_LABELS,
  VEHICLE_SIZES,
  type VehicleSize,
} from '@detailing/site-content/vehicles';
import {
  BOOK_ONLINE_TEXTS as T,
  BOOKABLE_SERVICES,
  BOOKING_CATALOGUE,
} from '../../content/book-online';
import forms from '../../components/forms/forms.module.css';
import { styles } from './book-online-styles';

/** Step 1 (BOOKING.md 3): the service, the vehicle's size and the add-ons, with the total. */
export function JobFields({
  service,
  size,
  addOns,
  job,
  onService,
  onSize,
  onAddOns,
}: {
  service: ServiceSlug;
  size: VehicleSize | '';
  addOns: readonly string[];
  job: PricedJob | null;
  onService: (service: ServiceSlug) => void;
  onSize: (size: VehicleSize) => void;
  onAddOns: (addOns: string[]) => void;
}) {
  const { booking } = BOOKING_CATALOGUE[service];
  return (
    <>
      <div className={forms.field}>
        <label htmlFor="book-service">{T.service}</label>
        <select
          id="book-service"
          name="service"
          value={service}
          onChange={(event) => onService(event.target.value as ServiceSlug)}
        >
          {SERVICE_CATEGORIES.map(([category, slugs]) => {
            const bookable = slugs.filter((slug) => BOOKABLE_SERVICES.includes(slug));
            return bookable.length === 0 ? null : (
              <optgroup key={category} label={category}>
                {bookable.map((slug) => (
                  <option key={slug} value={slug}>
                    {BOOKING_CATALOGUE[slug].name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </div>
      <fieldset className={styles.choices}>
        <legend>{T.size}</legend>
        {VEHICLE_SIZES.map((option) => {
          const { name, cars } = VEHICLE_SIZE_LABELS[option];
          return (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="size"
                value={option}
                checked={size === option}
                required
                onChange={() => onSize(option)}
              />
              <span className={styles.choiceName}>
                {name}
                {cars ? <span className={styles.choiceNote}> ({cars})</span> : null}
              </span>
              <span className={styles.choicePrice}>{formatPounds(booking.prices[option])}</span>
            </label>
          );
        })}
      </fieldset>
      {booking.addOns.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>{T.addOns}</legend>
          {booking.addOns.map((addOn) => (
            <label key={addOn.name} className={styles.choice}>
              <input
                type="checkbox"
                name="addOn"
                value={addOn.name}
                checked={addOns.includes(addOn.name)}
                onChange={(event) =>
                  onAddOns(
                    event.target.checked
                      ? [...addOns, addOn.name]
                      : addOns.filter((name) => name !== addOn.name),
                  )
                }
              />
              <span className={styles.choiceName}>{addOn.name}</span>
              <span className={styles.choicePrice}>+{formatPounds(addOn.price)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={styles.total} aria-live="polite">
        {job ? (
          <>
            {T.total}: <strong>{formatPounds(job.total)}</strong>
            <span className={styles.length}> · {formatLength(job.length)}</span>
          </>
        ) : (
          <>
            From <strong>{formatPounds(booking.prices.small)}</strong>
            <span className={styles.length}>
              {' '}
              ·{' '}
              {formatLength(
                booking.length.unit === 'days'
                  ? { days: booking.length.amount }
                  : { minutes: booking.length.amount },
              )}
            </span>
          </>
        )}
      </p>
    </>
  );
}
