import { Link } from 'wouter';
import { business, mailtoHref, telHref } from '../../content/business';

export function Header() {
  return (
    <header className="site-header">
      <Link href="/" className="brand">
        {business.name}
      </Link>
      <nav aria-label="Main">
        <Link href="/">Home</Link>
      </nav>
      <div className="header-contact">
        <a href={telHref}>{business.phone.display}</a>
        <a href={mailtoHref}>{business.email}</a>
      </div>
    </header>
  );
}
