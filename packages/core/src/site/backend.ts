// The site editor's port (OWNER-TOOLS.md 2).
import type { SiteDraft, SitePart, SitePhotoUpload, SitePublish, SiteRelease } from './domain/site';
import type { ErrorListener, Unsubscribe } from '../shared/backend';

/**
 * The owner's site editor (OWNER-TOOLS.md 2): owners only (the rules refuse anyone else with
 * `permission-denied`).
 */
export interface SiteEditorBackend {
  /** The draft's parts, live. */
  watchDraft(onChange: (draft: SiteDraft) => void, onError: ErrorListener): Unsubscribe;
  /**
   * Saves a part of the draft on top of the revision it was edited from (0: none yet), and
   * resolves with the new one. Rejects with a DraftConflictError holding the stored part when
   * someone else saved it since.
   */
  saveDraftPart(part: SitePart, content: unknown, baseRev: number): Promise<number>;
  /** The newest publish, preview and restore requests, newest first, live. */
  watchPublishes(
    limit: number,
    onChange: (publishes: readonly SitePublish[]) => void,
    onError: ErrorListener,
  ): Unsubscribe;
  /** The newest published versions, newest first, live. */
  watchReleases(
    limit: number,
    onChange: (releases: readonly SiteRelease[]) => void,
    onError: ErrorListener,
  ): Unsubscribe;
  /**
   * Stores a photo prepared for the site (at most SITE_PHOTO_LIMITS); resolves with its id, which
   * the draft names as `sitePhotos/<id>`.
   */
  uploadPhoto(photo: SitePhotoUpload): Promise<string>;
  /** An uploaded photo, to show it in the editor; `not-found` when it is gone. */
  readPhoto(id: string): Promise<SitePhotoUpload>;
  /** Asks for the draft to be published; resolves with the request's id. */
  requestPublish(): Promise<string>;
  /** Asks for the draft to be built and shown, not published; resolves with the request's id. */
  requestPreview(): Promise<string>;
  /** Asks for a release to be put back; resolves with the request's id. */
  requestRestore(releaseId: string): Promise<string>;
}
