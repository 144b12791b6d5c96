// POST /api/authors/checkmanuscript: before submitting, the server reads the PDF as submission will and
// answers where its text names one of the listed authors.
import type { CheckManuscriptAnswer, ManuscriptAuthor } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';

export function checkManuscript(authors: ManuscriptAuthor[], file: File): Promise<CheckManuscriptAnswer> {
  const form = new FormData();
  form.append('authorsDetails', JSON.stringify(authors));
  form.append('file', file, file.name);
  return callApi('checkManuscript', { form });
}
