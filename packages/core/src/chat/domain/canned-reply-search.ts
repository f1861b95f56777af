import type { CannedReply } from './canned-replies';

// Finding canned replies in the composer (CHAT-PRODUCT.md 4): a module of its own, so that the
// console's combobox chunk (fetched after sign-in) carries it, not the console's first load.

/**
 * The filter typed after a leading `/` in the composer ("/pri" -> "pri"), or null when the
 * text does not ask for canned replies (no leading slash, or more than one line).
 */
export function cannedReplyQuery(text: string): string | null {
  const match = /^\/([^\n]*)$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

/**
 * The replies that have, for every word of the query, a word in their title or their text that
 * starts with it ("/area" finds "The area we cover…", "/cov" finds "Where We Cover"), case- and
 * accent-insensitively. Best first, as Enter takes the first: titles that start with the query,
 * then titles with every word, then texts with every word whole ("area" before "areas"), then
 * the rest; the given order otherwise. Starts of words only: "/ver" does not find "cover".
 */
export function filterCannedReplies(replies: readonly CannedReply[], query: string): CannedReply[] {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return [...replies];
  const phrase = fold(query.trim());
  const has = (words: readonly string[], whole = false) =>
    wanted.every((prefix) =>
      words.some((word) => (whole ? word === prefix : word.startsWith(prefix))),
    );
  const ranked: CannedReply[][] = [[], [], [], []];
  for (const reply of replies) {
    const title = wordsOf(reply.title);
    const all = [...title, ...wordsOf(reply.text)];
    if (!has(all)) continue;
    const rank = fold(reply.title).startsWith(phrase) ? 0 : has(title) ? 1 : has(all, true) ? 2 : 3;
    ranked[rank]?.push(reply);
  }
  return ranked.flat();
}

/** A text's words, folded: letters and digits, whatever separates them ("1-3" is "1", "3"). */
function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');
}
