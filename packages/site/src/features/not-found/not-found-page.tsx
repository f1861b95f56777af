import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <p className="eyebrow">Error 404</p>
      <h1>Page Not Found</h1>
      <p>Sorry, we couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <Link href="/" className="button button-primary">
        Return to Homepage
      </Link>
    </section>
  );
}
