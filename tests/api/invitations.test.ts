// Recruiting the committee by invitation, against the running functions and the MailDev inbox: the chair
// previews a pool (asha and ravi to invite; an invalid address, a duplicate, rita who is a reviewer
// already, mallory whose name and address carry CR/LF), sends it, and each invitee opens their link;
// asha accepts, ravi declines with a colleague to suggest, uma accepts under another address proved by a
// code. The attacks: a guessed link, an expired one, a link reused after accepting, two accepts racing,
// another address without its code or with a wrong one, header injection through names and addresses.
// Then the chair's list, reminders with new links, the capacity, the load rules and a bounce.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInvitationReminders } from '../../functions/src/lib/committee/invitationReminders';
import { inCurrentEdition } from '../../functions/src/lib/editions/editions';
import { deliverMail } from '../../functions/src/lib/mail/sender';
import { registerAreaHooks } from '../../functions/src/registrations';
import { MailState, Messages, committeeCapacity, pendingDelivery, reviewerRecord, type InvitationDoc, type ReviewerDoc } from '@confsys/domain';
import { adminAuth, db } from '../support/admin';
import { call, demo, form, loginAs, newAuthor, setPasswordThroughLink, uniqueEmail } from '../support/emulator';
import { pdfBytes } from '../support/files';
import { onlyMailTo, outboxFor, rawSource, settled } from '../support/mail';
import { committeeReviewer, invitationToken, reviewerRecordFields, sentInvitation, submitManuscript } from '../support/world';

// The sender runs in this process for the bounce: with the areas' hooks, as in the functions.
registerAreaHooks();

interface Row {
  name: string;
  email: string;
  outcome: string;
  text: string;
  reviewerId: string | null;
  invitationId: string | null;
}
interface Answer {
  previewId: string;
  applied: boolean;
  rows: Row[];
  counts: Record<string, number>;
  message: string;
}
interface PublicInvitation {
  conference: string;
  name: string;
  email: string;
  message: string;
  maxLoad: number;
  topics: string[];
  suggestedTopics: string[];
  state: string;
  expiresAt: string;
}

let chair: string;
let rita: { email: string; record: string };
let topics: string[] = [];
const asha = { name: 'Asha Rao', email: uniqueEmail('asha') };
const ravi = { name: 'Ravi Menon', email: uniqueEmail('ravi') };
const mallory = { name: 'Mallory\r\nBcc: everyone@example.org', email: uniqueEmail('mallory') };
const chairMessage = 'We would be glad to have you on the programme committee of our conference.';
const invitations: Record<string, { id: string; token: string }> = {};

const invitationsCall = (json: unknown, token = chair) => call<Answer & { message: string }>('POST', '/api/admin/invitations', { token, json });
const open = (token: string, headers: Record<string, string> = {}) => call<PublicInvitation & { message?: string }>('GET', `/api/invitations/${token}`, { headers });
const accept = (token: string, json: unknown) => call<{ message: string; reviewerId: string; email: string; accountCreated: boolean }>('POST', `/api/invitations/${token}/accept`, { json });
const decline = (token: string, json: unknown) => call<{ message: string }>('POST', `/api/invitations/${token}/decline`, { json });
const stored = async (id: string) => (await db.collection('invitations').doc(id).get()).data() as InvitationDoc;
const recordsOf = async (email: string) => (await db.collection('reviewers').where('email', '==', email.toLowerCase()).get()).docs.map((doc) => ({ ...(doc.data() as ReviewerDoc), id: doc.id }));
const terms = { message: chairMessage, maxLoad: 5, expiresInDays: 14 };

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const made = await committeeReviewer(chair, 'rita', { name: 'Rita Reviewer' });
  rita = { email: made.email, record: made.record };
}, 120_000);

