// Bidding, the automatic assignment and bulk actions, against the running functions. Reviewers choose
// topics and bid while the calendar's bidding window is open (read-only, and kept, outside it); a conflict
// bid is a declared conflict of interest; the bidding list orders papers by match and never shows who
// wrote them. The chair's proposal is stored, not applied, respects every conflict and limit, explains
// itself, and is applied whole or refused whole when something changed. Bulk actions preview per paper
// and act only on what the preview said they would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, comparePaperIds, conference, plannedCalendar, type Calendar } from '@confsys/domain';
import { checkInvariants } from '../../functions/src/lib/invariants';
import { sendLeftBehindNotices } from '../../functions/src/lib/assignment/notices';
import { inCurrentEdition } from '../../functions/src/lib/editions/editions';
import { openOutbox } from '../../functions/src/lib/mail/outbox';
import { outboxFor } from '../support/mail';
import { db } from '../support/admin';
import { call, demo, form, fullReview, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { pdfBytes, words } from '../support/files';
import { authorBlock, deputyAdmin, manuscriptFields, reviewerAccount, submitManuscript } from '../support/world';

const hour = 3_600_000;
const day = 24 * hour;
const [ai, , , cloud, iot] = conference.topics;

interface Proposal {
  proposalId: string;
  page: number;
  pageSize: number;
  pageCount: number;
  assignmentsTotal: number;
  unfilledTotal: number;
  assignments: Array<{ paperId: string; reviewerId: string; reviewerName: string; reasons: string[]; score: number }>;
  unfilled: Array<{ paperId: string; missing: number; why: string }>;
  load: Record<string, number>;
  loadBefore: Record<string, number>;
  objective: { worstPaper: number; mean: number; fairnessCost: number; goodMatchPapers: number; kept: number };
}
interface BulkAnswer {
  previewId: string;
  rows: Array<{ paperId: string; outcome: string; reason: string }>;
  counts: Record<string, number>;
  /** A refusal's. */
  message?: string;
}

let chair: string;
let deputy: string;
let original: Calendar | null;
let author: { token: string; email: string };
/** Three verified reviewers with records: edge computing, image processing, and one in the authors' organisation. */
const reviewers: Array<{ email: string; token: string; record: string; name: string }> = [];
const papers: string[] = [];
const authorSecret = { name: 'Zebulon Quillfeather', organization: 'Quillfeather Research Labs' };

const setCalendar = (calendar: unknown) => call<{ message: string }>('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const bid = (token: string, paperId: string, value: string | null) => call<{ message: string; bid: string | null }>('PUT', `/api/reviewers/bids/${paperId}`, { token, json: { bid: value } });
const proposalPage = (proposalId: string, page: number, token = chair) => call<Proposal & { message?: string }>('GET', `/api/admin/autoassign/proposals/${proposalId}?page=${page}`, { token });
/** A proposal as the chair pages through it: its first page answers the request, the others are read by ID; the pairs and the papers left short of every page. */
async function propose(json: Record<string, unknown>, token = chair) {
  const made = await call<Proposal>('POST', '/api/admin/autoassign/proposals', { token, json });
  if (made.status !== 201) return made;
  const pages = [made.body];
  for (let page = 2; page <= made.body.pageCount; page++) pages.push((await proposalPage(made.body.proposalId, page, token)).body);
  const whole = { ...made.body, assignments: pages.flatMap((page) => page.assignments), unfilled: pages.flatMap((page) => page.unfilled) };
  expect(whole.assignments).toHaveLength(made.body.assignmentsTotal);
  expect(whole.unfilled).toHaveLength(made.body.unfilledTotal);
  return { ...made, body: whole };
}
const applyProposal = (proposalId: string, token = chair) => call<{ message: string; applied: number }>('POST', `/api/admin/autoassign/proposals/${proposalId}/apply`, { token });
const previewBulk = (json: Record<string, unknown>, token = chair) => call<BulkAnswer>('POST', '/api/admin/bulk/previews', { token, json });
const applyBulk = (previewId: string, token = chair) => call<BulkAnswer>('POST', `/api/admin/bulk/previews/${previewId}/apply`, { token });
const paperDoc = async (paperId: string) => (await db.doc(`papers/${paperId}`).get()).data() as { reviewerIds: string[]; status: string };

/** A calendar whose bidding window is [open, close], everything else in the future. */
function calendarWithBidding(open: number, close: number): Calendar {
  const base = plannedCalendar(new Date(Date.now() + 2 * day), 'Asia/Kolkata');
  return { ...base, biddingOpen: new Date(open).toISOString(), biddingClose: new Date(close).toISOString() } as Calendar;
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  expect((await setCalendar(calendarWithBidding(Date.now() - hour, Date.now() + 10 * day))).status).toBe(200);
  const made = await newAuthor('quill');
  author = { token: made.token, email: made.email };
  const areas = [
    ['Edna Edge', 'Institute of Edge Systems', 'Edge computing; federated learning'],
    ['Ivo Image', 'Remote Sensing Centre', 'Image processing, remote sensing'],
    ['Olga Insider', authorSecret.organization, 'Edge computing'],
  ] as const;
  for (const [name, affiliation, researchArea] of areas) {
    const account = await reviewerAccount(name.split(' ')[0]?.toLowerCase() ?? 'r', true);
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: chair,
      body: form({ name, affiliation, email: account.email, researchArea }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
    });
    expect(added.status).toBe(201);
    reviewers.push({ ...account, record: added.body.id, name });
  }
  const titles = [
    ['Federated learning for edge computing devices', [cloud, ai]],
    ['Scheduling workloads at the network edge', [cloud]],
    ['Segmenting satellite images for remote sensing', [conference.topics[9]]],
    ['Energy-aware sensing in IoT deployments', [iot]],
  ] as const;
  for (const [title, topics] of titles) {
    const fields = manuscriptFields({
      title,
      authorsDetails: JSON.stringify([authorBlock({ name: authorSecret.name, email: uniqueEmail('zq'), organization: authorSecret.organization })]),
      abstract: `${title}. ${words(165)}`,
      topics: JSON.stringify(topics),
    });
    papers.push(await submitManuscript(author.token, fields));
  }
  deputy = (await deputyAdmin()).token;
}, 180_000);

