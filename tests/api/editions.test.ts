// Editions: the chair makes next year's edition from the current one, copying the settings they tick
// (the calendar a year later), and opens it. From then on every request acts on it: a submission gets
// its paper ID and lands under editions/{id}/ with its own counters. The edition before is archived: its
// author still downloads their manuscript, its reviewer no longer can, and a decision, a withdrawal or a
// review sent to one of its papers is refused with a message naming it, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { PaperStatus, builtEdition, defaultIdentity, plannedCalendar, type Calendar, type CreateEditionAnswer, type EditionsAnswer, type OpenEditionAnswer, type PublicEditionsAnswer } from '@confsys/domain';
import { computeStats, readStats, recountAndStore } from '../../functions/src/lib/dashboard/stats';
import { inEdition } from '../../functions/src/lib/editionScope';
import { inCurrentEdition } from '../../functions/src/lib/editions/editions';
import { runRetention } from '../../functions/src/lib/privacy/retention';
import { db } from '../support/admin';
import { keepConfig, openRegistration } from '../support/config';
import { appCheckHeaders } from '../support/appCheck';
import { pngBytes } from '../support/files';
import { textPdf } from '../support/pdfs';
import { paperText } from '../support/sampleText';
import { call, demo, form, fullReview, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { committeeReviewer, decidePaper, manuscriptFields, submitManuscript, uidOf } from '../support/world';

const nextId = 'iccs-2026';
const nextEdition = db.doc(`editions/${nextId}`);

/** The counters of the edition in scope once the triggers caught up: equal to a recount. */
async function settledStats() {
  const deadline = Date.now() + 45_000;
  let [live, recount] = await Promise.all([readStats(), computeStats()]);
  while (!isDeepStrictEqual(live, recount) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 500));
    [live, recount] = await Promise.all([readStats(), computeStats()]);
  }
  expect(live).toEqual(recount);
  return live;
}

let chair = '';
let restoreConfig: (chair: string) => Promise<number | null>;
let author = { email: '', password: '', token: '' };
let reviewer = { token: '', record: '' };
let oldPaper = '';
let erin = { email: '', password: '', token: '' };
let erinPaper = '';
/** Erin's rejected paper, whose text comes back in the next edition under another author. */
const erinTitle = 'Rejected once, submitted again';
let erinPdf: Uint8Array;
let resubmitted = '';
let oldPayment = '';
let oldReference = '';
let builtCalendar: Calendar;
let adaPaper = '';
let ada = { email: '', password: '', token: '' };
const adaTitle = `Archived and still public ${Date.now()}`;

