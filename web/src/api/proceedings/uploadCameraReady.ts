// POST /api/authors/papers/{paperId}/cameraready (multipart `file`): the paper's camera-ready PDF, run
// through the publisher's checks; the answer lists every check with its result and pages. A failed check
// refuses the file with 422 and the same list (ApiRequestError.checks); 403 once the deadline has passed.
// The paper's proceedings are read again after an accepted file.
import { formData, type ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CameraReadyAnswer = ApiAnswer<'uploadCameraReady'>;

export const useUploadCameraReady = (paperId: string) =>
  useApiMutation('uploadCameraReady', (file: File) => ({ params: { paperId }, form: formData({ file }) }), [authorProceedingsKey(paperId)]);
