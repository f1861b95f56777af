import type { PUBLISH_STATUSES } from './publish-statuses';
import type { SITE_DRAFT_PARTS } from '../../shared/domain/collections';

/**
 * The owner's site editor (OWNER-TOOLS.md 2, docs/site-editor.md) as the console sees it: the
 * draft by part, the publish and restore requests with their progress, and the published
 * versions. The content itself is `@detailing/site-content`'s; here it is opaque data.
 */
export type SitePart = (typeof SITE_DRAFT_PARTS)[number];

/** One part of the draft, as stored: `rev` goes up by one on every save. */
export interface SiteDraftPart {
  readonly content: unknown;
  readonly rev: number;
  readonly updatedBy: string | null;
  /** Epoch ms; null while the save is on its way. */
  readonly updatedAt: number | null;
}

/** The draft: the parts the owner has changed (the others are what is published). */
export type SiteDraft = Partial<Record<SitePart, SiteDraftPart>>;

/** A request's progress, as the publisher reports it (publish-statuses.js says each). */
export type SitePublishStatus = (typeof PUBLISH_STATUSES)[number];

/** A "Publish" or "Preview" (of the draft) or "Restore" (of a release) and how it went. */
export interface SitePublish {
  readonly id: string;
  readonly kind: 'publish' | 'restore' | 'preview';
  /** The release a Restore puts back. */
  readonly release?: string;
  readonly status: SitePublishStatus;
  /** Epoch ms. */
  readonly requestedAt: number | null;
  readonly liveAt?: number;
  readonly liveRelease?: string;
  /** Where a ready preview is shown. */
  readonly previewUrl?: string;
  /** Why it failed: one line per problem. */
  readonly reason?: string;
}

/**
 * The release a Restore names to put back the original site: the seed, the content a fresh
 * clone serves (`@detailing/site-content`'s). It has no `siteReleases` document: the publisher
 * builds the seed of the code it runs (publisher/src/publish-request.ts, which imports it), so
 * the site as first built is always a version to go back to, the first publish included.
 */
export const ORIGINAL_SITE_RELEASE = 'original';

/** A published version of the site: its whole content. */
export interface SiteRelease {
  readonly id: string;
  readonly kind: 'publish' | 'restore';
  readonly createdAt: number | null;
  readonly createdBy: string | null;
  readonly content: unknown;
}

/** A photo for the site as stored: WebP or JPEG, prepared in the browser. */
export interface SitePhotoUpload {
  readonly type: 'image/webp' | 'image/jpeg';
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
}

/** A save refused because another owner saved the same part first: theirs is `current`. */
export class DraftConflictError extends Error {
  override readonly name = 'DraftConflictError';
  constructor(readonly current: SiteDraftPart) {
    super('Another owner saved this part first.');
  }
}
