// Issued certificates (certificates/{code}, shared by every edition): reading one by the code
// as typed, what anyone may read of it (never the email), and revoking one with its audit entry.
import { ApiPaths, Messages, certificateCodeOf, certificatePage, conferenceDaysOf, type CertificateDoc, type IssuedCertificate, type PublicCertificate } from '@confsys/domain';
import { db } from '../admin';
import type { Caller } from '../auth';
import { recordAudit } from '../audit/audit';
import { shownCalendar } from '../calendar/calendar';
import { readIdentity } from '../conference/identity';
import { documents } from '../documents';
import { readEdition } from '../editions/editions';
import { currentEdition, inEdition } from '../editionScope';
import { badRequest, conflict, gone, notFound } from '../errors';
import { siteLink } from '../mail/settings';
import { certificatePdf } from '../pdf/certificatePdf';

export const certificateRef = (code: string) => documents.certificates.doc(code);

/** The code a path names, read as typed (lower case too): 400 when it cannot be a code. */
export function codeOf(typed: string): string {
  const code = certificateCodeOf(typed);
  if (code === null) throw badRequest(Messages.certificateCodeInvalid, { code: Messages.certificateCodeInvalid });
  return code;
}

/** The certificate a path names: 400 for what cannot be a code, 404 for a code nobody was issued. */
export async function readCertificate(typed: string): Promise<CertificateDoc> {
  const certificate = (await certificateRef(codeOf(typed)).get()).data();
  if (!certificate) throw notFound(Messages.certificateNotFound);
  return certificate;
}

/** The page where anyone verifies it (the page reads GET /api/certificates/{code}). */
export const verifyUrlOf = (code: string) => siteLink(certificatePage(code));
export const pdfUrlOf = (code: string) => siteLink(ApiPaths.certificatePdf(code));

/** What anyone holding the code reads: who, what, which edition, when, and whether it was revoked. Never the email. */
export function publicCertificate(certificate: CertificateDoc): PublicCertificate {
  return {
    code: certificate.code,
    kind: certificate.kind,
    name: certificate.name,
    text: certificate.text,
    edition: certificate.edition,
    issuedAt: certificate.issuedAt,
    revoked: certificate.revoked ? { at: certificate.revoked.at, reason: certificate.revoked.reason } : null,
    verifyUrl: verifyUrlOf(certificate.code),
    pdfUrl: pdfUrlOf(certificate.code),
  };
}

/** A certificate as the chair lists it: what anyone verifies, with the holder's email. */
export const issuedCertificate = (certificate: CertificateDoc): IssuedCertificate => ({ ...publicCertificate(certificate), email: certificate.email });

/** The caller's certificates of every edition: by their account, and by their email once it is verified. Newest first. */
export async function certificatesOf(caller: Caller): Promise<CertificateDoc[]> {
  const found = await certificateDocsOf(caller.uid, caller.emailVerified && caller.email !== '' ? caller.email : null);
  return found.map((doc) => doc.data()).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.code.localeCompare(b.code));
}

/** A person's certificates of every edition, each once: by their account, and by their address when given. */
async function certificateDocsOf(uid: string, email: string | null) {
  const [byAccount, byEmail] = await Promise.all([
    documents.certificates.where('uid', '==', uid).get(),
    email === null ? null : documents.certificates.where('email', '==', email.trim().toLowerCase()).get(),
  ]);
  return [...new Map([...byAccount.docs, ...(byEmail?.docs ?? [])].map((doc) => [doc.id, doc])).values()];
}

/** Revokes a certificate with the reason, recording who and when with its audit entry; 404 unknown, 409 revoked already. */
export async function revokeCertificate(typed: string, reason: string, caller: Caller): Promise<CertificateDoc> {
  const code = codeOf(typed);
  return db.runTransaction(async (transaction) => {
    const before = (await transaction.get(certificateRef(code))).data();
    if (!before) throw notFound(Messages.certificateNotFound);
    if (before.revoked) throw conflict(Messages.certificateRevokedAlready(before.revoked.at));
    const revoked = { at: new Date().toISOString(), by: caller.uid, reason };
    transaction.update(certificateRef(code), { revoked });
    recordAudit(transaction, caller, {
      action: 'certificate.revoke',
      target: `certificate:${code}`,
      before: { kind: before.kind, name: before.name, edition: before.edition.id, revoked: null },
      after: { kind: before.kind, name: before.name, edition: before.edition.id, revoked },
      reason,
    });
    return { ...before, revoked };
  });
}

/**
 * A person's certificates when they erase their data: each is kept under its code, so whoever holds it
 * learns it was withdrawn rather than that it never existed, but without their name, address or account.
 * Answers how many there were.
 */
export async function withdrawCertificatesOf(person: { uid: string; email: string }, now: Date): Promise<number> {
  const held = await certificateDocsOf(person.uid, person.email);
  const batch = db.batch();
  for (const doc of held) {
    const revoked = doc.data().revoked ?? { at: now.toISOString(), by: 'erasure', reason: Messages.certificateErased };
    batch.update(doc.ref, { name: '', email: '', uid: null, key: `erased|${doc.id}`, revoked });
  }
  if (held.length > 0) await batch.commit();
  return held.length;
}

/**
 * The certificate's PDF, with its own edition's identity and dates (an archived edition's certificate
 * prints that edition's); 410 once it is revoked, so a revoked certificate is never printed again.
 */
export async function renderCertificate(certificate: CertificateDoc): Promise<Uint8Array> {
  if (certificate.revoked) throw gone(Messages.certificateRevoked(certificate.revoked.at, certificate.revoked.reason));
  const edition = (await readEdition(certificate.edition.id)) ?? currentEdition();
  return inEdition(edition, async () => {
    const [identity, calendar] = await Promise.all([readIdentity(), shownCalendar()]);
    return certificatePdf(certificate, { identity, days: conferenceDaysOf(calendar), verifyUrl: verifyUrlOf(certificate.code) });
  });
}
