// Firestore rules tests: a table of every collection × persona × operation drives allowed/denied
// cases, followed by scenarios for what lists return, reviewer email matching and settings writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Collections, PaperStatus, ReviewStatus, paperIndexEntry, type PaperDoc, type SettingsDoc } from '@confsys/domain';
import { sample } from '../support/documents';
import {
  clientOf,
  contextFor,
  personaNames,
  personas,
  removeAsServer,
  seed,
  startRulesEnvironment,
  type Client,
  type DocData,
  type EqualityFilter,
  type Persona,
  type PersonaName,
} from './harness';

type CollectionName = (typeof Collections)[keyof typeof Collections];
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type Outcome = 'allow' | 'deny';
type Row = Readonly<Record<Operation, Outcome>>;

const operations: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

/** A row allowing exactly the given operations; everything else is denied. */
function allows(...allowed: Operation[]): Row {
  const row: Record<Operation, Outcome> = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' };
  for (const op of allowed) row[op] = 'allow';
  return row;
}
const nothing = allows();

/** Collections no client reads or writes. */
const nobody: Readonly<Record<PersonaName, Row>> = {
  signedOut: nothing,
  authorBob: nothing,
  authorCarol: nothing,
  reviewerAlice: nothing,
  reviewerDan: nothing,
  reviewerUnverified: nothing,
  chair: nothing,
};

/** Collections only admins read (and nobody writes from a client). */
const adminReadsOnly: Readonly<Record<PersonaName, Row>> = { ...nobody, chair: allows('get', 'list') };

// ---- Fixtures: what the server has written before each test (tests/support/documents.ts). ----

const reviewerIdOf = (email: string) => `R-${email.split('@')[0]}`;

/** A paper as the server writes it: under review by the given reviewer, or submitted without one. */
function paper(paperId: string, reviewerEmail: string | null): PaperDoc {
  return sample.paper({
    paperId,
    title: `Paper ${paperId}`,
    status: reviewerEmail === null ? PaperStatus.Submitted : PaperStatus.UnderReview,
    reviewers: reviewerEmail === null ? [] : [{ reviewerId: reviewerIdOf(reviewerEmail), name: 'A Reviewer', email: reviewerEmail, assignedAt: '2025-01-01T00:00:00.000Z' }],
    reviewerIds: reviewerEmail === null ? [] : [reviewerIdOf(reviewerEmail)],
    reviewerEmails: reviewerEmail === null ? [] : [reviewerEmail],
    manuscriptPath: `/api/files/manuscript/${paperId}.pdf`,
  });
}

function manuscript(paperId: string, authorId: string, email: string): DocData {
  return sample.manuscript({ paperId, authorId, title: `Paper ${paperId}`, status: PaperStatus.UnderReview, authors: [{ ...sample.manuscript().authors[0]!, name: `Author ${authorId}`, email }] });
}

const bobSettings: SettingsDoc = sample.settings();

