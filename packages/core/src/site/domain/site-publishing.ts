import { FINAL_PUBLISH_STATUSES } from './publish-statuses';
import type { SitePublish, SitePublishStatus } from './site';

/**
 * How often the owner may start the publish workflow (issue #41): Publish, Preview and Restore
 * each start it (in production a GitHub workflow run of several minutes, one at a time in the
 * `deploy-production` group), so they share the limits. One request at a time: the next only
 * once the one before has ended (or stalled: its run died); and at most `perWindow` requests in
 * a window of an hour that starts with its first request. A quota rather than a gap between
 * requests: the owner's likely sequences (preview then publish; publish, spot a typo, publish
 * again; publish then restore) come minutes apart, and a gap long enough to bound the runs
 * would refuse each of them.
 *
 * firestore.rules holds the same numbers (`siteEditor/publishing`); rules-limits-site.test.ts
 * keeps them equal.
 */
export const SITE_PUBLISH_LIMITS = {
  /** Requests in one window. */
  perWindow: 6,
  /** A window: an hour from its first request. */
  windowMs: 60 * 60_000,
  /**
   * A request not ended this long after it was made never will be (its run was cancelled or
   * died: the production workflow gives up after 20 minutes): the next one may start.
   */
  stalledMs: 30 * 60_000,
} as const;

export const isFinalPublishStatus = (status: SitePublishStatus): boolean =>
  FINAL_PUBLISH_STATUSES.some((final) => final === status);

/**
 * `siteEditor/publishing` as read, written in one batch with each request: the newest request
 * (`current`, made at `requestedAt`) and the window's start and count. Times in epoch ms.
 */
export interface SitePublishing {
  readonly current: string;
  readonly requestedAt: number;
  readonly windowStart: number;
  readonly count: number;
}

/** Why a request may not start now. */
export type PublishRefusal =
  | { readonly reason: 'under-way'; readonly kind: SitePublish['kind'] }
  | { readonly reason: 'too-soon'; readonly until: number };

/** Where the next request goes: one more in the window under way, or a new window; or why not. */
export type PublishVerdict =
  { readonly window: 'same' | 'new' } | { readonly refusal: PublishRefusal };

/** The current request, as far as the limits care. */
export type CurrentPublish = Pick<SitePublish, 'kind' | 'status'>;

const underWay = (state: SitePublishing, current: CurrentPublish | null, now: number) =>
  current !== null &&
  !isFinalPublishStatus(current.status) &&
  now < state.requestedAt + SITE_PUBLISH_LIMITS.stalledMs;

/**
 * Whether a request may start at `now`, as the rules decide it. A window is carried on while it
 * has room, however old (the rules take that at any time, so no clock is needed), and renewed
 * once it is full and its hour has passed.
 */
export function publishVerdict(
  state: SitePublishing | null,
  current: CurrentPublish | null,
  now: number,
): PublishVerdict {
  if (!state) return { window: 'new' };
  if (current && underWay(state, current, now)) {
    return { refusal: { reason: 'under-way', kind: current.kind } };
  }
  if (state.count < SITE_PUBLISH_LIMITS.perWindow) return { window: 'same' };
  const until = state.windowStart + SITE_PUBLISH_LIMITS.windowMs;
  return now >= until ? { window: 'new' } : { refusal: { reason: 'too-soon', until } };
}

/**
 * Why the rules refused a request, from what is stored once refused (another owner's request
 * came first, or this device's clock is ahead of the server's); null when nothing stored says.
 */
export function refusalOf(
  state: SitePublishing | null,
  current: CurrentPublish | null,
): PublishRefusal | null {
  if (!state) return null;
  if (current && !isFinalPublishStatus(current.status)) {
    return { reason: 'under-way', kind: current.kind };
  }
  return state.count >= SITE_PUBLISH_LIMITS.perWindow
    ? { reason: 'too-soon', until: state.windowStart + SITE_PUBLISH_LIMITS.windowMs }
    : null;
}

/** A Publish, Preview or Restore refused by the limits: `refusal` says why. */
export class PublishRefusedError extends Error {
  override readonly name = 'PublishRefusedError';
  constructor(readonly refusal: PublishRefusal) {
    super(
      refusal.reason === 'under-way'
        ? `A ${refusal.kind} is already under way.`
        : `No more requests until ${new Date(refusal.until).toISOString()}.`,
    );
  }
}
