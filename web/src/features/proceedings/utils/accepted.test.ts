import { describe, expect, it } from 'vitest';
import { acceptedCount, acceptedView, authorLabel, authorsLine } from './accepted';

const kolkata = 'Asia/Kolkata';
const ada = { name: 'Ada Lovelace', affiliation: 'University of London', country: 'United Kingdom' };
const alan = { name: 'Alan Turing', affiliation: 'University of Manchester', country: 'United Kingdom' };
const edge = { paperId: 'ICCS25-0001', title: 'Edge, fog and cloud', authors: [ada, alan] };
const mesh = { paperId: 'ICCS25-0002', title: 'Meshes that heal', authors: [alan] };
const answer = { papers: [edge, mesh], page: 1, pageCount: 1, total: 2, from: '2025-07-30T04:30:00.000Z', open: true, timeZone: kolkata };

describe('the authors of an accepted paper', () => {
  it('names each with their affiliation and country, in order, joined with commas', () => {
    expect(authorsLine([ada, alan])).toBe('Ada Lovelace (University of London, United Kingdom), Alan Turing (University of Manchester, United Kingdom)');
  });

  it('leaves out a blank affiliation or country, and the brackets when both are blank', () => {
    expect(authorLabel({ ...ada, affiliation: ' ' })).toBe('Ada Lovelace (United Kingdom)');
    expect(authorLabel({ ...ada, country: '' })).toBe('Ada Lovelace (University of London)');
    expect(authorLabel({ name: 'Ada Lovelace', affiliation: '', country: '' })).toBe('Ada Lovelace');
  });

  it('is empty without authors', () => {
    expect(authorsLine([])).toBe('');
  });
});

describe('the count above the list', () => {
  it('says paper for one and papers otherwise', () => {
    expect(acceptedCount(1)).toBe('1 accepted paper');
    expect(acceptedCount(42)).toBe('42 accepted papers');
  });
});

describe('the accepted papers section', () => {
  it('names the day the list opens, in the conference zone, before the notification date', () => {
    // 00:30 on the 30th in Kochi, though still the 29th in UTC.
    const closed = { papers: [], page: 1, pageCount: 0, total: 0, from: '2025-07-29T19:00:00.000Z', open: false, timeZone: kolkata };
    expect(acceptedView(closed)).toEqual({ notice: 'The accepted papers are listed here from 30 Jul 2025, when the authors have been notified.' });
  });

  it('says no paper has been accepted once the list is open and empty', () => {
    expect(acceptedView({ ...answer, papers: [], total: 0, pageCount: 0 })).toEqual({ notice: 'No paper has been accepted yet.' });
  });

  it('lists the papers in the order given, each with its ID and authors, below their count', () => {
    expect(acceptedView(answer)).toEqual({
      count: '2 accepted papers',
      papers: [
        { paperId: 'ICCS25-0001', title: 'Edge, fog and cloud', authors: 'Ada Lovelace (University of London, United Kingdom), Alan Turing (University of Manchester, United Kingdom)' },
        { paperId: 'ICCS25-0002', title: 'Meshes that heal', authors: 'Alan Turing (University of Manchester, United Kingdom)' },
      ],
      pager: null,
    });
  });

  it('counts the whole list and says where a page is when there are several', () => {
    const middle = acceptedView({ ...answer, page: 2, pageCount: 3, total: 620 });
    expect(middle).toMatchObject({ count: '620 accepted papers', pager: { label: 'Page 2 of 3', previous: 1, next: 3 } });
    expect(acceptedView({ ...answer, page: 1, pageCount: 3, total: 620 })).toMatchObject({ pager: { previous: null, next: 2 } });
    expect(acceptedView({ ...answer, page: 3, pageCount: 3, total: 620 })).toMatchObject({ pager: { previous: 2, next: null } });
  });
});