/** Alice reviews ICC-001 (Bob's), Dan reviews ICC-002 (Carol's), ICC-003 (Bob's) has no reviewer yet. */
const fixtures: Readonly<Record<string, DocData>> = {
  'users/bob': sample.user({ uid: 'bob', role: 'author', name: 'Bob', email: 'bob@demo.test' }),
  'users/carol': sample.user({ uid: 'carol', role: 'author', name: 'Carol', email: 'carol@demo.test' }),
  'users/alice': sample.user({ uid: 'alice', role: 'reviewer', name: 'Alice', email: 'alice@demo.test' }),
  'papers/ICC-001': { ...paper('ICC-001', 'alice@demo.test') },
  'papers/ICC-002': { ...paper('ICC-002', 'dan@demo.test') },
  'papers/ICC-003': { ...paper('ICC-003', null) },
  'manuscripts/ICC-001': manuscript('ICC-001', 'bob', 'bob@demo.test'),
  'paperIndex/ICC-001': paperIndexEntry(sample.paper({ paperId: 'ICC-001' }), ['Bob']),
  'manuscripts/ICC-002': manuscript('ICC-002', 'carol', 'carol@demo.test'),
  'manuscripts/ICC-003': manuscript('ICC-003', 'bob', 'bob@demo.test'),
  'authorPapers/bob': { paperIds: ['ICC-001', 'ICC-003'] },
  'authorPapers/carol': { paperIds: ['ICC-002'] },
  'reviewers/R-alice': sample.reviewer({ id: 'R-alice', name: 'Alice', email: 'alice@demo.test' }),
  'reviewers/R-dan': sample.reviewer({ id: 'R-dan', name: 'Dan', affiliation: 'Uni D', email: 'dan@demo.test', researchArea: 'Databases' }),
  'reviews/ICC-001_R-alice': sample.review({ paperId: 'ICC-001', reviewerId: 'R-alice', reviewerEmail: 'alice@demo.test', updatedBy: 'alice@demo.test' }),
  'reviews/ICC-002_R-dan': sample.review({ paperId: 'ICC-002', reviewerId: 'R-dan', reviewerEmail: 'dan@demo.test', updatedBy: 'dan@demo.test', status: ReviewStatus.Published }),
  'conflicts/ICC-002_R-alice': { paperId: 'ICC-002', reviewerId: 'R-alice', createdAt: '2025-01-01T00:00:00.000Z' },
  'config/reviewing': { reviewersPerPaper: 3, shareReviews: true },
  'config/notifications': { notifications: 'enabled' },
  'mail/M-1': sample.mail(),
  'registrations/REG-0001': sample.registration({ name: 'Eve', email: 'eve@demo.test' }),
  'stats/dashboard': sample.stats(),
  'settings/bob': { ...bobSettings },
  'meta/sequences': { papers: 3 },
  'extensions/author-bob': { id: 'author-bob', kind: 'author', paperId: null, authorEmail: 'bob@demo.test', authorUid: 'bob', until: '2031-01-01T00:00:00.000Z', reason: 'Flood', grantedAt: '2030-12-01T00:00:00.000Z', grantedBy: 'chair@demo.test' },
  'calendarFeeds/0f343b0931126a20f133d67c2b018a3b5e2f8d6e6f1f0e9d8c7b6a5f4e3d2c1b': { uid: 'alice', email: 'alice@demo.test', createdAt: '2025-11-26T00:00:00.000Z' },
  'bids/ICC-001_alice': { paperId: 'ICC-001', reviewerId: 'alice', bid: 'eager', updatedAt: '2025-11-26T00:00:00.000Z' },
  'proposals/0123456789abcdef01234567': { kind: 'autoassign', by: 'chair', createdAt: '2025-11-26T00:00:00.000Z', expiresAt: '2025-11-26T00:30:00.000Z', parts: 1, items: 0, appliedAt: null },
  'responses/ICC-001': { paperId: 'ICC-001', draft: null, submitted: { text: 'We thank the reviewers.', words: 4, at: '2025-11-26T00:00:00.000Z' }, versions: [{ text: 'We thank the reviewers.', words: 4, at: '2025-11-26T00:00:00.000Z' }], updatedBy: 'bob', createdAt: '2025-11-26T00:00:00.000Z', updatedAt: '2025-11-26T00:00:00.000Z' },
  'comments/C-1': { id: 'C-1', paperId: 'ICC-001', author: { kind: 'reviewer', reviewerId: 'R-alice' }, text: 'I agree.', at: '2025-11-26T00:00:00.000Z', to: null },
  'discussions/ICC-001': { paperId: 'ICC-001', comments: 1, lastCommentAt: '2025-11-26T00:00:00.000Z', resolved: false, resolvedAt: null, notices: {}, noticesPending: false },
  'participants/bob': { uid: 'bob', email: 'bob@demo.test', category: 'faculty', attendance: 'online', paperIds: [], billing: { name: 'Bob', address: 'Kochi', state: 'Kerala', country: 'India', gstin: null }, hostelNights: 0, amount: { currency: 'INR', rate: 'early', taxable: 350000, cgst: 31500, sgst: 31500, total: 413000, category: 'Faculty' }, registeredAt: '2025-11-26T00:00:00.000Z', updatedAt: '2025-11-26T00:00:00.000Z' },
  'payments/p1': { uid: 'bob', email: 'bob@demo.test', name: 'Bob', paperIds: [], attendance: 'online', reference: '424512345678', referenceKey: '424512345678', declared: 413000, due: { currency: 'INR', rate: 'early', taxable: 350000, cgst: 31500, sgst: 31500, total: 413000, category: 'Faculty' }, date: '2025-11-25', receiptStorePath: 'payments/p1.pdf', receiptType: 'pdf', state: 'recorded', recordedAt: '2025-11-26T00:00:00.000Z', decidedAt: null, decidedBy: null, reason: null, document: null, creditNotes: [], searchTokens: ['bob'] },
  'paymentReferences/424512345678': { paymentId: 'p1', at: '2025-11-26T00:00:00.000Z' },
  'proceedings/ICC-001': { paperId: 'ICC-001', cameraReady: null, copyright: null, metadata: null, remindedAt: null, updatedAt: '2025-11-26T00:00:00.000Z' },
  'certificates/7K3M-X9QD-2HRT-V8WN': { code: '7K3M-X9QD-2HRT-V8WN', kind: 'attendee', edition: { id: 'iccs-2025', name: 'ICCS 2025' }, name: 'Bob', email: 'bob@demo.test', uid: 'bob', text: 'attended ICCS 2025 (online).', facts: { kind: 'attendee', attendance: 'online' }, key: 'iccs-2025|attendee|bob@demo.test', issuedAt: '2025-11-26T00:00:00.000Z', issuedBy: 'chair', revoked: null },
  'invitations/inv1': { id: 'inv1', name: 'Asha', email: 'asha@demo.test', affiliation: 'CUSAT', topics: [], load: null, message: 'Join us.', maxLoad: 6, createdAt: '2025-11-26T00:00:00.000Z', createdBy: 'chair', expiresAt: '2025-12-26T00:00:00.000Z', state: 'invited', waiting: true, openedAt: null, answeredAt: null, accepted: null, declined: null, suggestedEmails: [], addresses: ['asha@demo.test'], remindedAt: [], mailIds: [], addressProof: null, nameKey: 'asha', searchTokens: ['asha'] },
  'invitationTokens/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08': { invitationId: 'inv1', createdAt: '2025-11-26T00:00:00.000Z', expiresAt: '2025-12-26T00:00:00.000Z' },
  'mailTemplates/t1': { name: 'Register', group: 'authors', perPaper: false, subject: 'Register', body: 'Dear {{name}}', createdAt: '2025-11-26T00:00:00.000Z', updatedAt: '2025-11-26T00:00:00.000Z' },
  'similarity/ICC-001': { paperId: 'ICC-001', source: 'manuscript', file: 'manuscripts/ICC-001', version: 1, words: 4000, shingles: Bytes.fromUint8Array(new Uint8Array(8)), bands: ['0-12:0000abcd'], matches: [{ paperId: 'ICC-002', edition: 'iccs-2025', percent: 74 }], top: 74, computedAt: '2025-11-26T00:00:00.000Z' },
  'similarityBands/0-12': { keys: { '0000abcd': ['iccs-2025/ICC-001'] } },
  'audit/1764115200000-abcdefgh': { at: '2025-11-26T00:00:00.000Z', action: 'calendar.update', target: 'calendar', actor: { uid: 'chair', email: 'chair@demo.test', role: 'admin' }, before: null, after: null, reason: null },
};

