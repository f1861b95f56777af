import { useEffect } from 'react';
import { PageHero } from '../../components/page-hero/page-hero';
import { business, telHref } from '../../content/business';
import { CallbackForm } from '../../components/forms/callback-form';
import { bookingSubject, NO_SERVICE } from '../../components/forms/form-fields';
import { bookingHowItWorks } from '../../content/booking';
import { rememberChosenService } from '../../lib/chosen-service';
import styles from './booking-page.module.css';
import { useSelectedService } from './use-selected-service';

/**
 * The Book a Service page, at /booking and /book-online; at /book-online/{slug} with `service`
 * chosen (a service page's "Request a Quote").
 */
export function BookingPage({ service: chosen }: { service?: string }) {
  const fromLocation = useSelectedService();
  const service = chosen ?? fromLocation;
  useEffect(() => {
    if (service !== undefined) rememberChosenService(service);
  }, [service]);
  return (
    <>
      <PageHero eyebrow="Booking" title="Book a Service">
        <p>
          Leave your name and number and we&rsquo;ll call you back to arrange a time that suits you.
        </p>
      </PageHero>
      <section className={`section ${styles.section}`}>
        <div className={`container ${styles.layout}`}>
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>Request a callback</h2>
            <p className={styles.service} aria-live="polite">
              Service: <strong>{service ?? 'General enquiry'}</strong>
            </p>
            <CallbackForm
              subject={bookingSubject(service)}
              service={service ?? NO_SERVICE}
              submitLabel="Request My Booking"
            />
          </div>
          <div className={styles.how}>
            <h2 className={styles.subhead}>{bookingHowItWorks.heading}</h2>
            <ol className={styles.steps}>
              {bookingHowItWorks.steps.map((step, index) => (
                <li key={step.title}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className={styles.call}>
              Prefer to talk now? Call <a href={telHref}>{business.phone.display}</a>.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
