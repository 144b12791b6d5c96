// The publication page's list of accepted papers: a notice in its place (before the notification date,
// or while none is accepted), else the count and each paper with its ID and its authors' line.
import { formatDayIn, type PublicAccepted } from '@confsys/domain';

type Author = PublicAccepted['papers'][number]['authors'][number];

export interface AcceptedPaperView {
  paperId: string;
  title: string;
  /** "Ada Lovelace (University of London, United Kingdom), Alan Turing (...)"; empty without authors. */
  authors: string;
}

/** What the section shows: a sentence in place of the list, or the count, the page's papers in the server's order, and where the page is. */
export type AcceptedView = { notice: string } | { count: string; papers: AcceptedPaperView[]; pager: { label: string; previous: number | null; next: number | null } | null };

/** One author as the list names them: "Name (Affiliation, Country)", leaving out what is blank. */
export function authorLabel(author: Author): string {
  const name = author.name.trim();
  const place = [author.affiliation, author.country].map((part) => part.trim()).filter((part) => part !== '');
  return place.length > 0 ? `${name} (${place.join(', ')})` : name;
}

/** The authors in order, joined with commas. */
export function authorsLine(authors: readonly Author[]): string {
  return authors.map(authorLabel).join(', ');
}

/** The count above the list: "1 accepted paper", "42 accepted papers". */
export function acceptedCount(count: number): string {
  return `${count} accepted paper${count === 1 ? '' : 's'}`;
}

/** The count when searching: "3 accepted papers match “quantum”". */
export function matchingCount(count: number, search: string): string {
  return `${acceptedCount(count)} match${count === 1 ? 'es' : ''} “${search}”`;
}

/** What the section shows for the answer (of a search, if any): the opening day (in the conference's zone) until it comes, then the papers. */
export function acceptedView(answer: PublicAccepted, search = ''): AcceptedView {
  if (!answer.open) {
    return { notice: `The accepted papers are listed here from ${formatDayIn(answer.from, answer.timeZone)}, when the authors have been notified.` };
  }
  if (answer.total === 0) return { notice: search === '' ? acceptedNone : `No accepted paper matches “${search}”.` };
  return {
    count: search === '' ? acceptedCount(answer.total) : matchingCount(answer.total, search),
    papers: answer.papers.map((paper) => ({ paperId: paper.paperId, title: paper.title, authors: authorsLine(paper.authors) })),
    pager:
      answer.pageCount > 1
        ? { label: `Page ${answer.page} of ${answer.pageCount}`, previous: answer.page > 1 ? Math.min(answer.page - 1, answer.pageCount) : null, next: answer.page < answer.pageCount ? answer.page + 1 : null }
        : null,
  };
}

export const acceptedNone = 'No paper has been accepted yet.';
export const acceptedLoading = 'Loading the accepted papers...';
export const acceptedLoadFailed = 'The accepted papers could not be loaded. Reload the page to try again.';