// ---- The permissions table. ----

interface CollectionCase {
  /** Document the get, update and delete rows act on (seeded; see fixtures). */
  subject: string;
  /** Where a persona tries to create a document (absent before the attempt). */
  createPath: (who: Persona) => string;
  createData: DocData;
  updateData: DocData;
  /** The query the persona's screen would run: the filter the rules require, or none. */
  listFilters: (who: Persona) => EqualityFilter[];
  expected: Readonly<Record<PersonaName, Row>>;
}

const fresh = (collection: CollectionName) => () => `${collection}/created-by-test`;
const ownDoc = (collection: CollectionName) => (who: Persona) => `${collection}/${who?.uid ?? 'signed-out'}`;
const unfiltered = (): EqualityFilter[] => [];
const byOwnEmail = (field: string) => (who: Persona): EqualityFilter[] =>
  who?.role === 'reviewer' ? [[field, who.email]] : [];

/** A collection listed without a filter, where a persona tries to create `<collection>/created-by-test`. */
function unfilteredCase(subject: `${CollectionName}/${string}`, createData: DocData, updateData: DocData, expected: CollectionCase['expected']): CollectionCase {
  return { subject, createPath: fresh(subject.split('/')[0] as CollectionName), createData, updateData, listFilters: unfiltered, expected };
}

