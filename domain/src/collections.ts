// Firestore collection names and document shapes, written in exactly one place.
import type { PaperStatus } from './status';
import type { Role } from './roles';
import type { ReviewContent, ReviewStatus } from './review';

export const Collections = {
  /** users/{uid}: account profile and role of every signed-in user. */
  users: 'users',
  /** papers/{paperId}: the reviewable view of a paper. Never holds who wrote it (double-blind). */
  papers: 'papers',
  /** manuscripts/{paperId}: the author's view: owner, author details, payment, comments. */
  manuscripts: 'manuscripts',
  /** reviewers/{reviewerId}: reviewer records the admin keeps, linked to accounts by email. */
  reviewers: 'reviewers',
  /** reviews/{paperId}: the evaluation of a paper by its assigned reviewer. */
  reviews: 'reviews',
  /** registrations/{registrationId}: conference registrations with their receipts. */
  registrations: 'registrations',
  /** stats/{name}: aggregate counters kept by triggers. */
  stats: 'stats',
  /** settings/{uid}: a user's own system settings (notifications, theme). */
  settings: 'settings',
  /** meta/{name}: server bookkeeping such as sequence counters and processed trigger events. */
  meta: 'meta',
} as const;

/**
 * Markers of the trigger events already applied to the counters (meta/statsEvents/processed/{eventId}).
 * A Firestore TTL policy on `expireAt` deletes them (firestore.indexes.json, checked by deploy:check).
 */
export const StatsEventMarkers = { parentDoc: 'statsEvents', collectionGroup: 'processed', ttlField: 'expireAt' } as const;

/** Failed password checks per account and client address (meta/throttle/passwordFailures/{key}), kept by the server only. */
export const ThrottleDocuments = { parentDoc: 'throttle', collectionGroup: 'passwordFailures', ttlField: 'expireAt' } as const;

/** Collection groups whose documents a TTL policy deletes once the named field's time has passed. */
export const ExpiringDocuments: ReadonlyArray<{ collectionGroup: string; ttlField: string }> = [StatsEventMarkers, ThrottleDocuments];

export interface UserDoc {
  uid: string;
  role: Role;
  name: string;
  email: string;
  /** Login name for admins ("admin"); authors and reviewers sign in with their email. */
  username?: string;
  gender?: string;
  designation?: string;
  organization?: string;
  phone?: string;
  address?: string;
  createdAt: string;
}

export interface PaperDoc {
  paperId: string;
  title: string;
  abstract: string;
  keywords: string[];
  status: PaperStatus;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
  manuscriptPath: string;
  reviewPdfPath: string | null;
  submissionDate: string;
  lastUpdatedOn: string;
}

/** One author block of a manuscript. */
export interface AuthorDetails {
  name: string;
  email: string;
  organization: string;
  phone: string;
  gender: string;
  state: string;
  country: string;
}

export interface PaymentDetails {
  upiId: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  /** API path of the receipt file. */
  receiptPath: string;
  updatedAt: string;
}

export interface ManuscriptDoc {
  paperId: string;
  authorId: string;
  authors: AuthorDetails[];
  title: string;
  abstract: string;
  keywords: string[];
  status: PaperStatus;
  /** API path of the manuscript PDF. */
  fileUrl: string;
  /** API path of the reviewer comments PDF, set when the review is sent to the author. */
  commentsPath: string | null;
  payment: PaymentDetails | null;
  submissionDate: string;
  lastUpdatedOn: string;
}

export interface RegistrationDoc {
  registrationNumber: string;
  uid: string;
  name: string;
  gender: string;
  designation: string;
  organization: string;
  phone: string;
  address: string;
  email: string;
  receiptPath: string;
  /** Random secret that lets the registrant download the receipt without signing in. */
  receiptKey: string;
  createdAt: string;
}

export interface ReviewerDoc {
  id: string;
  name: string;
  affiliation: string;
  /** Lower case; links the record to the reviewer's account. */
  email: string;
  /** API path of the profile file, or null. */
  profile: string | null;
  profileType: 'pdf' | 'doc' | 'docx' | null;
  researchArea: string;
  createdAt: string;
}

/** reviews/{paperId}: the review, without the reviewer's identity beyond the email that links it. */
export interface ReviewDoc extends ReviewContent {
  paperId: string;
  articleTitle: string;
  reviewerEmail: string;
  /** The reviewer's email, or 'admin' when an admin edited it. */
  updatedBy: string;
  status: ReviewStatus;
  pdfPath: string;
  createdAt: string;
  updatedAt: string;
}

export interface SettingsDoc {
  notifications: 'enabled' | 'disabled';
  theme: 'light' | 'dark';
}
