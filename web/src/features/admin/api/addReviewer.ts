// POST /api/admin/addreviewer (multipart): a new reviewer record with the profile file. 400 carries the
// field errors, 409 a duplicate email. `invited` says whether the address got a set-password link.
import type { AddReviewerResponse } from '@confsys/domain';
import { callApi } from '../../../lib/apiClient';

export interface NewReviewer {
  name: string;
  affiliation: string;
  email: string;
  researchArea: string;
  profile: File;
}

export function addReviewer(reviewer: NewReviewer): Promise<AddReviewerResponse> {
  const form = new FormData();
  form.append('name', reviewer.name);
  form.append('affiliation', reviewer.affiliation);
  form.append('email', reviewer.email);
  form.append('researchArea', reviewer.researchArea);
  form.append('profile', reviewer.profile, reviewer.profile.name);
  return callApi('addReviewer', { form });
}
