// POST /api/authors/submit: a new manuscript (multipart) with its author blocks, topics, PDF and the
// committee members the authors declare a conflict of interest with, for the signed-in author.
import type { ManuscriptAuthor, SubmitManuscriptResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

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

export function submitManuscript(submission: ManuscriptSubmission): Promise<SubmitManuscriptResponse> {
  const form = new FormData();
  form.append('authorId', submission.authorId);
  form.append('authorsDetails', JSON.stringify(submission.authors));
  form.append('title', submission.title);
  form.append('abstract', submission.abstract);
  form.append('keywords', submission.keywords);
  form.append('topics', JSON.stringify(submission.topics));
  form.append('excludedReviewers', JSON.stringify(submission.excludedReviewers));
  form.append('file', submission.file, submission.file.name);
  return callApi('submitManuscript', { form });
}
