// One schema per stored document: the TypeScript type is inferred from it, both Firestore SDKs read
// through a converter built on it (functions/src/lib/documents.ts, web/src/lib/documents.ts), the rules
// tests build their fixtures from it, and the invariant checker validates every stored document by it.
// Fields that older documents lack are optional, so nothing stored before a field existed fails to read.
import { z } from 'zod/mini';
import { Roles } from './roles';
import { paperStatuses, type PaperStatus } from './status';
import { ReviewContentSchema, ReviewStatus } from './review';

const text = z.string();
const optionalText = z.optional(z.string());
/** ISO 8601 date and time, as every writer stores it (`new Date().toISOString()`). */
const timestamp = z.string();
export const PaperStatusSchema = z.enum(paperStatuses as [PaperStatus, ...PaperStatus[]]);
const paperStatus = PaperStatusSchema;

export const UserSchema = z.object({
  uid: text,
  role: z.enum(Roles),
  name: text,
  email: text,
  /** Login name for admins ("admin"); authors and reviewers sign in with their email. */
  username: optionalText,
  gender: optionalText,
  designation: optionalText,
  organization: optionalText,
  phone: optionalText,
  address: optionalText,
  createdAt: timestamp,
});
export type UserDoc = z.infer<typeof UserSchema>;

export const PaperSchema = z.object({
  paperId: text,
  title: text,
  abstract: text,
  keywords: z.array(text),
  status: paperStatus,
  reviewerId: z.nullable(text),
  reviewerName: z.nullable(text),
  reviewerEmail: z.nullable(text),
  /** API path of the manuscript (the reviewer's copy is served under it to reviewers). */
  manuscriptPath: text,
  /** API path of the review PDF, once a review is submitted. */
  reviewPdfPath: z.nullable(text),
  /** Where the review PDF is in the file store (papers from before it was recorded lack it). */
  reviewPdfStorePath: z.optional(z.nullable(text)),
  submissionDate: timestamp,
  lastUpdatedOn: timestamp,
});
export type PaperDoc = z.infer<typeof PaperSchema>;

/** One author block of a manuscript. */
export const AuthorDetailsSchema = z.object({
  name: text,
  email: text,
  organization: text,
  phone: text,
  gender: text,
  state: text,
  country: text,
});
export type AuthorDetails = z.infer<typeof AuthorDetailsSchema>;

export const PaymentSchema = z.object({
  upiId: text,
  /** YYYY-MM-DD */
  paymentDate: text,
  /** API path of the receipt file. */
  receiptPath: text,
  /** Where the receipt is in the file store. */
  receiptStorePath: optionalText,
  updatedAt: timestamp,
});
export type PaymentDetails = z.infer<typeof PaymentSchema>;

export const ManuscriptSchema = z.object({
  paperId: text,
  authorId: text,
  authors: z.array(AuthorDetailsSchema),
  title: text,
  abstract: text,
  keywords: z.array(text),
  status: paperStatus,
  /** API path of the manuscript PDF. */
  fileUrl: text,
  /** API path of the reviewer comments PDF, set when the review is sent to the author. */
  commentsPath: z.nullable(text),
  payment: z.nullable(PaymentSchema),
  submissionDate: timestamp,
  lastUpdatedOn: timestamp,
});
export type ManuscriptDoc = z.infer<typeof ManuscriptSchema>;

export const RegistrationSchema = z.object({
  registrationNumber: text,
  uid: text,
  name: text,
  gender: text,
  designation: text,
  organization: text,
  phone: text,
  address: text,
  email: text,
  /** Where the receipt PDF is in the file store. */
  receiptPath: text,
  /** Random secret that lets the registrant download the receipt without signing in. */
  receiptKey: text,
  createdAt: timestamp,
});
export type RegistrationDoc = z.infer<typeof RegistrationSchema>;

export const ReviewerSchema = z.object({
  id: text,
  name: text,
  affiliation: text,
  /** Lower case; links the record to the reviewer's account. */
  email: text,
  /** API path of the profile file, or null. */
  profile: z.nullable(text),
  profileType: z.nullable(z.enum(['pdf', 'doc', 'docx'])),
  researchArea: text,
  createdAt: timestamp,
});
export type ReviewerDoc = z.infer<typeof ReviewerSchema>;

/** reviews/{paperId}: the review, without the reviewer's identity beyond the email that links it. */
export const ReviewSchema = z.extend(ReviewContentSchema, {
  paperId: text,
  articleTitle: text,
  reviewerEmail: text,
  /** The reviewer's email, or 'admin' when an admin edited it. */
  updatedBy: text,
  status: z.enum([ReviewStatus.Submitted, ReviewStatus.Published]),
  /** API path of the review PDF. */
  pdfPath: text,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReviewDoc = z.infer<typeof ReviewSchema>;

export const SettingsSchema = z.object({
  notifications: z.enum(['enabled', 'disabled']),
  theme: z.enum(['light', 'dark']),
});
export type SettingsDoc = z.infer<typeof SettingsSchema>;

/**
 * stats/dashboard: the aggregate counters the triggers keep. Increments create fields as they first
 * change, so any may be absent; readers fill in zero (`DashboardStats` in stats.ts is the complete view).
 */
export const StoredStatsSchema = z.object({
  reviewers: z.optional(z.number()),
  authors: z.optional(z.number()),
  /** Papers per status. */
  statusCounts: z.optional(z.partialRecord(paperStatus, z.number())),
  /** Submissions per month of submission, keyed YYYY-MM. */
  monthly: z.optional(z.record(z.string(), z.number())),
  updatedAt: optionalText,
});
export type StoredStats = z.infer<typeof StoredStatsSchema>;

/** A stored document that does not have its collection's shape: a defect to report, never to guess past. */
export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`${path} does not match its schema: ${problems.join('; ')}`);
    this.name = 'InvalidDocumentError';
  }
}

/** Checks data against a document schema; the answer lists every field that is wrong. */
export function checkDocument<T>(schema: z.ZodMiniType<T>, data: unknown): { ok: true; value: T } | { ok: false; problems: string[] } {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`) };
}

/** The typed document, or an InvalidDocumentError naming the path and the wrong fields. */
export function parseDocument<T>(schema: z.ZodMiniType<T>, data: unknown, path: string): T {
  const checked = checkDocument(schema, data);
  if (!checked.ok) throw new InvalidDocumentError(path, checked.problems);
  return checked.value;
}

/** Every collection whose documents have one schema, for the converters and the invariant checker. */
export const DocumentSchemas = {
  users: UserSchema,
  papers: PaperSchema,
  manuscripts: ManuscriptSchema,
  reviewers: ReviewerSchema,
  reviews: ReviewSchema,
  registrations: RegistrationSchema,
  settings: SettingsSchema,
  stats: StoredStatsSchema,
} as const;

/** meta/throttle/passwordFailures/{key}: failed password checks for an account, or an account and address. */
export const PasswordFailuresSchema = z.object({
  failures: z.number(),
  /** Milliseconds since the epoch. */
  lastFailure: z.number(),
  lockedUntil: z.number(),
  /** When the TTL policy may delete the document (a Firestore Timestamp). */
  expireAt: z.optional(z.unknown()),
});
export type PasswordFailures = z.infer<typeof PasswordFailuresSchema>;

/** meta/sequences: where each numbered sequence's next claim starts (only a hint). */
export const SequenceHintsSchema = z.object({ papers: z.optional(z.number()), registrations: z.optional(z.number()) });