const table: Readonly<Record<CollectionName, CollectionCase>> = {
  users: {
    subject: 'users/bob',
    createPath: ownDoc('users'),
    createData: sample.user({ uid: 'x', role: 'admin', name: 'Me', email: 'me@demo.test' }),
    updateData: { role: 'admin' },
    listFilters: unfiltered,
    expected: {
      signedOut: nothing,
      authorBob: allows('get'),
      authorCarol: nothing,
      reviewerAlice: nothing,
      reviewerDan: nothing,
      reviewerUnverified: nothing,
      chair: allows('get', 'list'),
    },
  },
  papers: {
    subject: 'papers/ICC-001',
    createPath: fresh('papers'),
    createData: { ...paper('ICC-999', 'alice@demo.test') },
    updateData: { status: PaperStatus.Accepted },
    listFilters: byOwnEmail('reviewerEmails'),
    expected: adminReadsOnly,
  },
  // The lists' index holds the authors' names beside the paper: admins read it; no reviewer or author.
  paperIndex: unfilteredCase('paperIndex/ICC-001', paperIndexEntry(sample.paper({ paperId: 'ICC-999' }), ['Mallory']), { status: PaperStatus.Accepted }, adminReadsOnly),
  manuscripts: {
    subject: 'manuscripts/ICC-001',
    createPath: fresh('manuscripts'),
    createData: manuscript('ICC-999', 'bob', 'bob@demo.test'),
    updateData: { title: 'Changed by a client' },
    listFilters: (who) => (who?.role === 'author' ? [['authorId', who.uid]] : []),
    expected: {
      signedOut: nothing,
      authorBob: allows('get', 'list'),
      authorCarol: allows('list'),
      reviewerAlice: nothing,
      reviewerDan: nothing,
      reviewerUnverified: nothing,
      chair: allows('get', 'list'),
    },
  },
  reviewers: {
    subject: 'reviewers/R-alice',
    createPath: fresh('reviewers'),
    createData: sample.reviewer({ id: 'created-by-test', name: 'Me', email: 'me@demo.test' }),
    updateData: { researchArea: 'Changed by a client' },
    listFilters: byOwnEmail('email'),
    expected: {
      signedOut: nothing,
      authorBob: nothing,
      authorCarol: nothing,
      reviewerAlice: allows('get', 'list'),
      reviewerDan: allows('list'),
      reviewerUnverified: nothing,
      chair: allows('get', 'list'),
    },
  },
  reviews: {
    subject: 'reviews/ICC-001_R-alice',
    createPath: fresh('reviews'),
    createData: sample.review({ paperId: 'ICC-003', reviewerEmail: 'alice@demo.test' }),
    updateData: { status: ReviewStatus.Published },
    listFilters: byOwnEmail('reviewerEmail'),
    expected: {
      signedOut: nothing,
      authorBob: nothing,
      authorCarol: nothing,
      reviewerAlice: allows('get'),
      reviewerDan: nothing,
      reviewerUnverified: nothing,
      chair: allows('get', 'list'),
    },
  },
  conflicts: unfilteredCase('conflicts/ICC-002_R-alice', { paperId: 'ICC-001', reviewerId: 'R-alice', createdAt: '2025-01-01T00:00:00.000Z' }, { reviewerId: 'R-dan' }, adminReadsOnly),
  config: unfilteredCase('config/reviewing', { reviewersPerPaper: 1, shareReviews: false }, { shareReviews: false }, adminReadsOnly),
  // The outbox names recipients and a paper's authors: admins read it; nobody else, and no client writes
  // (not even an admin: resending is an API call, and a forged message would go out under the conference's name).
  mail: unfilteredCase('mail/M-1', sample.mail({ to: ['victim@demo.test'] }), { 'delivery.state': 'PENDING', to: ['attacker@demo.test'] }, adminReadsOnly),
  registrations: unfilteredCase('registrations/REG-0001', sample.registration({ name: 'Me', email: 'me@demo.test' }), { receiptKey: 'b'.repeat(32) }, adminReadsOnly),
  stats: unfilteredCase('stats/dashboard', sample.stats({ reviewers: 0 }), { reviewers: 1000 }, adminReadsOnly),
  settings: {
    subject: 'settings/bob',
    createPath: ownDoc('settings'),
    createData: { theme: 'dark' },
    updateData: { theme: 'dark' },
    // Nobody may list settings, not even their own: a list could return other users' documents.
    listFilters: unfiltered,
    expected: {
      signedOut: nothing,
      authorBob: allows('get', 'create', 'update', 'delete'),
      authorCarol: allows('create'),
      reviewerAlice: allows('create'),
      reviewerDan: allows('create'),
      reviewerUnverified: allows('create'),
      chair: allows('create'),
    },
  },
  // An author's list of papers: they get their own (the dashboard listens to it); nobody lists or writes them.
  authorPapers: {
    subject: 'authorPapers/bob',
    createPath: ownDoc('authorPapers'),
    createData: { paperIds: ['ICC-999'] },
    updateData: { paperIds: ['ICC-002'] },
    listFilters: unfiltered,
    expected: { ...nobody, authorBob: allows('get') },
  },
  meta: unfilteredCase('meta/sequences', { papers: 0 }, { papers: 1 }, nobody),
  // The editions' registry is the server's: the site learns the current edition through the API.
  editions: unfilteredCase('editions/iccs-2026', { id: 'iccs-2026', acronym: 'ICCS', year: 2026, name: 'ICCS 2026', state: 'draft', layout: 'nested', createdAt: '2026-11-26T00:00:01.000Z' }, { state: 'current' }, nobody),
  // Extensions: the author they are for reads theirs; admins read all; nobody writes from a client.
  extensions: unfilteredCase('extensions/author-bob', { id: 'x', kind: 'author', paperId: null, authorEmail: 'carol@demo.test', authorUid: 'carol', until: '2031-01-01T00:00:00.000Z', reason: 'Mine', grantedAt: '2030-12-01T00:00:00.000Z', grantedBy: 'carol@demo.test' }, { until: '2040-01-01T00:00:00.000Z' }, { ...nobody, authorBob: allows('get'), chair: allows('get', 'list') }),
  // Reviewers' calendar feeds: served through the API by their link's secret; nobody reads them directly.
  calendarFeeds: unfilteredCase('calendarFeeds/0f343b0931126a20f133d67c2b018a3b5e2f8d6e6f1f0e9d8c7b6a5f4e3d2c1b', { uid: 'alice', email: 'alice@demo.test', createdAt: '2025-11-26T00:00:01.000Z' }, { uid: 'dan' }, nobody),
  // Bids: a reviewer bids through the API, which checks the window and hides the authors; nobody reads them directly.
  bids: unfilteredCase('bids/ICC-001_alice', { paperId: 'ICC-002', reviewerId: 'alice', bid: 'eager', updatedAt: '2025-11-26T00:00:01.000Z' }, { bid: 'conflict' }, nobody),
  // Proposals and bulk previews are the server's alone.
  proposals: unfilteredCase('proposals/0123456789abcdef01234567', { kind: 'bulk', by: 'chair', createdAt: '2025-11-26T00:00:01.000Z', expiresAt: '2025-11-26T00:30:00.000Z', parts: 1, items: 0, appliedAt: null }, { appliedAt: '2025-11-26T00:10:00.000Z' }, nobody),
  // The authors' response: the paper's author reads and writes it through the API, within the window;
  // the reviewer assigned to the paper reads it there once their review is in. Nobody reads it directly.
  responses: unfilteredCase('responses/ICC-001', { paperId: 'ICC-003', draft: null, submitted: null, versions: [], updatedBy: 'bob', createdAt: '2025-11-26T00:00:01.000Z', updatedAt: '2025-11-26T00:00:01.000Z' }, { submitted: { text: 'Rewritten.', words: 1, at: '2025-11-26T00:00:02.000Z' } }, nobody),
  // The discussion: its comments carry the reviewer's record ID, which the API turns into "Reviewer N";
  // the assigned reviewer (alice) and the paper's author (bob) are refused alike.
  comments: unfilteredCase('comments/C-1', { id: 'C-2', paperId: 'ICC-001', author: { kind: 'reviewer', reviewerId: 'R-alice' }, text: 'Posted around the API.', at: '2025-11-26T00:00:01.000Z', to: null }, { text: 'Changed.' }, nobody),
  discussions: unfilteredCase('discussions/ICC-001', { paperId: 'ICC-003', comments: 0, lastCommentAt: null, resolved: false, resolvedAt: null, notices: {}, noticesPending: false }, { resolved: true }, nobody),
  // A registration's amount is the server's to compute: not even its participant writes or reads it directly.
  participants: {
    subject: 'participants/bob',
    createPath: ownDoc('participants'),
    createData: { uid: 'bob', email: 'bob@demo.test', category: 'student', attendance: 'online', paperIds: [], billing: { name: 'Bob', address: 'Kochi', state: 'Kerala', country: 'India', gstin: null }, hostelNights: 0, amount: { currency: 'INR', rate: 'early', taxable: 1, cgst: 0, sgst: 0, total: 1, category: 'Student' }, registeredAt: '2025-11-26T00:00:01.000Z', updatedAt: '2025-11-26T00:00:01.000Z' },
    updateData: { 'amount.total': 1 },
    listFilters: unfiltered,
    expected: nobody,
  },
  // Payments and their references: billing details and invoice numbers, through the API only, which
  // numbers the documents in one transaction and claims each reference once.
  payments: unfilteredCase('payments/p1', { uid: 'bob', email: 'bob@demo.test', name: 'Bob', paperIds: [], attendance: 'online', reference: '424512345678', referenceKey: '424512345678', declared: 413000, due: { currency: 'INR', rate: 'early', taxable: 350000, cgst: 31500, sgst: 31500, total: 413000, category: 'Faculty' }, date: '2025-11-25', receiptStorePath: 'payments/p1.pdf', receiptType: 'pdf', state: 'verified', recordedAt: '2025-11-26T00:00:00.000Z', decidedAt: null, decidedBy: null, reason: null, document: null, creditNotes: [], searchTokens: ['bob'] }, { state: 'verified' }, nobody),
  paymentReferences: unfilteredCase('paymentReferences/424512345678', { paymentId: 'p2', at: '2025-11-26T00:00:01.000Z' }, { paymentId: 'p3' }, nobody),
  // An accepted paper's proceedings: its authors act through the API only, which checks the deadline,
  // the publisher's checks and who they are; the chair reads it through the screen and the exports.
  proceedings: unfilteredCase('proceedings/ICC-001', { paperId: 'ICC-002', cameraReady: null, copyright: null, metadata: null, remindedAt: null, updatedAt: '2025-11-26T00:00:01.000Z' }, { remindedAt: '2025-11-26T00:00:01.000Z' }, nobody),
  // Certificates carry the holder's email: anyone verifies one through the API, which leaves it out; the server alone issues and revokes.
  certificates: unfilteredCase('certificates/7K3M-X9QD-2HRT-V8WN', { code: '7K3M-X9QD-2HRT-V8WN', kind: 'attendee', edition: { id: 'iccs-2025', name: 'ICCS 2025' }, name: 'Carol', email: 'bob@demo.test', uid: 'bob', text: 'attended ICCS 2025 (online).', facts: { kind: 'attendee', attendance: 'online' }, key: 'iccs-2025|attendee|bob@demo.test', issuedAt: '2025-11-26T00:00:00.000Z', issuedBy: 'chair', revoked: null }, { revoked: { at: '2025-11-26T00:00:01.000Z', by: 'bob', reason: 'Mine' } }, nobody),
  // Invitations carry the invitees' addresses and answers; their links' digests point at them: the API alone reads and writes both.
  invitations: unfilteredCase('invitations/inv1', { id: 'inv1', name: 'Carol', email: 'asha@demo.test', affiliation: 'CUSAT', topics: [], load: null, message: 'Join us.', maxLoad: 6, createdAt: '2025-11-26T00:00:00.000Z', createdBy: 'chair', expiresAt: '2025-12-26T00:00:00.000Z', state: 'invited', waiting: true, openedAt: null, answeredAt: null, accepted: null, declined: null, suggestedEmails: [], addresses: ['asha@demo.test'], remindedAt: [], mailIds: [], addressProof: null, nameKey: 'asha', searchTokens: ['asha'] }, { state: 'accepted' }, nobody),
  invitationTokens: unfilteredCase('invitationTokens/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', { invitationId: 'inv1', createdAt: '2025-11-26T00:00:00.000Z', expiresAt: '2025-12-26T00:00:00.000Z' }, { invitationId: 'inv2' }, nobody),
  mailTemplates: unfilteredCase('mailTemplates/t2', { name: 'Mine', group: 'authors', perPaper: false, subject: 'Hi', body: 'x', createdAt: '2025-11-26T00:00:00.000Z', updatedAt: '2025-11-26T00:00:00.000Z' }, { body: 'y' }, nobody),
  // Signatures and their bands: the chair reads a report through the API, a reviewer only its figure; an author never learns what matched.
  similarity: unfilteredCase('similarity/ICC-001', { paperId: 'ICC-002', source: 'manuscript', file: 'manuscripts/ICC-002', version: 1, words: 10, shingles: Bytes.fromUint8Array(new Uint8Array(0)), bands: [], matches: [], top: 0, computedAt: '2025-11-26T00:00:00.000Z' }, { top: 0 }, nobody),
  similarityBands: unfilteredCase('similarityBands/0-12', { keys: {} }, { keys: { ffff: ['iccs-2025/ICC-009'] } }, nobody),
  // The audit log: even admins read it through the API only, which pages and filters it.
  audit: unfilteredCase('audit/1764115200000-abcdefgh', { at: '2025-11-26T00:00:01.000Z', action: 'calendar.update', target: 'calendar', actor: { uid: 'chair', email: 'chair@demo.test', role: 'admin' }, before: null, after: null, reason: null }, { reason: 'rewritten' }, nobody),
};

