// The signed copyright form: the paper, its authors, the text signed with its version, the ISBN, and the
// signature typed by the corresponding author with their role and the moment, in the conference's zone.
// Made once at signing and kept; the author and the chair download the same bytes.
import { formatInstantIn, organiserOf, type ConferenceIdentity, type CopyrightSignature } from '@confsys/domain';
import { PdfWriter } from './document';
import { currentEdition } from '../editionScope';

export interface CopyrightFormFacts {
  paperId: string;
  authors: readonly string[];
  text: string;
  isbn: string;
  timeZone: string;
  identity: ConferenceIdentity;
}

export async function copyrightFormPdf(facts: CopyrightFormFacts, signature: Omit<CopyrightSignature, 'storePath'>): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${currentEdition().name} copyright form ${facts.paperId}`, { at: new Date(signature.signedAt), unicode: true });
  pdf
    .heading(facts.identity.title)
    .text(`${organiserOf(facts.identity)}, ${facts.identity.city}`, { muted: true })
    .rule()
    .heading('Copyright form: licence to publish', 14)
    .space(4)
    .row('Paper', facts.paperId)
    .row('Title', signature.title)
    .row('Authors', facts.authors.join(', '))
    .row('Proceedings', `Proceedings of the ${facts.identity.title}${facts.isbn ? `, ISBN ${facts.isbn}` : ''}`)
    .space(6)
    .text(facts.text, { size: 10.5 })
    .space(6)
    .row('Version of the text', signature.textVersion)
    .rule()
    .row('Signed by', signature.signature)
    .row('Role', signature.role)
    .row('Account', signature.signerEmail)
    .row('Signed on', formatInstantIn(signature.signedAt, facts.timeZone))
    .space(4)
    .text('Signed electronically by typing the full name above, for all the authors of the paper.', { size: 9, muted: true });
  return pdf.bytes();
}
