import { orderBy, type QueryConstraint, where } from 'firebase/firestore';
import { MESSAGES, REQUESTS, SESSIONS, TYPING } from '../domain/collections';

/**
 * Every query the adapter makes, as data: the adapter builds its queries from these, and a unit
 * test checks that `firestore.indexes.json` has a composite index for each shape that needs one
 * (the emulator does not enforce indexes; production refuses such a query without one).
 */
export interface QueryShape {
  /** The collection id the query runs on (the last segment of its path). */
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Equality filters; a filter without a value takes it from the query's parameters. */
  readonly equality: readonly { readonly field: string; readonly value?: string }[];
  readonly orderBy: readonly { readonly field: string; readonly direction: 'asc' | 'desc' }[];
}

export const QUERY_SHAPES = {
  /** Staff list: open sessions, newest activity first */
  openSessions: {
    collectionGroup: SESSIONS,
    queryScope: 'COLLECTION',
    equality: [{ field: 'status', value: 'open' }],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  },
  /** Visitor panel: one visitor's sessions, oldest first (first seen, earlier ones) */
  visitorSessions: {
    collectionGroup: SESSIONS,
    queryScope: 'COLLECTION',
    equality: [{ field: 'visitorUid' }],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
  },
  /** Visitor panel: one visitor's latest earlier session (with a createdAt bound) */
  visitorLatestSessions: {
    collectionGroup: SESSIONS,
    queryScope: 'COLLECTION',
    equality: [{ field: 'visitorUid' }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  },
  /** One conversation: its messages by server time */
  conversation: {
    collectionGroup: MESSAGES,
    queryScope: 'COLLECTION',
    equality: [],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
  },
  /** Staff list: visitors' typing signals since the console opened (all sessions) */
  visitorTyping: {
    collectionGroup: TYPING,
    queryScope: 'COLLECTION_GROUP',
    equality: [{ field: 'role', value: 'visitor' }],
    orderBy: [{ field: 'at', direction: 'asc' }],
  },
} as const satisfies Record<string, QueryShape>;

/**
 * The console's Requests section and closed conversations: apart from QUERY_SHAPES, which the
 * widget's bundle carries whole, so that the visitor does not download the console's queries.
 */
export const CONSOLE_QUERY_SHAPES = {
  /** Staff: closed sessions, last active first */
  closedSessions: {
    collectionGroup: SESSIONS,
    queryScope: 'COLLECTION',
    equality: [{ field: 'status', value: 'closed' }],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  },
  /** Staff's requests in some statuses (New, Open), newest first (an `in` filter) */
  requestsByStatus: {
    collectionGroup: REQUESTS,
    queryScope: 'COLLECTION',
    equality: [{ field: 'status' }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  },
} as const satisfies Record<string, QueryShape>;

/**
 * The Firestore constraints for a shape, in order: equality filters (their values from the
 * shape, or else from `values` by field), then orderings.
 */
export function constraintsOf(
  shape: QueryShape,
  values: Readonly<Record<string, string>> = {},
): QueryConstraint[] {
  return [
    ...shape.equality.map(({ field, value = values[field] }) => {
      if (value === undefined) throw new Error(`No value for the filter on ${field}.`);
      return where(field, '==', value);
    }),
    ...shape.orderBy.map(({ field, direction }) => orderBy(field, direction)),
  ];
}