function attempt(client: Client, collection: CollectionName, test: CollectionCase, who: Persona, op: Operation): Promise<unknown> {
  switch (op) {
    case 'get':
      return client.get(test.subject);
    case 'list':
      return client.list(collection, test.listFilters(who));
    case 'create':
      return client.create(test.createPath(who), test.createData);
    case 'update':
      return client.update(test.subject, test.updateData);
    case 'delete':
      return client.delete(test.subject);
  }
}

function describeFilters(filters: EqualityFilter[]): string {
  return filters.length === 0 ? 'unfiltered' : filters.map(([field, value]) => `${field} == ${value}`).join(', ');
}

// ---- Running it. ----

let env: RulesTestEnvironment;
const clients = {} as Record<PersonaName, Client>;

beforeAll(async () => {
  env = await startRulesEnvironment();
  for (const name of personaNames) clients[name] = clientOf(contextFor(env, personas[name]));
});

/**
 * Whether the database may differ from the fixtures. Each test starts on the fixtures as seeded; a test
 * that cannot have changed them (a read, or a write the rules refused, as asserted) leaves them for the
 * next instead of their being cleared and seeded again (most of the table's 1,000 rows).
 */
let changed = true;

beforeEach(async () => {
  if (changed) {
    await env.clearFirestore();
    await seed(env, fixtures);
  }
  changed = true;
});

