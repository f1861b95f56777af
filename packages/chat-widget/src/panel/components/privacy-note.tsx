import { privacyLink } from '../../lib/privacy-link';

export interface PrivacyNoteProps {
  /** A URL of the widget's own code, whose origin is our site's (tests pass another). */
  readonly homeUrl?: string;
}

/**
 * "We store this chat to reply to you. Privacy notice" under the composer: the notice at the
 * point where the chat collects anything (CHAT-PRODUCT.md section 5). The link is `/privacy`
 * on our site, and our site's absolute URL, in a new tab, on any other page.
 */
export function PrivacyNote({ homeUrl = import.meta.url }: PrivacyNoteProps) {
  const { href, newTab } = privacyLink(homeUrl, window.location.origin);
  return (
    <p className="privacy">
      We store this chat to reply to you.{' '}
      {newTab ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          Privacy notice<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a href={href}>Privacy notice</a>
      )}
    </p>
  );
}