describe('the preview and sending it', () => {
  let preview: Answer;

  it('answers every person with their outcome, and writes no invitation', async () => {
    const before = (await db.collection('invitations').count().get()).data().count;
    const answer = await invitationsCall({
      people: [
        { ...asha, affiliation: 'CUSAT', topics: ['Security'], load: 4 },
        { name: 'Nobody', email: 'not-an-address' },
        { name: 'Asha again', email: asha.email.toUpperCase() },
        { name: 'Rita', email: rita.email },
        ravi,
        mallory,
        { name: 'Eve', email: `${uniqueEmail('eve')}\r\nBcc: everyone@example.org` },
      ],
      ...terms,
      preview: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    preview = answer.body;
    // A load the pool gives a person is the most they are asked; the date reads as people write it.
    expect(preview.rows.map((row) => [row.outcome, row.text.replace(/ \d{1,2} [A-Z][a-z]{2} \d{4}$/, '')])).toEqual([
      ['will', 'will be invited to review at most 4 papers, answering by'],
      ['skip', 'invalid address'],
      ['skip', 'duplicate in the list'],
      ['skip', 'already a reviewer of this edition'],
      ['will', 'will be invited to review at most 5 papers, answering by'],
      ['will', 'will be invited to review at most 5 papers, answering by'],
      ['skip', 'invalid address'],
    ]);
    expect(preview.rows[3]!.reviewerId).toBe(rita.record);
    // A name never carries a line break into a message: it is one line.
    expect(preview.rows[5]!.name).toBe('Mallory Bcc: everyone@example.org');
    expect(preview.message).toBe(Messages.invitationsPreviewed(3, 4));
    expect((await db.collection('invitations').count().get()).data().count).toBe(before);
  });

  it('sends exactly the preview, once: one message each with its own link, and the audit entry', async () => {
    const applied = await invitationsCall({ previewId: preview.previewId, apply: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((row) => row.outcome)).toEqual(['done', 'skipped', 'skipped', 'skipped', 'done', 'done', 'skipped']);
    for (const person of [asha, ravi, mallory]) {
      const row = applied.body.rows.find((candidate) => candidate.email === person.email.toLowerCase() && candidate.outcome === 'done')!;
      invitations[person.email] = { id: row.invitationId!, token: await invitationToken(person.email) };
    }
    const again = await invitationsCall({ previewId: preview.previewId, apply: true });
    expect(again.status).toBe(409);
    const ashaInvitation = await stored(invitations[asha.email]!.id);
    expect(ashaInvitation).toMatchObject({ state: 'invited', waiting: true, maxLoad: 4, message: chairMessage, topics: ['Security'], load: 4, addresses: [asha.email.toLowerCase()] });
    // Only the digest of the link is stored, never the link.
    const links = await db.collection('invitationTokens').where('invitationId', '==', ashaInvitation.id).get();
    expect(links.size).toBe(1);
    expect(links.docs[0]!.id).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(links.docs[0]!.data()) + JSON.stringify(ashaInvitation)).not.toContain(invitations[asha.email]!.token);
    const audit = await db.collection('audit').where('target', '==', `invitations:${preview.previewId}`).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['invitations.send']);
  });

  it('delivers the invitation with the chair’s message and the link to the invitation page, and no header from a name', async () => {
    const message = await onlyMailTo(asha.email, 'an invitation to the programme committee');
    expect(message.text).toContain(chairMessage);
    expect(message.text).toContain(`/invitations/${invitations[asha.email]!.token}`);
    const injected = await onlyMailTo(mallory.email, 'an invitation to the programme committee');
    expect(injected.envelope.to.map((recipient) => recipient.address)).toEqual([mallory.email.toLowerCase()]);
    expect(injected.calculatedBcc).toEqual([]);
    const source = await rawSource(injected.id);
    expect(source).not.toMatch(/^Bcc:/im);
    expect((await outboxFor('everyone@example.org')).length).toBe(0);
  });

  it('skips a person invited already, naming the invitation', async () => {
    const answer = await invitationsCall({ people: [asha], ...terms, preview: true });
    expect(answer.body.rows).toEqual([expect.objectContaining({ outcome: 'skip', invitationId: invitations[asha.email]!.id, text: expect.stringMatching(/^already invited \(invited\)/) })]);
  });
});

describe("last edition's reviewers", () => {
  it('previews every reviewer of the edition archived last, with their load and topics, skipping those already on this committee', async () => {
    // An edition archived just now, with two reviewers: one new to this edition, and Rita, a member already.
    const edition = { id: 'pastx-2020', acronym: 'PASTX', year: 2020, name: 'PASTX 2020', state: 'archived', layout: 'nested', createdAt: '2020-01-01T00:00:00.000Z', archivedAt: new Date().toISOString() };
    const registry = db.collection('editions').doc(edition.id);
    const veteran = { name: 'Vera Veteran', email: uniqueEmail('vera').toLowerCase() };
    const pastReviewer = (id: string, name: string, email: string, extra: Partial<ReviewerDoc>) =>
      registry.collection('reviewers').doc(id).set(reviewerRecord({ id, name, affiliation: 'Old College', email, profile: null, profileType: null, researchArea: 'Systems', createdAt: '2020-01-01T00:00:00.000Z', ...extra }));
    try {
      await registry.set(edition);
      await pastReviewer('vera', veteran.name, veteran.email, { topics: ['Security'], load: 3 });
      await pastReviewer('rita', 'Rita Reviewer', rita.email.toLowerCase(), {});
      const before = (await db.collection('invitations').count().get()).data().count;
      const answer = await invitationsCall({ from: 'previousEdition', ...terms, preview: true });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.rows).toEqual([
        expect.objectContaining({ name: 'Rita Reviewer', email: rita.email.toLowerCase(), outcome: 'skip', reviewerId: rita.record }),
        expect.objectContaining({ name: 'Vera Veteran', email: veteran.email, outcome: 'will' }),
      ]);
      const sent = await invitationsCall({ previewId: answer.body.previewId, apply: true });
      expect(sent.body.rows).toEqual([expect.objectContaining({ name: 'Rita Reviewer', outcome: 'skipped' }), expect.objectContaining({ name: 'Vera Veteran', outcome: 'done' })]);
      const made = await stored(sent.body.rows[1]!.invitationId!);
      expect(made).toMatchObject({ email: veteran.email, affiliation: 'Old College', topics: ['Security'], load: 3, maxLoad: 3 });
      expect((await db.collection('invitations').count().get()).data().count).toBe(before + 1);
    } finally {
      await db.recursiveDelete(registry);
    }
  });
});

