import type { VisitorIdentity } from '@detailing/core';

/**
 * How the console names a visitor (CHAT-PRODUCT.md 2 and 4): the name they gave, else the
 * e-mail address they gave (for a reply by e-mail, or on the away form), else null, and the
 * console shows the conversation's short id alone. The short id stays beside a name: the spec
 * and the push name a conversation by it.
 */
export function visitorName(visitor: VisitorIdentity | undefined): string | null {
  return visitor?.name?.trim() || visitor?.email?.trim() || null;
}

/** An avatar's letters: the name's initials ("Jane Smith": "JS"), else the id's first two. */
export function avatarLetters(name: string | null, shortId: string): string {
  if (name === null) return shortId.slice(0, 2).toUpperCase();
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const letters = name.includes('@')
    ? (words[0] ?? '').slice(0, 1)
    : words
        .slice(0, 2)
        .map((w) => w.slice(0, 1))
        .join('');
  return letters.toUpperCase() || shortId.slice(0, 2).toUpperCase();
}
