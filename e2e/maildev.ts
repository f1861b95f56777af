/** The stack's MailDev (MailDev 3's REST API), where every local e-mail lands. */
const MAILDEV = (process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080/').replace(/\/?$/, '/');

export interface MailDevEmail {
  readonly id: string;
  readonly subject: string;
  readonly to: { readonly address: string }[];
  readonly text?: string;
  readonly html?: string;
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
