// The endpoint table's certificates endpoints: attendance, issuing, the issued list, verification and revocation, a holder's certificates.
import { change, endpoint, ErrorTexts, everyRole, fileEndpoint, forAdmins, forAnyone, pdf, type Endpoint } from './endpoint';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { AttendanceAnswer, AttendanceRequestSchema, CertificatesAnswer, CertificatesRequestSchema, CertificateListAnswer, CertificateListQuerySchema, certificatePageSizes, MyCertificatesAnswer, PublicCertificateSchema, RevokeCertificateRequestSchema, maxCertificateEmails } from '../../certificates/certificates';
import * as Bidding from '../../assignment/bidding';

export const certificatesEndpoints = {
  markAttendance: forAdmins('Certificates', {
    method: 'POST',
    path: ApiPaths.attendance,
    summary: `Marks participants as attended (attended: true) or not (false), from a list of up to ${maxCertificateEmails} emails or for one person; answers per email what happened`,
    description:
      "An admin, for the current edition. Only a confirmed registration (a verified payment) is marked; the others are answered as not registered or not confirmed, and left alone. Stored on the participant's registration with the time; attendees' certificates need it. Recorded in the audit log. Sends no email.",
    body: { json: AttendanceRequestSchema },
    errors: { 400: `emails is not a list of 1 to ${maxCertificateEmails} email addresses, or attended is not true or false` },
    example: { emails: ['asha.rao@example.org'], attended: true },
    answer: AttendanceAnswer,
  }),
  issueCertificates: forAdmins('Certificates', {
    method: 'POST',
    path: ApiPaths.adminCertificates,
    summary: 'Certificates in bulk: a preview ({ kind, filter?, preview: true }), stored and answered with its previewId, then { previewId, apply: true } issues exactly what it said',
    description: `An admin, for the current edition. The preview judges everyone of the kind (or those filter.emails names) from the edition's data: reviewers with a submitted review, confirmed participants presenting a paper placed in the programme (one certificate per paper), confirmed participants marked as attended. Each row says the text the certificate will carry, or why the person is skipped (not eligible, or 'already has certificate ...': one live certificate per edition, kind, person and paper; a revoked one does not count). Stored for ${Bidding.previewLifetimeMinutes} minutes for the admin who made it; changes nothing and sends no email. Applying it (that admin, once) judges each row again and issues it only if it still says the same: the certificate and its message (the code, the verification address and the PDF's) are written in one transaction. Answers per row done with the code, skipped with why, or failed; one audit entry records the whole.`,
    body: { json: CertificatesRequestSchema },
    errors: {
      400: 'Neither a preview ({ kind, filter?, preview: true }) nor an apply ({ previewId, apply: true }), an unknown kind, or filter.emails is not a list of email addresses',
      403: ErrorTexts.previewOfAnotherAdmin,
      404: ErrorTexts.noPreview,
      409: ErrorTexts.previewExpired,
    },
    example: { kind: 'reviewer', filter: { emails: ['asha.rao@example.org'] }, preview: true },
    answer: CertificatesAnswer,
  }),
  issuedCertificates: forAdmins('Certificates', {
    method: 'GET',
    path: ApiPaths.adminCertificates,
    summary: `The current edition's certificates, newest first, one page at a time: pageSize (at most ${certificatePageSizes.max}), page (the previous page's next), kind, email`,
    description: "An admin. Each certificate as anyone verifies it (revoked ones too, with when and why), with the holder's email. Changes nothing.",
    query: CertificateListQuerySchema,
    errors: { 400: 'A query value is invalid, or `page` names no certificate' },
    answer: CertificateListAnswer,
  }),
  revokeCertificate: forAdmins('Certificates', change('POST', ApiRoutePatterns.revokeCertificate, RevokeCertificateRequestSchema, {
    summary: 'Revokes a certificate with a reason: its verification then says so (when and why), and its PDF is no longer served',
    description: 'An admin, for a certificate of any edition. Records who and when on the certificate, and the revocation in the audit log, in one transaction. Never deletes it. Sends no email.',
    errors: { 400: 'The code is not a certificate code, or the reason is missing or longer than 500 characters', 404: 'No certificate has this code', 409: 'The certificate was revoked already' },
    example: { reason: 'Issued to the wrong person.' },
  })),
  certificate: forAnyone('Certificates', {
    method: 'GET',
    path: ApiRoutePatterns.certificate,
    summary: 'Verifies a certificate by its code (lower case accepted): who, what it certifies, which edition, when it was issued, and whether it was revoked (when and why)',
    description: "Anyone, without signing in: the address printed on every certificate. Never answers the holder's email. Changes nothing.",
    errors: { 400: 'The code is not a certificate code (16 letters and digits in four groups)', 404: 'No certificate has this code' },
    answer: PublicCertificateSchema,
  }),
  certificatePdf: fileEndpoint(pdf, {
    path: ApiRoutePatterns.certificatePdf,
    access: 'public',
    tag: 'Certificates',
    summary: "A certificate as a PDF: the edition's conference, dates, the holder, what it certifies, and its code with the verification address",
    description: 'Anyone holding the code (it is unguessable, and the verification answers the same). The same bytes every time. Changes nothing.',
    errors: { 400: 'The code is not a certificate code', 404: 'No certificate has this code', 410: 'The certificate was revoked: the message says when and why' },
  }),
  myCertificates: endpoint({
    method: 'GET',
    path: ApiPaths.myCertificates,
    access: everyRole,
    tag: 'Certificates',
    summary: "The signed-in person's certificates of every edition, newest first, with their verification and PDF addresses",
    description: 'Any signed-in author, reviewer or admin, about themselves: the certificates issued to their account, and to their email once it is verified. Changes nothing.',
    answer: MyCertificatesAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
