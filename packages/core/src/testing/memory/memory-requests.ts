import type { PeopleSearchResult } from '../../requests/backend';
import { ChatBackendError } from '../../shared/domain/errors';
import type { ChatSession } from '../../chat/domain/model';
import { compareSessionsByActivity } from '../../shared/domain/order';
import {
  type LeadRequest,
  matchesSearch,
  REQUEST_FILTERS,
  type RequestChange,
  type RequestFilter,
  SEARCH_SCAN,
  validateRequestChange,
} from '../../requests/domain/requests';
import type { MemoryActor } from './memory-server';

const denied = (why: string) => new ChatBackendError('permission-denied', why);
const newestFirst = (a: LeadRequest, b: LeadRequest) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);

/**
 * `requests` in memory, held to the rules: staff read, change the status and notes, and delete;
 * nobody creates one (tests seed them, as the form endpoint writes them past the rules).
 */
export class MemoryRequests {
  readonly requests = new Map<string, LeadRequest>();

  constructor(
    private readonly changed: () => void,
    private readonly now: () => number,
  ) {}

  read(actor: MemoryActor, filter: RequestFilter): LeadRequest[] {
    if (!actor.isStaff) throw denied('Only staff read requests.');
    const statuses: readonly string[] | null = REQUEST_FILTERS[filter];
    return [...this.requests.values()]
      .filter((request) => statuses === null || statuses.includes(request.status))
      .sort(newestFirst);
  }

  update(actor: MemoryActor, id: string, change: RequestChange): void {
    if (!actor.isStaff) throw denied('Only staff change requests.');
    const checked = validateRequestChange(change);
    if (!checked.ok) throw new ChatBackendError('invalid-argument', checked.problem);
    const request = this.requests.get(id);
    if (!request) throw new ChatBackendError('not-found', 'No such request.');
    this.requests.set(id, { ...request, ...change, updatedAt: this.now() });
    this.changed();
  }

  remove(actor: MemoryActor, id: string): void {
    if (!actor.isStaff) throw denied('Only staff delete requests.');
    if (this.requests.delete(id)) this.changed();
  }

  search(actor: MemoryActor, sessions: Iterable<ChatSession>, term: string): PeopleSearchResult {
    if (!actor.isStaff) throw denied('Only staff search.');
    if (term.trim() === '') return { requests: [], sessions: [] };
    return {
      requests: this.read(actor, 'all')
        .slice(0, SEARCH_SCAN)
        .filter((request) => matchesSearch(request, term)),
      sessions: [...sessions]
        .sort(compareSessionsByActivity)
        .slice(0, SEARCH_SCAN)
        .filter((session) => session.visitor !== undefined && matchesSearch(session.visitor, term)),
    };
  }

  /** Test set-up: stores a request as the endpoint would, bypassing the rules. */
  seed(request: LeadRequest): void {
    this.requests.set(request.id, request);
    this.changed();
  }
}
