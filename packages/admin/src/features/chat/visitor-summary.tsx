import { type ChatSession, localTimeIn, type PageRef } from '@detailing/chat-core';
import type { ReactNode } from 'react';
import styles from './conversation.module.css';

const DEVICE_LABELS = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const;

/** A page as staff read it: its title (or path), and the site when it is not ours. */
function PageLabel({ page }: { page: PageRef }) {
  const site = page.origin ? new URL(page.origin).host : null;
  return (
    <span className={styles.page} title={`${page.origin ?? ''}${page.path}`}>
      {page.title || page.path}
      {site ? <span className={styles.site}> on {site}</span> : null}
    </span>
  );
}

/**
 * Who the visitor is and where, under the conversation's title: what they told us (identify),
 * the page they are on now and the one they started on, their device and browser, and their
 * local time. Only what the session holds; nothing when it holds nothing.
 */
export function VisitorSummary({ session, now }: { session: ChatSession; now: number }) {
  const { visitor, context } = session;
  const contact = [visitor?.email, visitor?.phone].filter(Boolean).join(' · ');
  const localTime = context ? localTimeIn(context.timeZone, now) : null;
  const rows: [label: string, value: ReactNode][] = [];
  if (contact) rows.push(['Contact', contact]);
  if (context) {
    rows.push(['Now on', <PageLabel page={context.currentPage} />]);
    rows.push(['Started on', <PageLabel page={context.startPage} />]);
    rows.push(['Device', `${DEVICE_LABELS[context.device]} · ${context.browser}`]);
    if (localTime) rows.push(['Local time', <time title={context.timeZone}>{localTime}</time>]);
  }
  if (rows.length === 0) return null;
  return (
    <dl className={styles.summary} aria-label="About the visitor">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
