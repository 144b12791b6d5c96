// POST /api/admin/addreviewer (multipart): a new reviewer record with the profile file. 400 carries the
// field errors, 409 a duplicate email. `invited` says whether the address got a set-password link. The
// reviewer list is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewerResponse } from '@confsys/domain';
import { callApi } from '../../lib/apiClient';
import { reviewersKey } from './getReviewers';

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

export function useAddReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviewer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewersKey });
    },
  });
}
