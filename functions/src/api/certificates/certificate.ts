// GET /api/certificates/{code}: verifies a certificate, for anyone: who, what, which edition, when, and
// whether it was revoked. Never the holder's email.
import { handles } from '../../lib/http';
import { publicCertificate, readCertificate } from '../../lib/certificates/certificates';

export const certificate = handles('certificate', async ({ params }) => publicCertificate(await readCertificate(params.code ?? '')));
