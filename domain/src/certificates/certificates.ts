// Verifiable certificates: a reviewer's (how many reviews for the edition, how many on time), a
// presenter's (one per paper presented in the programme) and an attendee's (a confirmed participant the
// chair marked as attended). Each has a code nobody can guess (ids.ts), is stored in a collection every
// edition shares (certificates/{code}), so the code verifies for ever, and names its edition. The chair
// issues them in bulk (a preview, then applying it) and may revoke one with a reason. A reviewer's
// certificate never names a paper or an author: reviewers stay anonymous.
import { z } from 'zod/mini';
import { IdFormats, previewIdFormat } from '../ids';
import { labelledKeys } from '../labelled';
import { previewAnswer, previewOutcomes } from '../previews';
import { isEmail } from '../validation';
import { attendanceLabels, attendanceModes, type Attendance } from '../registration/fees';
import { PageSizeParam, type CompositeIndex } from '../submissions/paperList';

export const certificateKindLabels = {
  reviewer: 'Reviewer',
  presenter: 'Presenter',
  attendee: 'Attendee',
};
export type CertificateKind = keyof typeof certificateKindLabels;
export const certificateKinds = labelledKeys(certificateKindLabels);

/** The heading each kind's certificate prints. */
export const certificateTitles: Record<CertificateKind, string> = {
  reviewer: 'Certificate of Reviewing',
  presenter: 'Certificate of Presentation',
  attendee: 'Certificate of Attendance',
};

/** The most people a preview may name by email. */
export const maxCertificateEmails = 2000;

/** What each kind certifies beyond the person: the figures or the paper its text is made from. */
export const CertificateFactsSchema = z.union([
  z.object({ kind: z.literal('reviewer'), reviews: z.number(), onTime: z.number() }),
  z.object({ kind: z.literal('presenter'), paperId: z.string(), title: z.string(), session: z.string() }),
  z.object({ kind: z.literal('attendee'), attendance: z.enum(attendanceModes) }),
]);
export type CertificateFacts = z.infer<typeof CertificateFactsSchema>;

/** The edition a certificate belongs to: its ID and the name it printed. */
const EditionNameSchema = z.object({ id: z.string(), name: z.string() });

/** certificates/{code}: one issued certificate, kept for ever; revoking marks it, never deletes it. */
export const CertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  edition: EditionNameSchema,
  /** The person's name as printed. */
  name: z.string(),
  /** Lower case: the person's certificates are found by it (never answered to anyone else). */
  email: z.string(),
  /** The person's account, when they have one: their dashboard finds the certificate by it too. */
  uid: z.nullable(z.string()),
  /** What the certificate says the person did, as printed and as the verification answers it. */
  text: z.string(),
  facts: CertificateFactsSchema,
  /** One live certificate per edition, kind, person (and paper): certificateKey. */
  key: z.string(),
  issuedAt: z.string(),
  /** The admin who issued it (uid). */
  issuedBy: z.string(),
  revoked: z.nullable(z.object({ at: z.string(), by: z.string(), reason: z.string() })),
});
export type CertificateDoc = z.infer<typeof CertificateSchema>;

/** What makes two certificates the same one: the edition, the kind, the person and, for a presenter, the paper. */
export function certificateKey(editionId: string, kind: CertificateKind, email: string, paperId: string | null = null): string {
  return [editionId, kind, email.trim().toLowerCase(), ...(paperId === null ? [] : [paperId])].join('|');
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The sentence a certificate prints after the person's name. */
export function certificateText(facts: CertificateFacts, editionName: string): string {
  switch (facts.kind) {
    case 'reviewer':
      return `served on the programme committee of ${editionName} as a reviewer and submitted ${plural(facts.reviews, 'review')}, ${facts.onTime === facts.reviews ? (facts.reviews === 1 ? 'on time' : 'all on time') : `${facts.onTime} of them on time`}.`;
    case 'presenter':
      return `presented the paper "${facts.title}" (${facts.paperId}) at ${editionName}${facts.session ? `, in the session "${facts.session}"` : ''}.`;
    case 'attendee':
      return `attended ${editionName} (${attendanceLabels[facts.attendance satisfies Attendance].toLowerCase()}).`;
  }
}

const kindMessage = `kind must be one of: ${certificateKinds.join(', ')}.`;
const emailsMessage = `filter.emails lists 1 to ${maxCertificateEmails} email addresses.`;
const previewIdMessage = 'previewId is the previewId a preview answered.';
export const certificatesRequestMessage = 'Send { kind, filter?, preview: true } to preview certificates, or { previewId, apply: true } to issue a preview.';

const emailList = (message: string) =>
  z
    .array(
      z.pipe(
        z.string({ error: message }).check(z.refine((value) => isEmail(value), { error: message })),
        z.transform((value: string) => value.trim().toLowerCase()),
      ),
      { error: message },
    )
    .check(z.minLength(1, { error: message }), z.maxLength(maxCertificateEmails, { error: message }));

/**
 * POST /api/admin/certificates: a preview ({ kind, filter?, preview: true }: who will get one with its text,
 * who is skipped and why), or applying one ({ previewId, apply: true }).
 */
export const CertificatesRequestSchema = z
  .object({
    kind: z.optional(z.enum(certificateKinds, { error: kindMessage })),
    /** Narrows the preview to these people (by email). */
    filter: z.optional(z.object({ emails: z.optional(emailList(emailsMessage)) }, { error: emailsMessage })),
    preview: z.optional(z.literal(true, { error: certificatesRequestMessage })),
    previewId: z.optional(z.string({ error: previewIdMessage }).check(z.regex(previewIdFormat, { error: previewIdMessage }))),
    apply: z.optional(z.literal(true, { error: certificatesRequestMessage })),
  })
  .check(
    z.superRefine((request, context) => {
      const previewing = request.preview === true && request.kind !== undefined && request.previewId === undefined && request.apply === undefined;
      const applying = request.apply === true && request.previewId !== undefined && request.preview === undefined && request.kind === undefined && request.filter === undefined;
      if (!previewing && !applying) context.issues.push({ code: 'custom', message: certificatesRequestMessage, path: [], input: request });
    }),
  );
export type CertificatesRequest = z.output<typeof CertificatesRequestSchema>;

export const CertificateRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  /** A presenter's paper; null for the other kinds. */
  paperId: z.nullable(z.string()),
  outcome: z.enum(previewOutcomes),
  /** What the certificate will say (or says), or why the person is skipped. */
  text: z.string(),
  /** Once issued: the certificate's code. */
  code: z.nullable(z.string()),
});
export type CertificateRow = z.infer<typeof CertificateRowSchema>;

