import type { TokenMessage } from 'firebase-admin/messaging';
import { type NewRequest, REQUEST_SOURCES, type RequestSource } from '@detailing/core/domain';
import { BUSINESS_NAME } from '@detailing/ui/business';
import { telHrefFor } from '@detailing/ui/contact-links';
import { type NotifyDependencies, pushToStaff, type StaffPushResult } from './notify-staff.js';
import { STAFF_PUSH_WEBPUSH } from './staff-push.js';
import { unlinked } from './html.js';
import { MAIL_STYLE, mailHtml, MailRows } from './mail-html.js';

/**
 * A new request (OWNER-TOOLS.md 1) told to the people who act on it: a push to every staff device
 * ("New callback request", the name and the service), within the push throttle and the cap, and
 * an e-mail to the owner as a `mail` document (CHAT-PRODUCT.md 7), which the Trigger Email
 * extension sends in production and the trigger runner delivers to MailDev locally.
 */

/** The spec's notification title for a new request. */
export const REQUEST_PUSH_TITLE = 'New callback request';

/** The console's Requests section. */
export const REQUESTS_PATH = '/admin/chat/requests';

/**
 * The push throttle's key for requests: one push a minute for all of them together (a chat id is
 * 20 letters and digits, so this never names a conversation); what arrives meanwhile is counted
 * into the next push.
 */
export const REQUESTS_THROTTLE_KEY = '_requests';

/** A request document as created (by the form endpoint or a chat callback), unchecked. */
export interface CreatedRequest {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>> | undefined;
}

/** An e-mail as a `mail` document holds it (the Trigger Email extension's format). */
export interface MailDocument {
  readonly to: string;
  /** The Trigger Email extension's Reply-To: a reply e-mail's per-conversation address. */
  readonly replyTo?: string;
  readonly message: {
    readonly subject: string;
    readonly text: string;
    readonly html: string;
    /** Files with the e-mail (nodemailer's format, which the extension passes on). */
    readonly attachments?: readonly {
      readonly filename: string;
      readonly content: string;
      readonly contentType: string;
    }[];
  };
}

/** The `mail` collection: `queue` writes the document once under its id. */
export interface MailQueue {
  /** `exists` when a document with this id was already written (a retried trigger). */
  queue(id: string, mail: MailDocument): Promise<'queued' | 'exists'>;
}

export interface RequestNoticeDependencies extends Pick<
  NotifyDependencies,
  'devices' | 'staff' | 'messaging' | 'throttle' | 'budget' | 'log'
> {
  readonly mail: MailQueue;
  /** OWNER_EMAIL: who is e-mailed about new requests (none: no e-mail, logged as an error). */
  readonly ownerEmail: string | undefined;
  /** SITE_ORIGIN: the console's links in the e-mail. */
  readonly siteOrigin: string | undefined;
}

export type RequestNoticeResult = {
  readonly push:
    | StaffPushResult
    | { readonly status: 'throttled' | 'capped' }
    | { readonly status: 'failed'; readonly error: string };
  readonly mail: 'queued' | 'exists' | 'no-owner-email' | { readonly failed: string };
};

/** A request's fields, read defensively (the document is the Admin SDK's, but still). */
export type RequestSummary = NewRequest & { readonly id: string; readonly sessionId?: string };