afterAll(async () => {
  if (original) expect((await setCalendar(original)).status).toBe(200);
  else await db.doc('config/calendar').delete();
});

describe('topics', () => {
  it('are saved on the reviewer record and refused when not the call for papers\' topics', async () => {
    const [edna] = reviewers;
    const saved = await call<{ topics: string[] }>('PUT', '/api/reviewers/topics', { token: edna?.token, json: { topics: [cloud, iot] } });
    expect(saved.status).toBe(200);
    expect((await call<{ topics: string[] }>('GET', '/api/reviewers/topics', { token: edna?.token })).body.topics).toEqual([cloud, iot]);
    const wrong = await call<{ message: string }>('PUT', '/api/reviewers/topics', { token: edna?.token, json: { topics: ['Underwater basket weaving'] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('topics of the call for papers');
    expect((await call('PUT', '/api/reviewers/topics', { token: author.token, json: { topics: [cloud] } })).status).toBe(403);
  });

  it('are chosen at submission, one to three of the call\'s', async () => {
    const four = manuscriptFields({ topics: JSON.stringify(conference.topics.slice(0, 4)) });
    const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/api/authors/submit', { token: author.token, body: form(four, { file: [await pdfBytes(), 'paper.pdf', 'application/pdf'] }) });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.topics).toBe('Choose 1 to 3 topics of the call for papers.');
    expect((await db.doc(`papers/${papers[0]}`).get()).data()?.topics).toEqual([cloud, ai]);
  });
});

describe('bidding', () => {
  it('lists the open papers best match first with the reason, and never who wrote them', async () => {
    const [edna] = reviewers;
    const answer = await call<{ papers: Array<{ paperId: string; match: { reason: string; score: number } }>; window: { state: string } }>('GET', '/api/reviewers/bids', { token: edna?.token });
    expect(answer.status).toBe(200);
    expect(answer.body.window.state).toBe('open');
    const ours = answer.body.papers.filter((paper) => papers.includes(paper.paperId));
    expect(ours[0]?.paperId).toBe(papers[0]);
    // Both of Edna's phrases are in its title: the rarer one across the papers is named.
    expect(ours[0]?.match.reason).toMatch(/matches '(federated learning|edge computing)'/);
    expect(ours[0]?.match.reason).toContain(cloud);
    const bytes = JSON.stringify(answer.body);
    for (const secret of [authorSecret.name, 'Quillfeather', author.email]) expect(bytes).not.toContain(secret);
    // The satellite paper, found by a search (other suites' papers may fill the first page), matches her less.
    const searched = await call<{ papers: Array<{ paperId: string; match: { score: number } }> }>('GET', '/api/reviewers/bids?q=satellite', { token: edna?.token });
    expect(searched.body.papers.map((paper) => paper.paperId)).toEqual([papers[2]]);
    expect(searched.body.papers[0]!.match.score).toBeLessThan(ours[0]!.match.score);
  });

  it("reads a reviewer's profile PDF for the match where the research area says little", async () => {
    const account = await reviewerAccount('petra', true);
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: chair,
      body: form({ name: 'Petra Profile', affiliation: 'Institute of Profiles', email: account.email, researchArea: 'Computing' }, { profile: [await pdfBytes('Segmenting satellite images for remote sensing of crops'), 'cv.pdf'] }),
    });
    expect(added.status).toBe(201);
    const stored = (await db.doc(`reviewers/${added.body.id}`).get()).data();
    expect(stored?.profileText).toContain('satellite images');
    // The profile's text is the assignment's, never shown in the reviewer lists.
    expect(JSON.stringify((await call('GET', '/api/admin/getreviewers?q=Petra', { token: chair })).body)).not.toContain('satellite');
    const list = await call<{ papers: Array<{ paperId: string; match: { score: number } }> }>('GET', '/api/reviewers/bids', { token: account.token });
    const ours = list.body.papers.filter((paper) => papers.includes(paper.paperId));
    expect(ours[0]?.paperId).toBe(papers[2]);
    expect(ours[0]?.match.score).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/admin/deletereviewer/${added.body.id}`, { token: chair })).status).toBe(200);
  });

  it('saves each bid as it is clicked; a conflict bid is a declared conflict that assignment refuses', async () => {
    const [edna, ivo] = reviewers;
    expect((await bid(edna?.token ?? '', papers[0] ?? '', 'eager')).body).toMatchObject({ bid: 'eager', message: Messages.bidSaved(papers[0] ?? '') });
    expect((await bid(edna?.token ?? '', papers[1] ?? '', 'willing')).status).toBe(200);
    expect((await bid(ivo?.token ?? '', papers[2] ?? '', 'eager')).status).toBe(200);
    expect((await bid(ivo?.token ?? '', papers[0] ?? '', 'conflict')).status).toBe(200);
    const eager = await call<{ papers: Array<{ paperId: string; bid: string }> }>('GET', '/api/reviewers/bids?bid=eager', { token: edna?.token });
    expect(eager.body.papers.map((paper) => paper.paperId)).toEqual([papers[0]]);

    const refused = await call<{ conflicts: Array<{ reasons: string[] }> }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: papers[0], reviewerId: ivo?.record } });
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts[0]?.reasons).toContain('The reviewer declared a conflict with this paper.');
    // Clearing the bid withdraws the declaration it made.
    expect((await bid(ivo?.token ?? '', papers[0] ?? '', null)).body.message).toBe(Messages.bidCleared(papers[0] ?? ''));
    expect((await db.doc(`conflicts/${papers[0]}_${ivo?.record}`).get()).exists).toBe(false);
    expect((await bid(ivo?.token ?? '', papers[0] ?? '', 'conflict')).status).toBe(200);
  });

  it('refuses bad bids with a message and writes nothing', async () => {
    const [edna] = reviewers;
    const unknown = await bid(edna?.token ?? '', papers[3] ?? '', 'desperate');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('eager, willing, notWilling, conflict');
    expect((await bid(author.token, papers[3] ?? '', 'eager')).status).toBe(403);
    expect((await bid(edna?.token ?? '', 'ICCS25-0000', 'eager')).status).toBe(404);
    expect((await db.doc(`bids/${papers[3]}_${edna?.record}`).get()).exists).toBe(false);
  });

  it('is read-only outside the window, and the bids are kept', async () => {
    const [edna] = reviewers;
    expect((await setCalendar(calendarWithBidding(Date.now() - 3 * day, Date.now() - 1000))).status).toBe(200);
    const closed = await bid(edna?.token ?? '', papers[0] ?? '', 'willing');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/^Bidding closed on .* IST\. Your bids are kept\.$/);
    const list = await call<{ papers: Array<{ paperId: string; bid: string | null }>; window: { state: string } }>('GET', '/api/reviewers/bids?bid=eager', { token: edna?.token });
    expect(list.body.window.state).toBe('closed');
    expect(list.body.papers.map((paper) => paper.paperId)).toEqual([papers[0]]);
    expect((await setCalendar(calendarWithBidding(Date.now() + day, Date.now() + 3 * day))).body.message).toBeTruthy();
    expect((await bid(edna?.token ?? '', papers[0] ?? '', 'willing')).body.message).toMatch(/^Bidding opens on /);
    expect((await setCalendar(calendarWithBidding(Date.now() - hour, Date.now() + 10 * day))).status).toBe(200);
  });

  it('shows the chair the bids per paper, a page at a time, and the reviewers who have not bid', async () => {
    type Overview = {
      papers: Array<{ paperId: string; eager: number; unwanted: boolean }>;
      page: number;
      pageSize: number;
      total: number;
      openPapers: number;
      unwantedPapers: number;
      bids: number;
      reviewers: Array<{ reviewerId: string; silent: boolean; bids: number }>;
    };
    /** Every page of a filter, as the screen pages through them. */
    const everyPage = async (show: 'all' | 'unwanted') => {
      const first = await call<Overview>('GET', `/api/admin/bids?show=${show}`, { token: chair });
      expect(first.status).toBe(200);
      expect(first.body.papers.length).toBeLessThanOrEqual(first.body.pageSize);
      const rows = [...first.body.papers];
      for (let page = 2; page <= Math.ceil(first.body.total / first.body.pageSize); page++) rows.push(...(await call<Overview>('GET', `/api/admin/bids?show=${show}&page=${page}`, { token: chair })).body.papers);
      return { first: first.body, rows };
    };
    // The figures are the counters', which a trigger brings level with the tallies within moments (papers
    // of earlier files still arrive): both filters are read again until they agree with each other too.
    let all = await everyPage('all');
    let unwanted = await everyPage('unwanted');
    const unwantedIds = (rows: Overview['papers']) => rows.filter((paper) => paper.unwanted).map((paper) => paper.paperId);
    await expect
      .poll(
        async () => {
          [all, unwanted] = [await everyPage('all'), await everyPage('unwanted')];
          return {
            all: all.rows.length - all.first.total,
            unwanted: unwanted.rows.length - unwanted.first.total,
            unwantedFigure: unwanted.first.total - all.first.unwantedPapers,
            sameUnwanted: unwantedIds(all.rows).join() === unwanted.rows.map((paper) => paper.paperId).join(),
          };
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual({ all: 0, unwanted: 0, unwantedFigure: 0, sameUnwanted: true });
    expect(all.first.total).toBe(all.first.openPapers);
    expect(unwanted.rows.every((paper) => paper.unwanted)).toBe(true);
    // In the order of their numbers: ICCS25-9999 before ICCS25-10000.
    expect(all.rows.map((paper) => paper.paperId)).toEqual([...all.rows.map((paper) => paper.paperId)].sort(comparePaperIds));
    expect(all.rows.find((paper) => paper.paperId === papers[0])).toMatchObject({ eager: 1, unwanted: false });
    expect(unwanted.rows.find((paper) => paper.paperId === papers[3])).toMatchObject({ unwanted: true });
    expect(all.first.reviewers.find((reviewer) => reviewer.reviewerId === reviewers[2]?.record)).toMatchObject({ silent: true, bids: 0 });
    expect(all.first.bids).toBeGreaterThanOrEqual(1);
    const wrongPage = await call<{ message: string }>('GET', '/api/admin/bids?page=0', { token: chair });
    expect(wrongPage.status).toBe(400);
    expect(wrongPage.body.message).toBe('page is a page number from 1.');
    expect((await call<{ message: string }>('GET', '/api/admin/bids?show=everything', { token: chair })).body.message).toBe('show must be all or unwanted.');
    expect((await call('GET', '/api/admin/bids', { token: reviewers[0]?.token })).status).toBe(403);
  });
});

describe('automatic assignment', () => {
  it('proposes without writing, never against a conflict or a limit, with reasons and figures', async () => {
    const before = await Promise.all(papers.map(paperDoc));
    const answer = await propose({ reviewersPerPaper: 2, maxPerReviewer: 50, papers: { paperIds: papers }, objective: 'fair' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const proposal = answer.body;
    expect(await Promise.all(papers.map(paperDoc))).toEqual(before);
    const [edna, ivo, olga] = reviewers;
    // Olga works at the authors' organisation; Ivo bid conflict on the first paper.
    expect(proposal.assignments.some((pair) => pair.reviewerId === olga?.record)).toBe(false);
    expect(proposal.assignments.some((pair) => pair.reviewerId === ivo?.record && pair.paperId === papers[0])).toBe(false);
    const first = proposal.assignments.find((pair) => pair.paperId === papers[0] && pair.reviewerId === edna?.record);
    expect(first?.reasons).toContain('eager bid');
    expect(first?.reasons.join('; ')).toMatch(/research area matches '(federated learning|edge computing)'/);
    expect(first?.reasons.some((reason) => reason.startsWith('fills the paper to'))).toBe(true);
    for (const paperId of papers) expect(proposal.assignments.filter((pair) => pair.paperId === paperId).length).toBeLessThanOrEqual(2);
    for (const [id, load] of Object.entries(proposal.load)) expect(load).toBeLessThanOrEqual(Math.max(50, proposal.loadBefore[id] ?? 0));
    expect(Number.isFinite(proposal.objective.worstPaper)).toBe(true);
    expect(proposal.objective.fairnessCost).toBeLessThanOrEqual(0.005);
  });

  it('names the papers it cannot fill and why', async () => {
    // Every reviewer of the database at no more than they have, but Edna with room for one more paper.
    const [edna] = reviewers;
    const everyone = (await db.collection('reviewers').get()).docs.map((doc) => doc.id);
    const load = (await db.collection('papers').where('reviewerIds', 'array-contains', edna?.record).where('status', 'in', ['submitted', 'Under Review']).get()).size;
    const limits = Object.fromEntries(everyone.map((id) => [id, { max: id === edna?.record ? load + 1 : 0 }]));
    const answer = await propose({ reviewersPerPaper: 3, maxPerReviewer: 1, papers: { paperIds: papers }, limits });
    expect(answer.status).toBe(201);
    expect(answer.body.assignments.map((pair) => pair.reviewerId)).toEqual([edna?.record]);
    expect(answer.body.unfilled.map((short) => short.paperId).sort()).toEqual([...papers].sort());
    const shortOfEdna = answer.body.unfilled.find((short) => short.paperId !== answer.body.assignments[0]?.paperId);
    expect(shortOfEdna?.why).toMatch(/^only 0 of the \d+ reviewers without conflict have capacity: the limits of .+ block it$/);
  });

  it('refuses bad requests with a message, and foreign or unknown proposals', async () => {
    const zero = await propose({ reviewersPerPaper: 0, maxPerReviewer: 3 });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(zero.body)).toContain('reviewersPerPaper must be a whole number from 1 to 10.');
    const minAboveMax = await propose({ reviewersPerPaper: 1, maxPerReviewer: 2, minPerReviewer: 3, papers: { paperIds: papers } });
    expect(minAboveMax.status).toBe(400);
    for (const unknown of ['0123456789abcdef01234567', 'not-a-proposal']) expect(await applyProposal(unknown)).toMatchObject({ status: 404, body: { message: Messages.proposalNotFound } });
    expect((await propose({ reviewersPerPaper: 1, maxPerReviewer: 3 }, reviewers[0]?.token)).status).toBe(403);
    const made = await propose({ reviewersPerPaper: 1, maxPerReviewer: 50, papers: { paperIds: papers } });
    expect(await applyProposal(made.body.proposalId, deputy)).toMatchObject({ status: 403, body: { message: Messages.proposalOfAnotherAdmin } });
    expect(await applyBulk(made.body.proposalId)).toMatchObject({ status: 404, body: { message: Messages.proposalNotFound } });
  });

  it('refuses an expired proposal with a message, writing nothing', async () => {
    const made = await propose({ reviewersPerPaper: 2, maxPerReviewer: 50, papers: { paperIds: papers } });
    expect(made.status).toBe(201);
    await db.doc(`proposals/${made.body.proposalId}`).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const before = await Promise.all(papers.map(paperDoc));
    expect(await applyProposal(made.body.proposalId)).toMatchObject({ status: 409, body: { message: Messages.proposalExpired } });
    expect(await Promise.all(papers.map(paperDoc))).toEqual(before);
    expect((await db.doc(`proposals/${made.body.proposalId}`).get()).data()?.appliedAt).toBeNull();
  });

  it('refuses a proposal made stale by a new conflict, whole, writing nothing', async () => {
    const made = await propose({ reviewersPerPaper: 2, maxPerReviewer: 50, papers: { paperIds: papers } });
    const pair = made.body.assignments.find((candidate) => candidate.paperId !== papers[0] && reviewers.some((reviewer) => reviewer.record === candidate.reviewerId));
    expect(pair).toBeDefined();
    const reviewer = reviewers.find((candidate) => candidate.record === pair?.reviewerId);
    expect((await bid(reviewer?.token ?? '', pair?.paperId ?? '', 'conflict')).status).toBe(200);
    const before = await Promise.all(papers.map(paperDoc));
    const stale = await applyProposal(made.body.proposalId);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(`a new conflict of interest between ${reviewer?.name} and ${pair?.paperId}`);
    expect(stale.body.message).toContain('nothing was written');
    expect(await Promise.all(papers.map(paperDoc))).toEqual(before);
  });

  it('answers a stored proposal a page at a time, the papers left short first, to its maker alone', async () => {
    const made = await call<Proposal>('POST', '/api/admin/autoassign/proposals', { token: chair, json: { reviewersPerPaper: 3, maxPerReviewer: 1, papers: 'all-under-target' } });
    expect(made.status).toBe(201);
    const { proposalId, pageSize, pageCount, assignmentsTotal, unfilledTotal } = made.body;
    expect(pageCount).toBe(Math.ceil((assignmentsTotal + unfilledTotal) / pageSize));
    // The first page lists the papers left short before any pair.
    expect(made.body.unfilled).toHaveLength(Math.min(unfilledTotal, pageSize));
    if (unfilledTotal >= pageSize) expect(made.body.assignments).toHaveLength(0);
    const again = await proposalPage(proposalId, 1);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...made.body });
    const beyond = await proposalPage(proposalId, pageCount + 1);
    expect(beyond.body).toMatchObject({ page: pageCount + 1, assignments: [], unfilled: [], assignmentsTotal, unfilledTotal });
    expect((await proposalPage(proposalId, 1, deputy)).status).toBe(403);
    expect((await proposalPage('0123456789abcdef01234567', 1)).status).toBe(404);
    const badPage = await call<{ message: string }>('GET', `/api/admin/autoassign/proposals/${proposalId}?page=0`, { token: chair });
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('page is a page number from 1.');
  });

  it('applies exactly the proposal shown, once, with the audit log and the invariants holding', async () => {
    const made = await propose({ reviewersPerPaper: 2, maxPerReviewer: 50, papers: { paperIds: papers } });
    expect(made.status).toBe(201);
    const applyStarted = new Date().toISOString();
    const applied = await applyProposal(made.body.proposalId);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.applied).toBe(made.body.assignments.length);
    // Each reviewer hears of the proposal's papers in one message listing them all, naming no author.
    for (const reviewer of reviewers) {
      const theirs = made.body.assignments.filter((pair) => pair.reviewerId === reviewer.record).map((pair) => pair.paperId);
      const told = (await outboxFor(reviewer.email)).filter(({ mail }) => mail.kind === 'assignment' && mail.createdAt >= applyStarted);
      expect(told, reviewer.email).toHaveLength(theirs.length === 0 ? 0 : 1);
      for (const paperId of theirs) expect(told[0]?.mail.message.text).toContain(paperId);
      if (theirs.length > 1) expect(told[0]?.mail.message.subject).toContain(`${theirs.length} papers assigned to you for review`);
      expect(JSON.stringify(told)).not.toContain(authorSecret.name);
    }
    expect((await db.collection('meta/assignmentNotices/waiting').where('actionId', '==', made.body.proposalId).get()).size).toBe(0);
    for (const paperId of papers) {
      const expected = made.body.assignments.filter((pair) => pair.paperId === paperId).map((pair) => pair.reviewerId);
      const stored = await paperDoc(paperId);
      expect(stored.reviewerIds).toEqual(expected);
      if (expected.length > 0) expect(stored.status).toBe('Under Review');
    }
    expect((await applyProposal(made.body.proposalId)).status).toBe(409);
    const audit = await call<{ entries: Array<{ action: string; target: string; reason: string | null }> }>('GET', `/api/admin/audit?action=assignment.apply&target=proposal:${made.body.proposalId}`, { token: chair });
    expect(audit.body.entries).toHaveLength(1);
    const perPaper = await call<{ entries: Array<{ reason: string | null }> }>('GET', `/api/admin/audit?action=paper.assign&target=paper:${papers[0]}`, { token: chair });
    expect(perPaper.body.entries[0]?.reason).toBe(`Automatic assignment ${made.body.proposalId}`);
    // Solving again keeps every applied pair and only fills up.
    const stored = await Promise.all(papers.map(paperDoc));
    const again = await propose({ reviewersPerPaper: 3, maxPerReviewer: 50, papers: { paperIds: papers } });
    expect(again.body.objective.kept).toBe(stored.reduce((sum, paper) => sum + paper.reviewerIds.length, 0));
    for (const pair of again.body.assignments) expect(stored[papers.indexOf(pair.paperId)]?.reviewerIds).not.toContain(pair.reviewerId);
    const violations = (await checkInvariants({ settleMs: 20_000 })).filter((violation) => papers.some((paperId) => violation.detail.includes(paperId)));
    expect(violations).toEqual([]);
  });
});

describe('assignment notices', () => {
  it('sends the notices an interrupted action left once, however many runs race for them', async () => {
    const [edna] = reviewers;
    const ref = db.doc(`meta/assignmentNotices/waiting/stopped_${papers[0]}_${edna?.record}`);
    const notice = { actionId: 'stopped', reviewerId: edna?.record, name: edna?.name, email: edna?.email, paperId: papers[0], title: 'A paper an assignment left', abstract: 'Its abstract.' };
    // A notice of a minute ago is its action's to send; one older than ten minutes was left behind.
    await ref.set({ ...notice, createdAt: new Date(Date.now() - 60_000).toISOString() });
    const run = () => inCurrentEdition(async () => sendLeftBehindNotices(await openOutbox()));
    expect(await run()).toBe(0);
    await ref.set({ ...notice, createdAt: new Date(Date.now() - 11 * 60_000).toISOString() });
    const before = (await outboxFor(edna?.email ?? '')).length;
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    const told = (await outboxFor(edna?.email ?? '')).filter(({ mail }) => mail.message.subject.includes(`paper ${papers[0]} assigned to you for review`));
    expect((await outboxFor(edna?.email ?? '')).length).toBe(before + 1);
    expect(told.at(-1)?.mail.message.text).toContain('Its abstract.');
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('bulk actions', () => {
  it('preview per paper what will happen and what is skipped, and apply only that', async () => {
    const [edna] = reviewers;
    // One paper gets a submitted review; the others have none.
    const onEdna = (await Promise.all(papers.map(async (paperId) => [paperId, await paperDoc(paperId)] as const))).find(([, paper]) => paper.reviewerIds.includes(edna?.record ?? ''))?.[0];
    expect(onEdna).toBeDefined();
    expect((await call('POST', '/api/reviews/submitReview', { token: edna?.token, json: fullReview(onEdna ?? '') })).status).toBe(200);

    const preview = await previewBulk({ action: 'accept', paperIds: papers });
    expect(preview.status, JSON.stringify(preview.body)).toBe(201);
    const rowOf = (answer: BulkAnswer, paperId: string) => answer.rows.find((row) => row.paperId === paperId);
    expect(rowOf(preview.body, onEdna ?? '')).toMatchObject({ outcome: 'will' });
    const skipped = preview.body.rows.filter((row) => row.outcome === 'skip');
    expect(skipped.length).toBeGreaterThan(0);
    for (const row of skipped) expect(row.reason).toMatch(/no submitted review|not under review/);
    expect((await paperDoc(onEdna ?? '')).status).toBe('Under Review');

    const sendPreview = await previewBulk({ action: 'sendReviews', paperIds: papers });
    expect(rowOf(sendPreview.body, onEdna ?? '')?.outcome).toBe('will');

    // A second preview, to reject the same paper: by the time it is applied the paper is accepted.
    const rejectPreview = await previewBulk({ action: 'reject', paperIds: [onEdna] });
    expect(rowOf(rejectPreview.body, onEdna ?? '')?.outcome).toBe('will');

    const applied = await applyBulk(preview.body.previewId);
    expect(applied.status).toBe(200);
    expect(rowOf(applied.body, onEdna ?? '')?.outcome).toBe('done');
    expect((await paperDoc(onEdna ?? '')).status).toBe('Accepted');
    for (const row of skipped) expect((await paperDoc(row.paperId)).status).not.toBe('Accepted');
    expect((await applyBulk(preview.body.previewId)).status).toBe(409);
    const audit = await call<{ entries: Array<{ after: { done: string[] } }> }>('GET', `/api/admin/audit?action=bulk.apply&target=bulk:${preview.body.previewId}`, { token: chair });
    expect(audit.body.entries[0]?.after.done).toEqual([onEdna]);

    const lateReject = await applyBulk(rejectPreview.body.previewId);
    expect(rowOf(lateReject.body, onEdna ?? '')).toMatchObject({ outcome: 'skipped', reason: Messages.transitionRefused('reject', 'Accepted') });
    expect((await paperDoc(onEdna ?? '')).status).toBe('Accepted');

    // Sending reviews after the preview: the paper is decided now, but its reviews still go.
    const sent = await applyBulk(sendPreview.body.previewId);
    expect(rowOf(sent.body, onEdna ?? '')?.outcome).toBe('done');
    const again = await previewBulk({ action: 'sendReviews', paperIds: [onEdna] });
    expect(rowOf(again.body, onEdna ?? '')).toMatchObject({ outcome: 'skip', reason: 'already sent' });
  });

  it('refuses an unknown action, a missing selection and an unknown paper with a message', async () => {
    const unknown = await previewBulk({ action: 'delete', paperIds: papers });
    expect(unknown.status).toBe(400);
    const neither = await previewBulk({ action: 'accept' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Send either paperIds or filter, not both and not neither.');
    const missing = await previewBulk({ action: 'accept', paperIds: ['ICCS25-0000'] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No paper has the ID ICCS25-0000.');
    expect((await previewBulk({ action: 'accept', paperIds: papers }, reviewers[0]?.token)).status).toBe(403);
  });

  it("applies only its maker's preview, before it expires", async () => {
    expect(await applyBulk('0123456789abcdef01234567')).toMatchObject({ status: 404, body: { message: Messages.proposalNotFound } });
    expect(await applyBulk('not-a-preview')).toMatchObject({ status: 404, body: { message: Messages.proposalNotFound } });
    const made = await previewBulk({ action: 'remind', paperIds: papers });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await applyBulk(made.body.previewId, deputy)).toMatchObject({ status: 403, body: { message: Messages.proposalOfAnotherAdmin } });
    // Previews and proposals are stored alike, but a proposal's apply does not take a preview (nor the reverse, above).
    expect(await applyProposal(made.body.previewId)).toMatchObject({ status: 404, body: { message: Messages.proposalNotFound } });
    await db.doc(`proposals/${made.body.previewId}`).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await applyBulk(made.body.previewId)).toMatchObject({ status: 409, body: { message: Messages.proposalExpired } });
    expect((await db.doc(`proposals/${made.body.previewId}`).get()).data()?.appliedAt).toBeNull();
  });
});
