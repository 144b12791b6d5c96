// Participants' payments and the documents they get: a payment is recorded by its payer (amount, date,
// the bank's or UPI's transaction reference, the receipt) and verified or rejected by the treasurer. A
// verified payment gets a serial number that runs without gaps within the financial year (April to
// March), "ICCS/25-26/0001", and its document: a tax invoice under CGST Rule 46 when the university
// has a GSTIN, a receipt otherwise. Before verification the payer's document is a payment request,
// without a number. A correction is a credit note that refers to the original, never an edit.
import { z } from 'zod/mini';
import { Temporal } from 'temporal-polyfill';
import { addressOf, organiserOf } from '../conference/builtIdentity';
import type { ConferenceIdentity } from '../conference/identity';
import { gstStates, type GstStateCode } from '../gstStates';
import { AmountDueSchema, ParticipantDocSchema, attendanceModes } from '../registration/fees';
import { type CompositeIndex } from '../submissions/paperList';
import { searchWords } from '../search';
import { IdFormats } from '../ids';
import { Messages } from '../messages';
import { fieldErrors, fieldsSchema, isIsoDate, type FieldErrors } from '../validation';

export const paymentStates = ['recorded', 'verified', 'rejected'] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = { recorded: 'Recorded, awaiting verification', verified: 'Verified', rejected: 'Rejected' };

/**
 * A transaction reference as the bank prints it, compared without spaces, hyphens or case: a UPI UTR
 * (12 digits), an IMPS reference (12 digits), a NEFT or RTGS UTR (16 or 22 letters and digits).
 */
export function normaliseReference(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}
const referencePattern = /^[A-Z0-9]{6,35}$/;
export const referenceMessage = 'The transaction reference is the UTR or reference your bank or UPI app shows: 6 to 35 letters and digits (a UPI UTR has 12 digits).';

const amountPattern = /^\d{1,10}$/;
export const declaredAmountMessage = 'The amount paid is a whole number in the smallest unit (paise or cents), e.g. 413000 for ₹4,130.00.';

/** POST /api/participants/payments (multipart): what the payer declares; the receipt is checked apart. */
export const ParticipantPaymentRequest = fieldsSchema({
  amount: { label: 'Amount', max: 10, rules: [(value) => (amountPattern.test(value) && Number(value) > 0 ? undefined : declaredAmountMessage)] },
  date: { label: 'Payment date', rules: [(value) => (isIsoDate(value) ? undefined : 'The payment date is a day, YYYY-MM-DD.')] },
  reference: { label: 'Transaction reference', max: 60, rules: [(value) => (referencePattern.test(normaliseReference(value)) ? undefined : referenceMessage)] },
});

const upiPattern = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** A reference the payer may leave out: absent or blank is none; given, it is checked as a reference. */
const optionalReference = z.optional(
  z.string({ error: 'Transaction reference must be text.' }).check(
    z.trim(),
    z.maxLength(60, { error: 'Transaction reference is too long (at most 60 characters).', abort: true }),
    z.superRefine((value: string, context) => {
      if (value !== '' && !referencePattern.test(normaliseReference(value))) context.issues.push({ code: 'custom', message: referenceMessage, input: value });
    }),
  ),
);

/**
 * POST /api/authors/submit-payment (multipart), the paper's payment form: the spec's paper ID, UPI ID
 * and payment date, and the UTR or transaction reference when the payer gives it. The spec's request
 * has none: the treasurer then matches the UPI ID, the date and the amount against the bank statement
 * (a UPI ID names the payer, not the payment), and the site's form asks for the reference all the same
 * (validatePayment). The amount declared is the amount due.
 */
export const PaymentRequest = z.extend(
  fieldsSchema({
    paperId: { label: 'Paper ID', max: 40 },
    upiId: { label: 'UPI ID', max: 256, rules: [(value) => (upiPattern.test(value) ? undefined : Messages.invalidUpi)] },
    paymentDate: { label: 'Payment Date', rules: [(value) => (isIsoDate(value) ? undefined : Messages.invalidPaymentDate)] },
  }),
  { reference: optionalReference },
);

