import { describe, expect, it } from 'vitest';
import { firstPage, movePage } from '../../components/tables/cursorPaging';
import { mailFilterConstraints, mailPageConstraints } from './mailPaging';

// Cursors stand for the last message of a page; any value does in these tests (paging: cursorPaging.test.ts).
const start = firstPage<string>(25);

describe('the query of a page', () => {
  it('reads every message newest first, a page at a time', () => {
    expect(mailPageConstraints({ state: null, mailingId: null }, start).map((part) => part.type)).toEqual(['orderBy', 'limit']);
  });

  it('filters on the state before ordering (the composite index delivery.state, createdAt desc)', () => {
    expect(mailFilterConstraints({ state: 'ERROR', mailingId: null }).map((part) => part.type)).toEqual(['where', 'orderBy']);
  });

  it("filters on the mailing and the state before ordering (the composite index mailingId, delivery.state, createdAt desc)", () => {
    expect(mailFilterConstraints({ state: 'SUCCESS', mailingId: '0123456789abcdef01234567' }).map((part) => part.type)).toEqual(['where', 'where', 'orderBy']);
    expect(mailFilterConstraints({ state: null, mailingId: '0123456789abcdef01234567' }).map((part) => part.type)).toEqual(['where', 'orderBy']);
  });

  it('starts a later page after the cursor', () => {
    const second = movePage(start, { page: 1, pageSize: 25 }, 'a');
    expect(mailPageConstraints({ state: 'PENDING', mailingId: null }, second).map((part) => part.type)).toEqual(['where', 'orderBy', 'startAfter', 'limit']);
  });
});
