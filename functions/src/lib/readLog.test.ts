// The read log's billing: documents found or returned, an empty query's minimum, and counts per 1,000 entries.
import { describe, expect, it } from 'vitest';
import { readTally } from './readLog';

const tally = (method: string, request: unknown, chunks: object[]) => {
  const reads = readTally(method, request);
  for (const chunk of chunks) reads.add(chunk);
  return reads.reads();
};

describe('reads billed for one answer', () => {
  it('counts the documents a lookup found, not the ones missing', () => {
    expect(tally('batchGetDocuments', {}, [{ found: { name: 'papers/P-1' } }, { missing: 'papers/P-2' }, { found: { name: 'papers/P-3' } }])).toBe(2);
  });

  it('counts the documents a query returned, and one read for a query that returned none', () => {
    expect(tally('runQuery', {}, [{ document: {} }, { document: {} }, { readTime: {}, done: true }])).toBe(2);
    expect(tally('runQuery', {}, [{ readTime: {} }])).toBe(1);
  });

  it('bills a count one read per 1,000 entries counted, at least one, whatever the other aggregations', () => {
    const request = { structuredAggregationQuery: { aggregations: [{ alias: 'aggregate_0', count: {} }, { alias: 'aggregate_1', sum: { field: { fieldPath: 'total' } } }] } };
    const answer = (count: number) => [{ result: { aggregateFields: { aggregate_0: { integerValue: String(count) }, aggregate_1: { integerValue: '99999' } } } }];
    expect(tally('runAggregationQuery', request, answer(0))).toBe(1);
    expect(tally('runAggregationQuery', request, answer(1000))).toBe(1);
    expect(tally('runAggregationQuery', request, answer(20_001))).toBe(21);
  });

  it('counts nothing for calls that read no documents', () => {
    expect(tally('listCollectionIds', {}, [{}])).toBe(0);
  });
});
