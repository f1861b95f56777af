import * as Collapsible from '@radix-ui/react-collapsible';
import { Link, useLocation } from 'wouter';
import type { CatalogueEntry } from '../../content/catalogue';
import { ResponsiveImage } from '../../lib/images/picture';
import { buttonProps } from '../button/button';
import styles from './service-card.module.css';

/** One catalogue entry: image, name, price, duration, description and where to go next. */
export function ServiceCard({
  service,
  headingLevel = 3,
  priority = false,
}: {
  service: CatalogueEntry;
  headingLevel?: 2 | 3;
  /** The card is on screen as the page opens: its image loads at once, first. */
  priority?: boolean;
}) {
  const [, navigate] = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          imageKey={service.imageKey}
          alt=""
          sizes="(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw"
          priority={priority}
        />
        <span className={styles.price}>{service.price}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{service.name}</Heading>
        <p className={styles.meta}>
          <span className="visually-hidden">Price: {service.price}. </span>
          <ClockIcon />
          <span>
            <span className="visually-hidden">Duration: </span>
            {service.duration}
          </span>
        </p>
        <p className={styles.description}>{service.description}</p>
        {service.inclusions.length > 0 ? (
          <Collapsible.Root className={styles.inclusions}>
            <Collapsible.Trigger className={styles.toggle}>
              Click here to see what&rsquo;s included
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul>
                {service.inclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : null}
        <div className={styles.actions}>
          {service.isDetailPage ? (
            <Link href={service.detailPageUrl} {...buttonProps('outline', { size: 'sm' })}>
              Learn More<span className="visually-hidden"> about {service.name}</span>
            </Link>
          ) : (
            <button
              type="button"
              {...buttonProps('outline', { size: 'sm' })}
              onClick={() => navigate('/booking', { state: { service: service.name } })}
            >
              Request to Book this Service
            </button>
          )}
          {service.bookingUrl ? (
            <a
              href={service.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              {...buttonProps('primary', { size: 'sm' })}
            >
              Book Now
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 7v5l3 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
