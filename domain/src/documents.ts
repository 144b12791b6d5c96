// One schema per stored document: the TypeScript type is inferred from it, both Firestore SDKs read
// through a converter built on it (functions/src/lib/documents.ts, web/src/lib/documents.ts), the rules
// tests build their fixtures from it, and the invariant checker validates every stored document by it.
// Fields that older documents lack are optional, so nothing stored before a field existed fails to read.
import { z } from 'zod/mini';
import { AuditEntrySchema } from './audit/audit';
import { BidDocSchema, ProposalDocSchema } from './assignment/bidding';
import { CalendarSchema } from './calendar/calendar';
import { FeeTableSchema, ParticipantDocSchema } from './registration/fees';
import { PaymentDocSchema, PaymentReferenceSchema } from './payments/payments';
import { ProgrammeDocSchema } from './programme/programme';
import { ProceedingsConfigSchema, ProceedingsDocSchema } from './proceedings/proceedings';
import { CommentDocSchema, DiscussionDocSchema, ResponseDocSchema, ReviewVersionSchema, defaultResponseWords, responseLimits } from './discussion/discussion';
import { CalendarFeedSchema, ReminderSettingsSchema } from './calendar/dueDates';
import { ExtensionSchema } from './calendar/extensions';
import { Messages } from './messages';
import { Roles } from './roles';
import { paperStatuses, type PaperStatus } from './status';
import { DraftContentSchema, reviewStatuses } from './reviews/review';
import { MailSchema, NotificationSettingsSchema } from './mail/mail';
import { PaperIndexSchema } from './submissions/paperList';
import { IntegritySettingsSchema, SimilarityBandsSchema, SimilarityDocSchema } from './similarity/similarity';
import { ConferenceIdentitySchema } from './conference/identity';
import { PrivacySettingsSchema } from './privacy/privacySettings';
import { EditionSchema } from './editions/edition';
import { CertificateSchema } from './certificates/certificates';
import { MessageTemplatesDocSchema, SavedTemplateDocSchema } from './mail/templates';
import { InvitationSchema, InvitationTokenSchema } from './committee/invitations';
import { ReviewerSchema } from './committee/reviewerList';
import { StoredStatsSchema } from './dashboard/stats';
import { noticeModes } from './discussion/notices';

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

/** What a paper records of an assigned reviewer's review: its state and when it was first submitted. */
export const AssignmentReviewSchema = z.object({ status: z.enum(reviewStatuses), submittedAt: z.optional(timestamp) });
export type AssignmentReview = z.infer<typeof AssignmentReviewSchema>;

/** A reviewer's assignment to a paper, in the order of assignment (which numbers "Reviewer 1, 2, ..."). */
export const AssignmentSchema = z.object({
  reviewerId: text,
  name: text,
  /** Lower case: the reviewer's account is linked by it. */
  email: text,
  assignedAt: timestamp,
  /** When the admin assigned the reviewer despite conflicts of interest: those conflicts and the written justification. */
  override: z.optional(z.object({ reason: text, conflicts: z.array(text), by: text, at: timestamp })),
  /** When the chair gave this review its own due date (else the calendar's review deadline applies). */
  dueAt: z.optional(z.nullable(timestamp)),
  /**
   * The state of this reviewer's review (reviews/{paperId}_{reviewerId}), written in the same transaction
   * as the review, so the paper lists need not read the reviews: null while there is none, absent on a
   * paper from before it was recorded (then the review is read).
   */
  review: z.optional(z.nullable(AssignmentReviewSchema)),
});
export type Assignment = z.infer<typeof AssignmentSchema>;

/** The most reviewers a paper may have (Assign, an emergency request). */
export const maxReviewersPerPaper = 20;

/**
 * A withdrawn paper's record of its withdrawal: when, by whom, why, and what restoring it puts back (its
 * status and its reviewers, whose access ended with the withdrawal).
 */
