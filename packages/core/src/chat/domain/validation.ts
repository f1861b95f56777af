/** Longest message, in UTF-16 code units (JavaScript's `length`; the rules' `size()` agrees). */
export const MAX_MESSAGE_LENGTH = 2000;

export type MessageProblem = 'empty' | 'too-long' | 'control-characters';

export type MessageValidation =
  | { readonly ok: true; readonly content: string }
  | { readonly ok: false; readonly reason: MessageProblem; readonly message: string };

/**
 * C0 controls except tab (\t) and line feed (\n), DEL, the C1 controls, and lone UTF-16
 * surrogates (which cannot be stored as text). The rules refuse the same control characters.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;

/** Whether `text` holds a character a chat message may not (FORBIDDEN): one definition for all. */
export const hasControlCharacters = (text: string): boolean => FORBIDDEN.test(text);

/**
 * The invisible bidirectional controls: embeddings and overrides (U+202A..U+202E) and isolates
 * (U+2066..U+2069). They reorder what follows them, so "\u202Egpj.exe" reads as "exe.jpg" and a
 * name or a number can show staff something else than it holds. A chat message keeps them (the
 * chat accepts right-to-left writing as typed); a request's fields refuse them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` holds a bidirectional control (BIDI_CONTROLS). */
export const hasBidiControls = (text: string): boolean => BIDI_CONTROLS.test(text);

const MESSAGES: Record<MessageProblem, (length: number) => string> = {
  empty: () => 'Type a message before sending.',
  'too-long': (length) =>
    `Messages can be up to ${MAX_MESSAGE_LENGTH.toLocaleString('en-GB')} characters; ` +
    `this one has ${length.toLocaleString('en-GB')}.`,
  'control-characters': () =>
    'This message contains hidden control characters that cannot be sent. Please remove them.',
};

/**
 * Checks what a person typed and returns the content to send: line breaks normalised to \n and
 * surrounding whitespace trimmed, 1 to 2000 characters, no control characters.
 *
 * Length is counted in UTF-16 code units, as the Firestore rules' `size()` counts it (measured
 * against the emulator: "😀".size() == 2), so content this function accepts the rules accept too.
 */
export function validateMessage(raw: string): MessageValidation {
  const content = raw.replace(/\r\n?/g, '\n').trim();
  if (content.length === 0) return failure('empty', 0);
  if (hasControlCharacters(content)) return failure('control-characters', content.length);
  if (content.length > MAX_MESSAGE_LENGTH) return failure('too-long', content.length);
  return { ok: true, content };
}

/** True when `content` is exactly what validateMessage would send (how adapters check input). */
export function isSendableContent(content: string): boolean {
  const result = validateMessage(content);
  return result.ok && result.content === content;
}

function failure(reason: MessageProblem, length: number): MessageValidation {
  return { ok: false, reason, message: MESSAGES[reason](length) };
}