/** Called at the end of a test that wrote nothing: the next test may use the fixtures as they are. */
const leftAsSeeded = () => {
  changed = false;
};

afterAll(async () => {
  await env?.cleanup();
});

describe('the permissions table', () => {
  it('has rows for every collection in Collections, and no others', () => {
    expect(Object.keys(table).sort()).toEqual(Object.values(Collections).sort());
  });

  it('has a row for every persona in every collection', () => {
    for (const test of Object.values(table)) {
      expect(Object.keys(test.expected).sort()).toEqual([...personaNames].sort());
    }
  });
});

for (const collection of Object.keys(table) as CollectionName[]) {
  const test = table[collection];
  describe(collection, () => {
    for (const name of personaNames) {
      const who = personas[name];
      for (const op of operations) {
        const outcome = test.expected[name][op];
        const target =
          op === 'list' ? `${collection} (${describeFilters(test.listFilters(who))})`
          : op === 'create' ? test.createPath(who)
          : test.subject;
        it(`${name} ${outcome === 'allow' ? 'may' : 'may not'} ${op} ${target}`, async () => {
          if (op === 'create') await removeAsServer(env, test.createPath(who));
          const result = attempt(clients[name], collection, test, who, op);
          if (outcome === 'allow') await assertSucceeds(result);
          else await assertFails(result);
          // A read, or a refused update or delete, changed nothing (a create first removed its document).
          if (op === 'get' || op === 'list' || (outcome === 'deny' && op !== 'create')) leftAsSeeded();
        });
      }
    }
  });
}