export const WithdrawalSchema = z.object({
  at: timestamp,
  /** The account that withdrew it (its uid). */
  by: text,
  reason: z.nullable(text),
  previousStatus: paperStatus,
  reviewers: z.array(AssignmentSchema),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** Where a paper's two manuscript files are in the file store, once an edit replaced the first ones. */
export const ManuscriptStoreSchema = z.object({ original: text, reviewerCopy: text });

/**
 * papers/{paperId}: the paper as the review process sees it. Read by admins only: it lists the
 * reviewers, whom no reviewer may learn; reviewers get their papers through the API.
 */
export const PaperSchema = z.object({
  paperId: text,
  title: text,
  abstract: text,
  keywords: z.array(text),
  status: paperStatus,
  reviewers: z.array(AssignmentSchema),
  /** The reviewers' record IDs and emails, in the same order: what queries filter on. */
  reviewerIds: z.array(text),
  reviewerEmails: z.array(text),
  /** How many of the reviews are submitted (or sent). */
  submittedReviews: z.number(),
  /** API path of the manuscript (the reviewer's copy is served under it to reviewers). */
  manuscriptPath: text,
  /** API path of the comments PDF (every submitted review, for the author), once a review is submitted. */
  reviewPdfPath: z.nullable(text),
  /** Where the comments PDF is in the file store (papers from before it was recorded lack it). */
  reviewPdfStorePath: z.optional(z.nullable(text)),
  /** The manuscript's files after an edit replaced them (absent: the paper's first files, storePaths). */
  files: z.optional(ManuscriptStoreSchema),
  /** Set while the paper is withdrawn. */
  withdrawal: z.optional(z.nullable(WithdrawalSchema)),
  /** The call's topics the authors chose (papers from before topics have none). */
  topics: z.optional(z.array(text)),
  /** When the chair released the paper's reviews for the authors' response (absent or null: not released). */
  responseReleasedAt: z.optional(z.nullable(timestamp)),
  /** Whether an author who presents the paper has a verified registration (the publication rule, fees.ts). */
  registeredAuthor: z.optional(z.boolean()),
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

/**
 * What the server received of an upload, so an author can prove what they sent and when: the moment it
 * arrived by the server's clock, the file's name as stored, its size and its SHA-256 (hex).
 */
export const UploadReceiptSchema = z.object({ receivedAt: timestamp, fileName: text, bytes: z.number(), sha256: text });
export type UploadReceipt = z.infer<typeof UploadReceiptSchema>;

export const ManuscriptSchema = z.object({
  paperId: text,
  authorId: text,
  authors: z.array(AuthorDetailsSchema),
  /** The authors' addresses, lower-cased (authorEmailsOf): the cap on papers per author counts by them. Absent on papers from before it (npm run recount adds it). */
  authorEmails: z.optional(z.array(text)),
  title: text,
  abstract: text,
  keywords: z.array(text),
  status: paperStatus,
  /** API path of the manuscript PDF. */
  fileUrl: text,
  /** API path of the reviewer comments PDF, set when the review is sent to the author. */
  commentsPath: z.nullable(text),
  payment: z.nullable(PaymentSchema),
  /** Committee members the authors declared a conflict with (reviewer record IDs). */
  excludedReviewers: z.optional(z.array(text)),
  /** The receipt of the stored PDF (papers submitted before receipts have none). */
  receipt: z.optional(UploadReceiptSchema),
  /** When the author last changed the paper after submitting it (absent: never). */
  editedAt: z.optional(timestamp),
  /** When the author withdrew the paper, while it is withdrawn. */
  withdrawnAt: z.optional(z.nullable(timestamp)),
  /** The call's topics the authors chose. */
  topics: z.optional(z.array(text)),
  /** When the chair released the reviews for the authors' response (the paper's, copied for the author's lists). */
  responseReleasedAt: z.optional(z.nullable(timestamp)),
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

/** reviews/{paperId}_{reviewerId}: one reviewer's review of a paper, in any state; never the reviewer's name. */
export const ReviewSchema = z.extend(DraftContentSchema, {
  paperId: text,
  reviewerId: text,
  reviewerEmail: text,
  articleTitle: text,
  /** The reviewer's email, or 'admin' when an admin edited it. */
  updatedBy: text,
  status: z.enum(reviewStatuses),
  /** The admin removed the reviewer from the paper and kept their submitted review. */
  keptAfterRemoval: z.optional(z.boolean()),
  /** When the review was first submitted, by the server's clock (reviews from before it was recorded lack it). */
  submittedAt: z.optional(timestamp),
  /** Submitted after its due date (the assignment's, or the calendar's review deadline). */
  late: z.optional(z.boolean()),
  /** Every submitted version's time, overall score and recommendation, oldest first (reviews from before it was kept lack it). */
  history: z.optional(z.array(ReviewVersionSchema)),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ReviewDoc = z.infer<typeof ReviewSchema>;

/** conflicts/{paperId}_{reviewerId}: a conflict of interest the reviewer declared with a paper. */
export const ConflictDeclarationSchema = z.object({
  paperId: text,
  reviewerId: text,
  createdAt: timestamp,
  /** 'bid': declared by a conflict bid (clearing the bid removes it); absent: declared on an assigned paper. */
  via: z.optional(z.literal('bid')),
});
export type ConflictDeclarationDoc = z.infer<typeof ConflictDeclarationSchema>;

/** config/reviewing: the conference's review settings, which the admin edits on the Settings screen. */
export const ReviewSettingsSchema = z.object({
  /** How many reviewers each paper should have. */
  reviewersPerPaper: z.int({ error: Messages.reviewersPerPaperRange }).check(z.gte(1, { error: Messages.reviewersPerPaperRange }), z.lte(10, { error: Messages.reviewersPerPaperRange })),
  /** Whether a reviewer who has submitted may read the other submitted reviews of the paper (unnamed). */
  shareReviews: z.boolean({ error: Messages.shareReviewsBoolean }),
  /** The author response's word limit (settings saved before it existed lack it: the default applies). */
  responseWords: z.optional(
    z.int({ error: Messages.responseWordsRange }).check(z.gte(responseLimits.minWords, { error: Messages.responseWordsRange }), z.lte(responseLimits.maxWords, { error: Messages.responseWordsRange })),
  ),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;
export const defaultReviewSettings = { reviewersPerPaper: 3, shareReviews: true, responseWords: defaultResponseWords } satisfies ReviewSettings;

/** settings/{uid}: a user's own display settings. (Notifications are conference-wide: config/notifications.) */
export const SettingsSchema = z.object({
  theme: z.enum(['light', 'dark']),
  /** How the person hears of discussions (reviewers): absent is the default, as they come. */
  notices: z.optional(z.enum(noticeModes)),
});
export type SettingsDoc = z.infer<typeof SettingsSchema>;


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

/** authorPapers/{uid}: the papers an author submitted in the edition, kept with each submission and erasure. */
export const AuthorPapersSchema = z.object({ paperIds: z.array(text) });
export type AuthorPapersDoc = z.infer<typeof AuthorPapersSchema>;

/** Every collection whose documents have one schema, for the converters and the invariant checker. */
export const DocumentSchemas = {
  users: UserSchema,
  papers: PaperSchema,
  paperIndex: PaperIndexSchema,
  manuscripts: ManuscriptSchema,
  authorPapers: AuthorPapersSchema,
  reviewers: ReviewerSchema,
  reviews: ReviewSchema,
  conflicts: ConflictDeclarationSchema,
  registrations: RegistrationSchema,
  mail: MailSchema,
  settings: SettingsSchema,
  stats: StoredStatsSchema,
  audit: AuditEntrySchema,
  extensions: ExtensionSchema,
  calendarFeeds: CalendarFeedSchema,
  bids: BidDocSchema,
  proposals: ProposalDocSchema,
  responses: ResponseDocSchema,
  comments: CommentDocSchema,
  discussions: DiscussionDocSchema,
  participants: ParticipantDocSchema,
  payments: PaymentDocSchema,
  paymentReferences: PaymentReferenceSchema,
  proceedings: ProceedingsDocSchema,
  editions: EditionSchema,
  certificates: CertificateSchema,
  invitations: InvitationSchema,
  invitationTokens: InvitationTokenSchema,
  mailTemplates: SavedTemplateDocSchema,
  similarity: SimilarityDocSchema,
  similarityBands: SimilarityBandsSchema,
} as const;

/** The config collection's documents, each with its own schema (config/{name}). */
export const ConfigSchemas = {
  reviewing: ReviewSettingsSchema,
  notifications: NotificationSettingsSchema,
  calendar: CalendarSchema,
  reminders: ReminderSettingsSchema,
  fees: FeeTableSchema,
  programme: ProgrammeDocSchema,
  proceedings: ProceedingsConfigSchema,
  conference: ConferenceIdentitySchema,
  privacy: PrivacySettingsSchema,
  messageTemplates: MessageTemplatesDocSchema,
  integrity: IntegritySettingsSchema,
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

/** The account links sent to one address within the hour (meta/throttle/accountLinkSends/{key}). */
export const AccountLinkSendsSchema = z.object({
  /** Milliseconds since the epoch, one per message. */
  sentAt: z.array(z.number()),
  /** When the TTL policy may delete the document (a Firestore Timestamp). */
  expireAt: z.optional(z.unknown()),
});

/** meta/reviewerEmails/reviewerEmailClaims/{key}: the reviewer record that claimed an address. */
export const ReviewerEmailClaimSchema = z.object({
  reviewerId: z.string(),
  /** When the TTL policy may delete the document (a Firestore Timestamp). */
  expireAt: z.optional(z.unknown()),
});

/** A reviewer's assignment to a paper, waiting to be told to them (collections.ts AssignmentNoticePaths). */
export const AssignmentNoticeSchema = z.object({
  /** The proposal or bulk preview that assigned it. */
  actionId: z.string(),
  reviewerId: z.string(),
  name: z.string(),
  email: z.string(),
  paperId: z.string(),
  title: z.string(),
  abstract: z.string(),
  createdAt: z.string(),
});
export type AssignmentNotice = z.infer<typeof AssignmentNoticeSchema>;

/** meta/sequences: where each numbered sequence's next claim starts (only a hint). */
export const SequenceHintsSchema = z.object({ papers: z.optional(z.number()), registrations: z.optional(z.number()) });
