// POST /api/authors/submit: a new manuscript (multipart) with its author blocks, topics, PDF and the
// committee members the authors declare a conflict of interest with, for the signed-in author.
import type { ManuscriptAuthor, SubmitManuscriptAnswer } from '@confsys/domain';
import { callApi, formData } from '../../lib/apiClient';

export interface ManuscriptSubmission {
  /** The signed-in author's uid. */
  authorId: string;
  authors: ManuscriptAuthor[];
  title: string;
  abstract: string;
  /** Comma-separated. */
  keywords: string;
  /** One to three of the call for papers' topics (sent as JSON text of the list). */
  topics: string[];
  /** Committee member IDs (sent as JSON text of the list). */
  excludedReviewers: string[];
  file: File;
}

export function submitManuscript({ authors, topics, excludedReviewers, ...fields }: ManuscriptSubmission): Promise<SubmitManuscriptAnswer> {
  const lists = { authorsDetails: JSON.stringify(authors), topics: JSON.stringify(topics), excludedReviewers: JSON.stringify(excludedReviewers) };
  return callApi('submitManuscript', { form: formData({ ...fields, ...lists }) });
}
