import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_QUERY_SHAPES, QUERY_SHAPES, type QueryShape } from './query-shapes';

interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
}
interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: string;
  readonly fields: readonly IndexField[];
}

const file = path.resolve(import.meta.dirname, '../../../../../firestore.indexes.json');
const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));

function indexesOf(value: unknown): CompositeIndex[] {
  if (typeof value !== 'object' || value === null || !('indexes' in value)) return [];
  const { indexes } = value;
  if (!Array.isArray(indexes)) return [];
  return indexes.flatMap((entry: unknown): CompositeIndex[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { collectionGroup, queryScope, fields }: Record<string, unknown> = { ...entry };
    if (typeof collectionGroup !== 'string' || typeof queryScope !== 'string') return [];
    if (!Array.isArray(fields)) return [];
    return [{ collectionGroup, queryScope, fields: fields.flatMap(fieldOf) }];
  });
}

function fieldOf(value: unknown): IndexField[] {
  if (typeof value !== 'object' || value === null) return [];
  const { fieldPath, order }: Record<string, unknown> = { ...value };
  if (typeof fieldPath !== 'string') return [];
  if (order === 'ASCENDING' || order === 'DESCENDING') return [{ fieldPath, order }];
  return [{ fieldPath }];
}

/**
 * Firestore serves a query from single-field indexes when it has at most one ordering and no
 * equality filter on another field combined with it; otherwise it needs a composite index whose
 * fields are the equality fields (any order) followed by the orderings, with their directions.
 */
const needsComposite = (shape: QueryShape) =>
  shape.orderBy.length > 1 ||
  (shape.orderBy.length === 1 && shape.equality.some((e) => e.field !== shape.orderBy[0]?.field));

function covers(index: CompositeIndex, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) {
    return false;
  }
  const equalityFields = shape.equality.map((e) => e.field);
  const head = index.fields.slice(0, equalityFields.length).map((f) => f.fieldPath);
  const tail = index.fields.slice(equalityFields.length);
  const orderings = shape.orderBy.map((o) => ({
    fieldPath: o.field,
    order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  return (
    [...head].sort().join() === [...equalityFields].sort().join() &&
    tail.length === orderings.length &&
    tail.every((f, i) => f.fieldPath === orderings[i]?.fieldPath && f.order === orderings[i]?.order)
  );
}

describe('firestore.indexes.json', () => {
  const indexes = indexesOf(parsed);

  it.each(Object.entries({ ...QUERY_SHAPES, ...CONSOLE_QUERY_SHAPES }))(
    'serves the "%s" query the adapter makes',
    (_name, shape: QueryShape) => {
      if (!needsComposite(shape)) return;
      expect(indexes.some((index) => covers(index, shape))).toBe(true);
    },
  );

  it('would notice a missing index (the check is not vacuous)', () => {
    const withoutIndexes = indexesOf({ indexes: [] });
    expect(needsComposite(QUERY_SHAPES.openSessions)).toBe(true);
    expect(withoutIndexes.some((index) => covers(index, QUERY_SHAPES.openSessions))).toBe(false);
    const wrongDirection = indexesOf({
      indexes: [
        {
          collectionGroup: 'chatSessions',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'status', order: 'ASCENDING' },
            { fieldPath: 'updatedAt', order: 'ASCENDING' },
          ],
        },
      ],
    });
    expect(wrongDirection.some((index) => covers(index, QUERY_SHAPES.openSessions))).toBe(false);
  });
});
