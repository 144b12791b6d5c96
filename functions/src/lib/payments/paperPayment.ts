// The spec's payment form of a paper, a view of the participant's payments: records the payment of the
// author's conference registration (which must list the paper), or changes it while it awaits
// verification, once the paper is accepted (or published) and until the registration deadline. The
// treasurer sees, verifies or rejects it on the Payments screen like any other.
import { Messages, type AnswerOf, type Endpoints, paymentEditable } from '@confsys/domain';
import { checkRegistrationOpen, readCalendar } from '../calendar/calendar';
import { conflict } from '../errors';
import { mailTemplates } from '../mail/templates';
import { assertOwner, loadManuscript } from '../papers';
import { recordPayment } from './record';
import { checkUpload } from '../uploads';
import type { z } from 'zod/mini';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';

/** The payment form as sent (its fields checked by the endpoint table). */
export type PaperPaymentForm = z.output<(typeof Endpoints)['submitPayment']['body']['multipart']>;

/** Records or changes the payment of the paper the form names, for its submitting author (`receivedAt`: when the request arrived, by the server's clock). */
export async function payForPaper(caller: Caller, request: PaperPaymentForm, receiptFile: UploadedFile | undefined, receivedAt: number): Promise<AnswerOf<(typeof Endpoints)['submitPayment']>> {
  const receipt = receiptFile ? checkUpload(receiptFile, 'receipt') : null;
  const manuscript = await loadManuscript(request.paperId);
  assertOwner(caller, manuscript);
  checkRegistrationOpen(await readCalendar(), receivedAt);
  if (!paymentEditable(manuscript.status)) throw conflict(Messages.paymentOnlyWhileSubmitted);
  const authorName = manuscript.authors.find((author) => author.email.trim().toLowerCase() === caller.email)?.name ?? '';
  // The spec's request carries no reference: the payment is recorded without one (the site's form asks for it).
  const reference = request.reference ?? '';
  const { changed } = await recordPayment(
    caller,
    { reference, declared: null, date: request.paymentDate, upiId: request.upiId.trim(), receipt },
    {
      paperId: manuscript.paperId,
      changeRecorded: true,
      // The spec's "confirmation by email after payment", to the submitting author.
      confirmation: (updated) => ({
        to: [caller.email],
        paperId: manuscript.paperId,
        mail: mailTemplates.payment({ paperId: manuscript.paperId, title: manuscript.title, name: authorName, upiId: request.upiId.trim(), reference, paymentDate: request.paymentDate, updated }),
      }),
    },
  );
  return { success: true, message: changed ? Messages.paperPaymentUpdated : Messages.paperPaymentRecorded };
}
