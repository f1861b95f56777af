import { MAX_MESSAGE_LENGTH, validateMessage } from '@detailing/core/domain';

/**
 * What a visitor wrote in an e-mail reply, as a chat message: their own words without the
 * e-mail they answered. Mailgun's `stripped-text` already leaves out the quoted part and the
 * signature when it finds them; what it misses (or a provider without it) is cut here too:
 * everything from an attribution ("On … wrote:", Outlook's header block or separator, a
 * forwarded or original message marker, a signature's "-- ") on, and every `>` line.
 */

/** An attribution line, perhaps wrapped over three lines by the client ("On Mon, … <\n…> wrote:"). */
const ATTRIBUTION =
  /^(On|Le|Am|El|Il|Op|Em)\s[\s\S]{0,400}?(wrote|a écrit|schrieb|escribió|ha scritto|schreef|escreveu)\s?:\s*$/i;

/** Lines that start what the visitor did not write. */
const STARTS_QUOTE = [
  /^-{2,}\s*(Original Message|Forwarded message|Ursprüngliche Nachricht)\s*-{2,}\s*$/i,
  /^Begin forwarded message:\s*$/i,
  // Outlook's line above its header block.
  /^_{10,}\s*$/,
  // A signature ("-- ", often sent without its space).
  /^--\s?$/,
];

/** Outlook's header block: "From: …" with "Sent:" or "Date:" among the next lines. */
function isHeaderBlock(lines: readonly string[], i: number): boolean {
  if (!/^\*?From:\*?\s/i.test(lines[i] ?? '')) return false;
  return lines.slice(i + 1, i + 4).some((line) => /^\*?(Sent|Date):\*?\s/i.test(line));
}

function isAttribution(lines: readonly string[], i: number): boolean {
  for (let span = 1; span <= 3; span += 1) {
    if (ATTRIBUTION.test(lines.slice(i, i + span).join('\n'))) return true;
  }
  return false;
}

/** The text before the quoted history, without `>` lines, blank runs at most one empty line. */
export function withoutQuotes(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (STARTS_QUOTE.some((pattern) => pattern.test(line))) break;
    if (isAttribution(lines, i) || isHeaderBlock(lines, i)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line.trimEnd());
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cut to the chat's length, with "…", never inside a character (a surrogate pair). */
export function cutToMessageLength(text: string, max = MAX_MESSAGE_LENGTH): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export type InboundTextVerdict =
  | { readonly ok: true; readonly content: string }
  | { readonly ok: false; readonly reason: 'empty' | 'control-characters' };

/**
 * The message a reply makes: Mailgun's `stripped-text` when it has any, else `body-plain`, without
 * quotes, cut to 2000 characters, and refused when nothing is left or it holds a control
 * character the chat refuses (core's validateMessage, as a typed message).
 */
export function inboundMessage(fields: {
  readonly strippedText?: string | undefined;
  readonly bodyPlain?: string | undefined;
}): InboundTextVerdict {
  const source = fields.strippedText?.trim() ? fields.strippedText : (fields.bodyPlain ?? '');
  const checked = validateMessage(cutToMessageLength(withoutQuotes(source)));
  if (checked.ok) return { ok: true, content: checked.content };
  // Cut above, so never too long.
  return { ok: false, reason: checked.reason === 'empty' ? 'empty' : 'control-characters' };
}
