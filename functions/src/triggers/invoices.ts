// The invoice numbers' backstop: each payment put in the queue for its number (lib/payments/
// invoiceNumbers.ts) asks for a run, so its receipt or tax invoice follows even when the request that
// verified it stopped before asking. Most find a run under way or pending and read one document.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { invoiceTriggerOptions } from '../lib/deployment';
import { invoiceQueuePath, numberWaitingPayments, numberingSeconds } from '../lib/payments/invoiceNumbers';

export const numberInvoices = onDocumentWritten({ ...invoiceTriggerOptions, document: `${invoiceQueuePath}/{entry}` }, async (event) => {
  // An entry removed once its payment is numbered asks for nothing.
  if (!event.data?.after.exists) return;
  await numberWaitingPayments(numberingSeconds * 1000);
});
