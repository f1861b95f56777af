import {
  isSitePath,
  messagePreview,
  REPLY_MAIL_TEXTS,
  replyMailSubject,
  transcriptSubject,
} from '@detailing/core/domain';
import type { MailDocument } from './request-notice.js';
import { Fragment } from 'react';
import { unlinked } from './html.js';
import { MAIL_STYLE, mailHtml } from './mail-html.js';
import type { ReplyMailSession, TranscriptMessage, UnseenMessage } from './reply-mail-model.js';

/** The reply e-mails' contents (reply-mail.ts sends them): the reply, the transcript, the link. */

/**
 * Where the continue link lands: the page the visitor chatted on, with the chat open, always on
 * this site (`siteOrigin`, from the configuration). What the session holds is the visitor's
 * writing: a page on another site, or a path a browser reads as another host (`//evil.example`),
 * gives our home page instead, so an e-mail in the firm's name never links elsewhere.
 */
export function continueUrlOf(session: ReplyMailSession, sessionId: string, siteOrigin: string) {
  const page = session.page;
  const path = page && page.origin === undefined && isSitePath(page.path) ? page.path : '/';
  const url = new URL(siteOrigin);
  const [pathname = '/', query = ''] = path.split('?', 2);
  url.pathname = pathname;
  url.search = query;
  url.searchParams.set('chat', sessionId);
  // Belt and braces: whatever the path held, the link stays on this site.
  return url.origin === new URL(siteOrigin).origin ? url.href : `${siteOrigin}/?chat=${sessionId}`;
}

/** One message of a chat e-mail: who wrote it and when (the transcript), and its text. */
interface MailEntry {
  readonly who?: string;
  readonly mine?: boolean;
  readonly line: string;
}

/**
 * A chat e-mail to the visitor, as text and HTML: the intro, the messages, the button to
 * `action` if any, then why it was sent and the link that stops these e-mails. The visitor's own
 * lines (`mine`) are written so that no mail client makes a link of them (`unlinked`).
 */
export function chatMail({
  to,
  subject,
  intro,
  entries,
  action,
  why,
  stopLink,
}: {
  to: string;
  subject: string;
  intro: string;
  entries: readonly MailEntry[];
  action?: { readonly label: string; readonly href: string };
  why: string;
  stopLink: string;
}): MailDocument {
  const lines = entries.map((entry) => ({
    ...entry,
    line: entry.mine ? unlinked(entry.line) : entry.line,
  }));
  const text = [
    intro,
    '',
    ...lines.flatMap(({ who, line }) => [...(who ? [`${who}:`] : []), line, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    '--',
    why,
    `${REPLY_MAIL_TEXTS.stop}: ${stopLink}`,
  ].join('\n');
  const html = mailHtml({
    body: (
      <>
        <p style={{ margin: '0 0 16px' }}>{intro}</p>
        {lines.map(({ who, mine, line }, index) => (
          <Fragment key={index}>
            {who ? (
              <p
                style={{
                  margin: '0 0 4px',
                  fontSize: 13,
                  ...(mine ? { opacity: 0.75 } : MAIL_STYLE.gold),
                }}
              >
                {who}
              </p>
            ) : null}
            <p style={MAIL_STYLE.bubble}>{line}</p>
          </Fragment>
        ))}
      </>
    ),
    action,
    why,
    footerLink: { label: REPLY_MAIL_TEXTS.stop, href: stopLink },
  });
  return { to, message: { subject, text, html } };
}

/** The e-mail: every unseen staff message in order, the continue link, why, and how to stop. */
export function replyMail({
  to,
  businessName,
  messages,
  continueLink,
  stopLink,
  replyTo,
  question,
}: {
  to: string;
  businessName: string;
  messages: readonly UnseenMessage[];
  /** The visitor's latest message, quoted first: what the reply answers. */
  question?: UnseenMessage | null | undefined;
  continueLink: string;
  stopLink: string;
  /** Where the visitor's answer by e-mail goes (mail-inbound.ts); none: the sender's address. */
  replyTo?: string | undefined;
}): MailDocument {
  const mail = chatMail({
    to,
    subject: replyMailSubject(businessName),
    intro: `${businessName} replied to your message in the live chat:`,
    entries: [
      ...(question
        ? [
            {
              who: 'You asked',
              mine: true,
              line: messagePreview(question.content, question.photos),
            },
          ]
        : []),
      ...messages.map((m, i) => ({
        ...(question && i === 0 ? { who: 'Our reply' } : {}),
        line: messagePreview(m.content, m.photos),
      })),
    ],
    action: { label: REPLY_MAIL_TEXTS.continueChat, href: continueLink },
    why: 'You receive this e-mail because you asked us to e-mail our reply if you left the chat.',
    stopLink,
  });
  return replyTo ? { ...mail, replyTo } : mail;
}

/** The transcript's most messages (a conversation has far fewer: messages are spaced). */
export const TRANSCRIPT_MESSAGE_LIMIT = 500;

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "Email me this chat": the whole conversation, each message with who wrote it and when. */
export function transcriptMail({
  to,
  businessName,
  messages,
  stopLink,
}: {
  to: string;
  businessName: string;
  messages: readonly TranscriptMessage[];
  stopLink: string;
}): MailDocument {
  return chatMail({
    to,
    subject: transcriptSubject(businessName),
    intro: `Your chat with ${businessName}, as you asked:`,
    entries: messages.map((m) => ({
      who: `${m.sender === 'user' ? 'You' : businessName}, ${londonTime.format(m.createdAt)}`,
      mine: m.sender === 'user',
      line: messagePreview(m.content, m.photos),
    })),
    why: `You receive this e-mail because you asked for this chat by e-mail ("${REPLY_MAIL_TEXTS.transcript}").`,
    stopLink,
  });
}
