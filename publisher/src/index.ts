// The publisher (docs/site-editor.md, "Publish, preview, restore"): what turns an owner's
// request into the live site, a preview or a restored version, in production (the publish
// workflow, scripts/publish-production.mjs) and on the local stack (the trigger runner). Built
// into lib/index.js (build.mjs), which the scripts import as `@detailing/publisher`.
export {
  loadCannedReplySeeds,
  refreshCannedReplies,
  seedCannedReplies,
  type CannedReplySeed,
} from './canned-replies';
export { checkPublishBuild } from './check';
export { ContentError, readSeed } from './content';
export {
  deployToHosting,
  previewLocally,
  previewOnChannel,
  serveLocally,
  type Deliver,
  type Draft,
  type Preview,
  type RunNode,
} from './deliver';
export { markAsPreview, PREVIEW_BANNER_TEXT } from './preview-banner';
export {
  publishRequest,
  writeLatestRelease,
  type Log,
  type PublishOutcome,
} from './publish-request';
export { buildSiteFrom, releaseFromEnv, writeRelease, type ReadPhoto } from './release';
