
import { formData, type ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { authorProceedingsKey } from './getAuthorProceedings';

export type CameraReadyAnswer = ApiAnswer<'uploadCameraReady'>;

export const useUploadCameraReady = (paperId: string) =>
  useApiMutation('uploadCameraReady', (file: File) => ({ params: { paperId }, form: formData({ file }) }), [authorProceedingsKey(paperId)]);
