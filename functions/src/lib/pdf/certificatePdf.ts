// A certificate as a PDF: the conference's identity and dates (the certificate's edition's), the person,
// what they did, and the code with the address where anyone verifies it, printed and in the document's
// metadata. Dated by the certificate's issue, so one certificate gives the same bytes every time.
import { certificateTitles, formatDate, organiserOf, type CertificateDoc, type ConferenceIdentity } from '@confsys/domain';
import { PdfWriter } from './document';

export interface CertificatePrint {
  identity: ConferenceIdentity;
  /** The conference's days ("18-19 Sep 2025"), or '' when the calendar has none. */
  days: string;
  verifyUrl: string;
}

export async function certificatePdf(certificate: CertificateDoc, print: CertificatePrint): Promise<Uint8Array> {
  const { identity, days, verifyUrl } = print;
  // Liberation Sans, so a name in any Latin, Greek or Cyrillic script prints as written.
  const pdf = await PdfWriter.create(`${certificate.edition.name} ${certificateTitles[certificate.kind].toLowerCase()} ${certificate.code}`, { at: new Date(certificate.issuedAt), unicode: true });
  pdf.doc.setSubject(`Certificate ${certificate.code}: verify it at ${verifyUrl}`);
  pdf.doc.setKeywords([certificate.code, verifyUrl, certificate.edition.id]);
  pdf
    .heading(identity.title)
    .text(`${organiserOf(identity)}, ${identity.city}`, { muted: true })
    .text([days, identity.mode].filter(Boolean).join(' - '), { muted: true })
    .rule()
    .space(24)
    .heading(certificateTitles[certificate.kind], 22)
    .space(18)
    .text('This is to certify that', { size: 12 })
    .space(6)
    .heading(certificate.name, 20)
    .space(6)
    .text(certificate.text, { size: 12 })
    .space(36)
    .row('Edition', certificate.edition.name)
    .row('Issued', formatDate(certificate.issuedAt))
    .row('Certificate code', certificate.code)
    .space(6)
    // The address on a line of its own, the page's width, so it is not broken in a narrow column.
    .text('Verify it at', { bold: true })
    .text(verifyUrl)
    .rule()
    .text(`Anyone can check this certificate at ${verifyUrl}: the answer names the holder, what it certifies and whether it is still valid.`, { size: 10, muted: true })
    .text(`Questions: ${identity.contactEmail}`, { size: 10, muted: true });
  return pdf.bytes();
}
