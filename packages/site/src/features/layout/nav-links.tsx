import { Link } from 'wouter';
import { headerNav } from './nav-items';
import { useSectionLink } from './section-nav';

/** The main menu's links, shared by the header bar and the mobile overlay. */
export function NavLinks({ location, onNavigate }: { location: string; onNavigate?: () => void }) {
  const sectionLink = useSectionLink();
  return (
    <ul>
      {headerNav.map((item) => (
        <li key={item.label}>
          {item.kind === 'route' ? (
            <Link
              href={item.path}
              aria-current={location === item.path ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          ) : (
            <a href={item.path} onClick={sectionLink(item.section, 'hash', onNavigate)}>
              {item.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
