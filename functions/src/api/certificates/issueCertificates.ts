// POST /api/admin/certificates: previews certificates of a kind ({ kind, filter?, preview: true }, stored
// for its maker), or issues a preview ({ previewId, apply: true }); answers per person what will happen
// or what was done.
import { handles } from '../../lib/http';
import { applyCertificates, previewCertificates } from '../../lib/certificates/issue';

export const issueCertificates = handles('issueCertificates', async ({ body, caller }) =>
  body.previewId !== undefined ? applyCertificates(body.previewId, caller) : previewCertificates(body.kind ?? 'attendee', body.filter?.emails ?? null, caller),
);
