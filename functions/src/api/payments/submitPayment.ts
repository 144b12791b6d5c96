// POST /api/authors/submit-payment: the spec's payment form of a paper, a view of the participant's
// payments (lib/payments/paperPayment.ts). The receipt or tax invoice follows the verification.
import { Endpoints, uploadRules } from '@confsys/domain';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { payForPaper } from '../../lib/payments/paperPayment';

export const submitPayment = handles('submitPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  return payForPaper(caller, parseRequest(Endpoints.submitPayment.body.multipart, fields), files.receipt, receivedAt);
});
