// POST /api/admin/certificates: a preview of one kind's certificates (who will get one with its text, who
// is skipped and why), then applying exactly that preview, which issues them and sends each its message.
import type { CertificateKind } from '@confsys/domain';
import type { ApiAnswer } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/useApiMutation';
import { issuedCertificatesKey } from './getIssuedCertificates';

export type CertificatesAnswer = ApiAnswer<'issueCertificates'>;

export interface CertificatesPreviewRequest {
  kind: CertificateKind;
  /** Only these people (by email); everyone of the kind when empty. */
  emails: readonly string[];
}

export const useCertificatesPreview = () =>
  useApiMutation('issueCertificates', ({ kind, emails }: CertificatesPreviewRequest) => ({ json: { kind, ...(emails.length > 0 ? { filter: { emails: [...emails] } } : {}), preview: true as const } }));

export const useIssueCertificates = () => useApiMutation('issueCertificates', (previewId: string) => ({ json: { previewId, apply: true as const } }), [issuedCertificatesKey]);
