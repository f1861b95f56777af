/**
 * Something a mail client would make a link of: a scheme's `://`, `www.`, or a dotted name
 * ending in letters (`evil.example/claim`, `sam@mail.example`; the dots of other scripts too).
 */
const LINK_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/\S*|\b(?:[\p{L}\p{N}_-]+[.。．｡])+\p{L}{2,}\b\S*/giu;

/**
 * A visitor's words as an e-mail shows them, with nothing a mail client turns into a link (issue
 * #41): in what they write, `https://evil.example/claim` reads `https[:]//evil[.]example/claim`.
 * Their text is theirs to read, never a link in an e-mail sent in the firm's name.
 */
export const unlinked = (text: string): string =>
  text.replace(LINK_LIKE, (found) => found.replace(/:\/\//g, '[:]//').replace(/[.。．｡]/g, '[.]'));
