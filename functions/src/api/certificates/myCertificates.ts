// GET /api/me/certificates: the signed-in person's certificates of every edition, for their dashboard.
import { handles } from '../../lib/http';
import { certificatesOf, publicCertificate } from '../../lib/certificates/certificates';

export const myCertificates = handles('myCertificates', async ({ caller }) => ({ certificates: (await certificatesOf(caller)).map(publicCertificate) }));
