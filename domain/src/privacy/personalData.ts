// Where the product keeps what it knows about a person, collection by collection: the field that names
// them (their account's uid, their email, or the reviewer records linked to that email), or why a
// collection holds nothing of theirs that is not also kept where it is named. Every collection with a
// schema is listed (documents.test.ts holds it), so a new one is placed here before it ships, and the
// data export (GET /api/me/data) reads them all.
import { z } from 'zod/mini';

/** What names the person: their account's uid, their email, or one of their reviewer records' IDs. */
export type PersonKey = 'uid' | 'email' | 'reviewerId';

export type PersonalLink =
  /** The document's ID is the account's uid. */
  | { kind: 'document' }
  /** A field (a dotted path) equal to the key. */
  | { kind: 'field'; field: string; key: PersonKey }
  /** An array field that holds the key. */
  | { kind: 'contains'; field: string; key: PersonKey }
  /** Documents kept per paper (by the paper's ID) of the papers the person submitted. */
  | { kind: 'ownPaper' }
  /** The papers a reviewer is assigned to: only their own assignment is theirs (the others are other people's). */
  | { kind: 'assignment' }
  /** Nothing of the person's that the collections above do not already hold. */
  | { kind: 'none'; why: string };

export const personalData = {
  users: [{ kind: 'document' }],
  settings: [{ kind: 'document' }],
  participants: [{ kind: 'document' }],
  calendarFeeds: [{ kind: 'field', field: 'uid', key: 'uid' }],
  manuscripts: [{ kind: 'field', field: 'authorId', key: 'uid' }],
  registrations: [{ kind: 'field', field: 'uid', key: 'uid' }],
  payments: [{ kind: 'field', field: 'uid', key: 'uid' }],
  extensions: [{ kind: 'field', field: 'authorUid', key: 'uid' }],
  responses: [{ kind: 'ownPaper' }],
  proceedings: [{ kind: 'ownPaper' }],
  reviewers: [{ kind: 'field', field: 'email', key: 'email' }],
  reviews: [{ kind: 'field', field: 'reviewerId', key: 'reviewerId' }],
  conflicts: [{ kind: 'field', field: 'reviewerId', key: 'reviewerId' }],
  bids: [{ kind: 'field', field: 'reviewerId', key: 'reviewerId' }],
  papers: [{ kind: 'assignment' }],
  comments: [
    { kind: 'field', field: 'author.reviewerId', key: 'reviewerId' },
    { kind: 'field', field: 'author.uid', key: 'uid' },
  ],
  mail: [{ kind: 'contains', field: 'to', key: 'email' }],
  audit: [{ kind: 'field', field: 'actor.uid', key: 'uid' }],
  certificates: [
    { kind: 'field', field: 'uid', key: 'uid' },
    { kind: 'field', field: 'email', key: 'email' },
  ],
  invitations: [
    { kind: 'contains', field: 'addresses', key: 'email' },
    { kind: 'contains', field: 'suggestedEmails', key: 'email' },
  ],
  invitationTokens: [{ kind: 'none', why: "Each invitation link's digest, pointing at its invitation, which the export holds; the link itself is never stored." }],
  paperIndex: [{ kind: 'none', why: "Made from the paper and its manuscript (the authors' names as search words), which the export holds." }],
  authorPapers: [{ kind: 'none', why: "The IDs of the author's papers, made from their manuscripts, which the export holds." }],
  discussions: [{ kind: 'none', why: "Each discussion's state and how many comments each reviewer has not read: counts, kept per reviewer record ID." }],
  paymentReferences: [{ kind: 'none', why: 'Each payment reference once, pointing at its payment, which the export holds with the reference.' }],
  proposals: [{ kind: 'none', why: "The chair's previews of an assignment or a bulk action: deleted when applied, and within a day otherwise." }],
  stats: [{ kind: 'none', why: 'Counts for the dashboard: no person in them.' }],
  editions: [{ kind: 'none', why: "Each edition's acronym, year, name and state: no person in them." }],
  mailTemplates: [{ kind: 'none', why: "The chair's saved templates: their words with merge fields, no recipient; who saved one is in the audit log." }],
  similarity: [{ kind: 'none', why: "Each paper's text signature (hashes of its word sequences, from which no text can be read back) and the papers it overlaps with: no person in them." }],
  similarityBands: [{ kind: 'none', why: 'Paper IDs filed by their signatures: no person in them.' }],
} as const satisfies Record<string, readonly PersonalLink[]>;

export type PersonalCollection = keyof typeof personalData;

/** GET /api/me/data: the account, and every document the product holds about it, by collection. */
export const PersonalDataAnswer = z.object({
  generatedAt: z.string(),
  account: z.object({ uid: z.string(), email: z.string(), role: z.string(), name: z.string(), createdAt: z.nullable(z.string()), lastSignInAt: z.nullable(z.string()) }),
  collections: z.record(z.string(), z.array(z.object({ id: z.string(), data: z.unknown() }))),
  /** What the export leaves out, and why (the collections with nothing of the person's). */
  notIncluded: z.record(z.string(), z.string()),
});
export type PersonalDataExport = z.output<typeof PersonalDataAnswer>;