/** The preview (applied: false, with when it expires) or what applying it did (applied: true), per person. */
export const CertificatesAnswer = previewAnswer(CertificateRowSchema, { kind: z.enum(certificateKinds) });
export type CertificatesAnswer = z.infer<typeof CertificatesAnswer>;

const attendanceEmailsMessage = `emails lists 1 to ${maxCertificateEmails} email addresses.`;

/** POST /api/admin/participants/attendance: marks participants as attended (or not), from a list or one person. */
export const AttendanceRequestSchema = z.object({
  emails: emailList(attendanceEmailsMessage),
  attended: z.boolean({ error: 'attended is true or false.' }),
});
export type AttendanceRequest = z.output<typeof AttendanceRequestSchema>;

export const attendanceOutcomes = ['marked', 'notRegistered', 'notConfirmed'] as const;
export type AttendanceOutcome = (typeof attendanceOutcomes)[number];

export const AttendanceAnswer = z.object({
  results: z.array(z.object({ email: z.string(), outcome: z.enum(attendanceOutcomes), message: z.string() })),
  marked: z.number(),
  message: z.string(),
});

const revokeReasonMessage = 'Give the reason for revoking (1 to 500 characters).';
/** POST /api/admin/certificates/{code}/revoke. */
export const RevokeCertificateRequestSchema = z.object({
  reason: z
    .pipe(z.string({ error: revokeReasonMessage }), z.transform((value: string) => value.trim()))
    .check(z.minLength(1, { error: revokeReasonMessage }), z.maxLength(500, { error: revokeReasonMessage })),
});

/** A certificate as anyone may verify it: never the person's email. */
export const PublicCertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(certificateKinds),
  name: z.string(),
  text: z.string(),
  edition: EditionNameSchema,
  issuedAt: z.string(),
  revoked: z.nullable(z.object({ at: z.string(), reason: z.string() })),
  /** Where it verifies, and where its PDF is (refused once revoked). */
  verifyUrl: z.string(),
  pdfUrl: z.string(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;

/** GET /api/admin/certificates: the current edition's certificates, newest first, one page at a time, by kind and by email. */
export const CertificateListQuerySchema = z.object({
  pageSize: z.optional(PageSizeParam),
  /** The `next` of the previous page (the code of its last certificate). */
  page: z.optional(z.string().check(z.regex(IdFormats.certificate, { error: 'page must be the next value of the previous page of certificates.' }))),
  kind: z.optional(z.enum(certificateKinds, { error: kindMessage })),
  email: z.optional(z.string().check(z.maxLength(320, { error: 'email may be at most 320 characters.' }))),
});
export type CertificateListQuery = z.output<typeof CertificateListQuerySchema>;

export const certificatePageSizes = { default: 25, max: 100 } as const;

/** A certificate as the chair lists it: the public answer with the holder's email. */
export const IssuedCertificateSchema = z.extend(PublicCertificateSchema, { email: z.string() });
export type IssuedCertificate = z.infer<typeof IssuedCertificateSchema>;

export const CertificateListAnswer = z.object({ certificates: z.array(IssuedCertificateSchema), next: z.nullable(z.string()) });

/** The composite indexes the chair's list needs: the edition's certificates newest first, by kind, by email, by both. */
export function certificateListIndexes(collectionGroup: string): CompositeIndex[] {
  const by = (...fields: string[]): CompositeIndex => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields: [...['edition.id', ...fields].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })), { fieldPath: 'issuedAt', order: 'DESCENDING' as const }],
  });
  return [by(), by('kind'), by('email'), by('kind', 'email')];
}

/** GET /api/me/certificates: the caller's certificates of every edition, newest first. */
export const MyCertificatesAnswer = z.object({ certificates: z.array(PublicCertificateSchema) });

/** A code as typed: lower case and Crockford's look-alikes (I and L for 1, O for 0) are read as meant; null when it cannot be a code. */
export function certificateCodeOf(typed: string): string | null {
  const compact = typed.trim().toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (compact.length !== 16) return null;
  const code = compact.match(/.{4}/g)!.join('-');
  return IdFormats.certificate.test(code) ? code : null;
}
