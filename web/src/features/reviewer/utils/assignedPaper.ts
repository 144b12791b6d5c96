// The reviewer's view of an assigned paper (papers/{paperId}), parsed once from the untrusted document,
// and the reviewer profile kept in local storage at login.
import { fileUrl } from '@confsys/domain';
import { paths } from '../../../config/paths';

export interface AssignedPaperRow {
  paperId: string;
  title: string;
  status: string;
  manuscriptPath?: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toAssignedPaper(id: string, data: Record<string, unknown>): AssignedPaperRow {
  const manuscriptPath = str(data.manuscriptPath).trim();
  return {
    paperId: str(data.paperId).trim() || id,
    title: str(data.title),
    status: str(data.status),
    manuscriptPath: manuscriptPath === '' ? undefined : manuscriptPath,
  };
}

/** The evaluation form of a paper: /reviewform?paperId=..&title=.. */
export function reviewFormLink(paper: Pick<AssignedPaperRow, 'paperId' | 'title'>): string {
  return `${paths.reviewForm}?${new URLSearchParams({ paperId: paper.paperId, title: paper.title }).toString()}`;
}

/**
 * Where the manuscript is downloaded: the paper's API file path (`/api/files/manuscript/{paperId}.pdf`).
 * Older documents may hold a storage path instead; the API route is then built from the paper id.
 */
export function manuscriptUrl(paper: Pick<AssignedPaperRow, 'paperId' | 'manuscriptPath'>): string | null {
  if (!paper.manuscriptPath) return null;
  return paper.manuscriptPath.startsWith('/api/files/') ? paper.manuscriptPath : fileUrl('manuscript', paper.paperId, 'pdf');
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
