import { Link } from 'wouter';
import { buttonProps } from '../../../components/button/button';
import { ServiceCard } from '../../../components/service-card/service-card';
import { homeDetailingServices } from '../../../content/catalogue';
import { detailing } from '../../../content/home';
import styles from './sections.module.css';

/** The first three Maintenance services and a way to see them all. */
export function DetailingSection() {
  return (
    <section id="services" className="section" aria-labelledby="detailing-title">
      <div className="container">
        <header className={`section-head ${styles.headRow}`}>
          <div>
            <p className="eyebrow">Maintenance</p>
            <h2 id="detailing-title">{detailing.heading}</h2>
            <p className="lede">{detailing.text}</p>
          </div>
          <Link href={detailing.link.href} {...buttonProps('outline')}>
            {detailing.link.label}
          </Link>
        </header>
        <div className={styles.serviceGrid}>
          {homeDetailingServices().map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </div>
    </section>
  );
}
