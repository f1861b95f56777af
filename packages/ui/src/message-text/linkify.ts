/** A run of a message: plain text, or an http(s) link with the text it was written as. */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

/** `http://` or `https://` and what follows up to the next space or angle bracket. */
const CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than a URL ("see https://x.com/a." links x.com/a). */
const TRAILING = /[.,;:!?'"*_~]+$/;
const PAIRS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' };

/** Drops closing brackets the URL did not open: "(see https://x.com/a)" links x.com/a. */
function trimUnbalanced(url: string): string {
  let end = url.length;
  for (;;) {
    const candidate = url.slice(0, end).replace(TRAILING, '');
    end = candidate.length;
    const last = candidate.at(-1);
    const opener = last === undefined ? undefined : PAIRS[last];
    if (opener === undefined) return candidate;
    const opened = candidate.split(opener).length - 1;
    const closed = candidate.split(last ?? '').length - 1;
    if (closed <= opened) return candidate;
    end -= 1;
  }
}

/** The URL as a browser would follow it, or null when it is not a usable http(s) address. */
function hrefFor(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text); // not URL.canParse: Safari before 17 lacks it
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

/**
 * Splits a message into text and the http(s) links it contains (CHAT-PRODUCT.md 3, "Links").
 * Nothing else is recognised: no other scheme, no markup, no bare "www." names. The parts, joined,
 * give back the message exactly.
 */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const text = trimUnbalanced(match[0]);
    const href = hrefFor(text);
    if (href === null) continue;
    if (match.index > textStart) {
      parts.push({ kind: 'text', text: message.slice(textStart, match.index) });
    }
    parts.push({ kind: 'link', text, href });
    textStart = match.index + text.length;
  }
  if (textStart < message.length) parts.push({ kind: 'text', text: message.slice(textStart) });
  return parts;
}
