// PUT /api/authors/papers/{paperId}: changes the author's paper. Only the fields that changed are sent
// (the server keeps the rest), and the PDF only when a new one was chosen.
import type { EditPaperAnswer, ManuscriptAuthor } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export interface PaperChanges {
  authors?: ManuscriptAuthor[];
  title?: string;
  abstract?: string;
  keywords?: string;
  topics?: string[];
  excludedReviewers?: string[];
}

export function editPaper(paperId: string, changes: PaperChanges, file: File | null): Promise<EditPaperAnswer> {
  const form = new FormData();
  if (changes.authors) form.append('authorsDetails', JSON.stringify(changes.authors));
  if (changes.title !== undefined) form.append('title', changes.title);
  if (changes.abstract !== undefined) form.append('abstract', changes.abstract);
  if (changes.keywords !== undefined) form.append('keywords', changes.keywords);
  if (changes.topics) form.append('topics', JSON.stringify(changes.topics));
  if (changes.excludedReviewers) form.append('excludedReviewers', JSON.stringify(changes.excludedReviewers));
  if (file) form.append('file', file, file.name);
  return callApi('editPaper', { params: { paperId }, form });
}
