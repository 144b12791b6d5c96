// POST /api/admin/addreviewer (multipart): a new reviewer record with the profile file. 400 carries the
// field errors, 409 a duplicate email. `invited` says whether the address got a set-password link. The
// reviewer list is read again after.
import { formData } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { reviewersKey } from './getReviewers';

export interface NewReviewer {
  name: string;
  affiliation: string;
  email: string;
  researchArea: string;
  profile: File;
}

export const useAddReviewer = () => useApiMutation('addReviewer', (reviewer: NewReviewer) => ({ form: formData({ ...reviewer }) }), [reviewersKey]);