describe('what a permitted list returns', () => {

  it('authorBob lists exactly his own manuscripts', async () => {
    expect(await clients.authorBob.list(Collections.manuscripts, [['authorId', 'bob']])).toEqual(['ICC-001', 'ICC-003']);
  });

  it('reviewerAlice reads her own review, and loses it the moment she is removed from the paper', async () => {
    await assertSucceeds(clients.reviewerAlice.get('reviews/ICC-001_R-alice'));
    await seed(env, { 'papers/ICC-001': { ...paper('ICC-001', 'dan@demo.test') } });
    await assertFails(clients.reviewerAlice.get('reviews/ICC-001_R-alice'));
  });

  it('a reviewer reads neither the papers (they list every reviewer) nor another reviewer’s review of the same paper', async () => {
    await seed(env, {
      'papers/ICC-001': { ...paper('ICC-001', 'alice@demo.test'), reviewerEmails: ['alice@demo.test', 'dan@demo.test'] },
      'reviews/ICC-001_R-dan': sample.review({ paperId: 'ICC-001', reviewerId: 'R-dan', reviewerEmail: 'dan@demo.test', updatedBy: 'dan@demo.test' }),
    });
    await assertFails(clients.reviewerAlice.get('papers/ICC-001'));
    await assertFails(clients.reviewerAlice.list(Collections.papers, [['reviewerEmails', 'alice@demo.test']]));
    await assertFails(clients.reviewerAlice.get('reviews/ICC-001_R-dan'));
    await assertSucceeds(clients.reviewerDan.get('reviews/ICC-001_R-dan'));
  });

  it('the chair lists every paper, assigned or not', async () => {
    expect(await clients.chair.list(Collections.papers)).toEqual(['ICC-001', 'ICC-002', 'ICC-003']);
  });
});

describe("a rolled-over edition's collections (editions/{edition}/...)", () => {
  const edition = 'editions/iccs-2026';
  beforeEach(async () => {
    await seed(env, {
      [`${edition}/manuscripts/ICCS26-0001`]: manuscript('ICCS26-0001', 'bob', 'bob@demo.test'),
      [`${edition}/manuscripts/ICCS26-0002`]: manuscript('ICCS26-0002', 'carol', 'carol@demo.test'),
      [`${edition}/authorPapers/bob`]: { paperIds: ['ICCS26-0001'] },
      [`${edition}/stats/dashboard`]: sample.stats(),
      [`${edition}/extensions/author-bob`]: fixtures['extensions/author-bob']!,
      [`${edition}/papers/ICCS26-0001`]: paper('ICCS26-0001', 'alice@demo.test'),
      [`${edition}/config/fees`]: { amount: 1 },
      [edition]: { id: 'iccs-2026', acronym: 'ICCS', year: 2026, name: 'ICCS 2026', state: 'current', layout: 'nested', createdAt: '2026-11-26T00:00:00.000Z' },
    });
  });

  it('lets an author read and list only their own manuscripts there, and never a reviewer', async () => {
    expect(await clients.authorBob.list(`${edition}/manuscripts`, [['authorId', 'bob']])).toEqual(['ICCS26-0001']);
    await assertFails(clients.authorBob.get(`${edition}/manuscripts/ICCS26-0002`));
    await assertFails(clients.authorBob.list(`${edition}/manuscripts`));
    await assertFails(clients.reviewerAlice.get(`${edition}/manuscripts/ICCS26-0001`));
    await assertSucceeds(clients.chair.get(`${edition}/manuscripts/ICCS26-0002`));
    // Their list of papers there, by its ID only.
    await assertSucceeds(clients.authorBob.get(`${edition}/authorPapers/bob`));
    await assertFails(clients.authorCarol.get(`${edition}/authorPapers/bob`));
    await assertFails(clients.authorBob.list(`${edition}/authorPapers`));
  });

  it("gives the counters to admins, an author's extension to that author, and nothing else to anyone", async () => {
    await assertSucceeds(clients.chair.list(`${edition}/stats`));
    await assertFails(clients.authorBob.list(`${edition}/stats`));
    await assertSucceeds(clients.authorBob.get(`${edition}/extensions/author-bob`));
    await assertFails(clients.authorCarol.get(`${edition}/extensions/author-bob`));
    for (const path of [edition, `${edition}/papers/ICCS26-0001`, `${edition}/config/fees`]) {
      await assertFails(clients.chair.get(path));
      await assertFails(clients.reviewerAlice.get(path));
    }
  });
});

describe('queries the rules cannot prove safe are refused as a whole', () => {
  it("reviewerAlice may not list reviews, even filtered on her own email, nor get Dan's review", async () => {
    await assertFails(clients.reviewerAlice.list(Collections.reviews, [['reviewerEmail', 'alice@demo.test']]));
    await assertFails(clients.reviewerAlice.get('reviews/ICC-002_R-dan'));
  });

  it("authorBob may not list manuscripts filtered on Carol's uid", async () => {
    await assertFails(clients.authorBob.list(Collections.manuscripts, [['authorId', 'carol']]));
  });

  it('authorBob may not list all manuscripts', async () => {
    await assertFails(clients.authorBob.list(Collections.manuscripts));
  });

  it("authorCarol may not get Bob's manuscript", async () => {
    await assertFails(clients.authorCarol.get('manuscripts/ICC-001'));
  });
});

