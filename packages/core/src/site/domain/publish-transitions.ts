import { PUBLISH_STATUSES } from './publish-statuses.js';
import type { SitePublishStatus } from './site';

/**
 * How a publish request moves (docs/site-editor.md), said once: the statuses, and which of them
 * wait and which end a request, are the domain's (core's `publish-statuses.js`); which may
 * follow which is this table. The publisher writes every step through it, in a transaction
 * (`move` in publisher/src/publish-request.ts), and the function that hands a request to the
 * workflow checks its step against it too (functions/src/triggers/dependencies.ts), so a step that comes late (a `deploying` reported after the
 * request went live) or a second run's claim is refused rather than written over.
 * publish-transitions.test.ts holds it to the lists.
 */
export const PUBLISH_TRANSITIONS: Readonly<
  Record<SitePublishStatus, readonly SitePublishStatus[]>
> = {
  // The owner's request. Production's function hands it to the publish workflow
  // (`dispatched`) or says why it cannot (`failed`, `skipped`: not the current request);
  // locally the publisher takes it at once (`checking`); a later request may take its place.
  requested: ['dispatched', 'checking', 'failed', 'skipped'],
  // Handed to the workflow, whose run has not started: the run takes it, or a later one.
  dispatched: ['checking', 'skipped'],
  // The content checked (and a release written for production's build), or refused.
  checking: ['building', 'failed'],
  // Built: a preview is `ready`; a publish is live (locally) or uploads (production).
  building: ['deploying', 'live', 'ready', 'failed'],
  deploying: ['live', 'failed'],
  // Final: a request ends once.
  live: [],
  ready: [],
  failed: [],
  skipped: [],
};

const isStatus = (value: unknown): value is SitePublishStatus =>
  PUBLISH_STATUSES.some((status) => status === value);

/** Whether a request stored with `from` (as read from Firestore: anything) may become `to`. */
export const canMove = (from: unknown, to: SitePublishStatus): boolean =>
  isStatus(from) && PUBLISH_TRANSITIONS[from].includes(to);
