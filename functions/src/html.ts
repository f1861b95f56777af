import { GOLD, INK } from '@detailing/ui/brand-colours';
import { BUSINESS_NAME } from '@detailing/ui/business';

/** Text made safe inside HTML (an element's text or an attribute's value in double quotes). */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The e-mails' own styles, inline (mail clients drop style sheets). */
export const MAIL_STYLE = {
  bubble:
    'margin:0 0 12px;padding:12px 16px;border-radius:14px;background:#161c24;white-space:pre-wrap',
  light: 'color:#f3efe6',
  gold: `color:${GOLD}`,
} as const;

/**
 * Every e-mail's frame, in the site's colours and at most 600 px wide (readable lines on a
 * desktop): the business's name, the `body` (HTML, already escaped), then a button to `action`
 * when there is one, then the small print (why it was sent, with a link such as the one that
 * stops the e-mails).
 */
export function mailHtml({
  body,
  action,
  why,
  footerLink,
}: {
  body: string;
  action?: { readonly label: string; readonly href: string } | undefined;
  why: string;
  footerLink?: { readonly label: string; readonly href: string } | undefined;
}): string {
  const button = action
    ? `<p style="margin:24px 0"><a style="display:inline-block;padding:12px 20px;border-radius:999px;background:${GOLD};color:${INK};font-weight:700;text-decoration:none" href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>\n`
    : '';
  const footer = footerLink
    ? ` <a style="${MAIL_STYLE.light}" href="${escapeHtml(footerLink.href)}">${escapeHtml(footerLink.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;padding:24px;background:${INK};color:#f3efe6;font:16px/1.5 system-ui,sans-serif">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 20px;${MAIL_STYLE.gold};font:700 18px/1.3 Georgia,serif;letter-spacing:.02em">${escapeHtml(BUSINESS_NAME)}</p>
${body}
${button}<p style="margin:24px 0 0;font-size:13px;opacity:.75">${escapeHtml(why)}${footer}</p>
</div>
</body></html>
`;
}

/**
 * Something a mail client would make a link of: a scheme's `://`, `www.`, or a dotted name
 * ending in letters (`evil.example/claim`, `sam@mail.example`; the dots of other scripts too).
 */
const LINK_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S*|\b(?:[\p{L}\p{N}_-]+[.。．｡])+\p{L}{2,}\b\S*/giu;

/**
 * A visitor's words as an e-mail shows them, with nothing a mail client turns into a link (issue
 * #41): in what they write, `https://evil.example/claim` reads `https[:]//evil[.]example/claim`.
 * Their text is theirs to read, never a link in an e-mail sent in the firm's name.
 */
export const unlinked = (text: string): string =>
  text.replace(LINK_LIKE, (found) => found.replace(/:\/\//g, '[:]//').replace(/[.。．｡]/g, '[.]'));