describe('reviewer identity', () => {
  it('matches the verified token email case-insensitively against the stored lowercase email', async () => {
    const shouting = clientOf(
      env.authenticatedContext('alice', { role: 'reviewer', email: 'Alice@Demo.TEST', email_verified: true }),
    );
    await assertSucceeds(shouting.get('reviews/ICC-001_R-alice'));
    await assertSucceeds(shouting.get('reviewers/R-alice'));
  });

  it("needs the reviewer role: an author holding the reviewer's verified email sees nothing", async () => {
    const impostor = clientOf(
      env.authenticatedContext('eve', { role: 'author', email: 'alice@demo.test', email_verified: true }),
    );
    await assertFails(impostor.get('papers/ICC-001'));
    await assertFails(impostor.get('reviews/ICC-001_R-alice'));
    await assertFails(impostor.get('reviewers/R-alice'));
  });

  it('needs a role claim at all: a verified user without one sees nothing', async () => {
    const noRole = clientOf(env.authenticatedContext('alice', { email: 'alice@demo.test', email_verified: true }));
    await assertFails(noRole.get('papers/ICC-001'));
    await assertFails(noRole.get('reviewers/R-alice'));
  });

  it('never lets a reviewer read manuscripts, even the one they review (it names the authors)', async () => {
    await assertFails(clients.reviewerAlice.get('manuscripts/ICC-001'));
  });

  it('never lets a reviewer account read manuscripts, even one whose authorId is its own uid', async () => {
    await seed(env, { 'manuscripts/ICC-004': manuscript('ICC-004', 'alice', 'alice@demo.test') });
    await assertFails(clients.reviewerAlice.get('manuscripts/ICC-004'));
    await assertFails(clients.reviewerAlice.list(Collections.manuscripts, [['authorId', 'alice']]));
  });
});

describe('settings writes', () => {
  it('authorBob saves valid settings and reads them back', async () => {
    await assertSucceeds(clients.authorBob.set('settings/bob', { theme: 'dark' }));
    expect(await clients.authorBob.get('settings/bob')).toEqual({ theme: 'dark' });
  });

  it('refuses a theme outside light and dark', async () => {
    await assertFails(clients.authorBob.set('settings/bob', { theme: 'blue' }));
  });

  it('refuses the conference-wide notifications switch in a personal settings document', async () => {
    await assertFails(clients.authorBob.set('settings/bob', { notifications: 'disabled', theme: 'light' }));
    await assertFails(clients.chair.set('settings/chair', { notifications: 'disabled', theme: 'light' }));
    // The switch itself changes only through the API (saveNotificationSettings), never from a client.
    await assertFails(clients.chair.set('config/notifications', { notifications: 'disabled' }));
  });

  it('refuses an extra key', async () => {
    await assertFails(clients.authorBob.set('settings/bob', { theme: 'light', role: 'admin' }));
  });

  it('keeps how the person hears of discussions, one of the two ways only, beside the theme', async () => {
    await assertSucceeds(clients.authorBob.set('settings/bob', { theme: 'light', notices: 'daily' }));
    expect(await clients.authorBob.get('settings/bob')).toEqual({ theme: 'light', notices: 'daily' });
    await assertFails(clients.authorBob.set('settings/bob', { theme: 'light', notices: 'never' }));
    await assertFails(clients.authorBob.set('settings/bob', { notices: 'daily' }));
    await assertSucceeds(clients.authorBob.set('settings/bob', { theme: 'dark' }));
  });

  it('refuses a missing key on create', async () => {
    await removeAsServer(env, 'settings/bob');
    await assertFails(clients.authorBob.create('settings/bob', {}));
  });

  it("refuses writing another user's settings, even valid ones", async () => {
    await assertFails(clients.authorCarol.set('settings/bob', { theme: 'dark' }));
    await assertFails(clients.chair.set('settings/bob', { theme: 'dark' }));
  });

  it("refuses reading another user's settings, even to the chair", async () => {
    await assertFails(clients.chair.get('settings/bob'));
  });
});

describe('anything not listed', () => {
  it('denies an unknown collection to everyone, the chair included', async () => {
    await seed(env, { 'secrets/one': { value: 1 } });
    await assertFails(clients.chair.get('secrets/one'));
    await assertFails(clients.chair.create('secrets/two', { value: 2 }));
  });

  it('denies subcollections of readable documents', async () => {
    await seed(env, { 'papers/ICC-001/notes/one': { text: 'hidden' } });
    await assertFails(clients.chair.get('papers/ICC-001/notes/one'));
    await assertFails(clients.reviewerAlice.get('papers/ICC-001/notes/one'));
    await assertFails(clients.reviewerAlice.create('papers/ICC-001/notes/two', { text: 'x' }));
  });
});
