import { Link } from 'wouter';
import { business } from '../../content/business';

export function HomePage() {
  return (
    <section id="home" className="hero">
      <h1>Car Detailing &amp; Ceramic Coatings in Dorset and Hampshire</h1>
      <p>
        {business.name}: over {business.yearsExperience} years of experience and bespoke packages
        for every vehicle.
      </p>
      <div className="hero-actions">
        <Link href="/book-online" className="button button-primary">
          Book Your Transformation
        </Link>
        <Link href="/services" className="button button-secondary">
          Explore Services
        </Link>
      </div>
    </section>
  );
}