const field = (data: Readonly<Record<string, unknown>>, name: string) => {
  const value = data[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export function summaryOf({ id, data = {} }: CreatedRequest): RequestSummary {
  const source = REQUEST_SOURCES.find((s) => s === data['source']) ?? 'callback';
  const optional = (['email', 'service', 'message', 'page', 'sessionId'] as const).flatMap(
    (name) => {
      const value = field(data, name);
      return value === undefined ? [] : [[name, value] as const];
    },
  );
  return {
    id,
    source,
    name: field(data, 'name') ?? 'Someone',
    phone: field(data, 'phone') ?? '',
    ...Object.fromEntries(optional),
  };
}

/** What kind of request it is, in the e-mail's words. */
const SOURCE_LABELS: Record<RequestSource, string> = {
  callback: 'Callback request',
  booking: 'Booking request',
  contact: 'Message from the contact page',
  'chat-callback': 'Callback request from the live chat',
};

/** The console's link to one request. */
export const requestPath = (id: string) => `${REQUESTS_PATH}?request=${encodeURIComponent(id)}`;

/** The summary with every free text the visitor typed made unlinkable in an e-mail. */
function visitorWordsUnlinked(request: RequestSummary): RequestSummary {
  const { service, message, page } = request;
  return {
    ...request,
    name: unlinked(request.name),
    ...(service === undefined ? {} : { service: unlinked(service) }),
    ...(message === undefined ? {} : { message: unlinked(message) }),
    ...(page === undefined ? {} : { page: unlinked(page) }),
  };
}

/** "Sam Carter · Paint Correction", or the name alone. */
const nameAndService = (request: RequestSummary) =>
  request.service && request.service !== 'Not specified'
    ? `${request.name} · ${request.service}`
    : request.name;

/**
 * The push for one device: data-only, like the chat's, tagged `requests` so a later one replaces
 * it; `count` (requests since the last push) says how many are new.
 */
export function buildRequestPush(token: string, request: RequestSummary, count = 1): TokenMessage {
  const latest = nameAndService(request);
  return {
    token,
    data: {
      type: 'request',
      title: REQUEST_PUSH_TITLE,
      body: count > 1 ? `${count} new requests. Latest: ${latest}` : latest,
      count: String(count),
      requestId: request.id,
      tag: 'requests',
      url: requestPath(request.id),
    },
    webpush: STAFF_PUSH_WEBPUSH,
  };
}

/**
 * The owner's e-mail about a new request: what it is, the details, and the console's link. What
 * the visitor wrote (name, service, message, the page) never becomes a link (`unlinked`): the
 * phone and the strictly checked e-mail address are the only ones, built by the helpers.
 */
export function requestMail(
  summary: RequestSummary,
  { to, siteOrigin }: { to: string; siteOrigin: string | undefined },
): MailDocument {
  const request = visitorWordsUnlinked(summary);
  const label = SOURCE_LABELS[request.source];
  const link = siteOrigin ? `${siteOrigin.replace(/\/+$/, '')}${requestPath(request.id)}` : null;
  const rows: [string, string][] = [
    ['Name', request.name],
    ['Phone', request.phone],
    ...(request.email ? [['E-mail', request.email] as [string, string]] : []),
    ...(request.service ? [['Service', request.service] as [string, string]] : []),
    ...(request.message ? [['Message', request.message] as [string, string]] : []),
    ...(request.page ? [['Sent from', request.page] as [string, string]] : []),
  ];
  const why = `You receive this e-mail because this address is set to hear about new requests on the ${BUSINESS_NAME} website (OWNER_EMAIL).`;
  const text = [
    `${label} from ${request.name}.`,
    '',
    ...rows.map(([name, value]) => `${name}: ${value}`),
    '',
    ...(link ? [`Open it in the staff console to call back and set its status: ${link}`, ''] : []),
    '--',
    why,
  ].join('\n');
  const html = mailHtml({
    body: (
      <>
        <p style={{ margin: '0 0 16px', fontSize: 18 }}>
          <strong>{label}</strong> from {request.name}.
        </p>
        <MailRows
          rows={rows}
          render={(name, value) =>
            name === 'Phone' ? (
              <a style={MAIL_STYLE.light} href={telHrefFor(value)}>
                {value}
              </a>
            ) : (
              value
            )
          }
        />
      </>
    ),
    action: link ? { label: 'Open in the staff console', href: link } : undefined,
    why,
  });
  return {
    to,
    message: {
      subject: `${label}: ${nameAndService(request)}`,
      text,
      html,
    },
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * On a new request: the push (within the throttle for requests and the cap across everything)
 * and the owner's e-mail, each on its own, so that one failing does not stop the other. The
 * e-mail's document id is the request's, so a retried trigger never e-mails twice.
 */
export async function announceRequest(
  created: CreatedRequest,
  dependencies: RequestNoticeDependencies,
): Promise<RequestNoticeResult> {
  const { throttle, budget, mail, ownerEmail, siteOrigin, log = () => undefined } = dependencies;
  const request = summaryOf(created);

  const push = async (): Promise<RequestNoticeResult['push']> => {
    try {
      const { send, count } = await throttle.claim(REQUESTS_THROTTLE_KEY);
      if (!send) return { status: 'throttled' };
      const allowance = budget ? await budget.take(`request-${request.id}`) : 'send';
      if (allowance !== 'send') return { status: 'capped' };
      return await pushToStaff((token) => buildRequestPush(token, request, count), dependencies);
    } catch (error) {
      log(
        'Pushing a new request to staff failed.',
        { requestId: request.id, error: reason(error) },
        'error',
      );
      return { status: 'failed', error: reason(error) };
    }
  };

  const email = async (): Promise<RequestNoticeResult['mail']> => {
    const to = ownerEmail?.trim();
    if (!to) {
      log(
        'OWNER_EMAIL is not set: nobody is e-mailed about new requests.',
        { requestId: request.id },
        'error',
      );
      return 'no-owner-email';
    }
    try {
      return await mail.queue(`request-${request.id}`, requestMail(request, { to, siteOrigin }));
    } catch (error) {
      log(
        'Queueing the e-mail about a new request failed.',
        { requestId: request.id, error: reason(error) },
        'error',
      );
      return { failed: reason(error) };
    }
  };

  const [pushed, mailed] = await Promise.all([push(), email()]);
  return { push: pushed, mail: mailed };
}
