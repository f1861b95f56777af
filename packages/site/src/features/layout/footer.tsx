import { business } from '../../content/business';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>{business.tagline}</p>
      <p>
        © {new Date().getFullYear()} {business.name}. All rights reserved.
      </p>
    </footer>
  );
}
