import { describe, expect, it } from 'vitest';
import { firstMailPage, mailFilterConstraints, mailPageConstraints, mailPageCursor, mailRowCount, moveMailPage } from './mailPaging';

// Cursors stand for the last message of a page; any value does in these tests.
const start = firstMailPage<string>(25);

describe('moving through the outbox', () => {
  it('starts at the first page, with no cursor, 25 messages a page', () => {
    expect(firstMailPage()).toEqual({ page: 0, pageSize: 25, after: [] });
    expect(mailPageCursor(start)).toBeUndefined();
  });

  it('goes forward after the last message shown', () => {
    const second = moveMailPage(start, { page: 1, pageSize: 25 }, 'last of page 1');
    expect(second).toEqual({ page: 1, pageSize: 25, after: ['last of page 1'] });
    const third = moveMailPage(second, { page: 2, pageSize: 25 }, 'last of page 2');
    expect(mailPageCursor(third)).toBe('last of page 2');
  });

  it('goes back to a page it has seen, from its cursor', () => {
    const third = moveMailPage(moveMailPage(start, { page: 1, pageSize: 25 }, 'a'), { page: 2, pageSize: 25 }, 'b');
    const second = moveMailPage(third, { page: 1, pageSize: 25 }, 'c');
    expect(second).toEqual({ page: 1, pageSize: 25, after: ['a'] });
    expect(mailPageCursor(second)).toBe('a');
    expect(moveMailPage(third, { page: 0, pageSize: 25 }, 'c')).toEqual(start);
  });

  it('stays where it is when asked to skip pages or to go forward from an empty page', () => {
    expect(moveMailPage(start, { page: 3, pageSize: 25 }, 'a')).toBe(start);
    expect(moveMailPage(start, { page: 1, pageSize: 25 }, undefined)).toBe(start);
  });

  it('starts again at the first page with another page size', () => {
    const second = moveMailPage(start, { page: 1, pageSize: 25 }, 'a');
    expect(moveMailPage(second, { page: 1, pageSize: 50 }, 'b')).toEqual({ page: 0, pageSize: 50, after: [] });
  });
});

describe('the query of a page', () => {
  it('reads every message newest first, a page at a time', () => {
    expect(mailPageConstraints(null, start).map((part) => part.type)).toEqual(['orderBy', 'limit']);
  });

  it('filters on the state before ordering (the composite index delivery.state, createdAt desc)', () => {
    expect(mailFilterConstraints('ERROR').map((part) => part.type)).toEqual(['where', 'orderBy']);
  });

  it('starts a later page after the cursor', () => {
    const second = moveMailPage(start, { page: 1, pageSize: 25 }, 'a');
    expect(mailPageConstraints('PENDING', second).map((part) => part.type)).toEqual(['where', 'orderBy', 'startAfter', 'limit']);
  });
});

describe("the pager's count", () => {
  it('shows the counted total', () => {
    expect(mailRowCount(120, { page: 0, pageSize: 25 }, 25)).toBe(120);
  });

  it('never counts fewer than the messages already shown (the count lags a live change)', () => {
    expect(mailRowCount(40, { page: 1, pageSize: 25 }, 25)).toBe(50);
  });

  it('before the count: the total on the last page, else unknown', () => {
    expect(mailRowCount(null, { page: 1, pageSize: 25 }, 7)).toBe(32);
    expect(mailRowCount(null, { page: 0, pageSize: 25 }, 25)).toBe(-1);
  });
});
