import { appCheckConfigured } from '../../backend/chat-config';
import { SiteAnchor } from './site-anchor';

export interface PrivacyNoteProps {
  /** A URL of the widget's own code, whose origin is our site's (tests pass another). */
  readonly homeUrl?: string;
  /** Whether App Check's reCAPTCHA runs: by default, whether this build has its site key. */
  readonly recaptcha?: boolean;
}

/**
 * "We store this chat to reply to you. Privacy notice" under the composer: the notice at the
 * point where the chat collects anything (CHAT-PRODUCT.md section 5). The link is `/privacy`
 * on our site, and our site's absolute URL, in a new tab, on any other page. With App Check on,
 * Google's reCAPTCHA disclosure follows it: its badge is hidden, and Google then asks for this
 * line where the visitor uses what it protects (docs/deploy.md, "App Check").
 */
export function PrivacyNote({
  homeUrl = import.meta.url,
  recaptcha = appCheckConfigured(),
}: PrivacyNoteProps) {
  return (
    <>
      <p className="privacy">
        We store this chat to reply to you.{' '}
        <SiteAnchor path="/privacy" homeUrl={homeUrl}>
          Privacy notice
        </SiteAnchor>
      </p>
      {recaptcha ? (
        // Google's disclosure since 2 April 2026, when reCAPTCHA became a data processor: the
        // references to its Terms and Privacy Policy must go (its processing is ours, and the
        // privacy notice says so).
        <p className="privacy">This site is protected by reCAPTCHA.</p>
      ) : null}
    </>
  );
}
