/** The form relay stand-in (`scripts/lib/form-relay.mjs`) that the stack's forms post to. */
export const RELAY_URL = process.env.FORM_RELAY_URL ?? 'http://127.0.0.1:5055';

export interface Submission {
  path: string;
  fields: Record<string, string>;
}

/** The relay's record of the latest post from this visitor, by name (tests run in parallel). */
export async function submissionFrom(name: string): Promise<Submission | undefined> {
  const response = await fetch(`${RELAY_URL}/__submissions`);
  const posts = (await response.json()) as Submission[];
  return posts.findLast((post) => post.fields.name === name);
}
