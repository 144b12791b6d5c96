// POST /api/participants/payments: the payer records a payment of their registration (amount declared,
// date, reference, receipt), until the registration deadline (lib/payments/participantPayment.ts).
import { Endpoints, uploadRules } from '@confsys/domain';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { recordParticipantPayment } from '../../lib/payments/participantPayment';

export const recordPayment = handles('recordPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  return recordParticipantPayment(caller, parseRequest(Endpoints.recordPayment.body.multipart, fields), files.receipt, receivedAt);
});
