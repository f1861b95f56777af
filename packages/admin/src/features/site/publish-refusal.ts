import { type PublishRefusal, SITE_PUBLISH_LIMITS, type SitePublish } from '@detailing/core';
import { clockTime } from '@detailing/ui/message-text';

/** What the owner asked for: each starts the publish workflow, so the limits count them all. */
export type PublishAction = SitePublish['kind'];

const UNDER_WAY: Readonly<Record<SitePublish['kind'], string>> = {
  publish: 'A publish is already under way.',
  restore: 'A restore is already under way.',
  preview: 'A preview is already being prepared.',
};

/**
 * Why the limits refused a Publish, Preview or Restore, and when the owner can try again:
 * "A publish is already under way. You can preview once it has finished." or "… You can publish
 * again at 15:02."
 */
export function refusalText(refusal: PublishRefusal, action: PublishAction): string {
  if (refusal.reason === 'under-way') {
    return `${UNDER_WAY[refusal.kind]} You can ${action} once it has finished.`;
  }
  return (
    `The site can be published, previewed or restored at most ${SITE_PUBLISH_LIMITS.perWindow} ` +
    `times an hour. You can ${action} again at ${clockTime(refusal.until)}.`
  );
}
