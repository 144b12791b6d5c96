// The schemas of the HTTP API's answers, shared by client and server (its paths are in apiPaths.ts). The
// endpoint table (endpoints.ts) names, for each route, its request and answer schemas.
import { z } from 'zod/mini';
import { NameWarningSchema, ResponseVersionSchema, ReviewVersionSchema } from '../discussion/discussion';
import { AuthorDetailsSchema, PaperStatusSchema, ReviewSettingsSchema, UploadReceiptSchema } from '../documents';
import { ReviewerSchema } from '../committee/reviewerList';
import { ConflictSources } from '../assignment/conflicts';
import { NotificationSettingsSchema } from '../mail/mail';
import { DraftContentSchema, confidences, recommendations, reviewCriteria, reviewRatings, reviewStatuses } from '../reviews/review';
import { Roles } from '../roles';
import { AuditEntrySchema } from '../audit/audit';
import { CalendarAnswerSchema, CalendarWindowSchema } from '../calendar/calendar';
import { ExtensionSchema } from '../calendar/extensions';
import { AmountDueSchema } from '../registration/fees';
import { ReminderRunSchema, ReminderSettingsSchema } from '../calendar/dueDates';

/** How long the receipt link issued at registration works; after that the registrant signs in for it. */
export const receiptLinkLifetimeDays = 30;

// The answers' schemas: the router checks every answer against its endpoint's schema in the test
// suites, the SPA's client is typed by them, and the OpenAPI document is made from them.

