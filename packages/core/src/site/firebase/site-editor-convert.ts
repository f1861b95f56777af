import { type DocumentSnapshot, Timestamp } from 'firebase/firestore';
import type { SiteDraftPart, SitePublish, SiteRelease } from '../domain/site';
import { PUBLISH_STATUSES } from '../domain/publish-statuses';
import type { SitePublishing } from '../domain/site-publishing';

/** The site editor's documents as the domain reads them (site-editor.ts follows them). */

export const READ = { serverTimestamps: 'estimate' } as const;

export const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

export function toDraftPart(snapshot: DocumentSnapshot): SiteDraftPart {
  const data = snapshot.data(READ) ?? {};
  return {
    content: data.content,
    rev: typeof data.rev === 'number' ? data.rev : 0,
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
    updatedAt: millis(data.updatedAt),
  };
}

export function toPublish(snapshot: DocumentSnapshot): SitePublish | null {
  const data = snapshot.data(READ);
  const status = PUBLISH_STATUSES.find((s) => s === data?.status);
  const kind = (['publish', 'restore', 'preview'] as const).find((k) => k === data?.kind);
  if (!data || !status || !kind) return null;
  return {
    id: snapshot.id,
    kind,
    status,
    requestedAt: millis(data.requestedAt),
    ...(typeof data.release === 'string' ? { release: data.release } : {}),
    ...(millis(data.liveAt) !== null ? { liveAt: millis(data.liveAt) ?? 0 } : {}),
    ...(typeof data.liveRelease === 'string' ? { liveRelease: data.liveRelease } : {}),
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    ...(typeof data.previewUrl === 'string' && /^https?:\/\//.test(data.previewUrl)
      ? { previewUrl: data.previewUrl }
      : {}),
  };
}

export function toRelease(snapshot: DocumentSnapshot): SiteRelease | null {
  const data = snapshot.data(READ);
  if (!data || (data.kind !== 'publish' && data.kind !== 'restore')) return null;
  return {
    id: snapshot.id,
    kind: data.kind,
    createdAt: millis(data.createdAt),
    createdBy: typeof data.createdBy === 'string' ? data.createdBy : null,
    content: data.content,
  };
}

export const present = <T>(value: T | null): value is T => value !== null;

export function toPublishing(snapshot: DocumentSnapshot): SitePublishing | null {
  const data = snapshot.data();
  const requestedAt = millis(data?.requestedAt);
  const windowStart = millis(data?.windowStart);
  if (typeof data?.current !== 'string' || requestedAt === null || windowStart === null) {
    return null;
  }
  const count = typeof data.count === 'number' ? data.count : 0;
  return { current: data.current, requestedAt, windowStart, count };
}
