// The security scan: every endpoint of the route table, called as each of six people on real papers,
// files and accounts: signed out, the author who owns them (bob), another author (carol), the reviewer
// they are assigned to (rita), another reviewer (the demo reviewer) and an admin (a second admin, so
// the demo admin's profile is never touched). A route without a row, or a row without all six people,
// fails the suite.
// First every refusal is sent (401, 403 or 404 with a message) and nothing may change; then the allowed
// calls run in the table's order, which walks the paper under review through review, sending, decision
// and publication, so each allowed call does its real work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/api/routes';
import { call, form, fullReview, registrationForm, authorForm, uniqueEmail, type Answer } from '../support/emulator';
import { MailState, messageTemplates, conference, defaultFeeTable, defaultIdentity, defaultPrivacy, defaultProceedingsSettings, pendingDelivery, plannedCalendar } from '@confsys/domain';
import { cameraReadyPdf } from '../support/cameraReadyPdfs';
import { db } from '../support/admin';
import { sample } from '../support/documents';
import { pdfBytes, pngBytes } from '../support/files';
import { buildWorld, manuscriptFields, reviewerRecordFields, snapshot, submitManuscript, type World } from '../support/world';

const people = ['signedOut', 'author', 'otherAuthor', 'reviewer', 'otherReviewer', 'admin'] as const;
type Person = (typeof people)[number];

/** The answer each person gets: a 2xx means allowed (and the call does its work), else the refusal. */
type Expected = Record<Person, number>;

interface Request {
  path: string;
  json?: unknown;
  body?: () => Promise<FormData>;
}

interface Case {
  name: string;
  request: (world: Scope) => Request;
  expect: Expected;
  /** What the allowed answer must hold beyond its status. */
  check?: (answer: Answer<Record<string, unknown>>, person: Person, world: Scope) => void;
}

interface Scope extends World {
  /** A paper of bob's with no reviewer, for the assignment row. */
  unassignedPaper: string;
  /** A reviewer record with no papers, for the delete row. */
  spareRecord: string;
  /** A message whose delivery failed, for the Resend row. */
  failedMail: string;
  /** A reviewer record assigned to a paper with no review from them, for the reminder row. */
  lateRecord: string;
  /** A paper of bob's that the withdraw row withdraws and the restore row restores. */
  withdrawnPaper: string;
  /** Bob's payment, once the payment row has recorded it. */
  paymentId?: string;
  /** The automatic assignment's proposal and the bulk preview, once their rows have made them, for the apply rows. */
  proposalId?: string;
  previewId?: string;
  /** Bob's presenter certificate: its preview, then its code once issued. */
  certificatePreviewId?: string;
  certificateCode?: string;
  /** The address the invitation rows invite, and the previews they make. */
  scanInvitee: string;
  invitationPreviewId?: string;
  reminderPreviewId?: string;
  /** The template the template rows save, replace and delete. */
  templateId?: string;
}

const scanTemplate = { group: 'authors', perPaper: false, subject: 'Scan for {{conference.acronym}}', body: 'Dear {{name}}' };

const everyone = (status: number): Expected => ({ signedOut: status, author: status, otherAuthor: status, reviewer: status, otherReviewer: status, admin: status });
const signedIn = (status: number): Expected => ({ ...everyone(status), signedOut: 401 });
const adminOnly = (status: number): Expected => ({ signedOut: 401, author: 403, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: status });
/** What only the paper's authors may do, and what they and the admins may read. */
const authorsOwn = (status: number): Expected => ({ signedOut: 401, author: status, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 });
const authorsAndAdmin = (status: number): Expected => ({ ...authorsOwn(status), admin: status });

const one = (request: Case['request'], expected: Expected, check?: Case['check']): Case[] => [{ name: 'the request', request, expect: expected, check }];

const roleOf: Record<Exclude<Person, 'signedOut'>, string> = {
  author: 'author',
  otherAuthor: 'author',
  reviewer: 'reviewer',
  otherReviewer: 'reviewer',
  admin: 'admin',
};

const paperIds = (answer: Answer<Record<string, unknown>>, list: string) =>
  (answer.body[list] as Array<{ paperId: string }>).map((paper) => paper.paperId);

