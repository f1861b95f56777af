import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StaffChatBackend } from '../chat/backend';
import { isChatBackendError } from '../shared/domain/errors';
import {
  type LeadRequest,
  type RequestChange,
  type RequestFilter,
  REQUESTS_PAGE_SIZE,
  validateRequestChange,
} from './domain/requests';
import { liveQuery, type LoadStatus } from '../shared/live-query';

/** The navigation's count of new requests stops at this ("99+"). */
export const NEW_REQUESTS_CAP = 100;

export const REQUESTS_STORE_TEXTS = {
  loadFailed: 'Could not load the requests.',
  saveFailed: 'The change was not saved. Check the connection and try again.',
  saveRefused: 'The change was not saved: your account may no longer have staff access.',
  gone: 'This request no longer exists.',
  deleteFailed: 'The request was not deleted. Check the connection and try again.',
} as const;

export type RequestSaveResult =
  { readonly ok: true } | { readonly ok: false; readonly error: string };

export interface RequestsState {
  readonly filter: RequestFilter;
  /** The filter's newest requests, REQUESTS_PAGE_SIZE per page shown. */
  readonly requests: readonly LeadRequest[];
  readonly status: LoadStatus;
  /** More may be there: the list is as long as the pages shown. */
  readonly hasMore: boolean;
  /** How many requests are `new` (up to NEW_REQUESTS_CAP), whatever the filter. */
  readonly newCount: number;
  setFilter(filter: RequestFilter): void;
  /** Shows REQUESTS_PAGE_SIZE more. */
  showMore(): void;
  /** Changes a request's status or notes; the list follows live. */
  update(id: string, change: RequestChange): Promise<RequestSaveResult>;
  /** Deletes a request (erasure); false when it could not be. */
  remove(id: string): Promise<boolean>;
  retry(): void;
  dispose(): void;
}

export type RequestsStore = StoreApi<RequestsState>;

/** The console's Requests section, live: the filtered list, pages of 50, and the count of new. */
export function createRequestsStore(
  backend: Pick<
    StaffChatBackend,
    'watchRequests' | 'watchNewRequestCount' | 'updateRequest' | 'deleteRequest'
  >,
  { filter: initialFilter = 'open' }: { readonly filter?: RequestFilter } = {},
): RequestsStore {
  let pages = 1;
  const limit = () => pages * REQUESTS_PAGE_SIZE;

  const store = createStore<RequestsState>()((set, get) => ({
    filter: initialFilter,
    requests: [],
    status: 'loading',
    hasMore: false,
    newCount: 0,

    setFilter(filter) {
      if (filter === get().filter) return;
      pages = 1;
      set({ filter, requests: [] });
      list.start();
    },

    showMore() {
      if (!get().hasMore) return;
      pages += 1;
      list.start();
    },

    async update(id, change) {
      const checked = validateRequestChange(change);
      if (!checked.ok) return { ok: false, error: checked.problem };
      try {
        await backend.updateRequest(id, change);
        return { ok: true };
      } catch (error) {
        const code = isChatBackendError(error) ? error.code : null;
        const message =
          code === 'permission-denied'
            ? REQUESTS_STORE_TEXTS.saveRefused
            : code === 'not-found'
              ? REQUESTS_STORE_TEXTS.gone
              : REQUESTS_STORE_TEXTS.saveFailed;
        return { ok: false, error: message };
      }
    },

    async remove(id) {
      try {
        await backend.deleteRequest(id);
        return true;
      } catch {
        return false;
      }
    },

    retry: () => list.start(),

    dispose() {
      list.stop();
      stopCount();
    },
  }));

  const list = liveQuery<readonly LeadRequest[]>(
    (onValue, onError) => backend.watchRequests(store.getState().filter, limit(), onValue, onError),
    (change) => {
      if (change.status === 'ready') {
        const requests = change.value;
        store.setState({ requests, status: 'ready', hasMore: requests.length >= limit() });
      } else if (change.status === 'error') {
        store.setState({ status: 'error' });
      } else {
        // Keeps what is shown while a longer page loads ("Show more"); a new filter starts empty.
        store.setState({ status: store.getState().requests.length > 0 ? 'ready' : 'loading' });
      }
    },
  );

  const stopCount = backend.watchNewRequestCount(
    NEW_REQUESTS_CAP,
    (newCount) => store.setState({ newCount }),
    // The count is a hint beside the link: the list says when loading fails.
    () => undefined,
  );
  list.start();
  return store;
}
