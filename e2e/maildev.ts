/** The stack's MailDev (MailDev 3's REST API), where every local e-mail lands. */
const MAILDEV = (process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080/').replace(/\/?$/, '/');

export interface MailDevEmail {
  readonly id: string;
  readonly subject: string;
  readonly to: { readonly address: string }[];
  readonly text?: string;
  readonly html?: string;
  readonly attachments?: {
    readonly filename: string;
    readonly contentType: string;
    /** The name MailDev serves it under (unique within the e-mail). */
    readonly generatedFileName?: string;
  }[];
}

/** Every e-mail MailDev holds. */
export async function mailDevEmails(): Promise<MailDevEmail[]> {
  const response = await fetch(`${MAILDEV}api/email`);
  return (await response.json()) as MailDevEmail[];
}

/** The e-mails to this address. */
export async function mailsTo(address: string): Promise<MailDevEmail[]> {
  return (await mailDevEmails()).filter((mail) => mail.to.some((to) => to.address === address));
}

/** One e-mail's HTML as MailDev's web view shows it (in its frame). */
export const mailDevHtmlUrl = (id: string) => `${MAILDEV}api/email/${id}/html`;

/** The address of the line `label: URL` in an e-mail's text. */
export function linkIn(text: string | undefined, label: string): string {
  const found = new RegExp(`${label}: (\\S+)`).exec(text ?? '');
  if (!found?.[1]) throw new Error(`No "${label}" link in:\n${text}`);
  return found[1];
}

/**
 * An e-mail's Reply-To, read from its source: MailDev's parsed e-mail leaves the header out.
 * Undefined when it has none.
 */
export async function replyToOf(id: string): Promise<string | undefined> {
  const source = await (await fetch(`${MAILDEV}api/email/${id}/source`)).text();
  // The header part, long lines unfolded (nodemailer folds a long Reply-To onto the next line).
  const headers = (source.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return /^Reply-To: (.+)$/im.exec(headers)?.[1]?.trim();
}

/** One attachment of an e-mail, as text (a calendar file). */
export async function attachmentText(mail: MailDevEmail, filename: string): Promise<string> {
  const file = mail.attachments?.find((attachment) => attachment.filename === filename);
  const response = await fetch(
    `${MAILDEV}api/email/${mail.id}/attachment/${encodeURIComponent(file?.generatedFileName ?? filename)}`,
  );
  if (!response.ok) throw new Error(`No attachment ${filename} on e-mail ${mail.id}.`);
  return response.text();
}
