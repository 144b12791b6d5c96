// Links and names for the reviewer's assigned papers, and the reviewer profile kept in local storage
// at login.
import type { AssignedPaperView } from '@confsys/domain';
import { paths } from '../../../config/paths';
import { storedObject } from '../../../lib/sessionHint';

/** The evaluation form of a paper: /reviewform?paperId=..&title=.. */
export function reviewFormLink(paper: Pick<AssignedPaperView, 'paperId' | 'title'>): string {
  return `${paths.reviewForm}?${new URLSearchParams({ paperId: paper.paperId, title: paper.title }).toString()}`;
}

/** The name the downloaded manuscript is saved under. */
export function manuscriptFileName(paper: Pick<AssignedPaperView, 'paperId'>): string {
  return `${paper.paperId}.pdf`;
}

export interface StoredReviewer {
  name: string;
  email: string;
}

/** The `reviewer` object the login screen keeps in local storage; null when absent or unreadable. */
export function parseStoredReviewer(raw: string | null): StoredReviewer | null {
  const { name, email } = storedObject(raw) ?? {};
  return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
}
