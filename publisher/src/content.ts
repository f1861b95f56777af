import {
  checkSiteContent,
  type ContentProblem,
  type SiteContent,
  withSeedDefaults,
} from '@detailing/site-content';
import * as seed from '@detailing/site-content/current/index';

/**
 * The seed, whole, as a copy of the caller's own: what a fresh clone serves, where an owner's
 * first draft starts, and the original site a Restore can go back to. Bundled with the
 * publisher, so it is the seed of the code that runs.
 */
export function readSeed(): SiteContent {
  return structuredClone({ ...seed });
}

/** Content that fails its checks: every problem, each as `path: message`. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `The content does not pass its checks:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
  }
}

/** Content checked with site-content's schema: as the site will use it (trimmed), or a ContentError. */
export function checkedContent(input: unknown): SiteContent {
  const result = checkSiteContent(input);
  if (!result.ok) throw new ContentError(result.problems);
  return result.content;
}

/**
 * Content as today's schema expects it: what it lacks that the schema now requires (a field or
 * a service added since it was published) taken from the seed (site-content's
 * withSeedDefaults), so older releases and drafts keep building.
 */
export const completedContent = (content: unknown): unknown =>
  withSeedDefaults(content, readSeed());
