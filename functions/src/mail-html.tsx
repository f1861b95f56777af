import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { GOLD, INK } from '@detailing/ui/brand-colours';
import { BUSINESS_NAME } from '@detailing/ui/business';

/**
 * The e-mails' HTML, from React components rendered to static markup: React escapes every text
 * and attribute, so nothing a visitor typed can become markup in an e-mail sent in the firm's
 * name. Styles are inline (mail clients drop style sheets).
 */

/** The text colour on the brand's ink (the site's `--text`). */
export const PAPER = '#f3efe6';

/** The e-mails' shared looks. */
export const MAIL_STYLE = {
  bubble: {
    margin: '0 0 12px',
    padding: '12px 16px',
    borderRadius: 14,
    background: '#161c24',
    whiteSpace: 'pre-wrap',
  },
  light: { color: PAPER },
  gold: { color: GOLD },
} as const satisfies Record<string, CSSProperties>;

interface MailLink {
  readonly label: string;
  readonly href: string;
}

/**
 * Every e-mail's frame, in the site's colours and at most 600 px wide (readable lines on a
 * desktop): the business's name, the `body`, then a button to `action` when there is one, then
 * the small print (why it was sent, with a link such as the one that stops the e-mails).
 */
function MailFrame({
  body,
  action,
  why,
  footerLink,
}: {
  readonly body: ReactNode;
  readonly action?: MailLink | undefined;
  readonly why: string;
  readonly footerLink?: MailLink | undefined;
}) {
  return (
    <html lang="en-GB">
      <head>
        {/* For a viewer that shows the HTML alone (a web mail's preview, MailDev): its £ and ’. */}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          padding: 24,
          background: INK,
          color: PAPER,
          font: '16px/1.5 system-ui,sans-serif',
        }}
      >
        <div style={{ maxWidth: 600, margin: '0 auto' }}>
          <p
            style={{
              margin: '0 0 20px',
              ...MAIL_STYLE.gold,
              font: '700 18px/1.3 Georgia,serif',
              letterSpacing: '.02em',
            }}
          >
            {BUSINESS_NAME}
          </p>
          {body}
          {action ? (
            <p style={{ margin: '24px 0' }}>
              <a
                style={{
                  display: 'inline-block',
                  padding: '12px 20px',
                  borderRadius: 999,
                  background: GOLD,
                  color: INK,
                  fontWeight: 700,
                  textDecoration: 'none',
                }}
                href={action.href}
              >
                {action.label}
              </a>
            </p>
          ) : null}
          <p style={{ margin: '24px 0 0', fontSize: 13, opacity: 0.75 }}>
            {why}
            {footerLink ? (
              <>
                {' '}
                <a style={MAIL_STYLE.light} href={footerLink.href}>
                  {footerLink.label}
                </a>
              </>
            ) : null}
          </p>
        </div>
      </body>
    </html>
  );
}

const CELL = { padding: '6px 12px 6px 0', verticalAlign: 'top' } as const;

/**
 * The e-mails' table of details: each row's name in gold, its value beside it (line breaks
 * kept), or what `render` makes of it (a phone number as a link).
 */
export function MailRows({
  rows,
  render = (_name, value) => value,
}: {
  readonly rows: readonly (readonly [string, string])[];
  readonly render?: (name: string, value: string) => ReactNode;
}) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ ...CELL, textAlign: 'left', ...MAIL_STYLE.gold }}>
              {name}
            </th>
            <td style={{ ...CELL, whiteSpace: 'pre-wrap' }}>{render(name, value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** An e-mail's HTML document: the frame around `body`. */
export function mailHtml(frame: Parameters<typeof MailFrame>[0]): string {
  return `<!doctype html>\n${renderToStaticMarkup(<MailFrame {...frame} />)}\n`;
}
