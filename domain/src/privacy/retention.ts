// How long the product keeps each class of personal data, why, and what the law requires at least. The
// chair sets each period on Settings (config/privacy, privacySettings.ts), never below the law's floor;
// the privacy notice (/privacy) prints this schedule with the chair's periods. Zod-free, so the public
// notice page loads no zod.
import { addressOf, defaultIdentity, organiserOf } from '../conference/builtIdentity';
import type { PaperStatus } from '../status';
import type { CompositeIndex } from '../submissions/paperList';

/** The classes of data whose period the chair sets. */
export const retentionClassIds = [
  'unsuccessfulSubmissions',
  'reviews',
  'registrations',
  'receiptImages',
  'invoices',
  'auditLog',
  'mailLog',
  'inactiveAccounts',
] as const;
export type RetentionClassId = (typeof retentionClassIds)[number];

/** A period the law sets as the least: what the chair cannot go below, and the provision that says so. */
export interface RetentionFloor {
  months: number;
  law: string;
}

export interface RetentionClass {
  /** As Settings and the notice name it: "Rejected and withdrawn submissions". */
  label: string;
  /** What it holds. */
  holds: string;
  /** Why it is kept. */
  purpose: string;
  /** When the period starts: "the decision or the withdrawal". */
  from: string;
  /** What happens when the period ends. */
  then: string;
  defaultMonths: number;
  floor: RetentionFloor | null;
}

/** The GST law's floor for accounts and records. */
const gstFloor: RetentionFloor = {
  months: 72,
  law: 'GST: accounts and records are kept until 72 months from the due date of the annual return for the year they belong to (Central Goods and Services Tax Act, 2017, section 36).',
};

/** The statuses of the papers the class of unsuccessful submissions holds (as stored). */
export const unsuccessfulStatuses = ['Rejected', 'Withdrawn'] as const satisfies readonly PaperStatus[];

/** The statuses of the papers kept as the public record, whose reviewing the class of reviews holds. */
export const acceptedStatuses = ['Accepted', 'Published'] as const satisfies readonly PaperStatus[];

/** The composite index the retention run's query of unsuccessful papers needs (by status, oldest change first). */
export function retentionIndexes(collectionGroup: string): CompositeIndex[] {
  return [{ collectionGroup, queryScope: 'COLLECTION', fields: [{ fieldPath: 'status', order: 'ASCENDING' }, { fieldPath: 'lastUpdatedOn', order: 'ASCENDING' }] }];
}

/** The data protection law's floor for logs of processing. */
const logFloor: RetentionFloor = {
  months: 12,
  law: 'Data protection: logs of the processing of personal data are kept for at least a year (Digital Personal Data Protection Rules, 2025).',
};

