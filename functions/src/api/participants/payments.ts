// Participants' payments. POST /api/participants/payments: the payer records one (amount declared, date,
// reference, receipt). GET .../payments/{id}/invoice.pdf and .../receipt: the document and the uploaded
// receipt, for the payer and admins. The treasurer's: GET /api/admin/payments (paged, by state, searched),
// POST .../verify, .../reject, .../credit-note, and GET /api/admin/payments.csv for the accounts office.
import {
  Endpoints,
  Messages,
  csvLine,
  extensionOf,
  normaliseReference,
  paymentPageSize,
  paymentSearchToken,
  paymentSearchTokens,
  paymentsCsvHeader,
  uploadRules,
  type PaymentDoc,
} from '@confsys/domain';
import type { Query } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { db } from '../../lib/admin';
import { checkRegistrationOpen, readCalendar } from '../../lib/calendar';
import { documents, readPage } from '../../lib/documents';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { fileStore } from '../../lib/fileStore';
import { handles, parseRequest } from '../../lib/http';
import { parseMultipart } from '../../lib/multipart';
import {
  issueCreditNote,
  loadPaymentFor,
  paymentRef,
  paymentView,
  rejectPayment as reject,
  renderPaymentDocument,
  verifyPayment as verify,
} from '../../lib/payments';
import { checkUpload } from '../../lib/uploads';
import { sendFile } from '../files/sendFile';

/** A new payment's ID: 20 letters and digits, as Firestore's own. */
const newPaymentId = () => Array.from(randomBytes(20), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[byte % 62]).join('');

export const recordPayment = handles('recordPayment', async ({ req, caller }) => {
  const receivedAt = Date.now();
  const { fields, files } = await parseMultipart(req, { maxFileBytes: uploadRules.receipt.maxBytes });
  const request = parseRequest(Endpoints.recordPayment.body.multipart, fields);
  checkRegistrationOpen(await readCalendar(), receivedAt);
  if (!files.receipt) throw badRequest(Messages.receiptRequired, { receipt: Messages.receiptRequired });
  const upload = checkUpload(files.receipt, 'receipt');
  const id = newPaymentId();
  const storePath = `payments/${id}.${upload.type}`;
  const referenceKey = normaliseReference(request.reference);
  await fileStore().save(storePath, upload.bytes, upload.contentType);
  try {
    await db.runTransaction(async (transaction) => {
      const participantRef = documents.participants.doc(caller.uid);
      const referenceRef = documents.paymentReferences.doc(referenceKey);
      const [participant, claimed, open] = await Promise.all([
        transaction.get(participantRef),
        transaction.get(referenceRef),
        transaction.get(documents.payments.where('uid', '==', caller.uid).where('state', 'in', ['recorded', 'verified']).limit(1)),
      ]);
      const registration = participant.data();
      if (!registration) throw conflict(Messages.registerBeforePaying);
      if (claimed.exists) throw conflict(Messages.referenceUsed);
      const existing = open.docs[0]?.data();
      if (existing) throw conflict(existing.state === 'verified' ? Messages.alreadyPaid : Messages.paymentPending);
      const recordedAt = new Date(receivedAt).toISOString();
      const payment: PaymentDoc = {
        uid: caller.uid,
        email: caller.email,
        name: registration.billing.name,
        paperIds: registration.paperIds,
        attendance: registration.attendance,
        reference: request.reference.trim(),
        referenceKey,
        declared: Number(request.amount),
        due: registration.amount,
        date: request.date,
        receiptStorePath: storePath,
        receiptType: upload.type,
        state: 'recorded',
        recordedAt,
        decidedAt: null,
        decidedBy: null,
        reason: null,
        document: null,
        creditNotes: [],
        searchTokens: paymentSearchTokens({ name: registration.billing.name, email: caller.email, paperIds: registration.paperIds, referenceKey }),
      };
      transaction.create(referenceRef, { paymentId: id, at: recordedAt });
      transaction.create(paymentRef(id), payment);
    });
  } catch (error) {
    await fileStore().remove(storePath).catch(() => undefined);
    // Two payers racing for one reference: the second create fails; tell them as if they had come second.
    if ((error as { code?: number }).code === 6) throw conflict(Messages.referenceUsed);
    throw error;
  }
  return { id, state: 'recorded' as const, message: Messages.paymentRecorded };
});

export const paymentInvoice = handles('paymentInvoice', async ({ params, res, caller }) => {
  const id = params.paymentId ?? '';
  const payment = await loadPaymentFor(caller, id);
  const name = payment.document ? payment.document.number.replace(/\//g, '-') : `payment-request-${id}`;
  sendFile(res, { bytes: Buffer.from(await renderPaymentDocument(payment)), contentType: 'application/pdf' }, `${name}.pdf`, 'inline');
});

export const paymentReceipt = handles('paymentReceipt', async ({ params, res, caller }) => {
  const id = params.paymentId ?? '';
  const payment = await loadPaymentFor(caller, id);
  const file = await fileStore().read(payment.receiptStorePath);
  if (!file) throw notFound('File not found.');
  sendFile(res, file, `payment-${id}.${extensionOf(payment.receiptStorePath)}`, 'inline');
});

export const adminPayments = handles('adminPayments', async ({ query }) => {
  let matching: Query<PaymentDoc> = documents.payments;
  if (query.state) matching = matching.where('state', '==', query.state);
  const token = paymentSearchToken(query.q ?? '');
  if (token !== null) matching = matching.where('searchTokens', 'array-contains', token);
  const ordered = matching.orderBy('recordedAt', 'desc');
  const [page, total] = await Promise.all([
    readPage(ordered, paymentPageSize, query.page ? paymentRef(query.page) : null, Messages.paymentCursorUnknown),
    matching.count().get(),
  ]);
  return { payments: page.docs.map((doc) => paymentView(doc.id, doc.data())), next: page.next, total: total.data().count };
});

export const verifyPayment = handles('verifyPayment', async ({ params, caller }) => {
  const receiptNumber = await verify(params.paymentId ?? '', caller);
  return { receiptNumber, message: Messages.paymentVerified(receiptNumber) };
});

export const rejectPayment = handles('rejectPayment', async ({ params, body, caller }) => {
  await reject(params.paymentId ?? '', caller, body.reason);
  return { message: Messages.paymentRejected };
});

export const creditNote = handles('creditNote', async ({ params, body, caller }) => {
  const number = await issueCreditNote(params.paymentId ?? '', caller, body.amount, body.reason);
  return { number, message: Messages.creditNoteIssued(number) };
});

const money = (minor: number) => (minor / 100).toFixed(2);

export const paymentsCsv = handles('paymentsCsv', async ({ res }) => {
  const payments = await documents.payments.orderBy('recordedAt', 'asc').get();
  const lines = [csvLine(paymentsCsvHeader)];
  for (const doc of payments.docs) {
    const payment = doc.data();
    lines.push(
      csvLine([
        doc.id,
        payment.state,
        payment.name,
        payment.email,
        payment.paperIds.join(' '),
        payment.reference,
        payment.date,
        payment.due.currency,
        money(payment.declared),
        money(payment.due.taxable),
        money(payment.due.cgst),
        money(payment.due.sgst),
        money(payment.due.total),
        payment.document?.number ?? '',
        payment.document?.issuedAt.slice(0, 10) ?? '',
        payment.document?.recipient.gstin ?? '',
        payment.reason ?? '',
      ]),
    );
  }
  sendFile(res, { bytes: Buffer.from(`${lines.join('\n')}\n`, 'utf8'), contentType: 'text/csv; charset=utf-8' }, 'payments.csv');
});