/** In the order the allowed calls run: the review workflow rows walk rita's paper to publication. */
const scan: Record<string, Case[]> = {
  'GET /api/healthcheck': one(() => ({ path: '/api/healthcheck' }), everyone(200)),
  'GET /api/openapi.json': one(() => ({ path: '/api/openapi.json' }), everyone(200)),
  'GET /api/docs': one(() => ({ path: '/api/docs' }), everyone(200)),
  'GET /api/docs/reference.js': one(() => ({ path: '/api/docs/reference.js' }), everyone(200)),
  // Each person's own data: the export is the caller's account, whoever calls.
  'GET /api/me/data': one(() => ({ path: '/api/me/data' }), signedIn(200), (answer, person) => {
    expect((answer.body as { account: { role: string } }).account.role).toBe(roleOf[person as Exclude<Person, 'signedOut'>]);
  }),
  // A wrong password erases nothing, whoever asks; the chair's account is not erased this way.
  'POST /api/me/erasure': one(() => ({ path: '/api/me/erasure', json: { password: 'Not-the-password-1' } }), { ...signedIn(401), admin: 403 }),
  // Whoever is signed in may have a new verification link sent to their own address (or be told it is verified).
  'POST /api/me/verification': one(() => ({ path: '/api/me/verification' }), signedIn(200)),
  'GET /api/session': one(() => ({ path: '/api/session' }), signedIn(200), (answer, person) => {
    expect(answer.body.role).toBe(roleOf[person as Exclude<Person, 'signedOut'>]);
  }),
  'POST /api/authors/login': one((w) => ({ path: '/api/authors/login', json: { email: w.bob.email, password: w.bob.password } }), everyone(200)),
  'POST /api/authors/register': one(() => ({ path: '/api/authors/register', json: authorForm() }), everyone(201)),
  // Each asks for a reset of an address of its own: one address gets at most five messages an hour (accountMessages.test.ts).
  'POST /api/authors/resetpassword': one(() => ({ path: '/api/authors/resetpassword', json: { email: uniqueEmail('scan-reset'), newPassword: 'Unused@2025' } }), everyone(200)),
  'POST /api/reviewers/reviewerregister': one(() => {
    const email = uniqueEmail('scan');
    return { path: '/api/reviewers/reviewerregister', json: { name: 'Scan Reviewer', email } };
  }, everyone(201)),
  'POST /api/reviewers/reviewerlogin': one((w) => ({ path: '/api/reviewers/reviewerlogin', json: { email: w.rita.email, password: w.rita.password } }), everyone(200)),
  'POST /api/admin/login': one((w) => ({ path: '/api/admin/login', json: { username: w.deputy.email, password: w.deputy.password } }), everyone(200)),
  'POST /conregister': one(() => ({ path: '/conregister', body: async () => form(registrationForm()) }), everyone(201)),
  'GET /api/registrations/:registrationId/receipt.pdf': [
    {
      name: 'with the receipt key',
      request: (w) => ({ path: `/api/registrations/${w.registration.id}/receipt.pdf?key=${w.registration.key}` }),
      expect: everyone(200),
    },
    {
      name: 'without the key: only the signed-in registrant or an admin',
      request: (w) => ({ path: `/api/registrations/${w.registration.id}/receipt.pdf` }),
      expect: { signedOut: 401, author: 404, otherAuthor: 404, reviewer: 403, otherReviewer: 403, admin: 200 },
    },
  ],
  'GET /api/authors/registration': one(
    () => ({ path: '/api/authors/registration' }),
    { signedOut: 401, author: 200, otherAuthor: 200, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer) => expect(answer.body).toEqual({ success: true, registration: null }),
  ),
  'POST /api/authors/submit': one(
    (w) => ({ path: '/api/authors/submit', body: async () => form({ ...manuscriptFields(), authorId: w.bob.uid }, { file: [await pdfBytes(), 'paper.pdf', 'application/pdf'] }) }),
    { signedOut: 401, author: 201, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'POST /api/authors/checkmanuscript': one(
    () => ({ path: '/api/authors/checkmanuscript', body: async () => form(manuscriptFields(), { file: [await pdfBytes(), 'paper.pdf', 'application/pdf'] }) }),
    { signedOut: 401, author: 200, otherAuthor: 200, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer) => expect(answer.body).toEqual({ success: true, pages: 1, findings: [] }),
  ),
  'GET /api/authors/getmanuscriptbyauthor/:authorId': one(
    (w) => ({ path: `/api/authors/getmanuscriptbyauthor/${w.bob.uid}` }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 },
    (answer, _person, w) => expect(paperIds(answer, 'manuscripts')).toEqual(expect.arrayContaining([w.bobPaper, w.ritaPaper])),
  ),
  'GET /api/authors/get-payment/:paperId': one(
    (w) => ({ path: `/api/authors/get-payment/${w.bobPaper}` }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 },
  ),
  'POST /api/authors/submit-payment': one(
    (w) => ({
      path: '/api/authors/submit-payment',
      body: async () => form({ paperId: w.bobPaper, upiId: 'bob@okbank', reference: '512345678902', paymentDate: '2025-07-02' }, { receipt: [pngBytes, 'receipt.png', 'image/png'] }),
    }),
    // Bob's paper is still submitted: his own request reaches the rule that payment waits for acceptance.
    { signedOut: 401, author: 409, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'GET /api/admin/getreviewers': one(() => ({ path: '/api/admin/getreviewers' }), adminOnly(200)),
  'GET /api/public/calendar': one(() => ({ path: '/api/public/calendar' }), everyone(200)),
  'GET /api/public/conference': one(() => ({ path: '/api/public/conference' }), everyone(200)),
  // The edition's identity as built: saving it changes nothing the public pages show.
  'PUT /api/admin/conference': one(() => ({ path: '/api/admin/conference', json: defaultIdentity }), adminOnly(200)),
  'GET /api/admin/editions': one(() => ({ path: '/api/admin/editions' }), adminOnly(200)),
  // A preview writes nothing; opening an edition no registry holds is not found.
  'POST /api/admin/editions': one(() => ({ path: '/api/admin/editions', json: { acronym: 'SCAN', year: 2040, copy: ['fees'], preview: true } }), adminOnly(200)),
  'POST /api/admin/editions/:editionId/open': one(() => ({ path: '/api/admin/editions/scan-2040/open' }), adminOnly(404)),
  'GET /api/public/editions': one(() => ({ path: '/api/public/editions' }), everyone(200)),
  'GET /api/public/privacy': one(() => ({ path: '/api/public/privacy' }), everyone(200)),
  // The settings as shipped: saving them changes nothing the privacy notice shows.
  'PUT /api/admin/privacy': one(() => ({ path: '/api/admin/privacy', json: defaultPrivacy }), adminOnly(200)),
  // The calendar the suite runs under, its submission deadline still years away.
  'PUT /api/admin/calendar': one(
    () => ({ path: '/api/admin/calendar', json: { ...plannedCalendar(new Date('2031-01-01T00:00:00Z'), 'Asia/Kolkata'), biddingOpen: '2020-01-01T00:00:00Z', responseOpen: '2020-01-01T00:00:00Z' } }),
    adminOnly(200),
  ),
  'GET /api/admin/calendar/history': one(() => ({ path: '/api/admin/calendar/history' }), adminOnly(200)),
  'GET /api/admin/audit': one(() => ({ path: '/api/admin/audit' }), adminOnly(200)),
  'POST /api/admin/extensions': one((w) => ({ path: '/api/admin/extensions', json: { paperId: w.unassignedPaper, until: '2031-01-01T00:00:00Z', reason: 'Scan' } }), adminOnly(200)),
  'GET /api/admin/extensions': one(() => ({ path: '/api/admin/extensions' }), adminOnly(200)),
  // Each admin call revokes the extension the scan's own grant made just before (the grant row runs first).
  'DELETE /api/admin/extensions/:id': one((w) => ({ path: `/api/admin/extensions/paper-${w.unassignedPaper}` }), adminOnly(200)),
  'POST /api/admin/addreviewer': one(
    () => ({ path: '/api/admin/addreviewer', body: async () => form(reviewerRecordFields(), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }) }),
    adminOnly(201),
  ),
  'DELETE /api/admin/deletereviewer/:id': one((w) => ({ path: `/api/admin/deletereviewer/${w.spareRecord}` }), adminOnly(200)),
  'GET /api/admin/getpapers': one(() => ({ path: '/api/admin/getpapers' }), adminOnly(200)),
  'GET /api/admin/papercounts': one(() => ({ path: '/api/admin/papercounts?status=submitted&q=learning' }), adminOnly(200)),
  'GET /api/admin/papers.csv': one(() => ({ path: '/api/admin/papers.csv' }), adminOnly(200)),
  'POST /api/admin/assignreviewer': one((w) => ({ path: '/api/admin/assignreviewer', json: { paperId: w.unassignedPaper, reviewerId: w.rita.record } }), adminOnly(200)),
  'GET /api/admin/papers/:paperId/assignment': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/assignment` }), adminOnly(200)),
  'GET /api/admin/papers/:paperId/emergency-reviewers': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/emergency-reviewers` }), adminOnly(200)),
  // No review of Rita's paper is overdue: the chair's request reaches that rule, and writes nothing.
  'POST /api/admin/papers/:paperId/emergency-requests': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/emergency-requests`, json: { reviewerId: w.lateRecord, dueAt: '2031-07-27T23:59:00+05:30', preview: true } }), adminOnly(409)),
  'GET /api/admin/papers/:paperId/reviews': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/reviews` }), adminOnly(200)),
  'GET /api/admin/reviewsettings': one(() => ({ path: '/api/admin/reviewsettings' }), adminOnly(200)),
  'GET /api/admin/papers/:paperId/similarity': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/similarity` }), adminOnly(200)),
  'GET /api/admin/integrity': one(() => ({ path: '/api/admin/integrity' }), adminOnly(200)),
  'PUT /api/admin/integrity': one(() => ({ path: '/api/admin/integrity', json: { similarityThreshold: 30, maxPapersPerAuthor: 0, overCap: 'flag' } }), adminOnly(200)),
  // An address the check refuses: the admin's answer is 400, and no Similarity Check is left set for the suites after.
  'PUT /api/admin/integrity/external': one(() => ({ path: '/api/admin/integrity/external', json: { baseUrl: 'http://example.turnitin.com', key: 'a-publisher-key' } }), adminOnly(400)),
  'DELETE /api/admin/integrity/external': one(() => ({ path: '/api/admin/integrity/external' }), adminOnly(200)),
  'POST /api/admin/reviewsettings': one(() => ({ path: '/api/admin/reviewsettings', json: { reviewersPerPaper: 3, shareReviews: true } }), adminOnly(200)),
  'GET /api/admin/notificationsettings': one(() => ({ path: '/api/admin/notificationsettings' }), adminOnly(200)),
  'POST /api/admin/notificationsettings': one(() => ({ path: '/api/admin/notificationsettings', json: { notifications: 'enabled' } }), adminOnly(200)),
  // A message that failed: the admin's Resend queues it again (each persona tries the same message).
  'POST /api/admin/mail/:mailId/resend': one((w) => ({ path: `/api/admin/mail/${w.failedMail}/resend` }), adminOnly(200)),
  'GET /api/admin/reminders': one(() => ({ path: '/api/admin/reminders' }), adminOnly(200)),
  // The late reviewer's review is missing: the reminder goes to them.
  'POST /api/admin/reminders': one((w) => ({ path: '/api/admin/reminders', json: { reviewerIds: [w.lateRecord] } }), adminOnly(200)),
  'GET /api/admin/reminders/automatic': one(() => ({ path: '/api/admin/reminders/automatic' }), adminOnly(200)),
  // Off again at once: no scan run sends automatic reminders.
  'PUT /api/admin/reminders/automatic': one(() => ({ path: '/api/admin/reminders/automatic', json: { enabled: false, daysBefore: 5 } }), adminOnly(200)),
  'GET /api/reviewers/assignedpapers': one(
    (w) => ({ path: `/api/reviewers/assignedpapers?email=${encodeURIComponent(w.rita.email)}` }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 403 },
    (answer, _person, w) => expect(paperIds(answer, 'papers')).toEqual(expect.arrayContaining([w.ritaPaper, w.unassignedPaper])),
  ),
  // rita leaves the paper the assignment row gave her, declaring a conflict.
  'POST /api/reviewers/conflicts': one(
    (w) => ({ path: '/api/reviewers/conflicts', json: { paperId: w.unassignedPaper } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 403 },
  ),
  'GET /api/reviewers/calendar-feed': one(
    () => ({ path: '/api/reviewers/calendar-feed' }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 200, admin: 403 },
  ),
  'POST /api/reviewers/calendar-feed': one(
    () => ({ path: '/api/reviewers/calendar-feed' }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 201, otherReviewer: 201, admin: 403 },
    (answer) => expect(String(answer.body.url)).toMatch(/^http:\/\/127\.0\.0\.1:5000\/api\/calendar-feeds\/[0-9a-f]{64}\/due-dates\.ics$/),
  ),
  // Without a link's secret the feed is nobody's, whoever asks.
  'GET /api/calendar-feeds/:token/due-dates.ics': one(() => ({ path: `/api/calendar-feeds/${'c'.repeat(64)}/due-dates.ics` }), everyone(404)),
  // Both reviewers have records and verified addresses; the scan's calendar opened bidding long ago.
  'GET /api/reviewers/bids': one(
    () => ({ path: '/api/reviewers/bids' }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 200, admin: 403 },
    (answer, _person, w) => expect(JSON.stringify(answer.body)).not.toContain(w.bob.email),
  ),
  'PUT /api/reviewers/bids/:paperId': one(
    (w) => ({ path: `/api/reviewers/bids/${w.bobPaper}`, json: { bid: 'willing' } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 200, admin: 403 },
  ),
  'GET /api/reviewers/topics': one(() => ({ path: '/api/reviewers/topics' }), { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 200, admin: 403 }),
  'PUT /api/reviewers/topics': one(
    () => ({ path: '/api/reviewers/topics', json: { topics: [conference.topics[3]] } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 200, admin: 403 },
  ),
  'GET /api/admin/bids': one(() => ({ path: '/api/admin/bids' }), adminOnly(200)),
  // Reviewer records without a bid (the scan's spare ones) get a reminder to bid.
  'POST /api/admin/bids/reminders': one(() => ({ path: '/api/admin/bids/reminders' }), { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 }),
  // The proposal fills the paper rita left (a conflict declared above), so applying it moves no paper the later rows walk.
  'POST /api/admin/autoassign/proposals': one(
    (w) => ({ path: '/api/admin/autoassign/proposals', json: { reviewersPerPaper: 1, maxPerReviewer: 50, papers: { paperIds: [w.unassignedPaper] } } }),
    adminOnly(201),
    (answer, _person, w) => {
      w.proposalId = answer.body.proposalId as string;
    },
  ),
  'GET /api/admin/autoassign/proposals/:proposalId': one((w) => ({ path: `/api/admin/autoassign/proposals/${w.proposalId ?? 'noproposal'}` }), adminOnly(200)),
  'POST /api/admin/autoassign/proposals/:proposalId/apply': one((w) => ({ path: `/api/admin/autoassign/proposals/${w.proposalId ?? 'noproposal'}/apply` }), adminOnly(200)),
  // Bob's paper is not accepted: the preview skips it, and applying it acts on nothing.
  'POST /api/admin/bulk/previews': one(
    (w) => ({ path: '/api/admin/bulk/previews', json: { action: 'publish', paperIds: [w.bobPaper] } }),
    adminOnly(201),
    (answer, _person, w) => {
      w.previewId = answer.body.previewId as string;
    },
  ),
  'POST /api/admin/bulk/previews/:previewId/apply': one(
    (w) => ({ path: `/api/admin/bulk/previews/${w.previewId ?? 'nopreview'}/apply` }),
    adminOnly(200),
    (answer, _person, w) => expect(answer.body).toMatchObject({ applied: true, rows: [{ paperId: w.bobPaper, outcome: 'skipped' }] }),
  ),
  'GET /api/authors/committee': one(
    () => ({ path: '/api/authors/committee' }),
    { signedOut: 401, author: 200, otherAuthor: 200, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer) => expect(JSON.stringify(answer.body)).not.toContain('@'),
  ),
  'PUT /api/authors/papers/:paperId/conflicts': one(
    (w) => ({ path: `/api/authors/papers/${w.bobPaper}/conflicts`, json: { excludedReviewers: [w.conflicted] } }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'PUT /api/authors/papers/:paperId': one(
    (w) => ({ path: `/api/authors/papers/${w.bobPaper}`, body: async () => form({ title: 'A corrected title for the scan' }, { file: [await pdfBytes('Corrected'), 'paper.pdf', 'application/pdf'] }) }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer) => expect(answer.body).toMatchObject({ success: true, changed: ['title', 'file'] }),
  ),
  'POST /api/authors/papers/:paperId/withdraw': one(
    (w) => ({ path: `/api/authors/papers/${w.withdrawnPaper}/withdraw`, json: { reason: 'Scan' } }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'POST /api/admin/papers/:paperId/restore': one((w) => ({ path: `/api/admin/papers/${w.withdrawnPaper}/restore` }), adminOnly(200)),
  'PUT /api/admin/papers/:paperId/reviewers/:reviewerId/due': one(
    (w) => ({ path: `/api/admin/papers/${w.ritaPaper}/reviewers/${w.rita.record}/due`, json: { dueAt: '2031-07-27T23:59:00+05:30' } }),
    adminOnly(200),
  ),
  'POST /api/reviews/saveDraft': one(
    (w) => ({ path: '/api/reviews/saveDraft', json: { articleId: w.ritaPaper, plagiarism: 'Checking' } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
  ),
  'POST /api/reviews/submitReview': one(
    (w) => ({ path: '/api/reviews/submitReview', json: fullReview(w.ritaPaper) }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
  ),
  'GET /api/reviews/getReviewComments': one(
    (w) => ({ path: `/api/reviews/getReviewComments?paperId=${w.ritaPaper}` }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
  ),
  // rita's review is in: the chair opens it to bob, whose response window the scan's calendar opened long ago.
  'POST /api/admin/papers/:paperId/release': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/release` }), adminOnly(200)),
  'GET /api/authors/papers/:paperId/response': one(
    (w) => ({ path: `/api/authors/papers/${w.ritaPaper}/response` }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer, _person, w) => expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${w.rita.email}|${w.rita.record}|Rita Reviewer`)),
  ),
  'PUT /api/authors/papers/:paperId/response': one(
    (w) => ({ path: `/api/authors/papers/${w.ritaPaper}/response`, json: { text: 'We thank the reviewer.', submit: true } }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'GET /api/papers/:paperId/discussion': one(
    (w) => ({ path: `/api/papers/${w.ritaPaper}/discussion` }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
    (answer, _person, w) => expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(`${w.rita.email}|${w.rita.record}|Rita Reviewer`)),
  ),
  'POST /api/papers/:paperId/discussion': one(
    (w) => ({ path: `/api/papers/${w.ritaPaper}/discussion`, json: { text: 'A comment from the scan.' } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
  ),
  'POST /api/papers/:paperId/discussion/check': one(
    (w) => ({ path: `/api/papers/${w.ritaPaper}/discussion/check`, json: { text: 'Rita Reviewer agrees.' } }),
    { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
  ),
  'PUT /api/admin/papers/:paperId/discussion': one((w) => ({ path: `/api/admin/papers/${w.ritaPaper}/discussion`, json: { resolved: true } }), adminOnly(200)),
  'GET /api/admin/reviewercomments': one(() => ({ path: '/api/admin/reviewercomments' }), adminOnly(200)),
  'GET /api/public/fees': one(() => ({ path: '/api/public/fees' }), everyone(200)),
  'GET /api/admin/fees': one(() => ({ path: '/api/admin/fees' }), adminOnly(200)),
  'PUT /api/admin/fees': one(() => ({ path: '/api/admin/fees', json: defaultFeeTable }), adminOnly(200)),
  'POST /api/admin/sendreview': one((w) => ({ path: '/api/admin/sendreview', json: { paperId: w.ritaPaper } }), adminOnly(200)),
  'POST /api/admin/updatestatus': one((w) => ({ path: '/api/admin/updatestatus', json: { paperId: w.ritaPaper, status: 'Accepted' } }), adminOnly(200)),
  // Once rita's paper is accepted, bob registers to present it (the fee table is the scan's own, and
  // requires a verified registration before publication); carol may not name bob's paper.
  'POST /api/participants/registration': one(
    (w) => ({ path: '/api/participants/registration', json: { category: 'student', attendance: 'online', paperIds: [w.ritaPaper], billing: { name: 'Scan', address: 'Coimbatore', state: 'Tamil Nadu', country: 'India' } } }),
    { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 403 },
  ),
  'GET /api/participants/me': one(() => ({ path: '/api/participants/me' }), { signedOut: 401, author: 200, otherAuthor: 200, reviewer: 403, otherReviewer: 403, admin: 403 }),
  // Bob records his payment (carol has not registered); the treasurer verifies it and credits part of it.
  'POST /api/participants/payments': one(
    () => ({ path: '/api/participants/payments', body: async () => form({ amount: '236000', date: '2025-07-01', reference: `${String(Date.now()).slice(-12)}` }, { receipt: [pngBytes, 'receipt.png', 'image/png'] }) }),
    { signedOut: 401, author: 200, otherAuthor: 409, reviewer: 403, otherReviewer: 403, admin: 403 },
    (answer, _person, w) => {
      w.paymentId = answer.body.id as string;
    },
  ),
  'GET /api/admin/payments': one(() => ({ path: '/api/admin/payments?state=recorded' }), adminOnly(200), (answer, _person, w) => {
    expect((answer.body.payments as Array<{ id: string }>).map((payment) => payment.id)).toContain(w.paymentId);
  }),
  // Before bob's payment exists (the refusals run first) another author finds no payment under the ID.
  'GET /api/participants/payments/:paymentId/receipt': one(
    (w) => ({ path: `/api/participants/payments/${w.paymentId ?? 'nopayment'}/receipt` }),
    { signedOut: 401, author: 200, otherAuthor: 404, reviewer: 403, otherReviewer: 403, admin: 200 },
  ),
  'POST /api/admin/payments/verify': one(() => ({ path: '/api/admin/payments/verify', json: { paymentIds: ['nopayment'] } }), adminOnly(200)),
  'POST /api/admin/payments/:paymentId/verify': one((w) => ({ path: `/api/admin/payments/${w.paymentId ?? 'nopayment'}/verify` }), adminOnly(200)),
  'POST /api/admin/payments/:paymentId/reject': one(() => ({ path: '/api/admin/payments/nopayment/reject', json: { reason: 'No such transfer.' } }), adminOnly(404)),
  'POST /api/admin/payments/:paymentId/credit-note': one((w) => ({ path: `/api/admin/payments/${w.paymentId ?? 'nopayment'}/credit-note`, json: { amount: 100, reason: 'Rounding.' } }), adminOnly(200)),
  'GET /api/participants/payments/:paymentId/invoice.pdf': one(
    (w) => ({ path: `/api/participants/payments/${w.paymentId ?? 'nopayment'}/invoice.pdf` }),
    { signedOut: 401, author: 200, otherAuthor: 404, reviewer: 403, otherReviewer: 403, admin: 200 },
  ),
  'GET /api/admin/payments.csv': one(() => ({ path: '/api/admin/payments.csv' }), adminOnly(200)),
  'PUT /api/admin/programme': one(
    (w) => ({ path: '/api/admin/programme', json: { sessions: [{ id: 'scan', kind: 'session', title: 'Scan session', room: 'Hall 1', online: true, start: '2031-03-01T10:00:00+05:30', end: '2031-03-01T11:00:00+05:30', chair: '', paperIds: [w.ritaPaper] }] } }),
    adminOnly(200),
  ),
  'GET /api/public/programme': one(() => ({ path: '/api/public/programme' }), everyone(200)),
  'GET /api/public/accepted': one(() => ({ path: '/api/public/accepted' }), everyone(200)),
  // Bob, confirmed, presents rita's paper in the programme: the chair marks him as attended and issues his
  // presenter's certificate (a preview, then applying it); anyone verifies it; the chair revokes it last.
  'POST /api/admin/participants/attendance': one((w) => ({ path: '/api/admin/participants/attendance', json: { emails: [w.bob.email], attended: true } }), adminOnly(200), (answer) => {
    expect(answer.body.results).toEqual([expect.objectContaining({ outcome: 'marked' })]);
  }),
  // A preview only: it queues nothing, so every scan reads the same inboxes.
  'POST /api/admin/mail': one((w) => ({ path: '/api/admin/mail', json: { to: { group: 'papers', filter: { paperIds: [w.unassignedPaper] } }, subject: 'Scan {{paper.id}}', body: 'Dear {{name}}', preview: true } }), adminOnly(200)),
  // The chair saves a template, replaces it and deletes it; edits the rejection's words to its default's
  // (so every message it sends meanwhile reads the same) and restores it.
  'GET /api/admin/mail-templates': one(() => ({ path: '/api/admin/mail-templates' }), adminOnly(200), (answer) => {
    expect(answer.body.messages).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'decision.rejected' })]));
  }),
  'POST /api/admin/mail-templates': one(() => ({ path: '/api/admin/mail-templates', json: { ...scanTemplate, name: `Scan ${uniqueEmail('template')}` } }), adminOnly(201), (answer, _person, w) => {
    w.templateId = answer.body.id as string;
  }),
  'PUT /api/admin/mail-templates/:templateId': one((w) => ({ path: `/api/admin/mail-templates/${w.templateId ?? 'no-template'}`, json: { ...scanTemplate, name: `Scan ${uniqueEmail('renamed')}` } }), adminOnly(200)),
  'DELETE /api/admin/mail-templates/:templateId': one((w) => ({ path: `/api/admin/mail-templates/${w.templateId ?? 'no-template'}` }), adminOnly(200)),
  'PUT /api/admin/mail-messages/:key': one(() => ({ path: '/api/admin/mail-messages/decision.rejected', json: { subject: messageTemplates['decision.rejected'].subject, body: messageTemplates['decision.rejected'].body } }), adminOnly(200)),
  'DELETE /api/admin/mail-messages/:key': one(() => ({ path: '/api/admin/mail-messages/decision.rejected' }), adminOnly(200)),
  'POST /api/admin/certificates': [
    {
      name: 'the preview',
      request: (w) => ({ path: '/api/admin/certificates', json: { kind: 'presenter', filter: { emails: [w.bob.email] }, preview: true } }),
      expect: adminOnly(200),
      check: (answer, _person, w) => {
        expect(answer.body.rows).toEqual([expect.objectContaining({ paperId: w.ritaPaper, outcome: 'will' })]);
        w.certificatePreviewId = answer.body.previewId as string;
      },
    },
    {
      name: 'applying it',
      request: (w) => ({ path: '/api/admin/certificates', json: { previewId: w.certificatePreviewId ?? '0123456789abcdef01234567', apply: true } }),
      expect: adminOnly(200),
      check: (answer, _person, w) => {
        const [issued] = answer.body.rows as Array<{ outcome: string; code: string | null }>;
        expect(issued?.outcome).toBe('done');
        w.certificateCode = issued?.code ?? undefined;
      },
    },
  ],
  'GET /api/admin/certificates': one(() => ({ path: '/api/admin/certificates' }), adminOnly(200), (answer, _person, w) => {
    expect((answer.body.certificates as Array<{ code: string }>).map((certificate) => certificate.code)).toContain(w.certificateCode);
  }),
  'GET /api/certificates/:code': one((w) => ({ path: `/api/certificates/${w.certificateCode ?? '0000-0000-0000-0000'}` }), everyone(200), (answer, _person, w) => {
    expect(answer.body.code).toBe(w.certificateCode);
    expect(JSON.stringify(answer.body)).not.toContain(w.bob.email);
  }),
  'GET /api/certificates/:code/pdf': one((w) => ({ path: `/api/certificates/${w.certificateCode ?? '0000-0000-0000-0000'}/pdf` }), everyone(200)),
  'GET /api/me/certificates': one(() => ({ path: '/api/me/certificates' }), signedIn(200), (answer, person, w) => {
    const codes = (answer.body.certificates as Array<{ code: string }>).map((certificate) => certificate.code);
    if (person === 'author') expect(codes).toContain(w.certificateCode);
    else expect(codes).not.toContain(w.certificateCode);
  }),
  'POST /api/admin/certificates/:code/revoke': one((w) => ({ path: `/api/admin/certificates/${w.certificateCode ?? '0000-0000-0000-0000'}/revoke`, json: { reason: 'Issued by the security scan.' } }), adminOnly(200)),
  // The committee by invitation: the chair invites a person (a preview, then applying it), lists and
  // reminds the invitations and reads the capacity; anyone holding the world's link opens it, while a
  // guessed link and a load above the invitation's maximum are refused for everyone. Both reviewers have
  // papers assigned, so only the chair changes their load or their place now.
  'POST /api/admin/invitations': [
    {
      name: 'the preview',
      request: (w) => ({ path: '/api/admin/invitations', json: { people: [{ name: 'Scan Invitee', email: w.scanInvitee }], message: 'Join us.', maxLoad: 4, expiresInDays: 7, preview: true } }),
      expect: adminOnly(200),
      check: (answer, _person, w) => {
        expect(answer.body.rows).toEqual([expect.objectContaining({ email: w.scanInvitee, outcome: 'will' })]);
        w.invitationPreviewId = answer.body.previewId as string;
      },
    },
    {
      name: 'applying it',
      request: (w) => ({ path: '/api/admin/invitations', json: { previewId: w.invitationPreviewId ?? '0123456789abcdef01234567', apply: true } }),
      expect: adminOnly(200),
      check: (answer) => expect(answer.body.rows).toEqual([expect.objectContaining({ outcome: 'done' })]),
    },
  ],
  'GET /api/admin/invitations': one((w) => ({ path: `/api/admin/invitations?state=invited&q=${encodeURIComponent(w.scanInvitee)}` }), adminOnly(200), (answer, _person, w) => {
    expect((answer.body.invitations as Array<{ email: string }>).map((invitation) => invitation.email)).toEqual([w.scanInvitee]);
  }),
  'POST /api/admin/invitations/remind': [
    { name: 'the preview', request: () => ({ path: '/api/admin/invitations/remind', json: { preview: true } }), expect: adminOnly(200), check: (answer, _person, w) => void (w.reminderPreviewId = answer.body.previewId as string) },
    { name: 'applying it', request: (w) => ({ path: '/api/admin/invitations/remind', json: { previewId: w.reminderPreviewId ?? '0123456789abcdef01234567', apply: true } }), expect: adminOnly(200) },
  ],
  'GET /api/admin/committee/capacity': one(() => ({ path: '/api/admin/committee/capacity' }), adminOnly(200)),
  'PUT /api/admin/reviewers/:reviewerId/load': one((w) => ({ path: `/api/admin/reviewers/${w.lateRecord}/load`, json: { load: 4 } }), adminOnly(200)),
  'GET /api/invitations/:token': one((w) => ({ path: `/api/invitations/${w.invitation.token}` }), everyone(200), (answer) => expect(answer.body.maxLoad).toBe(5)),
  'POST /api/invitations/:token/accept': [
    { name: 'a guessed link', request: () => ({ path: `/api/invitations/${'G'.repeat(43)}/accept`, json: { load: 2, topics: [], lateRequests: false } }), expect: everyone(404) },
    { name: "a load above the invitation's maximum", request: (w) => ({ path: `/api/invitations/${w.invitation.token}/accept`, json: { load: 9, topics: [], lateRequests: false } }), expect: everyone(400) },
  ],
  'POST /api/invitations/:token/address': one(() => ({ path: `/api/invitations/${'G'.repeat(43)}/address`, json: { email: 'elsewhere@example.org' } }), everyone(404)),
  'POST /api/invitations/:token/decline': one(() => ({ path: `/api/invitations/${'G'.repeat(43)}/decline`, json: { reason: 'Busy.' } }), everyone(404)),
  'POST /api/me/committee': one(() => ({ path: '/api/me/committee', json: { load: 3 } }), { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 409, otherReviewer: 409, admin: 403 }),
  'POST /api/me/committee/withdraw': one((w) => ({ path: '/api/me/committee/withdraw', json: { password: w.rita.password } }), { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 409, otherReviewer: 401, admin: 403 }),
  // bob's accepted paper goes into the proceedings: its camera-ready file, the copyright form and the
  // metadata are its authors' alone; the volume is for registered participants; the rest is the chair's.
  'PUT /api/authors/papers/:paperId/metadata': one(
    (w) => ({ path: `/api/authors/papers/${w.ritaPaper}/metadata`, json: { title: 'A paper under review', abstract: 'We review.', keywords: 'a, b', authors: [{ name: 'Bob Author', affiliation: 'Example College', country: 'India', email: 'bob@example.org', orcid: '0000-0002-1825-0097' }] } }),
    authorsOwn(200),
  ),
  'POST /api/authors/papers/:paperId/cameraready': one(
    (w) => ({ path: `/api/authors/papers/${w.ritaPaper}/cameraready`, body: async () => form({}, { file: [await cameraReadyPdf({ title: 'A paper under review', authors: ['Bob Author'] }), 'final.pdf', 'application/pdf'] }) }),
    authorsOwn(200),
    (answer) => expect(answer.body.accepted).toBe(true),
  ),
  'POST /api/authors/papers/:paperId/copyright': one((w) => ({ path: `/api/authors/papers/${w.ritaPaper}/copyright`, json: { signature: 'Bob Author', role: 'Corresponding author' } }), authorsOwn(200)),
  'GET /api/authors/papers/:paperId/proceedings': one((w) => ({ path: `/api/authors/papers/${w.ritaPaper}/proceedings` }), authorsOwn(200), (answer) => {
    expect(answer.body.metadataConfirmedAt).not.toBeNull();
    expect((answer.body.copyright as { signed: unknown }).signed).not.toBeNull();
  }),
  'GET /api/proceedings/papers/:paperId/cameraready.pdf': one((w) => ({ path: `/api/proceedings/papers/${w.ritaPaper}/cameraready.pdf` }), authorsAndAdmin(200)),
  'GET /api/proceedings/papers/:paperId/copyright.pdf': one((w) => ({ path: `/api/proceedings/papers/${w.ritaPaper}/copyright.pdf` }), authorsAndAdmin(200)),
  'GET /api/proceedings/volume.pdf': one(() => ({ path: '/api/proceedings/volume.pdf' }), authorsAndAdmin(200)),
  'PUT /api/admin/proceedings/settings': one(() => ({ path: '/api/admin/proceedings/settings', json: { ...defaultProceedingsSettings, doiPrefix: '10.5555' } }), adminOnly(200)),
  'PUT /api/admin/proceedings/order': one((w) => ({ path: '/api/admin/proceedings/order', json: { order: 'custom', customOrder: [w.ritaPaper] } }), adminOnly(200)),
  'GET /api/admin/proceedings/settings': one(() => ({ path: '/api/admin/proceedings/settings' }), adminOnly(200)),
  'GET /api/admin/proceedings': one(() => ({ path: '/api/admin/proceedings?missing=all' }), adminOnly(200), (answer) => {
    expect(answer.body.total).toBeGreaterThanOrEqual(1);
  }),
  'POST /api/admin/proceedings/reminders': one(() => ({ path: '/api/admin/proceedings/reminders', json: { preview: true } }), adminOnly(200)),
  'GET /api/admin/proceedings/papers.csv': one(() => ({ path: '/api/admin/proceedings/papers.csv' }), adminOnly(200)),
  'GET /api/admin/proceedings/papers.bib': one(() => ({ path: '/api/admin/proceedings/papers.bib' }), adminOnly(200)),
  'GET /api/admin/proceedings/crossref.xml': one(() => ({ path: '/api/admin/proceedings/crossref.xml' }), adminOnly(200)),
  'GET /api/admin/proceedings/ceur-index.html': one(() => ({ path: '/api/admin/proceedings/ceur-index.html' }), adminOnly(200)),
  'GET /api/admin/proceedings/camera-ready.zip': one(() => ({ path: '/api/admin/proceedings/camera-ready.zip' }), adminOnly(200)),
  'GET /api/public/programme.ics': one(() => ({ path: '/api/public/programme.ics' }), everyone(200)),
  'GET /api/public/programme/sessions/:sessionId.ics': one(() => ({ path: '/api/public/programme/sessions/scan.ics' }), everyone(200)),
  'PUT /api/admin/publish/:paperId': one((w) => ({ path: `/api/admin/publish/${w.ritaPaper}` }), adminOnly(200)),
  'GET /api/files/:kind/:file': [
    {
      name: 'a manuscript under review',
      request: (w) => ({ path: `/api/files/manuscript/${w.ritaPaper}.pdf` }),
      expect: { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 200, otherReviewer: 403, admin: 200 },
    },
    {
      // Bob's payment of his registration, which covers rita's paper: the paper's receipt is its receipt.
      name: 'a payment receipt',
      request: (w) => ({ path: `/api/files/receipt/${w.ritaPaper}.png` }),
      expect: { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 },
    },
    {
      // Refusals run before the review exists; the author's download runs after publication.
      name: 'the review comments',
      request: (w) => ({ path: `/api/files/comments/${w.ritaPaper}.pdf` }),
      expect: { signedOut: 401, author: 200, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 },
    },
    {
      name: "a reviewer's profile",
      request: (w) => ({ path: `/api/files/profile/${w.rita.record}.pdf` }),
      expect: { signedOut: 401, author: 403, otherAuthor: 403, reviewer: 403, otherReviewer: 403, admin: 200 },
    },
  ],
  'GET /api/admin/dashboardcounts': one(() => ({ path: '/api/admin/dashboardcounts' }), adminOnly(200)),
  'GET /api/admin/monthlystats': one(() => ({ path: '/api/admin/monthlystats' }), adminOnly(200)),
  'GET /api/admin/statuscounts': one(() => ({ path: '/api/admin/statuscounts' }), adminOnly(200)),
  'POST /api/admin/profile': one(
    (w) => ({ path: '/api/admin/profile', json: { name: 'Deputy Chair', email: w.deputy.email, currentPassword: w.deputy.password } }),
    adminOnly(200),
  ),
};

let w: Scope;
let tokens: Record<Exclude<Person, 'signedOut'>, string>;

let feesBefore: Record<string, unknown> | undefined;
let proceedingsBefore: Record<string, unknown> | undefined;

afterAll(async () => {
  if (feesBefore) await db.doc('config/fees').set(feesBefore);
  else await db.doc('config/fees').delete();
  if (proceedingsBefore) await db.doc('config/proceedings').set(proceedingsBefore);
  else await db.doc('config/proceedings').delete();
});

beforeAll(async () => {
  const world = await buildWorld();
  const spare = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: world.tokens.deputy,
    body: form(reviewerRecordFields({ name: 'Spare Reviewer' }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(spare.status).toBe(201);
  const late = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: world.tokens.deputy,
    body: form(reviewerRecordFields({ name: 'Late Reviewer' }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(late.status).toBe(201);
  const latePaper = await submitManuscript(world.tokens.bob);
  // The demo reviewer (the other reviewer) has a paper too, so their committee rows are refused whatever ran before.
  const demoPaper = await submitManuscript(world.tokens.bob);
  expect((await call('POST', '/api/admin/assignreviewer', { token: world.tokens.deputy, json: { paperId: demoPaper, reviewerId: 'demo-reviewer' } })).status).toBe(200);
  expect((await call('POST', '/api/admin/assignreviewer', { token: world.tokens.deputy, json: { paperId: latePaper, reviewerId: late.body.id } })).status).toBe(200);
  const now = new Date().toISOString();
  const failed = await db.collection('mail').add({
    ...sample.mail({ to: [uniqueEmail('bounced')], createdAt: now }),
    delivery: { ...pendingDelivery(now), state: MailState.Error, attempts: 5, error: 'connect ECONNREFUSED 127.0.0.1:1025' },
  });
  // The fee table is published before the refusals, so a refused registration is refused for who asks, not
  // for the missing fees; the one before the scan comes back after it (a table makes publication wait for
  // a registration, which later suites do not expect).
  feesBefore = (await db.doc('config/fees').get()).data();
  proceedingsBefore = (await db.doc('config/proceedings').get()).data();
  expect((await call('PUT', '/api/admin/fees', { token: world.tokens.chair, json: defaultFeeTable })).status).toBe(200);
  w = { ...world, unassignedPaper: await submitManuscript(world.tokens.bob), spareRecord: spare.body.id, failedMail: failed.id, lateRecord: late.body.id, withdrawnPaper: await submitManuscript(world.tokens.bob), scanInvitee: uniqueEmail('scaninvitee') };
  tokens = {
    author: w.tokens.bob,
    otherAuthor: w.tokens.carol,
    reviewer: w.tokens.rita,
    otherReviewer: w.tokens.reviewer,
    admin: w.tokens.deputy,
  };
}, 120_000);

async function send(key: string, scanCase: Case, person: Person): Promise<Answer<Record<string, unknown>>> {
  const request = scanCase.request(w);
  return call<Record<string, unknown>>(key.split(' ')[0]!, request.path, {
    token: person === 'signedOut' ? undefined : tokens[person],
    json: request.json,
    body: request.body ? await request.body() : undefined,
  });
}

const cases = Object.entries(scan).flatMap(([key, list]) => list.map((scanCase) => [key, scanCase.name, scanCase] as const));
const allowed = (status: number) => status >= 200 && status < 300;

describe('the security scan table', () => {
  it('has a row for every route and no other', () => {
    expect(Object.keys(scan).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('names all six people in every case and refuses the signed-out visitor wherever a role is needed', () => {
    for (const [key, , scanCase] of cases) {
      expect(Object.keys(scanCase.expect).sort(), `${key}: ${scanCase.name}`).toEqual([...people].sort());
      const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key)!;
      if (route.access !== 'public') expect(scanCase.expect.signedOut, key).toBe(401);
    }
  });
});

describe('refusals', () => {
  it('refuses every person the table refuses, with a message, and nothing is written', async () => {
    const before = await snapshot(w);
    const wrong: string[] = [];
    for (const [key, , scanCase] of cases) {
      for (const person of people.filter((candidate) => !allowed(scanCase.expect[candidate]))) {
        const answer = await send(key, scanCase, person);
        const message = typeof answer.body.message === 'string' ? answer.body.message : '';
        if (answer.status !== scanCase.expect[person] || message === '') {
          wrong.push(`${key} (${scanCase.name}) as ${person}: ${answer.status} ${message || JSON.stringify(answer.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(w)).toEqual(before);
  }, 120_000);
});

describe('allowed calls, in the table order', () => {
  it.each(cases)('%s: %s', async (key, _name, scanCase) => {
    for (const person of people.filter((candidate) => allowed(scanCase.expect[candidate]))) {
      const answer = await send(key, scanCase, person);
      expect(answer.status, `${key} as ${person}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(scanCase.expect[person]);
      scanCase.check?.(answer, person, w);
    }
  });
});

