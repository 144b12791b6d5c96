// Display and permission rules of the paper tables (Paper Management, Paper Publication).
import { canTransition, isStatus, PaperStatus, type AdminPaperView, Messages } from '@confsys/domain';

export type PaperAuthor = AdminPaperView['authors'][number];
export type NumberedPaper = AdminPaperView & { index: number };

/**
 * Rows numbered from 1 in the server's order (the '#' column); a page's rows go on from the rows of
 * the pages before (`firstRow` of them): row number = page × page size + position + 1.
 */
export function numberRows<T extends object>(rows: readonly T[], firstRow = 0): Array<T & { index: number }> {
  return rows.map((row, position) => ({ ...row, index: firstRow + position + 1 }));
}

/** A value of a table or dialog, or 'N/A' when empty. */
export function orNotAvailable(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : Messages.notAvailable;
}

/** A reviewer can be (re)assigned unless the paper is published (or decided: the server refuses those). */
export function canAssignReviewer(status: string): boolean {
  return !isStatus(status, PaperStatus.Published);
}

export function isPublished(status: string): boolean {
  return isStatus(status, PaperStatus.Published);
}

/** Publish only an Accepted paper. */
export function canPublish(status: string): boolean {
  return canTransition('publish', status);
}

/** The Author(s) column: the names joined by ', ' ('N/A' when none). */
export function joinAuthorNames(authors: readonly Partial<PaperAuthor>[] | null | undefined): string {
  const names = (authors ?? []).map((author) => (typeof author.name === 'string' ? author.name.trim() : '')).filter((name) => name !== '');
  return names.length > 0 ? names.join(', ') : Messages.notAvailable;
}

/** The fields the Authors dialog lists for each author, in order, with their labels. */
export const authorDetailFields = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['organization', 'Organization'],
  ['phone', 'Phone'],
  ['gender', 'Gender'],
  ['state', 'State'],
  ['country', 'Country'],
] as const satisfies ReadonlyArray<readonly [keyof PaperAuthor, string]>;

/** One author's details for the dialog: label and value, 'N/A' where empty. */
export function authorDetails(author: Partial<PaperAuthor>): Array<{ label: string; value: string }> {
  return authorDetailFields.map(([field, label]) => ({ label, value: orNotAvailable(author[field]) }));
}