beforeAll(async () => {
  erinPdf = await textPdf(paperText(2025, 24));
  chair = await loginAs('admin', demo.admin.email, demo.admin.password);
  restoreConfig = await keepConfig(['config/fees', 'config/programme', 'config/conference']);
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  author = await newAuthor('edna');
  oldPaper = await submitManuscript(author.token);
  const committee = await committeeReviewer(chair, 'Olga Oldyear');
  reviewer = { token: committee.token, record: committee.record };
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: oldPaper, reviewerId: reviewer.record } })).status).toBe(200);
  // An author whose one paper was rejected in the edition that will be archived.
  erin = await newAuthor('erin');
  erinPaper = await submitManuscript(erin.token, manuscriptFields({ title: erinTitle }), erinPdf);
  await decidePaper(chair, erinPaper, 'erinrev', 'Rejected');
  // Ada's paper is accepted.
  ada = await newAuthor('ada');
  adaPaper = await submitManuscript(ada.token, manuscriptFields({ title: adaTitle }));
  await decidePaper(chair, adaPaper, 'adarev');
  expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId: adaPaper } })).status).toBe(200);
  // Edna registers for the conference and pays; the treasurer verifies: her tax invoice is the edition's.
  await openRegistration(chair);
  builtCalendar = (await call<{ calendar: Calendar }>('GET', '/api/public/calendar')).body.calendar;
  const billing = { name: 'Edna Old', address: 'CUSAT, Kochi 682022', state: 'Kerala', country: 'India' };
  const registered = await call<{ amountDue: number }>('POST', '/api/participants/registration', { token: author.token, json: { category: 'faculty', attendance: 'online', paperIds: [], billing } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  oldReference = String(Date.now()).slice(-8) + '4242';
  const reference = oldReference;
  const paid = await call<{ id: string }>('POST', '/api/participants/payments', {
    token: author.token,
    body: form({ amount: String(registered.body.amountDue), date: new Date().toISOString().slice(0, 10), reference }, { receipt: [pngBytes, 'upi.png', 'image/png'] }),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  oldPayment = paid.body.id;
  expect((await call('POST', `/api/admin/payments/${oldPayment}/verify`, { token: chair })).status).toBe(200);
  // Ada's paper is in the programme, and the decisions are public (notified yesterday): the archive keeps showing them.
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 71 * 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
  const session = { id: 'archive-1', kind: 'session', title: 'Archived session', room: 'Seminar hall 1', online: false, start: '2025-09-18T11:00:00+05:30', end: '2025-09-18T12:30:00+05:30', chair: 'Dr. A. Ramesh', paperIds: [adaPaper] };
  expect((await call('PUT', '/api/admin/programme', { token: chair, json: { sessions: [session] } })).status).toBe(200);
  // The accounts above are counted in the built edition before another is current.
  await settledStats();
}, 180_000);

afterAll(async () => {
  // The built edition is current again: the registry and the other edition's documents go.
  await db.recursiveDelete(nextEdition);
  await db.doc(`editions/${builtEdition.id}`).delete();
  // Accounts made while the other edition was current were counted there.
  await recountAndStore();
  await restoreConfig(chair);
}, 120_000);

describe('rolling over to the next edition', { timeout: 240_000 }, () => {
  it('previews what the new edition would take and writes nothing', async () => {
    // The identity as the chair saved it, naming its year.
    await db.doc('config/conference').set({ ...defaultIdentity, title: 'International Conference on Computing and Smart Systems 2025' });
    const preview = await call<CreateEditionAnswer>('POST', '/api/admin/editions', { token: chair, json: { acronym: 'ICCS', year: 2026, copy: ['identity', 'calendar', 'fees'], preview: true } });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toBe(true);
    expect(preview.body.edition).toMatchObject({ id: nextId, name: 'ICCS 2026', state: 'draft' });
    expect(preview.body.paperIdExample).toBe('ICCS26-0001');
    const calendar = preview.body.copied.find((part) => part.part === 'calendar');
    expect(calendar).toMatchObject({ copied: true, note: 'From ICCS 2025, every date 12 months later.' });
    expect(preview.body.copied.find((part) => part.part === 'reviewing')).toMatchObject({ copied: false });
    // Copied texts that still name 2025 are quoted, for the chair to change; the moved calendar names none.
    expect(preview.body.copied.find((part) => part.part === 'identity')?.stale).toContain('International Conference on Computing and Smart Systems 2025');
    expect(calendar).not.toHaveProperty('stale');
    expect((await nextEdition.get()).exists).toBe(false);
  });

  it('refuses a malformed edition, naming the field, and writes nothing', async () => {
    for (const [json, field] of [
      [{ acronym: 'iccs', year: 2026, copy: [] }, 'acronym'],
      [{ acronym: 'ICCS', year: 26, copy: [] }, 'year'],
      [{ acronym: 'ICCS', year: 2026, copy: ['papers'] }, 'copy'],
      [{ acronym: 'ICCS', year: 2026, copy: ['fees', 'fees'] }, 'copy'],
      [{ acronym: 'ICCS', year: 2026, copy: [], shiftMonths: 40 }, 'shiftMonths'],
    ] as const) {
      const refused = await call<{ errors?: Record<string, string> }>('POST', '/api/admin/editions', { token: chair, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}).join(' ')).toContain(field);
    }
    expect((await call('POST', '/api/admin/editions', { token: chair, json: { acronym: 'ICCS', year: 2025, copy: [] } })).status).toBe(409);

    // A month on, 30 and 31 January are both 28 February: the submission and review deadlines would meet.
    const monthEnds = {
      timeZone: 'Asia/Kolkata', abstractDeadline: null, submissionDeadline: '2040-01-30T18:29:00.000Z', graceMinutes: 0, biddingOpen: null, biddingClose: null,
      reviewDeadline: '2040-01-31T18:29:00.000Z', responseOpen: null, responseClose: null, notificationDate: '2040-02-10T04:30:00.000Z', cameraReadyDeadline: '2040-02-20T18:29:00.000Z',
      earlyRegistrationDeadline: null, registrationDeadline: '2040-03-01T18:29:00.000Z', conferenceStart: '2040-03-10T03:30:00.000Z', conferenceEnd: '2040-03-11T12:30:00.000Z',
    };
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: monthEnds })).status).toBe(200);
    const met = await call<{ errors?: Record<string, string> }>('POST', '/api/admin/editions', { token: chair, json: { acronym: 'ICCS', year: 2026, copy: ['calendar'], shiftMonths: 1 } });
    expect(met.status).toBe(400);
    expect(met.body.errors?.shiftMonths).toBe(
      "Moved by 1 month, the calendar's dates would be out of order (Review deadline must be after the submission deadline): choose another number of months, or leave the calendar out and set it once the edition is open.",
    );
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: builtCalendar })).status).toBe(200);
    expect((await nextEdition.get()).exists).toBe(false);
  });

  it('makes the draft with the ticked settings, the calendar a year later at the same wall-clock times', async () => {
    const made = await call<CreateEditionAnswer>('POST', '/api/admin/editions', { token: chair, json: { acronym: 'ICCS', year: 2026, copy: ['calendar', 'fees'] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('ICCS 2026 is made as a draft with the settings ticked. Open it when its call for papers may start; its settings can then be changed on Settings.');
    const stored = (await db.doc(`editions/${nextId}/config/calendar`).get()).data() as Calendar;
    const oneYearOn = new Date(builtCalendar.submissionDeadline);
    oneYearOn.setUTCFullYear(oneYearOn.getUTCFullYear() + 1);
    expect(Date.parse(stored.submissionDeadline)).toBe(oneYearOn.getTime());
    expect((await db.doc(`editions/${nextId}/config/reviewing`).get()).exists).toBe(false);
    expect((await call('POST', '/api/admin/editions', { token: chair, json: { acronym: 'ICCS', year: 2026, copy: [] } })).status).toBe(409);

    const listed = await call<EditionsAnswer>('GET', '/api/admin/editions', { token: chair });
    expect(listed.body.current).toBe(builtEdition.id);
    expect(listed.body.editions.map((edition) => [edition.id, edition.state])).toEqual([
      [builtEdition.id, 'current'],
      [nextId, 'draft'],
    ]);
    // Only the chair sees or makes editions.
    expect((await call('GET', '/api/admin/editions', { token: author.token })).status).toBe(403);
  });

  it('opens it while accounts are being made: submissions get its paper IDs and land in its own documents and counters, each account counted once', async () => {
    // People keep registering before, during and after the roll-over; their counters' triggers run when they run.
    const registering = Array.from({ length: 8 }, (_, index) => new Promise((done) => setTimeout(done, index * 80)).then(() => newAuthor(`rollover${index}`)));
    const opened = await call<OpenEditionAnswer>('POST', `/api/admin/editions/${nextId}/open`, { token: chair });
    await Promise.all(registering);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.archived).toBe(builtEdition.id);
    expect((await call('POST', `/api/admin/editions/${nextId}/open`, { token: chair })).status).toBe(409);

    // The copied calendar is the one the site shows now: its submissions are open a year later.
    const shown = await call<{ calendar: Calendar }>('GET', '/api/public/calendar');
    expect(Date.parse(shown.body.calendar.submissionDeadline)).toBeGreaterThan(Date.parse(builtCalendar.submissionDeadline));
    expect((await call('PUT', '/api/admin/calendar', { token: chair, json: plannedCalendar(new Date(Date.now() - 86_400_000), 'Asia/Kolkata') })).status).toBe(200);
    // The audit log is shared: each entry names the edition its change was made in.
    const rolled = await call<{ entries: Array<{ action: string; edition?: string }> }>('GET', `/api/admin/audit?target=edition:${nextId}`, { token: chair });
    expect(rolled.body.entries.map((entry) => [entry.action, entry.edition])).toEqual([
      ['edition.open', builtEdition.id],
      ['edition.create', builtEdition.id],
    ]);
    const calendars = await call<{ entries: Array<{ edition?: string }> }>('GET', '/api/admin/audit?action=calendar.update&pageSize=10', { token: chair });
    expect(calendars.body.entries.map((entry) => entry.edition)).toContain(nextId);

    const paperId = await submitManuscript(author.token);
    expect(paperId).toBe('ICCS26-0001');
    expect((await db.doc(`editions/${nextId}/papers/${paperId}`).get()).get('status')).toBe(PaperStatus.Submitted);
    expect((await db.doc(`papers/${paperId}`).get()).exists).toBe(false);
    const counted = await inEdition({ ...builtEdition, id: nextId, year: 2026, name: 'ICCS 2026', layout: 'nested' }, () => settledStats());
    expect(counted.statusCounts.submitted).toBe(1);

    // The chair's list is the new edition's.
    const list = await call<{ papers: Array<{ paperId: string }> }>('GET', '/api/admin/getpapers?pageSize=50', { token: chair });
    expect(list.body.papers.map((paper) => paper.paperId)).toEqual([paperId]);

    // The author's data export holds their papers of both editions, the new edition's under its ID.
    const exported = await call<{ collections: Record<string, Array<{ id: string }>> }>('GET', '/api/me/data', { token: author.token });
    expect(exported.status).toBe(200);
    expect(exported.body.collections.manuscripts?.map((row) => row.id)).toEqual([oldPaper, `${nextId}/${paperId}`]);
  });

  it("keeps the archived edition readable by its author, closed to its reviewer, and refuses any change to it", async () => {
    const manuscript = `/api/files/manuscript/${oldPaper}.pdf`;
    const own = await call('GET', manuscript, { token: author.token });
    expect(own.status).toBe(200);

    const closed = await call<{ message: string }>('GET', manuscript, { token: reviewer.token });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('ICCS 2025 is archived: its reviewers no longer have access to its papers.');

    const archived = 'ICCS 2025 is archived: its papers, reviews, payments and decisions can no longer change.';
    for (const [method, path, token, json] of [
      ['POST', '/api/admin/updatestatus', chair, { paperId: oldPaper, status: 'Accepted' }],
      ['POST', `/api/authors/papers/${oldPaper}/withdraw`, author.token, { reason: 'Changed my mind.' }],
      ['POST', '/api/reviews/submitReview', reviewer.token, fullReview(oldPaper)],
    ] as const) {
      const refused = await call<{ message: string }>(method, path, { token, json });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(archived);
    }
    const paper = (await db.doc(`papers/${oldPaper}`).get()).data();
    expect(paper?.status).toBe(PaperStatus.UnderReview);

    // Her tax invoice is found in the archived edition by its payment's ID; the treasurer can no longer change that payment.
    const invoice = await fetch(`${siteUrl}/api/participants/payments/${oldPayment}/invoice.pdf`, { headers: { Authorization: `Bearer ${author.token}`, ...appCheckHeaders } });
    expect(invoice.status).toBe(200);
    expect(Buffer.from(await invoice.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    for (const action of ['verify', 'reject']) {
      const refused = await call<{ message: string }>('POST', `/api/admin/payments/${oldPayment}/${action}`, { token: chair, ...(action === 'reject' ? { json: { reason: 'Not received.' } } : {}) });
      expect(refused.status, action).toBe(403);
      expect(refused.body.message).toBe(archived);
    }
    expect((await db.doc(`payments/${oldPayment}`).get()).get('state')).toBe('verified');
    expect((await db.collection('reviews').where('paperId', '==', oldPaper).get()).docs.filter((doc) => doc.get('status') !== 'draft')).toHaveLength(0);
  });

  it("shows the chair the archived edition's screens and exports, read-only, when a request names it (X-Edition)", async () => {
    const archive = { 'X-Edition': builtEdition.id };
    type Papers = { papers: Array<{ paperId: string }> };
    const old = await call<Papers>('GET', '/api/admin/getpapers?pageSize=100', { token: chair, headers: archive });
    expect(old.status).toBe(200);
    expect(old.body.papers.map((paper) => paper.paperId)).toEqual(expect.arrayContaining([oldPaper, adaPaper]));
    expect(old.body.papers.map((paper) => paper.paperId)).not.toContain('ICCS26-0001');
    const payments = await fetch(`${siteUrl}/api/admin/payments.csv`, { headers: { Authorization: `Bearer ${chair}`, ...appCheckHeaders, ...archive } });
    expect(payments.status).toBe(200);
    expect(await payments.text()).toContain(oldReference);

    // Naming the current edition is the same as naming none; a malformed or unknown one is refused.
    const now = await call<Papers>('GET', '/api/admin/getpapers?pageSize=100', { token: chair, headers: { 'X-Edition': nextId } });
    expect(now.body.papers.map((paper) => paper.paperId)).toEqual(['ICCS26-0001']);
    const malformed = await call<{ message: string }>('GET', '/api/admin/getpapers', { token: chair, headers: { 'X-Edition': '../editions' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The X-Edition header is an edition ID such as iccs-2025.');
    expect((await call('GET', '/api/admin/getpapers', { token: chair, headers: { 'X-Edition': 'iccs-2031' } })).status).toBe(404);

    // A change naming the archive is refused before anything is written; its reviewers cannot read through it.
    const before = (await db.doc('config/calendar').get()).data();
    const refused = await call<{ message: string }>('PUT', '/api/admin/calendar', { token: chair, headers: archive, json: plannedCalendar(new Date(), 'Asia/Kolkata') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('ICCS 2025 is archived: its papers, reviews, payments and decisions can no longer change.');
    expect((await db.doc('config/calendar').get()).data()).toEqual(before);
    expect((await call('GET', '/api/reviewers/bids', { token: reviewer.token, headers: archive })).status).toBe(403);

    // A public answer, which the CDN keeps by its address, ignores the header: the archive is named in the query there.
    const shown = await call<{ calendar: Calendar }>('GET', '/api/public/calendar', { headers: archive });
    expect(shown.body.calendar.submissionDeadline).not.toBe((before as Calendar).submissionDeadline);
  });

  it("reports last edition's rejected paper submitted again, naming that edition and its status", async () => {
    const other = await newAuthor('resubmits');
    const again = await submitManuscript(other.token, manuscriptFields({ title: 'A new title for old text' }), erinPdf);
    let matches: Array<{ paperId: string; edition: string; status: string; percent: number }> = [];
    for (let attempt = 0; attempt < 120 && matches.length === 0; attempt++) {
      await new Promise((done) => setTimeout(done, 500));
      matches = (await call<{ matches: typeof matches }>('GET', `/api/admin/papers/${again}/similarity`, { token: chair })).body.matches;
    }
    expect(matches).toEqual([expect.objectContaining({ paperId: erinPaper, edition: builtEdition.id, status: PaperStatus.Rejected })]);
    expect(matches[0]!.percent).toBeGreaterThan(95);
    // The archived paper's own record names the new one too, read as the archive (X-Edition).
    const archived = await call<{ matches: Array<{ paperId: string; edition: string }> }>('GET', `/api/admin/papers/${erinPaper}/similarity`, { token: chair, headers: { 'X-Edition': builtEdition.id } });
    expect(archived.body.matches.map((match) => [match.paperId, match.edition])).toEqual([[again, nextId]]);
    resubmitted = again;
  });

  it("keeps the archived edition's accepted papers and programme public, and lists its author's papers under its name", async () => {
    const listed = await call<PublicEditionsAnswer>('GET', '/api/public/editions');
    expect(listed.status).toBe(200);
    expect(listed.body.editions.map((edition) => [edition.id, edition.name, edition.state])).toEqual([
      [nextId, 'ICCS 2026', 'current'],
      [builtEdition.id, 'ICCS 2025', 'archived'],
    ]);

    // The current edition has decided nothing yet; the archive's list and programme are read with ?edition=.
    type Accepted = { papers: Array<{ paperId: string; title: string }>; total: number; open: boolean };
    const current = await call<Accepted>('GET', '/api/public/accepted');
    expect(current.body.papers.map((paper) => paper.paperId)).not.toContain(adaPaper);
    const deadline = Date.now() + 30_000;
    let archive = await call<Accepted>('GET', `/api/public/accepted?edition=${builtEdition.id}`);
    while (!archive.body.papers.some((paper) => paper.paperId === adaPaper) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 500));
      archive = await call<Accepted>('GET', `/api/public/accepted?edition=${builtEdition.id}`);
    }
    expect(archive.status).toBe(200);
    expect(archive.body.open).toBe(true);
    expect(archive.body.papers.find((paper) => paper.paperId === adaPaper)?.title).toBe(adaTitle);
    expect(archive.body.papers.map((paper) => paper.paperId)).not.toContain(erinPaper);

    type Programme = { sessions: Array<{ id: string; papers: Array<{ paperId: string }> }> };
    const programme = await call<Programme>('GET', `/api/public/programme?edition=${builtEdition.id}`);
    expect(programme.status).toBe(200);
    expect(programme.body.sessions.find((session) => session.id === 'archive-1')?.papers.map((paper) => paper.paperId)).toEqual([adaPaper]);
    expect((await call<Programme>('GET', '/api/public/programme')).body.sessions.some((session) => session.id === 'archive-1')).toBe(false);

    // A draft or an unknown edition is not found; the registry's own documents are not a way in.
    for (const edition of ['iccs-2031', 'nosuch-2025']) {
      const missing = await call<{ message: string }>('GET', `/api/public/accepted?edition=${edition}`);
      expect(missing.status, edition).toBe(404);
      expect(missing.body.message).toBe('No edition has this ID.');
    }

    // Edna's dashboard reads her papers of the archived edition by naming it; another author cannot.
    type Mine = { manuscripts: Array<{ paperId: string; status: string; payment: { invoiceUrl: string } | null }> };
    const mine = await call<Mine>('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(author.email)}?edition=${builtEdition.id}`, { token: author.token });
    expect(mine.status).toBe(200);
    expect(mine.body.manuscripts.map((paper) => paper.paperId)).toEqual([oldPaper]);
    const now = await call<Mine>('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(author.email)}`, { token: author.token });
    expect(now.body.manuscripts.map((paper) => paper.paperId)).toEqual(['ICCS26-0001']);
    expect((await call('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(author.email)}?edition=${builtEdition.id}`, { token: erin.token })).status).toBe(403);

    // Ada still reads the reviews of her accepted paper of the archived edition.
    const adas = await call<{ manuscripts: Array<{ paperId: string; comments: string | null }> }>('GET', `/api/authors/getmanuscriptbyauthor/${await uidOf(ada.email)}?edition=${builtEdition.id}`, { token: ada.token });
    const comments = adas.body.manuscripts.find((paper) => paper.paperId === adaPaper)?.comments;
    expect(comments).toMatch(/\.pdf$/);
    const reviews = await fetch(`${siteUrl}${comments}`, { headers: { Authorization: `Bearer ${ada.token}`, ...appCheckHeaders } });
    expect(reviews.status).toBe(200);
    expect(Buffer.from(await reviews.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("erases a person's data in every edition, and waits only for what the current edition still serves", async () => {
    // Edna's paper of the current edition is under way; her paper of the archived one waits for nothing.
    const waiting = await call<{ message: string }>('POST', '/api/me/erasure', { token: author.token, json: { password: author.password } });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toContain('ICCS26-0001');
    expect(waiting.body.message).not.toContain(oldPaper);

    // Erin's rejected paper of the archived edition goes whole, named with its edition.
    const erased = await call<{ erased: string[] }>('POST', '/api/me/erasure', { token: erin.token, json: { password: erin.password } });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.erased).toContain(`ICCS 2025: 1 rejected or withdrawn paper (${erinPaper}), with their files, reviews and discussion`);
    expect((await db.doc(`papers/${erinPaper}`).get()).exists).toBe(false);
    expect((await db.doc(`manuscripts/${erinPaper}`).get()).exists).toBe(false);
    // Its signature goes with it, and the paper that matched it no longer names it.
    expect((await db.doc(`similarity/${erinPaper}`).get()).exists).toBe(false);
    expect((await call<{ matches: unknown[] }>('GET', `/api/admin/papers/${resubmitted}/similarity`, { token: chair })).body.matches).toEqual([]);
  });

  it("carries out the retention schedule in every edition: the new edition's withdrawn paper is counted with the archived ones", async () => {
    const far = new Date(Date.now() + 10 * 365 * 86_400_000);
    const count = async () => (await inCurrentEdition(() => runRetention({ now: far, dryRun: true }))).classes.unsuccessfulSubmissions?.erased ?? 0;
    const before = await count();
    expect((await call('POST', '/api/authors/papers/ICCS26-0001/withdraw', { token: author.token, json: { reason: 'Sent elsewhere.' } })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