/** Every error answer of the API: a 4xx or 5xx status with a message a person can read. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  /** The problems of a refused request by field (`field`, or `list.0.field` for a list's items). */
  errors: z.optional(z.record(z.string(), z.string())),
  /** An assignment refused for conflicts of interest: each reviewer in conflict, with the reasons. */
  conflicts: z.optional(z.array(z.object({ reviewerId: z.string(), name: z.string(), reasons: z.array(z.string()) }))),
  /** A camera-ready file refused by the publisher's checks (422): every check with its result and pages. */
  checks: z.optional(
    z.array(z.object({ check: z.string(), ok: z.boolean(), severity: z.enum(['error', 'warning']), pages: z.array(z.number()), message: z.string() })),
  ),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthAnswer = z.object({
  message: z.string(),
  /** In the emulator suite only: the Node.js version the functions run on (tests check it is production's). */
  node: z.optional(z.string()),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

export const MessageAnswer = z.object({ success: z.optional(z.boolean()), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** Login answers carry a custom token the SPA exchanges for a Firebase session. */
const loginFields = { success: z.boolean(), message: z.string(), token: z.string(), role: z.enum(Roles) };
export const AuthorLoginAnswer = z.object({ ...loginFields, authorId: z.string() });
export type AuthorLoginAnswer = z.infer<typeof AuthorLoginAnswer>;
export const ReviewerLoginAnswer = z.object({ ...loginFields, reviewer: z.object({ name: z.string(), email: z.string() }) });
export type ReviewerLoginAnswer = z.infer<typeof ReviewerLoginAnswer>;
export const AdminLoginAnswer = z.object({ ...loginFields, name: z.string() });
export type AdminLoginAnswer = z.infer<typeof AdminLoginAnswer>;

/** Forgot password: `codeSent` when the request had no code and the reset email was sent. */
export const PasswordResetAnswer = z.object({ success: z.boolean(), message: z.string(), codeSent: z.optional(z.boolean()) });
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswer>;

export const SessionAnswer = z.object({ uid: z.string(), role: z.enum(Roles), name: z.string(), email: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

export const AuthorRegistrationAnswer = z.object({
  success: z.boolean(),
  /** Null when the author has not registered for the conference. */
  registration: z.nullable(z.object({ registrationNumber: z.string(), createdAt: z.string(), receiptPath: z.string() })),
});
export type AuthorRegistrationAnswer = z.infer<typeof AuthorRegistrationAnswer>;

export const ConferenceRegistrationAnswer = z.object({
  message: z.string(),
  /** Where the receipt PDF can be downloaded for 30 days (a capability URL: no sign-in needed). */
  pdfPath: z.string(),
  registrationNumber: z.string(),
});
export type ConferenceRegistrationAnswer = z.infer<typeof ConferenceRegistrationAnswer>;

/** POST /api/authors/submit: the paper's ID and the receipt of what was stored (time of receipt, SHA-256 of the PDF). */
export const SubmitManuscriptAnswer = z.object({ success: z.boolean(), message: z.string(), paperId: z.string(), receipt: UploadReceiptSchema });
export type SubmitManuscriptAnswer = z.infer<typeof SubmitManuscriptAnswer>;

/** PUT /api/authors/papers/{paperId}: what changed, and the receipt of the new PDF when one was sent. */
export const EditPaperAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  paperId: z.string(),
  /** The fields that changed (title, abstract, keywords, authors, excludedReviewers, file). */
  changed: z.array(z.string()),
  receipt: z.nullable(UploadReceiptSchema),
});
export type EditPaperAnswer = z.infer<typeof EditPaperAnswer>;

/** A place where a manuscript's own text names one of its authors. */
export const IdentityFindingSchema = z.object({
  /** Page number, from 1. */
  page: z.number(),
  kind: z.enum(['name', 'email', 'organization']),
  /** What was found, as the author list spells it. */
  text: z.string(),
});
export type IdentityFinding = z.infer<typeof IdentityFindingSchema>;

export const CheckManuscriptAnswer = z.object({ success: z.boolean(), pages: z.number(), findings: z.array(IdentityFindingSchema) });
export type CheckManuscriptAnswer = z.infer<typeof CheckManuscriptAnswer>;

/**
 * A paper's payment (GET /api/authors/get-payment/{paperId}, the dashboard's Payment column): a view of
 * the payment of its author's conference registration that covers the paper, recorded or verified.
 * The spec's upiId, paymentDate and receiptPath, with the reference, state and amounts of the payment.
 */
export const PaymentViewSchema = z.object({
  paymentId: z.string(),
  state: z.enum(['recorded', 'verified', 'rejected']),
  upiId: z.string(),
  reference: z.string(),
  paymentDate: z.string(),
  declared: z.number(),
  due: AmountDueSchema,
  /** The tax invoice's (or receipt's) number once verified. */
  receiptNumber: z.nullable(z.string()),
  receiptPath: z.string(),
  invoiceUrl: z.string(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;
export type PaperPaymentView = PaymentView;

export const GetPaymentAnswer = z.object({ success: z.boolean(), payment: z.nullable(PaymentViewSchema) });
export type GetPaymentAnswer = z.infer<typeof GetPaymentAnswer>;

export const ManuscriptViewSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  fileUrl: z.string(),
  comments: z.nullable(z.string()),
  payment: z.nullable(PaymentViewSchema),
  /** The receipt of the stored PDF; null for papers submitted before receipts. */
  receipt: z.nullable(UploadReceiptSchema),
  /** What the edit form starts from: the paper's details as stored. */
  abstract: z.string(),
  keywords: z.array(z.string()),
  authors: z.array(AuthorDetailsSchema),
  excludedReviewers: z.array(z.string()),
  /** The call's topics the authors chose (empty for papers from before topics). */
  topics: z.optional(z.array(z.string())),
  /** When the author last changed the paper after submitting it; null: never. */
  editedAt: z.nullable(z.string()),
  /** When the author withdrew the paper (status Withdrawn); null otherwise. */
  withdrawnAt: z.nullable(z.string()),
  /** When the chair released the reviews for the authors' response; null: not released. */
  responseReleasedAt: z.nullable(z.string()),
  submissionDate: z.string(),
  lastUpdatedOn: z.string(),
});
export type ManuscriptView = z.infer<typeof ManuscriptViewSchema>;

export const ManuscriptsByAuthorAnswer = z.object({
  success: z.boolean(),
  author: z.object({ name: z.string(), id: z.string(), email: z.string() }),
  manuscripts: z.array(ManuscriptViewSchema),
});
export type ManuscriptsByAuthorAnswer = z.infer<typeof ManuscriptsByAuthorAnswer>;

/** A reviewer record as the admin's list shows it: the stored record without its creation time. */
export const ReviewerViewSchema = z.omit(ReviewerSchema, { createdAt: true, nameKey: true, searchTokens: true, profileText: true });
export type ReviewerView = z.infer<typeof ReviewerViewSchema>;

/** One page of reviewer records: the next page's cursor (null on the last) and how many match. */
export const GetReviewersAnswer = z.object({ success: z.boolean(), reviewers: z.array(ReviewerViewSchema), next: z.nullable(z.string()), total: z.number() });
export type GetReviewersAnswer = z.infer<typeof GetReviewersAnswer>;

/** POST /api/admin/addreviewer: `invited` when the address had no account and got a set-password link. */
export const AddReviewerAnswer = z.object({ success: z.boolean(), message: z.string(), id: z.string(), invited: z.boolean() });
export type AddReviewerAnswer = z.infer<typeof AddReviewerAnswer>;

/** A review's state as the screens show it: not started (no document), or the stored status. */
export const ReviewStates = ['Not started', ...reviewStatuses] as const;
export const ReviewStateSchema = z.enum(ReviewStates);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/** A reviewer of a paper as the admin's lists show them, in the order of assignment. */
export const ReviewTimingSchema = z.enum(['on time', 'late', 'due', 'overdue']);

/** When a review is due (ISO 8601) and how it stands against it: submitted on time or late, or still due or overdue. */
const dueFields = { dueAt: z.string(), timing: ReviewTimingSchema };

export const AssignedReviewerSchema = z.object({ reviewerId: z.string(), name: z.string(), state: ReviewStateSchema, ...dueFields });
export type AssignedReviewer = z.infer<typeof AssignedReviewerSchema>;

export const AdminPaperViewSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  reviewers: z.array(AssignedReviewerSchema),
  /** Submitted (or sent) reviews, of the reviewers' number. */
  submittedReviews: z.number(),
  authors: z.array(AuthorDetailsSchema),
  submissionDate: z.string(),
  fileUrl: z.string(),
  reviewPdfPath: z.nullable(z.string()),
  /** Why Publish is refused for now (no author with a verified registration while the fee table requires one), or null. */
  publishBlocked: z.nullable(z.string()),
  /** The similarity check's highest match in percent (this edition and the archived ones), or null while none is computed. */
  similarity: z.nullable(z.number()),
  /** The integrity checks' flags, each a sentence: a match at or above the threshold, an author over the cap, a title another paper has, a placeholder abstract. */
  flags: z.array(z.string()),
});
export type AdminPaperView = z.infer<typeof AdminPaperViewSchema>;

/** Where a list goes on: the paper ID to pass as `after` for the next page, or null on the last page. */
const nextPage = z.nullable(z.string());

/**
 * One page of papers (at most the page size asked for, 100 at most), in the order asked for: the rows,
 * the cursor of the next page, how many papers the filters match (`total`), and the reviewers each
 * paper should have (the conference's setting).
 */
export const GetPapersAnswer = z.object({
  papers: z.array(AdminPaperViewSchema),
  next: nextPage,
  total: z.number(),
  reviewersPerPaper: z.number(),
});

/** The filter buttons' counts for a status and search: every paper, those that need reviewers, those missing reviews. */
export const PaperCountsAnswer = z.object({
  all: z.number(),
  needsReviewers: z.number(),
  reviewsMissing: z.number(),
  /** Papers whose highest similarity match reaches the chair's threshold. */
  flagged: z.number(),
});
export type PaperCountsAnswer = z.infer<typeof PaperCountsAnswer>;
export type GetPapersAnswer = z.infer<typeof GetPapersAnswer>;

/** A paper assigned to the signed-in reviewer, with the state of their own review. */
export const AssignedPaperViewSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  fileUrl: z.string(),
  reviewState: ReviewStateSchema,
  ...dueFields,
  /** The similarity check's highest match in percent, alone (no other paper is named), or null while none is computed. */
  similarity: z.nullable(z.number()),
});
export type AssignedPaperView = z.infer<typeof AssignedPaperViewSchema>;

export const AssignedPapersAnswer = z.object({ papers: z.array(AssignedPaperViewSchema) });
export type AssignedPapersAnswer = z.infer<typeof AssignedPapersAnswer>;

/** The chair's summary of a paper's reviews: counts, and the overall scores' mean and spread. */
export const ReviewSummarySchema = z.object({ assigned: z.number(), submitted: z.number(), mean: z.nullable(z.number()), spread: z.nullable(z.number()) });

/** One review of a paper as the chair's decision table shows it. */
export const ReviewScoresSchema = z.object({
  /** "Reviewer 1" ...: the order of assignment. */
  label: z.string(),
  reviewerId: z.string(),
  name: z.string(),
  state: ReviewStateSchema,
  /** The due date of an assigned reviewer's review and its timing; null for a review kept after its reviewer was removed. */
  dueAt: z.nullable(z.string()),
  timing: z.nullable(ReviewTimingSchema),
  overall: z.nullable(z.number()),
  recommendation: z.nullable(z.enum(recommendations)),
  confidence: z.nullable(z.enum(confidences)),
  criteriaRatings: z.partialRecord(z.enum(reviewCriteria), z.enum(reviewRatings)),
  /** Each submitted version's time, overall score and recommendation, oldest first (empty until submitted). */
  history: z.array(ReviewVersionSchema),
});
export type ReviewScores = z.infer<typeof ReviewScoresSchema>;

/** A row of the decision table: a paper with a reviewer, each review's scores and the summary. */
export const ReviewerCommentViewSchema = z.object({
  _id: z.string(),
  paperTitle: z.string(),
  /** The reviewers' names, separated by "; ". */
  reviewerName: z.nullable(z.string()),
  status: PaperStatusSchema,
  /** The comments PDF (every submitted review), once there is one. */
  pdfPath: z.nullable(z.string()),
  /** Submitted once a review is in, Published once sent to the author. */
  reviewStatus: z.nullable(z.enum(reviewStatuses)),
  reviews: z.array(ReviewScoresSchema),
  summary: ReviewSummarySchema,
  /** The reviewers' discussion: its number of comments, and whether the chair marked it resolved. */
  discussion: z.object({ comments: z.number(), resolved: z.boolean() }),
  /** The authors' response: released to them (when), and submitted (when, last). */
  response: z.object({ releasedAt: z.nullable(z.string()), submittedAt: z.nullable(z.string()) }),
  /** The similarity check's highest match in percent (null while none is computed), and its flag when it reaches the chair's threshold. */
  similarity: z.nullable(z.number()),
  similarityFlag: z.nullable(z.string()),
});
export type ReviewerCommentView = z.infer<typeof ReviewerCommentViewSchema>;

/** One page of the decision table (papers with a reviewer or a review), with the next page's cursor and the rows matched. */
export const ReviewerCommentsAnswer = z.object({ reviewerComments: z.array(ReviewerCommentViewSchema), next: nextPage, total: z.number(), reviewersPerPaper: z.number() });
export type ReviewerCommentsAnswer = z.infer<typeof ReviewerCommentsAnswer>;

/** GET /api/admin/papers/{paperId}/reviews: each reviewer's state and scores, and the summary. */
export const PaperReviewsAnswer = z.object({ reviewers: z.array(ReviewScoresSchema), summary: ReviewSummarySchema, reviewersPerPaper: z.number() });
export type PaperReviewsAnswer = z.infer<typeof PaperReviewsAnswer>;

/** A conflict of interest as the admin sees it. */
export const ConflictViewSchema = z.object({ source: z.enum(ConflictSources), reason: z.string() });

/** GET /api/admin/papers/{paperId}/assignment: the assign dialog's data. */
/** A reviewer as the assign dialog offers them: the papers under review they have, and their conflicts with the paper. */
export const AssignmentCandidateSchema = z.object({ id: z.string(), name: z.string(), affiliation: z.string(), load: z.number(), conflicts: z.array(ConflictViewSchema) });
export type AssignmentCandidate = z.infer<typeof AssignmentCandidateSchema>;

export const PaperAssignmentAnswer = z.object({
  paperId: z.string(),
  status: PaperStatusSchema,
  reviewersPerPaper: z.number(),
  assigned: z.array(z.extend(AssignedReviewerSchema, { override: z.optional(z.object({ reason: z.string(), conflicts: z.array(z.string()) })) })),
  /** The assigned reviewers as candidates (in the order of assignment): their records, load and conflicts. */
  current: z.array(AssignmentCandidateSchema),
  /** One page of the reviewer records the search matches, by name, each with the papers they review and their conflicts with this paper. */
  candidates: z.array(AssignmentCandidateSchema),
  next: z.nullable(z.string()),
  total: z.number(),
});
export type PaperAssignmentAnswer = z.infer<typeof PaperAssignmentAnswer>;

/** The reviewers after an assignment, in order. */
export const AssignAnswer = z.object({ success: z.boolean(), message: z.string(), reviewers: z.array(z.object({ reviewerId: z.string(), name: z.string() })) });
export type AssignAnswer = z.infer<typeof AssignAnswer>;

export const ReviewSettingsAnswer = ReviewSettingsSchema;

/** The programme committee as authors may see it (as on the public committee page): no emails. */
export const CommitteeAnswer = z.object({ reviewers: z.array(z.object({ id: z.string(), name: z.string(), affiliation: z.string() })), next: z.nullable(z.string()), total: z.number() });
export type CommitteeAnswer = z.infer<typeof CommitteeAnswer>;
export type ReviewSettingsAnswer = z.infer<typeof ReviewSettingsAnswer>;

export const NotificationSettingsAnswer = NotificationSettingsSchema;

/** Who a reminder would reach: each reviewer with a review missing, and those papers. */
/** The preview lists at most this many of a reviewer's papers (the reminder itself names them all). */
export const reminderPreviewPapers = 10;

/** The reminders a send would queue: each reviewer, how many reviews they have missing, and the first of those papers. */
export const ReminderPreviewAnswer = z.object({
  reminders: z.array(
    z.object({
      reviewerId: z.string(),
      name: z.string(),
      email: z.string(),
      missing: z.number(),
      papers: z.array(z.object({ paperId: z.string(), title: z.string() })),
    }),
  ),
});
export type ReminderPreviewAnswer = z.infer<typeof ReminderPreviewAnswer>;
export const SendRemindersAnswer = z.object({ message: z.string(), queued: z.number() });

/** GET /api/reviewers/calendar-feed: when the reviewer's feed link was made, or null without one (the link itself is shown only when made). */
export const CalendarFeedAnswer = z.object({ feed: z.nullable(z.object({ createdAt: z.string() })) });
/** POST /api/reviewers/calendar-feed: the new link (any earlier one stops working). */
export const NewCalendarFeedAnswer = z.object({ message: z.string(), url: z.string(), createdAt: z.string() });

/** GET /api/admin/reminders/automatic: the settings, and the last run with whom it reminded (null before the first). */
export const AutomaticRemindersAnswer = z.extend(ReminderSettingsSchema, { lastRun: z.nullable(ReminderRunSchema) });
export type AutomaticRemindersAnswer = z.infer<typeof AutomaticRemindersAnswer>;

/** A review as the form reads it back: the answers, the paper, who saved it last and its state. */
export const ReviewViewSchema = z.extend(DraftContentSchema, {
  articleId: z.string(),
  articleTitle: z.string(),
  reviewerId: z.string(),
  updatedBy: z.string(),
  status: z.enum(reviewStatuses),
});
export type ReviewView = z.infer<typeof ReviewViewSchema>;

/** Another reviewer's submitted review as a reviewer may read it: labelled, unnamed, without the confidential comments. */
export const SharedReviewSchema = z.extend(z.omit(DraftContentSchema, { confidentialComments: true }), { label: z.string() });
export type SharedReview = z.infer<typeof SharedReviewSchema>;

/**
 * GET /api/reviews/getReviewComments: the caller's own review (an admin: the named reviewer's, with
 * ?reviewerId=, else the first reviewer's); for a reviewer who has submitted, the others' submitted
 * reviews when the conference shares them.
 */
export const ReviewAnswer = z.object({
  success: z.boolean(),
  review: z.nullable(ReviewViewSchema),
  others: z.array(SharedReviewSchema),
  /** The authors' submitted response, for the chair and for a reviewer whose own review is submitted; null when there is none. */
  response: z.optional(z.nullable(ResponseVersionSchema)),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const DashboardCountsAnswer = z.object({ reviewers: z.number(), authors: z.number(), published: z.number() });
export type DashboardCountsAnswer = z.infer<typeof DashboardCountsAnswer>;

export const MonthlyStatsAnswer = z.object({ stats: z.array(z.object({ month: z.number(), year: z.number(), count: z.number() })) });
export type MonthlyStatsAnswer = z.infer<typeof MonthlyStatsAnswer>;

/** Papers per status, keyed by the status's label. */
export const StatusCountsAnswer = z.object({ counts: z.record(z.string(), z.number()) });
export type StatusCountsAnswer = z.infer<typeof StatusCountsAnswer>;

/** The admin's profile saved: a fresh token, since a changed password ends the old sessions. */
export const AdminProfileAnswer = z.object({ success: z.boolean(), message: z.string(), token: z.string() });
export type AdminProfileAnswer = z.infer<typeof AdminProfileAnswer>;

/** GET /api/public/calendar: the conference calendar, or null before the chair sets one. */
export const PublicCalendarAnswer = z.object({ calendar: z.nullable(CalendarAnswerSchema) });
/** PUT /api/admin/calendar: the calendar as stored. */
export const SaveCalendarAnswer = z.object({ success: z.boolean(), message: z.string(), calendar: CalendarAnswerSchema });
/** GET /api/admin/calendar/history: the calendar's changes, newest first: when, by whom, from what to what. */
export const CalendarHistoryAnswer = z.object({
  changes: z.array(z.object({ id: z.string(), at: z.string(), by: z.string(), before: z.unknown(), after: z.unknown() })),
});
/** GET /api/admin/audit: one page of the audit log, newest first; `next` is the next page's `page`. */
export const AuditAnswer = z.object({ entries: z.array(z.extend(AuditEntrySchema, { id: z.string() })), next: z.nullable(z.string()) });

/** POST /api/admin/extensions: the extension as stored. */
export const GrantExtensionAnswer = z.object({ success: z.boolean(), message: z.string(), extension: ExtensionSchema });
/** GET /api/admin/extensions: every extension, the latest granted first. */
export const ExtensionsAnswer = z.object({ extensions: z.array(ExtensionSchema) });

/** GET /api/authors/papers/{paperId}/response: the released reviews, unnamed, and the authors' response. */
export const AuthorResponseAnswer = z.object({
  paperId: z.string(),
  title: z.string(),
  status: PaperStatusSchema,
  releasedAt: z.string(),
  window: CalendarWindowSchema,
  wordLimit: z.number(),
  /** The submitted reviews, labelled "Reviewer 1..N", without names or confidential comments. */
  reviews: z.array(SharedReviewSchema),
  response: z.object({
    draft: z.nullable(z.object({ text: z.string(), words: z.number(), savedAt: z.string() })),
    submitted: z.nullable(ResponseVersionSchema),
    /** When each version was submitted and its length, oldest first. */
    versions: z.array(z.object({ words: z.number(), at: z.string() })),
  }),
  /** Where the text the author sees names an author or their organisation (a warning, never a refusal). */
  warnings: z.array(NameWarningSchema),
});
export type AuthorResponseView = z.infer<typeof AuthorResponseAnswer>;

/** PUT /api/authors/papers/{paperId}/response: the words counted, the names found, and what was saved. */
export const SaveResponseAnswer = z.object({ message: z.string(), words: z.number(), warnings: z.array(NameWarningSchema), submitted: z.boolean(), at: z.string() });
export type SaveResponseAnswer = z.infer<typeof SaveResponseAnswer>;

/** A comment as the discussion shows it: its author's label ("Reviewer 2" or "Chair"), never a name. */
export const CommentViewSchema = z.object({
  id: z.string(),
  by: z.string(),
  text: z.string(),
  at: z.string(),
  /** The reviewer the chair asked, by label. */
  to: z.optional(z.string()),
  /** Written by the caller. */
  mine: z.boolean(),
});
export type CommentView = z.infer<typeof CommentViewSchema>;

/** GET /api/papers/{paperId}/discussion: the comments, oldest first, and the discussion's state. */
export const DiscussionAnswer = z.object({
  paperId: z.string(),
  title: z.string(),
  comments: z.array(CommentViewSchema),
  resolved: z.boolean(),
  /** The caller's own label: "Reviewer N" or "Chair". */
  you: z.string(),
  /** The paper's reviewers by label, in order (whom a comment may mention, and the chair may ask). */
  reviewers: z.array(z.object({ label: z.string(), canRead: z.boolean() })),
});
export type DiscussionAnswer = z.infer<typeof DiscussionAnswer>;

/** POST /api/papers/{paperId}/discussion: the comment as posted, and the names it was found to hold. */
export const PostCommentAnswer = z.object({ message: z.string(), comment: CommentViewSchema, warnings: z.array(NameWarningSchema) });
/** POST /api/papers/{paperId}/discussion/check: the names the text holds, before it is posted. */
export const CheckCommentAnswer = z.object({ warnings: z.array(NameWarningSchema) });
