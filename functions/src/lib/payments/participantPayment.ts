// A participant's payment of their registration as the payer records it (amount declared, date,
// reference, receipt), until the registration deadline.
import { Messages, type AnswerOf, type Endpoints } from '@confsys/domain';
import { checkRegistrationOpen, readCalendar } from '../calendar/calendar';
import { badRequest } from '../errors';
import { recordPayment } from './record';
import { checkUpload } from '../uploads';
import type { z } from 'zod/mini';
import type { Caller } from '../auth';
import type { UploadedFile } from '../multipart';

/** The payment form as sent (its fields checked by the endpoint table). */
export type ParticipantPaymentForm = z.output<(typeof Endpoints)['recordPayment']['body']['multipart']>;

/** Records the caller's payment (`receivedAt`: when the request arrived, by the server's clock), and answers its ID. */
export async function recordParticipantPayment(caller: Caller, request: ParticipantPaymentForm, receiptFile: UploadedFile | undefined, receivedAt: number): Promise<AnswerOf<(typeof Endpoints)['recordPayment']>> {
  checkRegistrationOpen(await readCalendar(), receivedAt);
  if (!receiptFile) throw badRequest(Messages.receiptRequired, { receipt: Messages.receiptRequired });
  const receipt = checkUpload(receiptFile, 'receipt');
  const { id } = await recordPayment(caller, { reference: request.reference, declared: Number(request.amount), date: request.date, upiId: null, receipt }, { changeRecorded: false });
  return { id, state: 'recorded' as const, message: Messages.paymentRecorded };
}
