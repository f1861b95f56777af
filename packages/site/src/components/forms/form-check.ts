import { parseRequestForm } from '@detailing/chat-core/domain';

/**
 * The endpoint's own check of a form, in the browser (a chunk of its own: about 3 kB gzip of the
 * domain's request rules, which the home page's first load cannot afford; `useRelayForm` loads
 * it when a person starts on the form).
 */

/** The title of the toast for a form the endpoint would refuse; its words are the endpoint's. */
export const NOT_SENT_TITLE = 'Not sent';

/**
 * What the endpoint would refuse in a form that has a name and a phone (`useRelayForm` checks
 * those first, with the spec's "Incomplete Form"), as a destructive toast, or null: hidden
 * characters, an e-mail address that is not one, a field too long (`parseRequestForm`), so a
 * person sees its message here rather than on its page after posting. Nothing of the first load
 * is imported, so this chunk shares none of it.
 */
export function formProblem(
  fields: Readonly<Record<string, string>>,
): { title: string; description: string } | null {
  const parsed = parseRequestForm(fields);
  return parsed.ok ? null : { title: NOT_SENT_TITLE, description: parsed.message };
}
