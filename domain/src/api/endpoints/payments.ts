// The endpoint table's payments endpoints: a paper's payment, a participant's payments, verification, rejection, credit notes, receipts and invoices.
import { adminFile, change, ErrorTexts, fileEndpoint, forAdmins, forAuthors, forAuthorsAndAdmins, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { AdminPaymentsAnswer, CreditNoteAnswer, CreditNoteRequestSchema, ParticipantPaymentRequest, PaymentRequest, PaymentListQuerySchema, PaymentRecordedAnswer, RejectPaymentRequestSchema, VerifyPaymentAnswer, VerifyPaymentsAnswer, VerifyPaymentsRequestSchema, maxPaymentsVerifiedTogether } from '../../payments/payments';
import * as Answers from '../answers';

export const paymentsEndpoints = {
  getPayment: forAuthorsAndAdmins('Payments', {
    method: 'GET',
    path: ApiRoutePatterns.getPayment,
    summary: "A paper's payment details",
    description: "The paper's submitting author, or an admin. The payment of the author's conference registration that covers the paper, recorded or verified, with its state and amounts; null until the author records one. Changes nothing.",
    errors: {
      403: "The token's role is neither author nor admin, or the paper is not the author's",
      404: ErrorTexts.noPaper,
    },
    answer: Answers.GetPaymentAnswer,
  }),
  submitPayment: forAuthors('Payments', {
    method: 'POST',
    path: ApiPaths.submitPayment,
    summary: "Records or changes the payment of the author's conference registration from the paper's form (the receipt is required the first time)",
    description:
      "The paper's submitting author, once the paper is accepted (or published) and until the calendar's registration deadline, with a conference registration that lists the paper. A view of the participant's payments: records the registration's payment (UPI ID, date, receipt, and the UTR or transaction reference when given: the spec's request has none, and the treasurer then matches the UPI ID, the date and the amount) for the amount the registration gives, or changes it while it awaits verification (a new receipt replaces the stored one; without one the stored one stays); the treasurer verifies or rejects it on the Payments screen. Queues the payment confirmation to the author.",
    body: { multipart: PaymentRequest, files: [{ name: 'receipt', required: false, upload: 'receipt' }] },
    errors: {
      400: 'A field is missing or invalid, the first payment of the paper has no receipt, or the receipt is not a PDF or an image',
      403: "The caller is not an author, the paper is not the author's, or registration has closed",
      404: 'paperId names no paper',
      409: 'The paper is not accepted, the caller has no conference registration or it does not list the paper, the payment is verified already, the reference is recorded for another payment, or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042', upiId: 'asha.rao@okaxis', reference: '512345678901', paymentDate: '2025-03-14' },
    answer: Answers.MessageAnswer,
  }),
  recordPayment: forAuthors('Payments', {
    method: 'POST',
    path: ApiPaths.participantPayments,
    summary: 'Records a payment of the registration: the amount paid (smallest unit), the date, the UTR or transaction reference, and the receipt (an image or a PDF); answers its ID and state (recorded)',
    description:
      "A registered participant, until the calendar's registration deadline by the server's clock, while no other payment of theirs is recorded or verified (after a rejection they may record again). A reference is recorded once across the conference (compared without spaces, hyphens or case). The amount due stays the one the server computed at registration; the declared amount is shown to the treasurer beside it. Sends no email: the confirmation follows the verification.",
    body: { multipart: ParticipantPaymentRequest, files: [{ name: 'receipt', required: true, upload: 'receipt' }] },
    errors: {
      400: 'A field is missing or invalid, no receipt, or the receipt is not a PDF or an image',
      403: 'Registration has closed (the message names the deadline)',
      409: 'The caller has not registered, already has a payment recorded or verified, or the reference is recorded already',
    },
    example: { amount: '413000', date: '2025-08-14', reference: '424512345678' },
    answer: PaymentRecordedAnswer,
  }),
  paymentInvoice: fileEndpoint(['application/pdf'], {
    path: ApiRoutePatterns.paymentInvoice,
    access: ['author', 'admin'],
    tag: 'Payments',
    summary: "A payment's document as a PDF: the tax invoice (or receipt, without GST) once verified, a payment request without a number before, with any credit notes",
    description: 'The payer, or an admin. The same bytes for the same payment and state. Changes nothing.',
    errors: { 403: "The payment is another participant's", 404: 'No payment has this ID' },
  }),
  paymentReceipt: fileEndpoint(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'], {
    path: ApiRoutePatterns.paymentReceipt,
    access: ['author', 'admin'],
    tag: 'Payments',
    summary: 'The receipt the payer uploaded (the image or PDF), for the treasurer\'s preview',
    description: "The payer, or an admin. Changes nothing. Once the retention schedule's period for receipts' images has passed since the payment was verified or rejected, the image is erased (the payment's `receiptErasedAt`) and this answers 410.",
    errors: { 403: "The payment is another participant's", 404: 'No payment has this ID, or its file is not stored', 410: "The receipt's image was erased under the retention schedule; the message says when" },
  }),
  adminPayments: forAdmins('Payments', {
    method: 'GET',
    path: ApiPaths.adminPayments,
    summary: 'One page of payments, newest first (25 a page; page: the previous page\'s next), filtered by state and searched (q) by name, email, paper ID or reference; with how many match',
    description: 'An admin (the treasurer). Changes nothing.',
    query: PaymentListQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no payment' },
    answer: AdminPaymentsAnswer,
  }),
  verifyPayments: forAdmins('Payments', {
    method: 'POST',
    path: ApiPaths.verifyPayments,
    summary: `"Verify selected": verifies the recorded ones of up to ${maxPaymentsVerifiedTogether} payments together, numbered consecutively in the order listed; answers each payment's number or why it was not verified`,
    description:
      "An admin. A payment that does not exist or is decided already is left alone, with its reason in `results` (`verified` false); the others are verified as by `verifyPayment`, each with its audit entries and confirmation, and their numbers follow one another in the order listed.",
    body: { json: VerifyPaymentsRequestSchema },
    errors: {
      400: `paymentIds is not a list of 1 to ${maxPaymentsVerifiedTogether} payment IDs`,
    },
    example: { paymentIds: ['Jq3mXc0aB1dE2fG3hI4j', 'Kr4nYd1bC2eF3gH4iJ5k'] },
    answer: VerifyPaymentsAnswer,
  }),
  verifyPayment: forAdmins('Payments', {
    method: 'POST',
    path: ApiRoutePatterns.verifyPayment,
    summary: 'Verifies a recorded payment: issues its receipt or tax invoice with the next number of the financial year (ICCS/25-26/0001), and answers that number',
    description:
      "An admin. The payment's state, the registration's confirmation and the audit entry are written at once, whatever other treasurers verify at the same moment; the number is then given by the one writer of the financial year's numbers, in the order of verification, so numbers never repeat or skip, and the answer waits for it (null in the rare case it is still being given after 30 seconds: it follows by email). Queues the confirmation to the payer with the document attached and, for online attendance, the meeting link.",
    errors: { 404: 'No payment has this ID', 409: 'The payment is verified or rejected already' },
    answer: VerifyPaymentAnswer,
  }),
  rejectPayment: forAdmins('Payments', change('POST', ApiRoutePatterns.rejectPayment, RejectPaymentRequestSchema, {
    summary: 'Rejects a recorded payment with a reason the payer reads; they may record a payment again',
    description: 'An admin. Frees the reference, writes the audit entry, and queues the reason to the payer. A verified payment is corrected by a credit note instead.',
    errors: { 404: 'No payment has this ID', 409: 'The payment is verified or rejected already' },
    example: { reason: 'No transfer with this UTR reached the account on that date.' },
  })),
  creditNote: forAdmins('Payments', {
    method: 'POST',
    path: ApiRoutePatterns.creditNote,
    summary: "Issues a credit note against a verified payment's document (a correction or refund): numbered in its own gapless series, referring to the original, which is never edited",
    description: "An admin. The amount credited, with the earlier credit notes, is at most the document's total. Recorded in the audit log; the payer's PDF lists it. Sends no email.",
    body: { json: CreditNoteRequestSchema },
    errors: { 400: "The amount exceeds what is left of the document's total, or the reason is missing", 404: 'No payment has this ID', 409: 'The payment is not verified' },
    example: { amount: 59000, reason: 'Registered as faculty; a student fee was due.' },
    answer: CreditNoteAnswer,
  }),
  paymentsCsv: adminFile(['text/csv'], {
    path: ApiPaths.paymentsCsv,
    tag: 'Payments',
    summary: 'Every payment as payments.csv for the accounts office, in order of recording: the payer, the reference, the amounts due and declared, the document number and date',
    description: 'An admin. Cells that a spreadsheet would run as a formula are quoted as text. Changes nothing.',
  }),
} as const satisfies Record<string, Endpoint>;
