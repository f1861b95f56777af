import { type ChatSession, localTimeIn, type PageRef } from '@detailing/chat-core';
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
  if (!contact && !context) return null;
  return (
    <dl className={styles.summary} aria-label="About the visitor">
      {contact ? (
        <div>
          <dt>Contact</dt>
          <dd>{contact}</dd>
        </div>
      ) : null}
      {context ? (
        <>
          <div>
            <dt>Now on</dt>
            <dd>
              <PageLabel page={context.currentPage} />
            </dd>
          </div>
          <div>
            <dt>Started on</dt>
            <dd>
              <PageLabel page={context.startPage} />
            </dd>
          </div>
          <div>
            <dt>Device</dt>
            <dd>
              {DEVICE_LABELS[context.device]} · {context.browser}
            </dd>
          </div>
          {localTime ? (
            <div>
              <dt>Local time</dt>
              <dd>
                <time title={context.timeZone}>{localTime}</time>
              </dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
