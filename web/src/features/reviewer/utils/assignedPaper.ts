// The reviewer's view of an assigned paper (papers/{paperId}, read through its schema's converter), and
// the reviewer profile kept in local storage at login.
import type { PaperDoc } from '@confsys/domain';
import { paths } from '../../../config/paths';

export interface AssignedPaperRow {
  paperId: string;
  title: string;
  status: string;
  /** API path of the manuscript (the reviewer is served the reviewer's copy under it). */
  manuscriptPath: string;
}

export function toAssignedPaper(paper: PaperDoc): AssignedPaperRow {
  return { paperId: paper.paperId, title: paper.title, status: paper.status, manuscriptPath: paper.manuscriptPath };
}

/** The evaluation form of a paper: /reviewform?paperId=..&title=.. */
export function reviewFormLink(paper: Pick<AssignedPaperRow, 'paperId' | 'title'>): string {
  return `${paths.reviewForm}?${new URLSearchParams({ paperId: paper.paperId, title: paper.title }).toString()}`;
}

/** The name the downloaded manuscript is saved under. */
export function manuscriptFileName(paper: Pick<AssignedPaperRow, 'paperId'>): string {
  return `${paper.paperId}.pdf`;
}

export interface StoredReviewer {
  name: string;
  email: string;
}

/** The `reviewer` object the login screen keeps in local storage; null when absent or unreadable. */
export function parseStoredReviewer(raw: string | null): StoredReviewer | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, email } = value as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
  } catch {
    return null;
  }
}
