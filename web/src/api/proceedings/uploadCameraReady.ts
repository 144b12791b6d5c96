// POST /api/authors/papers/{paperId}/cameraready (multipart `file`): the paper's camera-ready PDF, run
// through the publisher's checks; the answer lists every check with its result and pages. A failed check
// refuses the file with 422 and the same list (ApiRequestError.checks); 403 once the deadline has passed.
// The paper's proceedings are read again after an accepted file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type ApiAnswer } from '../../lib/apiClient';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CameraReadyAnswer = ApiAnswer<'uploadCameraReady'>;

export function uploadCameraReady(paperId: string, file: File): Promise<CameraReadyAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi('uploadCameraReady', { params: { paperId }, form });
}

export function useUploadCameraReady(paperId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCameraReady(paperId, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authorProceedingsKey(paperId) }),
  });
}