/** The site's payment form: the request's rules, and a reference, which the form asks for. */
export function validatePayment(input: Record<string, unknown>): FieldErrors<'paperId' | 'upiId' | 'reference' | 'paymentDate'> {
  const errors: FieldErrors<'paperId' | 'upiId' | 'reference' | 'paymentDate'> = fieldErrors(PaymentRequest, input);
  if (!errors.reference && String(input.reference ?? '').trim() === '') errors.reference = Messages.required('Transaction reference');
  return errors;
}

/** How a payment's reference reads in the messages and to its payer: the reference, or that none was given. */
export function referenceText(reference: string): string {
  return reference.trim() === '' ? 'none given' : reference;
}

/** What the treasurer matches a payment by against the bank statement: its reference, else the payer's UPI ID. */
export function paymentMatchText(payment: { reference: string; upiId?: string | null }): string {
  return payment.reference.trim() === '' && payment.upiId ? `UPI ${payment.upiId}` : referenceText(payment.reference);
}

/** The financial year of an instant in a zone, April to March: "25-26" for any day from 1 Apr 2025 to 31 Mar 2026. */
export function financialYearOf(iso: string, timeZone: string): string {
  const day = Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
  const first = day.month >= 4 ? day.year : day.year - 1;
  return `${String(first % 100).padStart(2, '0')}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/**
 * The serial number of a receipt or tax invoice: "ICCS/25-26/0001" (at most 16 characters, Rule 46(b)),
 * in the series of the edition's invoice prefix (invoicePrefixOf).
 */
export function documentNumber(invoicePrefix: string, financialYear: string, serial: number, series: 'invoice' | 'credit' = 'invoice'): string {
  const prefix = series === 'credit' ? `${invoicePrefix.slice(0, 2)}CN` : invoicePrefix;
  return `${prefix}/${financialYear}/${String(serial).padStart(4, '0')}`;
}
export const maxDocumentNumberLength = 16;

/** The supplier on every invoice: the university, at the venue, with the state's GST code, as the identity names them when it is issued. */
export function supplierOf(gstin: string, identity: ConferenceIdentity) {
  const stateCode = (Object.keys(gstStates) as GstStateCode[]).find((code) => gstStates[code] === identity.state) ?? '';
  return { name: organiserOf(identity), address: addressOf(identity), gstin, state: identity.state, stateCode };
}

const PartySchema = z.object({ name: z.string(), address: z.string(), state: z.string(), country: z.string(), gstin: z.nullable(z.string()) });

/** A verified payment's tax invoice (a receipt where no GST was charged), fixed when it is issued (a later fee table changes nothing). */
export const TaxInvoiceSchema = z.object({
  /** "tax-invoice" when the university charged GST, "receipt" otherwise. */
  kind: z.enum(['tax-invoice', 'receipt']),
  number: z.string(),
  financialYear: z.string(),
  serial: z.number(),
  /** When it was issued: the verification. */
  issuedAt: z.string(),
  supplier: z.object({ name: z.string(), address: z.string(), gstin: z.string(), state: z.string(), stateCode: z.string() }),
  recipient: PartySchema,
  sac: z.string(),
  description: z.string(),
  amount: AmountDueSchema,
  ratePercent: z.number(),
  /** The place of supply: where the event is held (IGST Act s. 12(7)), so CGST and SGST of that state. */
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  reverseCharge: z.boolean(),
  signatory: z.object({ name: z.string(), designation: z.string() }),
});
export type TaxInvoice = z.infer<typeof TaxInvoiceSchema>;

/** payments/{id}: one payment as recorded and as the treasurer decided it. Read through the API only. */
export const PaymentDocSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** The billing name of the registration, for the treasurer's search. */
  name: z.string(),
  paperIds: z.array(z.string()),
  attendance: z.enum(attendanceModes),
  /** The reference as entered, and as compared (normaliseReference). */
  reference: z.string(),
  referenceKey: z.string(),
  /** The payer's UPI ID, when they gave it (the paper's payment form asks for it). */
  upiId: z.optional(z.nullable(z.string())),
  /** What the payer says they paid, in the smallest unit of the currency due. */
  declared: z.number(),
  /** The amount due when the payment was recorded, from the registration (computed by the server). */
  due: AmountDueSchema,
  date: z.string(),
  /** Where the payer's receipt is in the file store; '' once the retention run erased it. */
  receiptStorePath: z.string(),
  receiptType: z.string(),
  /** When the retention run erased the receipt's image (its period after the decision passed). */
  receiptErasedAt: z.optional(z.nullable(z.string())),
  state: z.enum(paymentStates),
  recordedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The receipt or tax invoice, once verified. */
  document: z.nullable(TaxInvoiceSchema),
  /** Credit notes issued against the document (a correction or refund), in order. */
  creditNotes: z.array(z.object({ number: z.string(), issuedAt: z.string(), amount: z.number(), reason: z.string() })),
  searchTokens: z.array(z.string()),
});
export type PaymentDoc = z.infer<typeof PaymentDocSchema>;

/** paymentReferences/{referenceKey}: the payment a transaction reference is recorded for (one per reference; freed on rejection). */
export const PaymentReferenceSchema = z.object({ paymentId: z.string(), at: z.string() });
export type PaymentReference = z.infer<typeof PaymentReferenceSchema>;

/** The words the treasurer's search finds a payment by: the payer's name and email, the papers, the reference. */
export function paymentSearchTokens(payment: Pick<PaymentDoc, 'name' | 'email' | 'paperIds' | 'referenceKey'>): string[] {
  const tokens = new Set<string>([payment.referenceKey.toLowerCase(), payment.email.toLowerCase()].filter((token) => token !== ''));
  const nameWords = searchWords(payment.name);
  if (nameWords.length > 1) tokens.add(nameWords.join(' '));
  for (const word of nameWords) tokens.add(word);
  for (const paperId of payment.paperIds) tokens.add(searchWords(paperId).join(' '));
  return [...tokens].slice(0, 50);
}

/** The token a search looks for: an email, a reference (digits with spaces are one), a paper ID, a name or a word of it. */
export function paymentSearchToken(q: string): string | null {
  const trimmed = q.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  if (/^[\d\s]+$/.test(trimmed) && trimmed !== '') return trimmed.replace(/\s+/g, '');
  const words = searchWords(trimmed);
  return words.length === 0 ? null : words.join(' ');
}

export const paymentPageSize = 25;

/** GET /api/admin/payments: a page (the previous page's next), a state, a search. */
export const PaymentListQuerySchema = z.object({
  page: z.optional(z.string().check(z.regex(IdFormats.payment, { error: 'page must be the next value of the previous page of payments.' }))),
  state: z.optional(z.enum(paymentStates, { error: `state must be one of: ${paymentStates.join(', ')}.` })),
  q: z.optional(z.string().check(z.maxLength(100, { error: 'q may be at most 100 characters.' }))),
});

const reasonMessage = 'Give the reason (1 to 500 characters): the payer reads it.';
/** POST /api/admin/payments/{id}/reject. */
export const RejectPaymentRequestSchema = z.object({
  reason: z.pipe(z.string({ error: reasonMessage }), z.transform((value: string) => value.trim())).check(z.minLength(1, { error: reasonMessage }), z.maxLength(500, { error: reasonMessage })),
});

/** POST /api/admin/payments/{id}/credit-note: a correction or refund of a verified payment's document. */
export const CreditNoteRequestSchema = z.object({
  amount: z.int({ error: 'The amount credited is a whole number in the smallest unit, more than 0 and at most what the document charged.' }).check(z.gt(0, { error: 'The amount credited is a whole number in the smallest unit, more than 0 and at most what the document charged.' })),
  reason: RejectPaymentRequestSchema.shape.reason,
});

/** A payment as its payer and the treasurer see it. */
export const ParticipantPaymentSchema = z.object({
  id: z.string(),
  state: z.enum(paymentStates),
  name: z.string(),
  email: z.string(),
  paperIds: z.array(z.string()),
  attendance: z.enum(attendanceModes),
  reference: z.string(),
  upiId: z.nullable(z.string()),
  declared: z.number(),
  due: AmountDueSchema,
  date: z.string(),
  recordedAt: z.string(),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** When the receipt's image was erased under the retention schedule; null while it is kept. */
  receiptErasedAt: z.nullable(z.string()),
  receiptNumber: z.nullable(z.string()),
  documentKind: z.nullable(z.enum(['tax-invoice', 'receipt'])),
  creditNotes: z.array(z.object({ number: z.string(), issuedAt: z.string(), amount: z.number(), reason: z.string() })),
  /** The receipt the payer uploaded (for the treasurer's preview) and the document for this payment. */
  receiptUrl: z.string(),
  invoiceUrl: z.string(),
});
export type ParticipantPayment = z.infer<typeof ParticipantPaymentSchema>;

export const PaymentRecordedAnswer = z.object({ id: z.string(), state: z.enum(paymentStates), message: z.string() });
export const AdminPaymentsAnswer = z.object({ payments: z.array(ParticipantPaymentSchema), next: z.nullable(z.string()), total: z.number() });
/** The verified payment's number, or null in the rare case it is still being given when the answer goes (it follows by email). */
export const VerifyPaymentAnswer = z.object({ receiptNumber: z.nullable(z.string()), message: z.string() });
/** POST /api/admin/payments/verify ("Verify selected"): the payments, verified in the order listed. */
export const maxPaymentsVerifiedTogether = 25;
const paymentIdsMessage = `List 1 to ${maxPaymentsVerifiedTogether} payment IDs (letters and digits) to verify.`;
export const VerifyPaymentsRequestSchema = z.object({
  paymentIds: z
    .array(z.string({ error: paymentIdsMessage }).check(z.regex(IdFormats.payment, { error: paymentIdsMessage })), { error: paymentIdsMessage })
    .check(z.minLength(1, { error: paymentIdsMessage }), z.maxLength(maxPaymentsVerifiedTogether, { error: paymentIdsMessage })),
});
/** For each payment asked: whether it was verified, with its document's number (null while it is still being given), or why not. */
export const VerifyPaymentsAnswer = z.object({
  verified: z.number(),
  results: z.array(z.object({ paymentId: z.string(), verified: z.boolean(), receiptNumber: z.nullable(z.string()), message: z.string() })),
  message: z.string(),
});
export const CreditNoteAnswer = z.object({ number: z.string(), message: z.string() });

/** The columns of payments.csv, for the accounts office. */
export const paymentsCsvHeader = [
  'Payment ID',
  'State',
  'Name',
  'Email',
  'Papers',
  'Reference',
  'Payment date',
  'Currency',
  'Declared',
  'Taxable value',
  'CGST',
  'SGST',
  'Total due',
  'Document number',
  'Document date',
  'Recipient GSTIN',
  'Reason',
] as const;

/** GET /api/participants/me: the caller's registration (null before it), and the meeting link once a payment is verified. */
export const ParticipantMeAnswer = z.object({
  registration: z.nullable(z.extend(z.omit(ParticipantDocSchema, { uid: true }), {})),
  meetingLink: z.nullable(z.string()),
  /** The payments recorded, newest first, with their states and document numbers. */
  payments: z.array(ParticipantPaymentSchema),
  /** Until when a payment may be recorded (the registration deadline), and the amount still to pay. */
  payableUntil: z.nullable(z.string()),
  timeZone: z.string(),
});

/** The composite indexes the payments' queries need: the treasurer's pages by state and search, newest first, and a payer's open payments. */
export function paymentIndexes(collectionGroup: string): CompositeIndex[] {
  const newest = { fieldPath: 'recordedAt', order: 'DESCENDING' as const };
  const state = { fieldPath: 'state', order: 'ASCENDING' as const };
  const search = { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' as const };
  const index = (...fields: CompositeIndex['fields']): CompositeIndex => ({ collectionGroup, queryScope: 'COLLECTION', fields });
  return [index(state, newest), index(search, newest), index(state, search, newest), index({ fieldPath: 'uid', order: 'ASCENDING' }, state)];
}
