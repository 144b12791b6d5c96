
import type { ManuscriptAuthor, SubmitManuscriptResponse } from '@confsys/domain';
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

export function submitManuscript({ authors, topics, excludedReviewers, ...fields }: ManuscriptSubmission): Promise<SubmitManuscriptResponse> {
  const lists = { authorsDetails: JSON.stringify(authors), topics: JSON.stringify(topics), excludedReviewers: JSON.stringify(excludedReviewers) };
  return callApi('submitManuscript', { form: formData({ ...fields, ...lists }) });
}
