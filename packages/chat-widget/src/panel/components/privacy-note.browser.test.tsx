import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { contrast } from '../../testing/contrast';
import { cleanUp, renderPanel, shadowContainer } from '../../testing/render-panel';
import { PrivacyNote } from './privacy-note';

const NOTE = 'We store this chat to reply to you. Privacy notice';
const SITE = 'https://www.harbourheathdetailing.co.uk';

afterEach(() => {
  vi.unstubAllEnvs();
});

const note = () => page.getByText('We store this chat to reply to you.');
/** Google's disclosure since 2 April 2026 (reCAPTCHA a data processor): no links to Google. */
const RECAPTCHA = 'This site is protected by reCAPTCHA.';
const recaptchaLine = () => page.getByText('This site is protected by reCAPTCHA');
const link = () => page.getByRole('link', { name: /^Privacy notice/ });

describe('the chat panel’s privacy line', () => {
  it('sits under the message input on our site, linking to /privacy in the same tab', async () => {
    await renderPanel();

    await expect.element(note()).toBeVisible();
    await expect.element(note()).toHaveTextContent(NOTE);
    await expect.element(link()).toHaveAttribute('href', '/privacy');
    await expect.element(link()).not.toHaveAttribute('target');
    // Measured once the panel has risen into place: while its opening transform runs, the boxes
    // are fractional and the line's bottom and the panel's differed by a few millionths of a px.
    const panel = page.getByRole('dialog', { name: 'Live Chat' }).element();
    await expect.poll(() => getComputedStyle(panel).transform).toBe('none');
    const input = page.getByRole('textbox', { name: 'Message' }).element().getBoundingClientRect();
    const line = note().element().getBoundingClientRect();
    expect(line.top).toBeGreaterThanOrEqual(input.bottom);
    // Inside the 450 px panel, not cut off at its bottom edge.
    expect(line.bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().bottom);
  });

  it('embedded on another site, links to our site’s page absolutely, in a new tab', async () => {
    await render(<PrivacyNote homeUrl={`${SITE}/widget/assets/define-panel-abc.js`} />, {
      container: shadowContainer().container,
    });
    await expect.element(note()).toHaveTextContent(`${NOTE} (opens in a new tab)`);
    await expect.element(link()).toHaveAttribute('href', `${SITE}/privacy`);
    await expect.element(link()).toHaveAttribute('target', '_blank');
    await expect.element(link()).toHaveAccessibleName('Privacy notice (opens in a new tab)');
  });

  it('is readable: at least 12 px, with text and link at AA contrast on the panel', async () => {
    await render(<PrivacyNote />, { container: shadowContainer().container });
    const text = getComputedStyle(note().element());
    const anchor = getComputedStyle(link().element());
    expect(parseFloat(text.fontSize)).toBeGreaterThanOrEqual(12);
    expect(contrast(text.color, text.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(anchor.color, text.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

/** A build's Firebase settings (what `npm run build` bakes in), with or without App Check. */
function stubBuildEnv(appCheckSiteKey: string) {
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-test');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'harbour-heath');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'harbour-heath.firebaseapp.com');
  vi.stubEnv('VITE_FIREBASE_APP_ID', '1:123:web:abc');
  vi.stubEnv('VITE_APPCHECK_SITE_KEY', appCheckSiteKey);
}

describe('Google’s reCAPTCHA line, with App Check on', () => {
  it('follows the privacy line: Google’s words, and no links to Google’s own terms', async () => {
    await render(<PrivacyNote recaptcha />, { container: shadowContainer().container });

    await expect.element(recaptchaLine()).toBeVisible();
    expect(recaptchaLine().element().textContent).toBe(RECAPTCHA);
    // Since Google became reCAPTCHA's processor, sites must drop its Terms and Privacy Policy.
    expect(recaptchaLine().getByRole('link').elements()).toEqual([]);
    // Under the privacy line, and as readable.
    const privacy = note().element().getBoundingClientRect();
    const line = recaptchaLine().element().getBoundingClientRect();
    expect(line.top).toBeGreaterThanOrEqual(privacy.bottom);
    const text = getComputedStyle(recaptchaLine().element());
    expect(parseFloat(text.fontSize)).toBeGreaterThanOrEqual(12);
    expect(contrast(text.color, text.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('is in the panel when the build has a site key, and not when the key is blank', async () => {
    stubBuildEnv('6LcA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S');
    await renderPanel();
    await expect.element(note()).toBeVisible();
    await expect.element(recaptchaLine()).toHaveTextContent(RECAPTCHA);
    // Inside the panel, not cut off at its bottom edge (once it has risen into place).
    const panel = page.getByRole('dialog', { name: 'Live Chat' }).element();
    await expect.poll(() => getComputedStyle(panel).transform).toBe('none');
    const line = recaptchaLine().element().getBoundingClientRect();
    expect(line.top).toBeGreaterThanOrEqual(note().element().getBoundingClientRect().bottom);
    expect(line.bottom).toBeLessThanOrEqual(panel.getBoundingClientRect().bottom);

    cleanUp();
    stubBuildEnv('  ');
    await renderPanel();
    await expect.element(note()).toBeVisible();
    await expect.element(recaptchaLine()).not.toBeInTheDocument();
  });
});

describe('without App Check', () => {
  it('the panel shows the privacy line alone: no reCAPTCHA line, no links to Google', async () => {
    stubBuildEnv('');
    await renderPanel();
    await expect.element(note()).toBeVisible();
    await expect.element(recaptchaLine()).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Privacy Policy' }))
      .not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Terms of Service' }))
      .not.toBeInTheDocument();
  });

  it('explicitly off, the note is the privacy line alone', async () => {
    await render(<PrivacyNote recaptcha={false} />, { container: shadowContainer().container });
    await expect.element(note()).toHaveTextContent(NOTE);
    await expect.element(recaptchaLine()).not.toBeInTheDocument();
  });
});
