import { describe, expect, it } from 'vitest';
import { authorNames, buildPapersCsv, csvField, paperColumns, paperRow, papersCsvFileName, papersCsvType, reviewerNames, submissionDay } from './papersCsv';

const bobsPaper = {
  paperId: 'ICCS25-0001',
  title: 'Quantum Ledgers',
  status: 'submitted',
  authors: [{ name: 'Bob Author' }, { name: 'Carol Coauthor' }],
  submissionDate: '2025-05-04T10:15:00.000Z',
  reviewers: [],
};
const reviewed = { ...bobsPaper, status: 'Under Review', reviewers: [{ name: 'Alice Reviewer' }, { name: 'Dan' }] };

describe('paper rows', () => {
  it("shows authorBob's paper with both authors and the day it came in", () => {
    expect(paperRow(bobsPaper)).toEqual(['ICCS25-0001', 'Quantum Ledgers', 'Bob Author, Carol Coauthor', 'submitted', '2025-05-04', '']);
  });

  it('lists the reviewers in the order of assignment, separated by semicolons', () => {
    expect(paperRow(reviewed)[5]).toBe('Alice Reviewer; Dan');
    expect(reviewerNames([{ name: ' Alice Reviewer ' }, { name: '' }, {}, { name: 'Dan' }])).toBe('Alice Reviewer; Dan');
    expect(reviewerNames([])).toBe('');
    expect(reviewerNames(undefined)).toBe('');
    expect(reviewerNames(null)).toBe('');
  });

  it('takes authors given as a plain string, skips empty names and survives missing fields', () => {
    expect(authorNames('Bob Author, Carol Coauthor ')).toBe('Bob Author, Carol Coauthor');
    expect(authorNames([{ name: ' ' }, { name: 'Dan' }, {}])).toBe('Dan');
    expect(authorNames(undefined)).toBe('');
    expect(submissionDay(undefined)).toBe('');
    expect(submissionDay('2025-06-30')).toBe('2025-06-30');
  });
});

describe('CSV fields', () => {
  it.each([
    ['Quantum Ledgers', 'Quantum Ledgers'],
    ['', ''],
    ['Bob Author, Carol Coauthor', '"Bob Author, Carol Coauthor"'],
    ['The "best" ledger', '"The ""best"" ledger"'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('writes %j as %j: plain values alone, quoted with inner quotes doubled where they hold a comma, quote, CR or LF', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('quotes values with a semicolon, which Excel reads as a separator in many locales', () => {
    expect(csvField('Ledgers; a survey')).toBe('"Ledgers; a survey"');
    expect(buildPapersCsv([{ ...bobsPaper, title: 'Ledgers; a survey' }])?.split('\n')[1]).toBe('ICCS25-0001,"Ledgers; a survey","Bob Author, Carol Coauthor",submitted,2025-05-04,');
  });

  it('keeps a spreadsheet from running a title as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-based methods')).toBe("'-based methods");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('buildPapersCsv', () => {
  it('writes the header and one line per paper', () => {
    const csv = buildPapersCsv([bobsPaper, { ...reviewed, paperId: 'ICCS25-0002', title: 'Edge, Fog and Cloud', authors: [{ name: 'Eve' }] }]);
    expect(csv?.split('\n')).toEqual([
      'ID,Title,Author,Status,Date,Reviewers',
      'ICCS25-0001,Quantum Ledgers,"Bob Author, Carol Coauthor",submitted,2025-05-04,',
      'ICCS25-0002,"Edge, Fog and Cloud",Eve,Under Review,2025-05-04,"Alice Reviewer; Dan"',
    ]);
  });

  it('quotes a single reviewer only when the name needs it, and defuses a formula-like name', () => {
    const line = (names: string[]) => buildPapersCsv([{ ...reviewed, reviewers: names.map((name) => ({ name })) }])?.split('\n')[1]?.split(',Under Review,2025-05-04,')[1];
    expect(line(['Alice Reviewer'])).toBe('Alice Reviewer');
    expect(line(['Reviewer, Alice'])).toBe('"Reviewer, Alice"');
    expect(line(['=cmd()', 'Dan'])).toBe(`"'=cmd(); Dan"`);
  });

  it('exports nothing when there are no papers', () => {
    expect(buildPapersCsv([])).toBeNull();
  });

  it('names the file papers.csv, as UTF-8 CSV, with the spec columns and the reviewers', () => {
    expect(papersCsvFileName).toBe('papers.csv');
    expect(papersCsvType).toBe('text/csv;charset=utf-8');
    expect(paperColumns).toEqual(['ID', 'Title', 'Author', 'Status', 'Date', 'Reviewers']);
  });
});
