// POST /api/participants/payments: the payer records a payment of their registration (amount declared,
// date, reference, receipt), until the registration deadline.
import { Endpoints, Messages, uploadRules } from '@confsys/domain';
import { checkRegistrationOpen, readCalendar } from '../../lib/calendar/calendar';
import { badRequest } from '../../lib/errors';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { recordPayment as record } from '../../lib/payments/record';
import { checkUpload } from '../../lib/uploads';

export const recordPayment = handles('recordPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  const request = parseRequest(Endpoints.recordPayment.body.multipart, fields);
  checkRegistrationOpen(await readCalendar(), receivedAt);
  if (!files.receipt) throw badRequest(Messages.receiptRequired, { receipt: Messages.receiptRequired });
  const receipt = checkUpload(files.receipt, 'receipt');
  const { id } = await record(caller, { reference: request.reference, declared: Number(request.amount), date: request.date, upiId: null, receipt }, { changeRecorded: false });
  return { id, state: 'recorded' as const, message: Messages.paymentRecorded };
});
