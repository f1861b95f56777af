// @ts-check
// A site publish request's states (docs/site-editor.md), named once for the console, the
// functions and the publisher (`@detailing/core/publish-statuses`), and which of them wait
// and which end a request. Which may follow which is the publisher's one table of moves
// (`PUBLISH_TRANSITIONS`, publish-transitions.ts), held to these lists by its test.

/**
 * Every state, in the order a request goes through them: `requested` by the owner;
 * `dispatched` (production) when the function started the publish workflow, which has not begun
 * yet; `checking`, `building`, `deploying` as the publisher works; then one of the final ones.
 */
export const PUBLISH_STATUSES = /** @type {const} */ ([
  'requested',
  'dispatched',
  'checking',
  'building',
  'deploying',
  'live',
  'ready',
  'failed',
  'skipped',
]);

/** Waiting for the publisher: asked for, or handed to the production workflow. */
export const WAITING_PUBLISH_STATUSES = /** @type {const} */ (['requested', 'dispatched']);

/**
 * The states a request ends in: `live` (published or restored), `ready` (a preview, shown at
 * `previewUrl`), `failed` (with its `reason`), `skipped` (another request became current).
 */
export const FINAL_PUBLISH_STATUSES = /** @type {const} */ (['live', 'ready', 'failed', 'skipped']);
