import { localTimeIn, messagePreview, type PageRef, type VisitorHistory } from '@detailing/core';
import { mailtoHrefFor, telHrefFor } from '@detailing/ui';
import type { ReactNode } from 'react';
import { fullTime, relativeTime } from '../../lib/relative-time';
import { hostOf, pageHref } from '../../lib/safe-url';
import type { VisitorPanelProps } from './visitor-panel';
import styles from './visitor-panel.module.css';

// The visitor panel's contents: a chunk of their own (visitor-panel.tsx loads them), out of the
// console's first load, fetched once staff are signed in.

const DEVICE_LABELS = { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as const;

/**
 * A page the visitor was on, as staff read it: its title (or its path) as a link that opens in
 * a new tab, and under it the path, with the site when it is not ours. Plain text when the
 * stored values do not make a link that goes where it says.
 */
function PageLink({ page }: { page: PageRef }) {
  const site = page.origin ? (hostOf(page.origin) ?? page.origin) : null;
  const href = pageHref(page, location.origin);
  const where = `${site ?? ''}${page.path}`;
  const title = page.title || page.path;
  return (
    <>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <span>{title}</span>
      )}
      <span className={styles.path}>{where}</span>
    </>
  );
}

/**
 * The visitor's latest earlier conversation (issue #42: a visitor who starts anew after a closed
 * chat is the same person): when, open or closed, its last message, as a link that opens it.
 */
function PreviousChat({
  chat,
  now,
}: {
  chat: NonNullable<VisitorHistory['previous']>;
  now: number;
}) {
  const last = chat.lastMessage;
  return (
    <>
      <a href={`/admin/chat?session=${encodeURIComponent(chat.id)}`}>
        <time dateTime={new Date(chat.createdAt).toISOString()} title={fullTime(chat.createdAt)}>
          {relativeTime(chat.createdAt, now)}
        </time>
      </a>{' '}
      <span className={styles.muted}>({chat.status})</span>
      {last ? (
        <span className={styles.path}>{messagePreview(last.content, last.photos ?? 0)}</span>
      ) : null}
    </>
  );
}

/**
 * Everything the console knows about the visitor (CHAT-PRODUCT.md 4): who they said they are,
 * where they are and came from, on what, their local time, when we first saw them and how many
 * conversations they had before. Only what is known; "Not given" for what they did not tell.
 */
export default function VisitorDetails({ session, history, now }: VisitorPanelProps) {
  const { visitor, context } = session;
  const localTime = context ? localTimeIn(context.timeZone, now) : null;
  const rows: [label: string, value: ReactNode][] = [
    ['Name', visitor?.name ?? <span className={styles.muted}>Not given</span>],
    [
      'Phone',
      visitor?.phone ? (
        <a href={telHrefFor(visitor.phone)}>{visitor.phone}</a>
      ) : (
        <span className={styles.muted}>Not given</span>
      ),
    ],
    [
      'E-mail',
      visitor?.email ? (
        <a href={mailtoHrefFor(visitor.email)}>{visitor.email}</a>
      ) : (
        <span className={styles.muted}>Not given</span>
      ),
    ],
  ];
  // A booking for them, with what they gave filled in (BOOKING.md 4).
  rows.push([
    'Booking',
    <a href={`/admin/chat/bookings?new=conversation:${encodeURIComponent(session.id)}`}>
      Book a time
    </a>,
  ]);
  if (context) {
    rows.push(['Now on', <PageLink page={context.currentPage} />]);
    rows.push(['Started on', <PageLink page={context.startPage} />]);
    rows.push([
      'Came from',
      context.referrer ? (hostOf(context.referrer) ?? context.referrer) : 'Direct',
    ]);
    rows.push(['Device', `${DEVICE_LABELS[context.device]} · ${context.browser}`]);
    if (localTime) {
      rows.push([
        'Local time',
        <>
          <time>{localTime}</time> <span className={styles.muted}>({context.timeZone})</span>
        </>,
      ]);
    }
  }
  if (history === 'loading') {
    rows.push(['First seen', <span className={styles.muted}>Loading...</span>]);
  } else if (history !== 'unknown') {
    rows.push([
      'First seen',
      <time
        dateTime={new Date(history.firstSeenAt).toISOString()}
        title={fullTime(history.firstSeenAt)}
      >
        {relativeTime(history.firstSeenAt, now)}
      </time>,
    ]);
    rows.push(['Earlier chats', String(history.earlierConversations)]);
    if (history.previous)
      rows.push(['Last chat', <PreviousChat chat={history.previous} now={now} />]);
  }
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
