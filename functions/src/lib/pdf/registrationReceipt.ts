// The conference registration receipt: conference name and dates, the registrant's details, the
// registration number and the date it was issued.
import { formatDate, organiserOf, type ConferenceIdentity, type RegistrationDoc } from '@confsys/domain';
import { PdfWriter } from './document';
import { currentEdition } from '../editionScope';

/** The receipt of a registration, naming the conference's days ("18-19 Sep 2025", from the calendar). */
export async function registrationReceiptPdf(registration: RegistrationDoc, days: string, identity: ConferenceIdentity): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${currentEdition().name} registration receipt ${registration.registrationNumber}`);
  pdf
    .heading(identity.title)
    .text(`${organiserOf(identity)}, ${identity.city}`, { muted: true })
    .text(`${days} - ${identity.mode}`, { muted: true })
    .rule()
    .heading('Registration Receipt', 14)
    .space(4)
    .row('Registration number', registration.registrationNumber)
    .row('Date issued', formatDate(registration.createdAt))
    .space(6)
    .row('Name', registration.name)
    .row('Gender', registration.gender)
    .row('Designation', registration.designation)
    .row('Organization', registration.organization)
    .row('Phone', registration.phone)
    .row('Address', registration.address)
    .row('Login email', registration.email)
    .rule()
    .text(`Registration fee: pay by ${identity.payment.method.toLowerCase()} to ${identity.payment.accountName}, ${identity.payment.bank}. ${identity.payment.note}`.trim(), { size: 10 })
    .space(4)
    .text(`Questions: ${identity.contactEmail}`, { size: 10, muted: true });
  return pdf.bytes();
}
