// A payment's document as a PDF. Once verified: the tax invoice with every particular of CGST Rule 46
// (the supplier's name, address and GSTIN; the serial number and date; the recipient's name, address,
// state and GSTIN where given; the SAC code and description; the taxable value; the rate and amount of
// each tax; the place of supply with its state; reverse charge; the authorised signatory), or a receipt
// when no GST was charged. Before: a payment request without a number. Credit notes follow, each
// referring to the original. Dated by the document's own instants, so the same payment and state give
// the same bytes.
import { formatAmount, formatDayIn, paymentMatchText, paymentStateLabels, referenceText, supplierOf, type AmountDue, type ConferenceIdentity, type Currency, type PaymentDoc } from '@confsys/domain';
import { PdfWriter } from './document';
import { currentEdition } from '../editionScope';

const zone = 'Asia/Kolkata';

/** Amounts in the PDF's standard fonts, which have no rupee sign: "INR 4,130.00". */
const money = (minor: number, currency: Currency) => formatAmount(minor, currency).replace('₹', 'INR ').replace('$', 'USD ');

function amounts(pdf: PdfWriter, amount: AmountDue, ratePercent: number | null): void {
  pdf.row('Taxable value', money(amount.taxable, amount.currency));
  if (amount.cgst > 0 || amount.sgst > 0) {
    const rate = ratePercent === null ? '' : ` @ ${ratePercent / 2}%`;
    pdf.row(`CGST${rate}`, money(amount.cgst, amount.currency));
    pdf.row(`SGST${rate}`, money(amount.sgst, amount.currency));
  }
  pdf.row('Total', money(amount.total, amount.currency));
}

function decodeSignature(dataUrl: string | null | undefined): { bytes: Uint8Array; type: 'png' | 'jpeg' } | null {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl ?? '');
  return match ? { bytes: Buffer.from(match[2]!, 'base64'), type: match[1] as 'png' | 'jpeg' } : null;
}

/** A payment's document; `identity` names the supplier of a payment request (an issued document keeps the supplier it was issued with). */
export async function taxInvoicePdf(payment: PaymentDoc, signatureImage: string | null | undefined, identity: ConferenceIdentity): Promise<Uint8Array> {
  const issued = payment.document;
  const title = issued ? `${issued.kind === 'tax-invoice' ? 'Tax invoice' : 'Receipt'} ${issued.number}` : `Payment request ${currentEdition().name}`;
  const pdf = await PdfWriter.create(`${currentEdition().name} ${title}`, { at: new Date(issued?.issuedAt ?? payment.recordedAt) });
  if (!issued) {
    const supplier = supplierOf('', identity);
    pdf
      .heading('Payment request', 16)
      .text(`${supplier.name}, ${supplier.address}`, { muted: true })
      .text('Not a tax invoice: the receipt or tax invoice, with its number, is issued once the treasurer verifies the payment.', { size: 10, muted: true })
      .rule()
      .row('Payer', payment.name)
      .row('Registration', `${payment.due.category}, ${payment.attendance === 'online' ? 'online' : 'in person'} (${payment.due.rate} rate)`)
      .row('Papers', payment.paperIds.join(', ') || '-')
      .space(4);
    amounts(pdf, payment.due, null);
    pdf
      .space(4)
      .row('Reference recorded', referenceText(payment.reference))
      .row('Amount declared', money(payment.declared, payment.due.currency))
      .row('Payment date', payment.date)
      .row('State', `${paymentStateLabels[payment.state]}${payment.reason ? `: ${payment.reason}` : ''}`);
    return pdf.bytes();
  }

  const taxInvoice = issued.kind === 'tax-invoice';
  pdf
    .heading(taxInvoice ? 'Tax invoice' : 'Receipt', 16)
    .text(issued.supplier.name, { bold: true })
    .text(issued.supplier.address)
    .text(taxInvoice ? `GSTIN: ${issued.supplier.gstin}` : 'No GST charged: this receipt is not a tax invoice.', { size: 10 })
    .rule()
    .row(taxInvoice ? 'Invoice number' : 'Receipt number', issued.number)
    .row(taxInvoice ? 'Invoice date' : 'Date', formatDayIn(issued.issuedAt, zone))
    .space(4)
    .row('Recipient', issued.recipient.name)
    .row('Address', issued.recipient.address)
    .row('State', `${issued.recipient.state}, ${issued.recipient.country}`)
    .row('Recipient GSTIN', issued.recipient.gstin ?? 'Not registered')
    .space(4)
    .row('Description', issued.description)
    .row('SAC', issued.sac);
  amounts(pdf, issued.amount, issued.ratePercent);
  if (taxInvoice) {
    pdf
      .row('Place of supply', `${issued.placeOfSupply.state} (${issued.placeOfSupply.stateCode})`)
      .row('Tax payable on reverse charge', issued.reverseCharge ? 'Yes' : 'No');
  }
  pdf
    .space(4)
    .row('Payment', `${paymentMatchText(payment)}, ${payment.date}`)
    .space(10)
    .text(`For ${issued.supplier.name}`, { size: 10 });
  const signature = decodeSignature(signatureImage);
  if (signature) await pdf.image(signature.bytes, signature.type, { width: 160, height: 50 });
  else pdf.space(30);
  pdf.text(issued.signatory.name || 'Authorised signatory', { bold: true, size: 10 }).text(issued.signatory.designation || 'Authorised signatory', { size: 10 });

  for (const note of payment.creditNotes) {
    pdf
      .rule()
      .heading('Credit note', 14)
      .row('Credit note number', note.number)
      .row('Date', formatDayIn(note.issuedAt, zone))
      .row('Against', `${taxInvoice ? 'Tax invoice' : 'Receipt'} ${issued.number} of ${formatDayIn(issued.issuedAt, zone)}`)
      .row('Amount credited', money(note.amount, issued.amount.currency));
    if (taxInvoice && issued.amount.total > 0) {
      // The credit carries tax in the invoice's proportion: taxable value, then CGST and SGST halves.
      const taxable = Math.round((note.amount * issued.amount.taxable) / issued.amount.total);
      const cgst = Math.floor((note.amount - taxable) / 2);
      pdf
        .row('of which taxable value', money(taxable, issued.amount.currency))
        .row(`CGST @ ${issued.ratePercent / 2}%`, money(cgst, issued.amount.currency))
        .row(`SGST @ ${issued.ratePercent / 2}%`, money(note.amount - taxable - cgst, issued.amount.currency));
    }
    pdf
      .row('Reason', note.reason);
  }
  return pdf.bytes();
}
