// POST /api/admin/payments/{id}/credit-note: a credit note against a verified payment's document.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { issueCreditNote } from '../../lib/payments/creditNote';

export const creditNote = handles('creditNote', async ({ params, body, caller }) => {
  const number = await issueCreditNote(params.paymentId ?? '', caller, body.amount, body.reason);
  return { number, message: Messages.creditNoteIssued(number) };
});
