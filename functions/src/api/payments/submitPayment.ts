// POST /api/authors/submit-payment: the spec's payment form of a paper, a view of the participant's
// payments: records the payment of the author's conference registration (which must list the paper),
// or changes it while it awaits verification. The treasurer sees, verifies or rejects it on the
// Payments screen like any other; the receipt or tax invoice follows the verification. Once the paper
// is accepted (or published), until the registration deadline.
import { Endpoints, Messages, paymentEditable, uploadRules } from '@confsys/domain';
import { checkRegistrationOpen, readCalendar } from '../../lib/calendar/calendar';
import { conflict } from '../../lib/errors';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import { mailTemplates } from '../../lib/mail/templates';
import { assertOwner, loadManuscript } from '../../lib/papers';
import { recordPayment } from '../../lib/payments/record';
import { checkUpload } from '../../lib/uploads';

export const submitPayment = handles('submitPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  const request = parseRequest(Endpoints.submitPayment.body.multipart, fields);
  const receipt = files.receipt ? checkUpload(files.receipt, 'receipt') : null;
  const manuscript = await loadManuscript(request.paperId);
  assertOwner(caller, manuscript);
  checkRegistrationOpen(await readCalendar(), receivedAt);
  if (!paymentEditable(manuscript.status)) throw conflict(Messages.paymentOnlyWhileSubmitted);
  const authorName = manuscript.authors.find((author) => author.email.trim().toLowerCase() === caller.email)?.name ?? '';
  const { changed } = await recordPayment(
    caller,
    { reference: request.reference, declared: null, date: request.paymentDate, upiId: request.upiId.trim(), receipt },
    {
      paperId: manuscript.paperId,
      changeRecorded: true,
      // The spec's "confirmation by email after payment", to the submitting author.
      confirmation: (updated) => ({
        to: [caller.email],
        paperId: manuscript.paperId,
        mail: mailTemplates.payment({ paperId: manuscript.paperId, title: manuscript.title, name: authorName, upiId: request.upiId.trim(), reference: request.reference.trim(), paymentDate: request.paymentDate, updated }),
      }),
    },
  );
  return { success: true, message: changed ? Messages.paperPaymentUpdated : Messages.paperPaymentRecorded };
});
