// The Submitted Papers table's rows as text, and their CSV export (papers.csv): header
// ID,Title,Author,Status,Date,Reviewers; authors joined by ', ', reviewers by '; ' (in the order of
// assignment); values quoted per RFC 4180 when they hold a comma, a semicolon, a double quote, CR or LF
// (inner quotes doubled); and values a spreadsheet would run as a formula (starting with =, +, -, @, tab
// or CR) prefixed with a single quote, so they stay text.

export const papersCsvFileName = 'papers.csv';
export const papersCsvType = 'text/csv;charset=utf-8';
export const paperColumns = ['ID', 'Title', 'Author', 'Status', 'Date', 'Reviewers'] as const;

export type PaperRow = [id: string, title: string, author: string, status: string, date: string, reviewers: string];

type Named = ReadonlyArray<{ name?: unknown }> | null | undefined;

/** A paper as GET /api/admin/getpapers answers it (and as the server's CSV export reads it); authors may also come as a plain string (spec). */
export interface PaperRowSource {
  paperId: string;
  title: string;
  status: string;
  authors?: Named | string;
  submissionDate?: string | null;
  reviewers?: Named;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The names of a list joined by the separator, empty names skipped. */
function joinNames(people: Named, separator: string): string {
  return (people ?? [])
    .map((person) => text(person.name).trim())
    .filter((name) => name !== '')
    .join(separator);
}

/** The authors' names joined by ', ' (empty names skipped); a plain string is taken as it is. */
export function authorNames(authors: PaperRowSource['authors']): string {
  return typeof authors === 'string' ? authors.trim() : joinNames(authors, ', ');
}

/** The reviewers' names joined by '; ' (a name may hold a comma), empty when none is assigned. */
export function reviewerNames(reviewers: Named): string {
  return joinNames(reviewers, '; ');
}

/** The Date column: the first 10 characters of the ISO submission date (YYYY-MM-DD). */
export function submissionDay(date: string | null | undefined): string {
  return text(date).slice(0, 10);
}

/** One row of the table, the print-out and the CSV, in the column order. */
export function paperRow(paper: PaperRowSource): PaperRow {
  return [text(paper.paperId), text(paper.title), authorNames(paper.authors), text(paper.status), submissionDay(paper.submissionDate), reviewerNames(paper.reviewers)];
}

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const formulaStart = /^[=+\-@\t\r]/;
/** Characters that need the value quoted: RFC 4180's, and ';', which Excel splits on where it is the list separator. */
const needsQuotes = /[",;\r\n]/;

/** One CSV field: formula-like values defused with a leading ', then quoted when needed. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of the CSV (without its line break). */
export function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** The CSV text (lines joined by \n), or null when there are no papers: nothing is exported then. */
export function buildPapersCsv(papers: readonly PaperRowSource[]): string | null {
  if (papers.length === 0) return null;
  return [paperColumns, ...papers.map(paperRow)].map(csvLine).join('\n');
}
