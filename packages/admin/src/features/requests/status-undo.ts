import { REQUEST_TEXTS_CONSOLE as TEXTS } from './texts';
import {
  type LeadRequest,
  REQUEST_FILTERS,
  type RequestFilter,
  type RequestsStore,
  type RequestStatus,
} from '@detailing/core';
import { toast } from '@detailing/ui';

/** How long "Moved to …" offers Undo: longer than a toast's 5 s, time to read it and reach it. */
export const UNDO_MS = 10_000;

/** Whether a request with this status is listed under the filter (New, Open, All). */
export function shownUnder(filter: RequestFilter, status: RequestStatus): boolean {
  const statuses: readonly RequestStatus[] | null = REQUEST_FILTERS[filter];
  return statuses === null || statuses.includes(status);
}

/**
 * After a status change saved from the list: when the new status takes the request out of the
 * list staff are looking at, its card goes at once, so a toast says where it went and offers
 * Undo (the previous status, saved again; the card comes back with it).
 */
export function offerUndo({
  store,
  request,
  filter,
  from,
  to,
}: {
  store: RequestsStore;
  request: Pick<LeadRequest, 'id' | 'name'>;
  filter: RequestFilter;
  from: RequestStatus;
  to: RequestStatus;
}): void {
  if (shownUnder(filter, to)) return;
  toast({
    title: `Moved to ${TEXTS.statuses[to]}`,
    description: `${request.name} is no longer under ${TEXTS.filters[filter]}.`,
    duration: UNDO_MS,
    action: {
      label: 'Undo',
      altText: `Undo: move ${request.name} back to ${TEXTS.statuses[from]}`,
      onClick: () => {
        void store
          .getState()
          .update(request.id, { status: from })
          .then((result) => {
            if (!result.ok) {
              toast({ title: 'Not undone', description: result.error, variant: 'destructive' });
            }
          });
      },
    },
  });
}
