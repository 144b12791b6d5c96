// Firestore collection names, written in exactly one place (the documents' shapes are in documents.ts).

export const Collections = {
  /** users/{uid}: account profile and role of every signed-in user. */
  users: 'users',
  /** papers/{paperId}: the reviewable view of a paper. Never holds who wrote it (double-blind). */
  papers: 'papers',
  /** manuscripts/{paperId}: the author's view: owner, author details, payment, comments. */
  manuscripts: 'manuscripts',
  /** paperIndex/{paperId}: admin-only: what the paper lists filter, sort and search on (paperList.ts). */
  paperIndex: 'paperIndex',
  /** authorPapers/{uid}: the IDs of the papers an author submitted in the edition, which their dashboard listens to one by one (paperLists.ts). */
  authorPapers: 'authorPapers',
  /** reviewers/{reviewerId}: reviewer records the admin keeps, linked to accounts by email. */
  reviewers: 'reviewers',
  /** reviews/{paperId}_{reviewerId}: one assigned reviewer's evaluation of a paper. */
  reviews: 'reviews',
  /** conflicts/{paperId}_{reviewerId}: conflicts of interest reviewers declared. */
  conflicts: 'conflicts',
  /** config/{name}: conference-wide settings (config/reviewing, config/notifications; ConfigSchemas names each). */
  config: 'config',
  /** mail/{id}: the outbox: every message the conference sends, with its delivery state. */
  mail: 'mail',
  /** registrations/{registrationId}: conference registrations with their receipts. */
  registrations: 'registrations',
  /** stats/{name}: aggregate counters kept by triggers. */
  stats: 'stats',
  /** settings/{uid}: a user's own display settings (theme). */
  settings: 'settings',
  /** meta/{name}: server bookkeeping such as sequence counters and processed trigger events. */
  meta: 'meta',
  /** audit/{id}: the audit log of admin actions (audit.ts), read through the API only. */
  audit: 'audit',
  /** extensions/{id}: deadline extensions for one author or one paper (extensions.ts). */
  extensions: 'extensions',
  /** bids/{paperId}_{reviewerId}: a reviewer's bid on a paper (bidding.ts). */
  bids: 'bids',
  /** proposals/{id}: automatic-assignment proposals and bulk-action previews, until applied or expired; items in proposals/{id}/parts/{n}. */
  proposals: 'proposals',
  /** responses/{paperId}: the authors' response to the reviews released to them (discussion.ts). */
  responses: 'responses',
  /** comments/{id}: the comments of the papers' discussions among reviewers and the chair (discussion.ts). */
  comments: 'comments',
  /** discussions/{paperId}: each discussion's state, count and notices (discussion.ts). */
  discussions: 'discussions',
  /** participants/{uid}: a participant's registration: category, attendance, billing and the amount due (fees.ts). */
  participants: 'participants',
  /** payments/{id}: participants' payments as recorded and as the treasurer decided them, with their documents (payments.ts). */
  payments: 'payments',
  /** paymentReferences/{reference}: which payment a transaction reference is recorded for, so none is recorded twice (payments.ts). */
  paymentReferences: 'paymentReferences',
  /** proceedings/{paperId}: an accepted paper's camera-ready file with its checks, its signed copyright form and its confirmed metadata (proceedings.ts). */
  proceedings: 'proceedings',
  /** editions/{editionId}: each year's conference (editions/edition.ts); a rolled-over edition's own collections are under it. */
  editions: 'editions',
  /** calendarFeeds/{sha256 of the token}: a reviewer's private iCalendar feed of due dates (dueDates.ts). */
  calendarFeeds: 'calendarFeeds',
  /** certificates/{code}: issued certificates of every edition, each naming its edition, so a code verifies for ever (certificates.ts). */
  certificates: 'certificates',
  /** invitations/{id}: the people invited to the edition's committee and their answers (committee/invitations.ts). */
  invitations: 'invitations',
  /** invitationTokens/{sha256 of the secret}: an invitation link's digest, pointing at its invitation, with its own expiry. */
  invitationTokens: 'invitationTokens',
  /** mailTemplates/{id}: the chair's saved templates for writing to a group, kept across editions (mail/templates.ts). */
  mailTemplates: 'mailTemplates',
  /** similarity/{paperId}: a paper's text signature and the overlaps found for it (similarity/similarity.ts). */
  similarity: 'similarity',
  /** similarityBands/{band}-{bucket}: the papers of every edition filed by their signature's band values, to find a paper's candidates. */
  similarityBands: 'similarityBands',
} as const;

/**
 * The collections every edition shares (accounts, their settings and feeds, the outbox, the audit log,
 * the payments' references, the certificates, the chair's mail templates and the editions themselves); each other collection is an edition's own,
 * under editions/{editionId}/ (or at the top for the edition the database was built with).
 */
export const SharedCollections: ReadonlyArray<string> = [
  Collections.users,
  Collections.settings,
  Collections.mail,
  Collections.audit,
  Collections.calendarFeeds,
  Collections.paymentReferences,
  Collections.certificates,
  Collections.editions,
  Collections.mailTemplates,
  Collections.similarityBands,
];

