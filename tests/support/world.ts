// The people and papers the hostile-input and security suites aim at: bob owns two papers (one paid, one
// under review by rita), carol is another author, rita a verified reviewer with a record, the demo reviewer
// another reviewer, newcomer an unverified reviewer, deputy a second admin; plus a conference registration.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { builtEdition } from '@confsys/domain';
import { createAccount } from '../../functions/src/lib/accounts/accounts';
import { adminAuth, db, storedFiles } from './admin';
import { keepConfig } from './config';
import { call, demo, form, fullReview, loginAs, newAuthor, newReviewer, registrationForm, uniqueEmail } from './emulator';
import { pdfBytes, pngBytes, words } from './files';
import { outboxDrained } from './mail';

export type Persona = 'anonymous' | 'bob' | 'carol' | 'reviewer' | 'rita' | 'newcomer' | 'chair' | 'deputy';

export interface World {
  tokens: Record<Exclude<Persona, 'anonymous'>, string>;
  /** bob owns both papers; carol is another author. */
  bob: { uid: string; email: string; password: string };
  carol: { uid: string };
  /** rita is a verified reviewer with a reviewer record; ritaPaper is assigned to her. */
  rita: { uid: string; email: string; password: string; record: string };
  /** newcomer is a reviewer who has not verified the email address yet. */
  newcomer: { email: string };
  /** deputy is a second admin, so the profile rows never touch the demo admin. */
  deputy: { uid: string; email: string; password: string };
  reviewerUid: string;
  /** A reviewer record whose affiliation is the organisation of bob's co-author: in conflict with bob's papers. */
  conflicted: string;
  /** bob's paper, submitted and paid (with a PNG receipt). */
  bobPaper: string;
  /** bob's second paper, under review by rita. */
  ritaPaper: string;
  registration: { id: string; key: string };
  /** A committee invitation the chair sent, and its link's secret (read from its message). */
  invitation: { id: string; token: string; email: string };
}

export const authorBlock = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bob Author',
  email: 'bob@example.org',
  organization: 'Example College',
  phone: '9876543210',
  gender: 'Male',
  state: 'Tamil Nadu',
  country: 'India',
  ...overrides,
});

export const manuscriptFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  authorsDetails: JSON.stringify([authorBlock()]),
  title: 'Learning to schedule edge workloads',
  abstract: words(170),
  keywords: 'edge, scheduling, learning, cloud',
  ...overrides,
});


export const reviewerRecordFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'Hostile Reviewer',
  affiliation: 'Institute of Testing',
  email: uniqueEmail('record'),
  researchArea: 'Distributed systems',
  ...overrides,
});

export async function submitManuscript(token: string, fields = manuscriptFields(), pdf?: Uint8Array): Promise<string> {
  const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token,
    body: form(fields, { file: [pdf ?? (await pdfBytes()), 'paper.pdf', 'application/pdf'] }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.paperId;
}

/**
 * A verified reviewer registers as a reviewer does (the password set through the emailed link). An
 * unverified one is an account from before registration worked that way: its password was chosen at
 * sign-up and the address never proved, made here through admin access.
 */
export async function reviewerAccount(name: string, verified: boolean): Promise<{ uid: string; email: string; token: string }> {
  if (verified) {
    const reviewer = await newReviewer(name);
    return { uid: (await adminAuth.getUserByEmail(reviewer.email)).uid, email: reviewer.email, token: reviewer.token };
  }
  const email = uniqueEmail(name);
  const password = 'Review@123';
  const { uid } = await createAccount({ role: 'reviewer', email, password, name, emailVerified: false });
  return { uid, email, token: await loginAs('reviewer', email, password) };
}

/**
 * A verified reviewer (reviewerAccount) whom the chair adds to the committee with a CV: the account and
 * its record's ID. `record` names the record's fields (reviewerRecordFields); the email is the account's.
 */
export async function committeeReviewer(chair: string, name: string, record: Record<string, string> = {}): Promise<{ uid: string; email: string; token: string; record: string }> {
  const account = await reviewerAccount(name, true);
  const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ ...record, email: account.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(added.status).toBe(201);
  return { ...account, record: added.body.id };
}

/** Decides a submitted paper the way the chair does: a fresh reviewer (named by `tag`) is assigned and reviews it. */
export async function decidePaper(chair: string, paperId: string, tag: string, status: 'Accepted' | 'Rejected' = 'Accepted'): Promise<void> {
  const reviewer = await reviewerAccount(tag, true);
  const record = await call<{ id: string }>('POST', '/api/admin/addreviewer', { token: chair, body: form(reviewerRecordFields({ email: reviewer.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }) });
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record.body.id } })).status).toBe(200);
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewer.token, json: fullReview(paperId) })).status).toBe(200);
  expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status } })).status).toBe(200);
}

/** A new paper of the author's, accepted (decidePaper). */
export async function acceptedPaper(chair: string, token: string, tag: string, fields = manuscriptFields()): Promise<string> {
  const paperId = await submitManuscript(token, fields);
  await decidePaper(chair, paperId, tag);
  return paperId;
}

