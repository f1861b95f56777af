import { Link } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { PageHero } from '../../components/page-hero/page-hero';
import { ServiceCard } from '../../components/service-card/service-card';
import { servicesByCategory } from '../../content/catalogue';
import styles from './services-page.module.css';

const categoryIntro: Record<string, string> = {
  Maintenance: 'Regular care at your home or workplace, to keep a clean car clean.',
  Ceramics: 'Long-term protection, applied at our dedicated setup in Christchurch.',
  Restoration: 'Bringing tired paint, lenses and leather back to their best.',
  'Wheels & Brakes': 'Refurbished wheels and painted calipers, finished to a factory standard.',
  'Add-ons': 'Specialist extras to complete a detail.',
};

const slug = (category: string) => category.toLowerCase().replace(/[^a-z]+/g, '-');

export function ServicesPage() {
  const groups = servicesByCategory();
  return (
    <>
      <PageHero eyebrow="Services & prices" title="Our Services">
        <p>
          Every service, what it costs and how long it takes. Maintenance details come to you;
          everything else is carried out at our unit in Christchurch.
        </p>
      </PageHero>
      <nav className={styles.jump} aria-label="Service categories">
        <div className="container">
          <ul>
            {groups.map(({ category }) => (
              <li key={category}>
                <a href={`#${slug(category)}`}>{category}</a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {groups.map(({ category, services }, groupIndex) => (
        <section
          key={category}
          id={slug(category)}
          className={`section ${styles.category}`}
          aria-labelledby={`${slug(category)}-title`}
        >
          <div className="container">
            <header className={styles.head}>
              <h2 id={`${slug(category)}-title`}>{category}</h2>
              <p className="lede">{categoryIntro[category]}</p>
            </header>
            <div className={styles.grid}>
              {services.map((service, index) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  // The first card is on screen when the page opens (its largest paint).
                  priority={groupIndex === 0 && index === 0}
                />
              ))}
            </div>
          </div>
        </section>
      ))}
      <section className="section" data-tone="paper">
        <div className={`container ${styles.cta}`}>
          <h2>Not sure what your car needs?</h2>
          <p className="lede">
            Tell us about it and we&rsquo;ll recommend the right package, with a clear price.
          </p>
          <Link href="/book-online" {...buttonProps('dark')}>
            Request a Callback
          </Link>
        </div>
      </section>
    </>
  );
}