describe('the link', () => {
  it('opens the invitation without signing in, and marks it opened the first time only', async () => {
    const answer = await open(invitations[asha.email]!.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Asha Rao', email: asha.email.toLowerCase(), message: chairMessage, maxLoad: 4, state: 'opened' });
    // The pool's "Security" is none of the call's topics: nothing is ticked for her.
    expect(answer.body.suggestedTopics).toEqual([]);
    expect(answer.body.topics.length).toBeGreaterThan(0);
    topics = answer.body.topics;
    const openedAt = (await stored(invitations[asha.email]!.id)).openedAt;
    expect(openedAt).not.toBeNull();
    expect((await open(invitations[asha.email]!.token)).status).toBe(200);
    expect((await stored(invitations[asha.email]!.id)).openedAt).toBe(openedAt);
  });

  it('refuses a guessed link and one of the wrong shape with the same message', async () => {
    for (const guess of ['G'.repeat(43), invitations[asha.email]!.token.slice(0, -1) + (invitations[asha.email]!.token.endsWith('A') ? 'B' : 'A'), 'ICCS25-0001']) {
      const answer = await open(guess);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(Messages.invitationNotFound);
    }
  });

  it('locks out an address that guesses too many links, and no other address', async () => {
    const guesser = { 'X-Forwarded-For': '198.51.100.77' };
    for (let guess = 0; guess < 100; guess += 1) expect((await open(`${'H'.repeat(40)}${String(guess).padStart(3, '0')}`, guesser)).status).toBe(404);
    const locked = await open(invitations[asha.email]!.token, guesser);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many invitation links that name nothing were tried from this address/);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await open(invitations[asha.email]!.token, { 'X-Forwarded-For': '198.51.100.78' })).status).toBe(200);
  });

  it('refuses an expired invitation, and an expired link of a live invitation, with 410', async () => {
    const expiring = await sentInvitation(chair, { name: 'Late Larry', email: uniqueEmail('larry') });
    await db.collection('invitations').doc(expiring.id).update({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    const answer = await open(expiring.token);
    expect(answer.status).toBe(410);
    expect(answer.body.message).toMatch(/^This invitation expired on \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expect((await accept(expiring.token, { load: 2, topics: [], lateRequests: false })).status).toBe(410);
    expect(await recordsOf(expiring.email)).toEqual([]);

    const linkExpired = await sentInvitation(chair, { name: 'Link Lena', email: uniqueEmail('lena') });
    const links = await db.collection('invitationTokens').where('invitationId', '==', linkExpired.id).get();
    await links.docs[0]!.ref.update({ expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await open(linkExpired.token)).status).toBe(410);
  });
});

describe('accepting', () => {
  it('refuses a load above the maximum and a topic outside the call, writing nothing', async () => {
    const { id, token } = invitations[asha.email]!;
    const before = await stored(id);
    const tooMuch = await accept(token, { load: 5, topics: [], lateRequests: true });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('Choose a load from 1 to 4 papers (the most this invitation asks).');
    const astrology = await accept(token, { load: 3, topics: ['Astrology'], lateRequests: true });
    expect(astrology.status).toBe(400);
    expect(astrology.body.message).toBe(Messages.invitationTopicsUnknown(['Astrology']));
    expect(await stored(id)).toEqual(before);
    expect(await recordsOf(asha.email)).toEqual([]);
  });

  it('makes the reviewer record (no profile file needed) and the account, and a reused link is refused with the answer', async () => {
    const { id, token } = invitations[asha.email]!;
    const accepted = await accept(token, { load: 3, topics: [topics[0]], lateRequests: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ email: asha.email.toLowerCase(), accountCreated: true });
    const [record] = await recordsOf(asha.email);
    expect(record).toMatchObject({ id: accepted.body.reviewerId, name: 'Asha Rao', affiliation: 'CUSAT', profile: null, profileType: null, load: 3, lateRequests: true, invitationId: id, topics: [topics[0]] });
    expect(await stored(id)).toMatchObject({ state: 'accepted', waiting: false, accepted: { email: asha.email.toLowerCase(), reviewerId: accepted.body.reviewerId, load: 3, lateRequests: true } });
    expect((await adminAuth.getUserByEmail(asha.email.toLowerCase())).customClaims).toEqual({ role: 'reviewer' });
    const audit = await db.collection('audit').where('target', '==', `invitation:${id}`).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['invitation.accept']);

    const reused = await accept(token, { load: 1, topics: [], lateRequests: false });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/^This invitation was accepted already, on \d{1,2} [A-Z][a-z]{2} \d{4}:/);
    expect((await open(token)).status).toBe(409);
    expect((await decline(token, {})).status).toBe(409);
    expect(await recordsOf(asha.email)).toHaveLength(1);
    expect((await recordsOf(asha.email))[0]!.load).toBe(3);
  });

  it('lets exactly one of two accepts racing win', async () => {
    const racer = await sentInvitation(chair, { name: 'Racing Rosa', email: uniqueEmail('rosa') });
    const answers = await Promise.all([accept(racer.token, { load: 2, topics: [], lateRequests: false }), accept(racer.token, { load: 4, topics: [], lateRequests: true })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const records = await recordsOf(racer.email);
    expect(records).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(records[0]!.id).toBe(winner.body.reviewerId);
    expect((await stored(racer.id)).accepted?.load).toBe(records[0]!.load);
  });

  it('links the existing record when an invited address is a reviewer already by then', async () => {
    const late = await sentInvitation(chair, { name: 'Kim Existing', email: uniqueEmail('kim') });
    // The chair adds a record for the address after inviting it: accepting links it rather than making a second.
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', { token: chair, body: form(reviewerRecordFields({ name: 'Kim Existing', email: late.email }), { profile: [await pdfBytes('Profile'), 'cv.pdf'] }) });
    expect(added.status).toBe(201);
    const answer = await accept(late.token, { load: 2, topics: [], lateRequests: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ reviewerId: added.body.id, accountCreated: false });
    expect(await recordsOf(late.email)).toEqual([expect.objectContaining({ id: added.body.id, load: 2, invitationId: late.id, profileType: 'pdf' })]);
  });
});

describe('accepting under another address', () => {
  const uma = { name: 'Uma Home', email: uniqueEmail('uma') };
  const home = uniqueEmail('umahome');
  let link: { id: string; token: string; email: string };

  beforeAll(async () => {
    link = await sentInvitation(chair, uma);
  });

  it('refuses without the code and with a wrong one, writing nothing', async () => {
    const before = await stored(link.id);
    const noCode = await accept(link.token, { load: 2, topics: [], lateRequests: false, email: home });
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(Messages.invitationCodeNeeded);
    const neverSent = await accept(link.token, { load: 2, topics: [], lateRequests: false, email: home, code: '123456' });
    expect(neverSent.status).toBe(403);
    expect(neverSent.body.message).toBe(Messages.invitationCodeWrong);
    expect(await stored(link.id)).toEqual(before);

    const sent = await call<{ message: string }>('POST', `/api/invitations/${link.token}/address`, { json: { email: home } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = /Code: (\d{6})/.exec((await onlyMailTo(home, 'your code to accept the committee invitation')).text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const afterCode = await stored(link.id);
    expect(JSON.stringify(afterCode)).not.toContain(`"${code}"`);
    const refused = await accept(link.token, { load: 2, topics: [], lateRequests: false, email: home, code: wrong });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(Messages.invitationCodeWrong);
    // The code is for that address only.
    const otherAddress = await accept(link.token, { load: 2, topics: [], lateRequests: false, email: uniqueEmail('elsewhere'), code });
    expect(otherAddress.status).toBe(403);
    expect(await stored(link.id)).toEqual(afterCode);
    expect(await recordsOf(home)).toEqual([]);
    expect(await recordsOf(uma.email)).toEqual([]);

    const accepted = await accept(link.token, { load: 2, topics: [], lateRequests: false, email: home, code });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await recordsOf(home)).toEqual([expect.objectContaining({ id: accepted.body.reviewerId, name: 'Uma Home', invitationId: link.id })]);
    expect(await recordsOf(uma.email)).toEqual([]);
    expect((await stored(link.id)).addresses).toEqual([uma.email.toLowerCase(), home]);
  });

  it('spends a code after five wrong tries', async () => {
    const other = await sentInvitation(chair, { name: 'Tries Tom', email: uniqueEmail('tom') });
    const address = uniqueEmail('tomhome');
    expect((await call('POST', `/api/invitations/${other.token}/address`, { json: { email: address } })).status).toBe(200);
    const code = /Code: (\d{6})/.exec((await onlyMailTo(address, 'your code to accept the committee invitation')).text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await accept(other.token, { load: 1, topics: [], lateRequests: false, email: address, code: wrong })).status).toBe(403);
    const spent = await accept(other.token, { load: 1, topics: [], lateRequests: false, email: address, code });
    expect(spent.status).toBe(403);
    expect(spent.body.message).toBe(Messages.invitationCodeAttempts);
    expect(await recordsOf(address)).toEqual([]);
  });
});

describe('declining', () => {
  it('refuses a suggestion whose address is not one, then records the reason and the suggestions for the chair', async () => {
    const { id, token } = invitations[ravi.email]!;
    const bad = await decline(token, { suggestions: [{ name: 'Somebody', email: 'somebody@example.org\r\nBcc: all@example.org' }] });
    expect(bad.status).toBe(400);
    expect((await stored(id)).state).toBe('invited');
    const colleague = { name: 'Priya Colleague', email: uniqueEmail('priya') };
    const declined = await decline(token, { reason: 'On sabbatical this year.', suggestions: [colleague] });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(await stored(id)).toMatchObject({ state: 'declined', waiting: false, declined: { reason: 'On sabbatical this year.', suggestions: [colleague] }, suggestedEmails: [colleague.email] });
    const again = await accept(token, { load: 1, topics: [], lateRequests: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This invitation was declined already/);

    const list = await call<{ invitations: Array<{ id: string; state: string }>; suggestions: Array<{ email: string; suggestedBy: string; invited: boolean }> }>('GET', `/api/admin/invitations?state=declined&q=${encodeURIComponent('Ravi Menon')}`, { token: chair });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.invitations.map((invitation) => invitation.id)).toContain(id);
    expect(list.body.suggestions).toEqual(expect.arrayContaining([expect.objectContaining({ email: colleague.email, suggestedBy: 'Ravi Menon', invited: false })]));
  });
});

describe("the chair's list", () => {
  it('filters by state (expired derived from the expiry), searches, and pages with cursors', async () => {
    const expired = await sentInvitation(chair, { name: 'Expired Edna', email: uniqueEmail('edna') });
    await db.collection('invitations').doc(expired.id).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const list = (state: string, extra = '') => call<{ invitations: Array<{ id: string; state: string }>; total: number; next: string | null }>('GET', `/api/admin/invitations?state=${state}${extra}`, { token: chair });
    const ofExpired = await list('expired');
    expect(ofExpired.body.invitations.map((invitation) => invitation.id)).toContain(expired.id);
    expect(ofExpired.body.invitations.every((invitation) => invitation.state === 'expired')).toBe(true);
    expect((await list('invited')).body.invitations.map((invitation) => invitation.id)).not.toContain(expired.id);
    expect((await list('accepted')).body.invitations.map((invitation) => invitation.id)).toContain(invitations[asha.email]!.id);
    const found = await call<{ invitations: Array<{ email: string }> }>('GET', `/api/admin/invitations?q=${encodeURIComponent(mallory.email)}`, { token: chair });
    expect(found.body.invitations.map((invitation) => invitation.email)).toEqual([mallory.email.toLowerCase()]);

    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: Awaited<ReturnType<typeof list>> = await call('GET', `/api/admin/invitations?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`, { token: chair });
      expect(page.status).toBe(200);
      expect(page.body.invitations.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.invitations.map((invitation) => invitation.id));
      total = page.body.total;
      cursor = page.body.next;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('reminders', () => {
  it('reminds those who have not answered with a new link, the earlier one staying valid', async () => {
    const waiting = await sentInvitation(chair, { name: 'Waiting Wanda', email: uniqueEmail('wanda') });
    const first = waiting.token;
    const previewed = await call<Answer>('POST', '/api/admin/invitations/remind', { token: chair, json: { preview: true } });
    expect(previewed.status).toBe(200);
    const ids = previewed.body.rows.map((row) => row.invitationId);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(invitations[asha.email]!.id);
    expect(ids).not.toContain(invitations[ravi.email]!.id);
    const applied = await call<Answer>('POST', '/api/admin/invitations/remind', { token: chair, json: { previewId: previewed.body.previewId, apply: true } });
    expect(applied.status).toBe(200);
    expect(applied.body.rows.find((row) => row.invitationId === waiting.id)?.outcome).toBe('done');
    const second = await invitationToken(waiting.email);
    expect(second).not.toBe(first);
    expect((await stored(waiting.id)).remindedAt).toHaveLength(1);
    expect((await open(first)).status).toBe(200);
    expect((await open(second)).status).toBe(200);
  });
});

describe('the scheduled reminders', () => {
  it('remind a waiting invitation once its last message is the set number of days old, and not again that day', async () => {
    const sam = await sentInvitation(chair, { name: 'Scheduled Sam', email: uniqueEmail('sam') });
    const first = sam.token;
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000);
    expect(await inCurrentEdition(() => runInvitationReminders(0, tomorrow))).toBe(0);
    expect(await inCurrentEdition(() => runInvitationReminders(2, tomorrow))).toBeGreaterThanOrEqual(0);
    expect((await stored(sam.id)).remindedAt).toEqual([]);
    expect(await inCurrentEdition(() => runInvitationReminders(1, tomorrow))).toBeGreaterThanOrEqual(1);
    expect((await stored(sam.id)).remindedAt).toEqual([tomorrow.toISOString()]);
    expect(await invitationToken(sam.email)).not.toBe(first);
    await inCurrentEdition(() => runInvitationReminders(1, tomorrow));
    expect((await stored(sam.id)).remindedAt).toHaveLength(1);
    const audit = await db.collection('audit').where('target', '==', 'invitations:schedule').get();
    expect(audit.docs.map((doc) => doc.get('actor.uid'))).toContain('invitation-reminders');
  });
});

describe('the committee: capacity, load and leaving', () => {
  it('answers the capacity from the counters, the per-topic counts and the loads', async () => {
    // The counters catch up with the papers submitted just before (their triggers run after the answer).
    const recount = await capacityRecount();
    const readCapacity = () => call<ReturnType<typeof committeeCapacity>>('GET', '/api/admin/committee/capacity', { token: chair });
    let answer = await readCapacity();
    await expect.poll(async () => (answer = await readCapacity()).body, { timeout: 30_000 }).toEqual(recount);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (recount.shortfalls.length > 0) expect(answer.body.shortfalls[0]).toMatch(/^[^:]+: \d+(\.\d)? reviews? needed, \d+(\.\d)? offered$/);
  });

  /** The capacity recounted from the stored papers and records, by the same rule. */
  async function capacityRecount(): Promise<ReturnType<typeof committeeCapacity>> {
    const papers = (await db.collection('papers').where('status', 'in', ['submitted', 'Under Review']).get()).docs.map((doc) => doc.data() as { topics?: string[] });
    const reviewers = (await db.collection('reviewers').get()).docs.map((doc) => doc.data() as ReviewerDoc);
    const settings = (await db.doc('config/reviewing').get()).data() as { reviewersPerPaper: number } | undefined;
    return committeeCapacity({
      reviewersPerPaper: settings?.reviewersPerPaper ?? 3,
      papers: papers.length,
      papersPerTopic: Object.fromEntries(topics.map((topic) => [topic, papers.filter((paper) => paper.topics?.includes(topic)).length])),
      topics,
      reviewers: reviewers.filter((reviewer) => reviewer.load !== undefined).map((reviewer) => ({ load: reviewer.load!, topics: reviewer.topics ?? [] })),
      withoutLoad: reviewers.filter((reviewer) => reviewer.load === undefined).length,
    });
  }

  it("keeps the automatic assignment under each reviewer's accepted load", async () => {
    const [record] = await recordsOf(asha.email);
    await submitManuscript((await newAuthor('autoassign')).token);
    const proposal = await call<{ reviewers: Array<{ reviewerId: string; max: number }> }>('POST', '/api/admin/autoassign/proposals', { token: chair, json: { reviewersPerPaper: 1, maxPerReviewer: 8, papers: 'all-under-target' } });
    expect(proposal.status, JSON.stringify(proposal.body).slice(0, 300)).toBe(201);
    expect(proposal.body.reviewers.find((reviewer) => reviewer.reviewerId === record!.id)?.max).toBe(3);
    expect(proposal.body.reviewers.find((reviewer) => reviewer.reviewerId === rita.record)?.max).toBe(8);
  });

  it('lets a member lower their load and the chair set it, then refuses once a paper is assigned', async () => {
    await setPasswordThroughLink(asha.email.toLowerCase(), 'Asha@2026');
    const token = await loginAs('reviewer', asha.email.toLowerCase(), 'Asha@2026');
    const [record] = await recordsOf(asha.email);
    const lowered = await call<{ message: string }>('POST', '/api/me/committee', { token, json: { load: 2 } });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect((await recordsOf(asha.email))[0]!.load).toBe(2);
    await expect.poll(async () => (await outboxFor(demo.admin.email)).filter(({ mail }) => mail.kind === 'committeeChange' && mail.message.text.includes(asha.email.toLowerCase())).length).toBe(1);

    const author = await newAuthor('committeeauthor');
    const paperId = await submitManuscript(author.token);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: record!.id } })).status).toBe(200);
    const refused = await call<{ message: string }>('POST', '/api/me/committee', { token, json: { load: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(Messages.committeeHasAssignments(1));
    const leaving = await call<{ message: string }>('POST', '/api/me/committee/withdraw', { token, json: { password: 'Asha@2026' } });
    expect(leaving.status).toBe(409);
    expect((await recordsOf(asha.email))[0]!.load).toBe(2);

    const byChair = await call<{ message: string }>('PUT', `/api/admin/reviewers/${record!.id}/load`, { token: chair, json: { load: 1 } });
    expect(byChair.status).toBe(200);
    expect((await recordsOf(asha.email))[0]!.load).toBe(1);
    const listed = await call<{ reviewers: Array<{ id: string; load?: number; lateRequests?: boolean; invitationId?: string; topics?: string[] }> }>('GET', `/api/admin/getreviewers?q=${encodeURIComponent(asha.email.toLowerCase())}`, { token: chair });
    // The Reviewers screen shows what the member accepted: the load, the topics, late requests.
    expect(listed.body.reviewers).toEqual([expect.objectContaining({ id: record!.id, load: 1, topics: [topics[0]], lateRequests: true, invitationId: invitations[asha.email]!.id })]);
    // Any beginning of her address finds her.
    const partial = await call<{ reviewers: Array<{ id: string }> }>('GET', `/api/admin/getreviewers?q=${encodeURIComponent(asha.email.toLowerCase().slice(0, 9))}`, { token: chair });
    expect(partial.body.reviewers.map((reviewer) => reviewer.id)).toContain(record!.id);
  });

  it('lets a member leave before any assignment, confirming with their password', async () => {
    const leaver = await sentInvitation(chair, { name: 'Leaving Leo', email: uniqueEmail('leo') });
    expect((await accept(leaver.token, { load: 2, topics: [], lateRequests: false })).status).toBe(200);
    await setPasswordThroughLink(leaver.email, 'Leo@2026x');
    const token = await loginAs('reviewer', leaver.email, 'Leo@2026x');
    const wrong = await call<{ message: string }>('POST', '/api/me/committee/withdraw', { token, json: { password: 'Not-his-1' } });
    expect(wrong.status).toBe(401);
    expect(await recordsOf(leaver.email)).toHaveLength(1);
    const left = await call<{ message: string }>('POST', '/api/me/committee/withdraw', { token, json: { password: 'Leo@2026x' } });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await recordsOf(leaver.email)).toEqual([]);
    expect((await call('POST', '/api/me/committee', { token, json: { load: 1 } })).status).toBe(404);

    // The data export holds the invitation; the erasure takes it with its links.
    const exported = await call<{ collections: Record<string, Array<{ id: string }>> }>('GET', '/api/me/data', { token });
    expect(exported.body.collections.invitations?.map((doc) => doc.id)).toEqual([leaver.id]);
    const erased = await call<{ erased: string[] }>('POST', '/api/me/erasure', { token, json: { password: 'Leo@2026x' } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.erased).toEqual(expect.arrayContaining([expect.stringMatching(/(^|: )1 invitation to the programme committee, with their answers$/)]));
    expect((await db.collection('invitations').doc(leaver.id).get()).exists).toBe(false);
    expect((await db.collection('invitationTokens').where('invitationId', '==', leaver.id).get()).size).toBe(0);
  });

  it("takes an erased person's address out of the colleagues others suggested", async () => {
    const colleague = await newAuthor('suggested');
    const decliner = await sentInvitation(chair, { name: 'Declining Dee', email: uniqueEmail('dee') });
    const keptColleague = { name: 'Kept Colleague', email: uniqueEmail('kept') };
    expect((await decline(decliner.token, { suggestions: [{ name: 'Suggested Sue', email: colleague.email }, keptColleague] })).status).toBe(200);
    const erased = await call<{ erased: string[] }>('POST', '/api/me/erasure', { token: colleague.token, json: { password: colleague.password } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await stored(decliner.id)).toMatchObject({ suggestedEmails: [keptColleague.email], declined: { suggestions: [keptColleague] } });
  });
});

describe('a message that cannot be delivered', () => {
  it('shows the invitation bounced once the outbox gives up on a message carrying its link', async () => {
    const bouncing = await sentInvitation(chair, { name: 'Bouncing Bo', email: uniqueEmail('bo') });
    // A message of the invitation's that a sender had claimed and left (its lease ran out), so the trigger
    // leaves it alone; this sender takes it over against an SMTP server that refuses every connection.
    const now = new Date().toISOString();
    const [sent] = (await outboxFor(bouncing.email)).filter(({ mail }) => mail.kind === 'invitation');
    const stalled = await db.collection('mail').add({
      ...sent!.mail,
      delivery: { ...pendingDelivery(now), state: MailState.Processing, startTime: now, leaseExpireTime: new Date(Date.now() - 1000).toISOString() },
    });
    await db.collection('invitations').doc(bouncing.id).update({ mailIds: FieldValue.arrayUnion(stalled.id) });
    await deliverMail(stalled.id, { transportUrl: 'smtp://127.0.0.1:1', backoffMs: 1 });
    expect((await settled(stalled.id)).delivery.state).toBe(MailState.Error);
    expect((await stored(bouncing.id)).state).toBe('bounced');
    const list = await call<{ invitations: Array<{ id: string; state: string }> }>('GET', '/api/admin/invitations?state=bounced', { token: chair });
    expect(list.body.invitations).toEqual(expect.arrayContaining([expect.objectContaining({ id: bouncing.id, state: 'bounced' })]));
    // Opened through a link that did arrive, it waits for its answer again.
    expect((await open(bouncing.token)).body.state).toBe('opened');
    expect(await stored(bouncing.id)).toMatchObject({ state: 'opened', waiting: true });
  });
});