export function isSharedCollection(name: string): boolean {
  return SharedCollections.includes(name);
}

/**
 * Markers of the trigger events already applied to the counters (meta/statsEvents/processed/{eventId}).
 * A Firestore TTL policy on `expireAt` deletes them (firestore.indexes.json, checked by deploy:check).
 */
export const StatsEventMarkers = { parentDoc: 'statsEvents', collectionGroup: 'processed', ttlField: 'expireAt' } as const;

/**
 * The bid tallies, kept by the server only: meta/bidTallies/paperTallies/{paperId} and
 * meta/bidTallies/reviewerTallies/{reviewerId}. A trigger on the papers' adds their change to the bid figures of the counters.
 */
export const BidTallyPaths = { parentDoc: 'bidTallies', papers: 'paperTallies', reviewers: 'reviewerTallies' } as const;

/**
 * The papers assigned to each reviewer address, kept by the server only:
 * meta/reviewerPapers/{encoded address}/{paperId}, one collection per address. Written with the paper's
 * reviewers, so a reviewer's papers are read by document ID rather than by a query over every paper.
 */
export const ReviewerPaperPaths = { parentDoc: 'reviewerPapers' } as const;

/** Failed password checks per account and client address (meta/throttle/passwordFailures/{key}), kept by the server only. */
export const ThrottleDocuments = { parentDoc: 'throttle', collectionGroup: 'passwordFailures', ttlField: 'expireAt' } as const;

/** The account links sent to an address within the hour (meta/throttle/accountLinkSends/{key}), kept by the server only. */
export const AccountLinkSendDocuments = { parentDoc: ThrottleDocuments.parentDoc, collectionGroup: 'accountLinkSends', ttlField: 'expireAt' } as const;

/**
 * Claims of an address by a new reviewer record (meta/reviewerEmails/claims/{hash of the address}), kept
 * by the server only, for the moments two requests add the same address at once; a record is found by
 * its address afterwards, so a claim is only needed for a day.
 */
export const ReviewerEmailClaims = { parentDoc: 'reviewerEmails', collectionGroup: 'reviewerEmailClaims', ttlField: 'expireAt' } as const;

/**
 * Requests to send a message again (meta/mailRetries/retries/{mail ID}), kept by the server only: the
 * sender runs when a message is created and when one of these is written (a resend, a restart's
 * requeue), never for its own writes to the message.
 */
export const MailRetryPaths = { parentDoc: 'mailRetries', collection: 'retries' } as const;

/**
 * Assignment notices waiting to be sent (meta/assignmentNotices/waiting/{action}_{paper}_{reviewer}, in the
 * edition): written in the transaction that assigns the paper, and turned into one message per reviewer
 * once the action's papers are written (or, for an action cut off, by the next one or the scheduled run).
 */
export const AssignmentNoticePaths = { parentDoc: 'assignmentNotices', collection: 'waiting' } as const;

/** Collection groups whose documents a TTL policy deletes once the named field's time has passed. */
export const ExpiringDocuments: ReadonlyArray<{ collectionGroup: string; ttlField: string }> = [
  StatsEventMarkers,
  ThrottleDocuments,
  AccountLinkSendDocuments,
  ReviewerEmailClaims,
  { collectionGroup: 'proposals', ttlField: 'expireAt' },
  { collectionGroup: 'proposalParts', ttlField: 'expireAt' },
];

/** The document of one reviewer's review of a paper, and of a conflict they declared with it. */
export function reviewDocId(paperId: string, reviewerId: string): string {
  return `${paperId}_${reviewerId}`;
}

/** config/reviewing: the review settings. */
export const reviewSettingsDoc = 'reviewing';
/** config/calendar: the conference calendar (calendar.ts). */
export const calendarSettingsDoc = 'calendar';
/** config/notifications: the conference-wide Notifications switch. */
export const notificationSettingsDoc = 'notifications';
/** config/fees: the fee table, its tax and the meeting link (fees.ts). */
export const feeSettingsDoc = 'fees';
/** config/programme: the programme's sessions (programme.ts). */
export const programmeSettingsDoc = 'programme';
/** config/proceedings: the proceedings settings: page limits and size, copyright text, ISBN, DOI prefix, preface, order (proceedings.ts). */
export const proceedingsSettingsDoc = 'proceedings';
/** config/integrity: the similarity threshold and the cap on papers per author (similarity/similarity.ts). */
export const integritySettingsDoc = 'integrity';
/** config/conference: the conference's identity (name, university, venue, committee, ...). */
export const conferenceSettingsDoc = 'conference';
/** config/privacy: the data contact and the retention periods (privacy/privacySettings.ts). */
export const privacySettingsDoc = 'privacy';
/** config/messageTemplates: the chair's words for the conference's own messages, shared by every edition (mail/templates.ts). */
export const messageTemplatesDoc = 'messageTemplates';
/** config/reminders: the automatic reminders to reviewers (on or off, how many days before the due date). */
export const reminderSettingsDoc = 'reminders';