/** A new paper of the author's, assigned to the reviewer whose record is given: under review. */
export async function paperUnderReview(chair: string, token: string, reviewerRecord: string, fields = manuscriptFields()): Promise<string> {
  const paperId = await submitManuscript(token, fields);
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: reviewerRecord } })).status).toBe(200);
  return paperId;
}

/** Where a suite about papers under review starts: the chair signed in, the configuration kept to restore, a new author and a reviewer of the committee. */
export async function reviewStage(authorName: string, reviewerName: string, record: Record<string, string>) {
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const restoreConfig = await keepConfig([]);
  const author = await newAuthor(authorName);
  const reviewer = await committeeReviewer(chair, reviewerName, record);
  return { chair, restoreConfig, author, reviewer };
}

/** A participant's registration for the current edition (its fees open), online as faculty unless told. */
export async function registerParticipant(token: string, registration: { category?: string; attendance?: string; paperIds?: string[]; name?: string } = {}): Promise<void> {
  const billing = { name: registration.name ?? 'Registered Participant', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' };
  const json = { category: registration.category ?? 'faculty', attendance: registration.attendance ?? 'online', paperIds: registration.paperIds ?? [], billing };
  const registered = await call('POST', '/api/participants/registration', { token, json });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
}

/** A payment of the participant's registration with a fresh reference, verified by the chair. */
export async function payAndVerify(chair: string, token: string, amount = '413000'): Promise<void> {
  const reference = `${Date.now()}`.slice(-8) + String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const paid = await call<{ id: string }>('POST', '/api/participants/payments', { token, body: form({ amount, date: '2025-08-14', reference }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect((await call('POST', `/api/admin/payments/${paid.body.id}/verify`, { token: chair })).status).toBe(200);
}

/** A second admin account, seeded through admin access as scripts/create-admin.ts would. */
export async function deputyAdmin(): Promise<World['deputy'] & { token: string }> {
  const email = uniqueEmail('deputy');
  const password = 'Deputy@2025';
  const { uid } = await createAccount({ role: 'admin', email, password, name: 'Deputy Chair', emailVerified: true, profile: { username: `deputy-${randomUUID().slice(0, 8)}` } });
  return { uid, email, password, token: await loginAs('admin', email, password) };
}

/** Builds the people and papers, each time with fresh accounts (every suite gets its own). */
export async function buildWorld(): Promise<World> {
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const reviewer = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
  const bob = await newAuthor('bob');
  const carol = await newAuthor('carol');
  const rita = await reviewerAccount('rita', true);
  const newcomer = await reviewerAccount('newcomer', false);
  const deputy = await deputyAdmin();

  const ritaRecord = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name: 'Rita Reviewer', email: rita.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(ritaRecord.status).toBe(201);
  const conflicted = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form(reviewerRecordFields({ name: 'Conflicted Reviewer', email: uniqueEmail('conflicted'), affiliation: authorBlock().organization }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(conflicted.status).toBe(201);

  const bobPaper = await submitManuscript(bob.token);
  const ritaPaper = await submitManuscript(bob.token, manuscriptFields({ title: 'A paper under review' }));
  const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: ritaPaper, reviewerId: ritaRecord.body.id } });
  expect(assigned.status).toBe(200);

  const invitation = await sentInvitation(chair, { name: 'Ina Invitee', email: uniqueEmail('invitee') });

  const registered = await call<{ pdfPath: string }>('POST', '/conregister', { body: form(registrationForm()) });
  expect(registered.status).toBe(201);
  const [, id, key] = /^\/api\/registrations\/([a-f0-9]{24})\/receipt\.pdf\?key=([a-f0-9]{32})$/.exec(registered.body.pdfPath)!;

  const world: World = {
    tokens: { bob: bob.token, carol: carol.token, reviewer, rita: rita.token, newcomer: newcomer.token, chair, deputy: deputy.token },
    bob: { uid: (await adminAuth.getUserByEmail(bob.email)).uid, email: bob.email, password: bob.password },
    carol: { uid: (await adminAuth.getUserByEmail(carol.email)).uid },
    rita: { uid: rita.uid, email: rita.email, password: 'Review@123', record: ritaRecord.body.id },
    newcomer: { email: newcomer.email },
    deputy: { uid: deputy.uid, email: deputy.email, password: deputy.password },
    reviewerUid: (await adminAuth.getUserByEmail(demo.reviewer.email)).uid,
    conflicted: conflicted.body.id,
    bobPaper,
    ritaPaper,
    registration: { id: id!, key: key! },
    invitation,
  };
  expect(storedFiles(), 'the file store is visible to the tests').toContain(`manuscripts/${bobPaper}.pdf`);
  // The suites built on this world compare the stored files around their requests: the mail of earlier
  // files (a tax invoice is written as its message is sent) goes out first. A message still out after a
  // minute is left to the write checks, which name the file if its sending writes one.
  await outboxDrained();
  return world;
}

/** The secret of the newest invitation link sent to an address, read from its message in the outbox. */
export async function invitationToken(email: string): Promise<string> {
  const sent = await db.collection('mail').where('to', 'array-contains', email.toLowerCase()).where('kind', '==', 'invitation').get();
  const newest = sent.docs.map((doc) => doc.data() as { createdAt: string; message: { text: string } }).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const token = newest ? /\/invitations\/([A-Za-z0-9_-]{43})/.exec(newest.message.text)?.[1] : undefined;
  if (!token) throw new Error(`No invitation link was sent to ${email}.`);
  return token;
}

/** Invites one person to the committee as the chair does (a preview, then applying it): the invitation's ID, its link's secret and the address. */
export async function sentInvitation(chair: string, person: { name: string; email: string }, terms: { maxLoad?: number; expiresInDays?: number } = {}): Promise<{ id: string; token: string; email: string }> {
  const previewed = await call<{ previewId: string }>('POST', '/api/admin/invitations', { token: chair, json: { people: [person], message: 'Join our committee.', maxLoad: terms.maxLoad ?? 5, expiresInDays: terms.expiresInDays ?? 14, preview: true } });
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  const applied = await call<{ rows: Array<{ outcome: string; invitationId: string | null }> }>('POST', '/api/admin/invitations', { token: chair, json: { previewId: previewed.body.previewId, apply: true } });
  expect(applied.body.rows, JSON.stringify(applied.body)).toEqual([expect.objectContaining({ outcome: 'done' })]);
  return { id: applied.body.rows[0]!.invitationId!, token: await invitationToken(person.email), email: person.email.toLowerCase() };
}

export const countedCollections = ['papers', 'manuscripts', 'reviews', 'conflicts', 'config', 'reviewers', 'registrations', 'users', 'participants', 'payments', 'paymentReferences', 'certificates', 'editions', 'invitations', 'invitationTokens', 'mailTemplates'] as const;

export async function authAccounts(): Promise<Record<string, string>> {
  const accounts: Record<string, string> = {};
  let pageToken: string | undefined;
  do {
    const page = await adminAuth.listUsers(1000, pageToken);
    for (const user of page.users) {
      accounts[user.uid] = JSON.stringify([
        user.email,
        user.displayName,
        user.emailVerified,
        user.disabled,
        user.passwordHash,
        user.tokensValidAfterTime,
        user.customClaims,
      ]);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

/** What "nothing is written" compares: counts, the documents the rows aim at, every Auth account, every file. */
export async function snapshot(w: World) {
  const watched = [
    `papers/${w.bobPaper}`,
    `manuscripts/${w.bobPaper}`,
    `papers/${w.ritaPaper}`,
    `manuscripts/${w.ritaPaper}`,
    `reviews/${w.ritaPaper}_${w.rita.record}`,
    `conflicts/${w.ritaPaper}_${w.rita.record}`,
    'config/reviewing',
    'config/conference',
    `reviewers/${w.rita.record}`,
    'reviewers/demo-reviewer',
    `registrations/${w.registration.id}`,
    `users/${w.bob.uid}`,
    `users/${w.deputy.uid}`,
    'meta/sequences',
    `invitations/${w.invitation.id}`,
  ];
  const [counts, documents, accounts] = await Promise.all([
    Promise.all(countedCollections.map(async (name) => [name, (await db.collection(name).count().get()).data().count] as const)),
    Promise.all(watched.map(async (path) => [path, (await db.doc(path).get()).data() ?? null] as const)),
    authAccounts(),
  ]);
  return { counts: Object.fromEntries(counts), documents: Object.fromEntries(documents), accounts, files: storedFiles() };
}

/** The account ID of the user with this email. */
export async function uidOf(email: string): Promise<string> {
  const users = await db.collection('users').where('email', '==', email).get();
  const user = users.docs[0];
  if (!user) throw new Error(`No account has the email ${email}.`);
  return user.id;
}

/**
 * Waits until the volume's layout (the Proceedings screen, the public list of accepted papers) has been
 * built again in the background after the changes made so far: the chair's screen says it is up to date.
 */
export async function layoutBuilt(chair: string, timeoutMs = 90_000): Promise<{ builtAt: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call<{ builtAt: string | null; upToDate: boolean }>('GET', '/api/admin/proceedings', { token: chair });
    expect(answer.status).toBe(200);
    if (answer.body.upToDate && answer.body.builtAt !== null) return { builtAt: answer.body.builtAt };
    if (Date.now() > deadline) throw new Error(`The volume's layout was not built again within ${timeoutMs} ms (built at ${answer.body.builtAt}).`);
    await new Promise((done) => setTimeout(done, 300));
  }
}

/** Where the current edition's documents are: '' for the edition at the top, `editions/{id}/` for a later one. */
export async function editionRoot(): Promise<string> {
  const current = (await db.collection('editions').where('state', '==', 'current').limit(1).get()).docs[0]?.id;
  return current === undefined || current === builtEdition.id ? '' : `editions/${current}/`;
}