export const retentionSchedule: Record<RetentionClassId, RetentionClass> = {
  unsuccessfulSubmissions: {
    label: 'Rejected and withdrawn submissions',
    holds: "The manuscript and its files, the title, abstract and keywords, the authors' names, emails and affiliations, the paper's reviews, discussion and the authors' response.",
    purpose: 'To decide on the paper and to answer the authors’ questions about the decision.',
    from: 'the decision or the withdrawal (or a later change, such as the sending of the reviews)',
    then: 'Erased.',
    defaultMonths: 12,
    floor: null,
  },
  reviews: {
    label: 'Reviews and discussions of accepted papers',
    holds: "The reviews and scores, the comments PDF, the reviewers' discussion, the authors' response, the reviewers' bids, declared conflicts and assignments, and the invitations to the programme committee with their answers and the colleagues suggested.",
    purpose: 'To decide on the papers and to let the authors improve them; reviewers may ask for a record of their reviews.',
    from: 'the end of the conference',
    then: 'Erased; the published paper stays.',
    defaultMonths: 24,
    floor: null,
  },
  registrations: {
    label: 'Registrations',
    holds: "Participants' names, affiliations, addresses, phone numbers, categories, attendance and the papers they present.",
    purpose: 'To admit participants, send them the proceedings and the meeting link, and issue certificates.',
    from: 'the end of the conference',
    then: "Anonymised: what a tax invoice must show (the buyer's name, address and GSTIN) stays with the invoice; the rest is erased.",
    defaultMonths: 12,
    floor: null,
  },
  receiptImages: {
    label: 'Images of payment receipts',
    holds: 'The screenshot or PDF a participant uploads as proof of a payment.',
    purpose: 'To verify the payment.',
    from: 'the payment’s verification or rejection',
    then: 'Erased; the payment’s reference, amount and date stay with the payment.',
    defaultMonths: 6,
    floor: null,
  },
  invoices: {
    label: 'Payments and tax invoices',
    holds: "Amounts, payment references (UTR), dates, the invoice's number, and the buyer's name, address and GSTIN.",
    purpose: 'The accounts the GST law requires.',
    from: 'the due date of the annual return of the financial year (31 December after it ends)',
    then: 'Erased.',
    defaultMonths: 72,
    floor: gstFloor,
  },
  auditLog: {
    label: 'Audit log',
    holds: 'Who changed what in the conference, and when: decisions, assignments, payments verified, settings.',
    purpose: 'Accountability, and finding out what happened when something goes wrong.',
    from: 'the entry',
    then: 'Erased.',
    defaultMonths: 36,
    floor: logFloor,
  },
  mailLog: {
    label: 'Sent mail',
    holds: 'Each message the conference sent: its recipients, subject, text and whether it was delivered.',
    purpose: 'To show what was sent to whom, and to send again what failed.',
    from: 'sending',
    then: 'Erased.',
    defaultMonths: 12,
    floor: logFloor,
  },
  inactiveAccounts: {
    label: 'Sign-in accounts not used',
    holds: "An account's email, name, affiliation, phone, password (as a salted hash) and display settings.",
    purpose: 'To let people sign in to their papers, reviews and registrations.',
    from: 'the last sign-in',
    then: 'Erased, with what only the account held; what another class keeps stays under its own period.',
    defaultMonths: 36,
    floor: null,
  },
};

/** Kept without end: the public record of the proceedings. Shown on the notice, not set on Settings. */
export const publicRecord = {
  label: 'Accepted and published papers',
  holds: 'The final paper, its title, abstract, keywords and authors as published in the proceedings.',
  purpose: 'The public record of the proceedings, which readers cite.',
  then: 'Kept as the public record.',
} as const;

/** The periods' bounds in months: a floor of 1 where the law sets none, and 50 years at most. */
export const retentionBounds = { min: 1, max: 600 } as const;

/** The least period of a class: the law's floor, or 1 month. */
export function leastMonths(id: RetentionClassId): number {
  return retentionSchedule[id].floor?.months ?? retentionBounds.min;
}

export type RetentionPeriods = Record<RetentionClassId, number>;

/** The periods as the product ships them. */
export const defaultRetentionPeriods = Object.fromEntries(retentionClassIds.map((id) => [id, retentionSchedule[id].defaultMonths])) as RetentionPeriods;

/** "12 months", "1 month", "6 years" (whole years from 24 months). */
export function periodText(months: number): string {
  if (months >= 24 && months % 12 === 0) return `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** The person who answers questions about the conference's use of personal data, as the notice names them. */
export type DataContact = {
  name: string;
  designation: string;
  email: string;
  address: string;
};

/** config/privacy: the data contact and the periods (PrivacySettingsSchema checks what the chair saves). */
export type PrivacySettings = {
  contact: DataContact;
  periods: RetentionPeriods;
};

/** The settings as the product ships them, until the chair saves theirs: the organiser's contact and the default periods. */
export const defaultPrivacy: PrivacySettings = {
  contact: {
    name: 'The Organizing Secretary',
    designation: organiserOf(defaultIdentity),
    email: defaultIdentity.contactEmail,
    address: `${defaultIdentity.department}\n${addressOf(defaultIdentity)}`,
  },
  periods: defaultRetentionPeriods,
};
