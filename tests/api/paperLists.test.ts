// The admin's paper lists, paged on the server: with more papers than a page holds (seeded by the
// project's seeding command, plus papers submitted and assigned through the API), every page answers
// at most its size, pages walked with their cursors give every matching paper once in the order asked
// for, and the filters, the search and the counts agree with the papers as stored. papers.csv streams
// every paper with the quoting of the dashboard's export. A submitted or assigned paper is in the
// right lists at once (its index entry is written with it). The seeded papers' numbers cross 9,999, so
// the order by paper ID is shown to be the numbers' (ICCS25-10000 after ICCS25-9999).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PaperStatus,
  buildPapersCsv,
  comparePaperIds,
  maxPaperPageSize,
  paperListShows,
  searchWords,
  type AdminPaperView,
  type GetPapersAnswer,
  type GetReviewersAnswer,
  type PaperCountsAnswer,
  type ManuscriptDoc,
  type PaperDoc,
  type PaperListShow,
  type ReviewerCommentsAnswer,
} from '@confsys/domain';
import { db } from '../support/admin';
import { call, demo, form, loginAs, newAuthor, type Answer } from '../support/emulator';
import { pdfBytes, words } from '../support/files';

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

let chair: string;
let target: number;
/** The papers submitted through the API by this suite, with one author each. */
const own: Array<{ paperId: string; author: string }> = [];

function seed(papers: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['scripts/seed-data.ts', '--papers', String(papers), '--reviewers', '12'], { cwd: root, env: process.env, stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (exit code ${code})`))));
  });
}

async function submit(author: string, title: string): Promise<string> {
  const bob = await newAuthor('lists');
  const authors = [{ name: author, email: `${author.split(' ')[0]!.toLowerCase()}@lists.example.org`, organization: 'Lists Institute', phone: '9000000001', gender: 'Female', state: 'Kerala', country: 'India' }];
  const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token: bob.token,
    body: form({ authorsDetails: JSON.stringify(authors), title, abstract: words(160), keywords: 'a, b, c, d' }, { file: [await pdfBytes('Body'), 'paper.pdf', 'application/pdf'] }),
  });
  expect(answer.status).toBe(201);
  return answer.body.paperId;
}

/** Every paper as stored, with its authors' names: what the lists must agree with. */
async function stored(): Promise<Array<PaperDoc & { authorNames: string[]; authors: ManuscriptDoc['authors'] }>> {
  const [papers, manuscripts] = await Promise.all([db.collection('papers').get(), db.collection('manuscripts').get()]);
  const authors = new Map(manuscripts.docs.map((doc) => [doc.id, (doc.data() as ManuscriptDoc).authors]));
  return papers.docs.map((doc) => {
    const paper = doc.data() as PaperDoc;
    const list = authors.get(doc.id) ?? [];
    return { ...paper, authors: list, authorNames: list.map((author) => author.name) };
  });
}

type Query = Record<string, string>;
const list = (query: Query) => call<GetPapersAnswer>('GET', `/api/admin/getpapers?${new URLSearchParams(query)}`, { token: chair });

/** Every page of a list, walked with the cursors; each page checked against its size. */
async function walk(query: Query, pageSize: number): Promise<{ ids: string[]; pages: GetPapersAnswer[] }> {
  const pages: GetPapersAnswer[] = [];
  let after: string | null = null;
  do {
    const answer = await list({ ...query, pageSize: String(pageSize), ...(after ? { after } : {}) });
    expect(answer.status).toBe(200);
    expect(answer.body.papers.length).toBeLessThanOrEqual(pageSize);
    if (answer.body.next !== null) expect(answer.body.papers).toHaveLength(pageSize);
    pages.push(answer.body);
    after = answer.body.next;
  } while (after !== null);
  return { ids: pages.flatMap((page) => page.papers.map((paper) => paper.paperId)), pages };
}

const titleKey = (paper: Pick<PaperDoc, 'title'>) => searchWords(paper.title).join(' ');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isOpen = (paper: PaperDoc) => paper.status === PaperStatus.Submitted || paper.status === PaperStatus.UnderReview;

/** What each reviewer-state filter means, written from the screens' definitions. */
const shows: Record<PaperListShow, (paper: PaperDoc) => boolean> = {
  'needs-reviewers': (paper) => isOpen(paper) && paper.reviewers.length < target,
  'reviews-missing': (paper) => paper.status === PaperStatus.UnderReview && paper.submittedReviews < paper.reviewers.length,
  'in-review': (paper) => paper.reviewers.length > 0 || paper.submittedReviews > 0,
  // The similarity check's signatures at or above the threshold (read in beforeAll: papers other suites flagged).
  flagged: (paper) => flaggedIds.has(paper.paperId),
};
let flaggedIds = new Set<string>();

/** Whether a search finds a paper: a word of its ID, title or an author's name, or a whole ID or name. */
function found(paper: PaperDoc & { authorNames: string[] }, search: string): boolean {
  const wanted = searchWords(search).join(' ');
  const texts = [paper.paperId, paper.title, ...paper.authorNames];
  return texts.some((text) => searchWords(text).includes(wanted) || searchWords(text).join(' ') === wanted);
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  // The seeded numbers start at 9,991 at least, so they pass 9,999 whatever the suites before submitted.
  const hint = (await db.doc('meta/sequences').get()).get('papers') ?? 0;
  await db.doc('meta/sequences').set({ papers: Math.max(hint, 9990) }, { merge: true });
  await seed(130);
  own.push({ author: 'Zoë Ó Súilleabháin', paperId: await submit('Zoë Ó Súilleabháin', 'Frugal sensing for monsoon floods') });
  own.push({ author: 'Ravi Quenneville', paperId: await submit('Ravi Quenneville', 'Frugal routing in sparse meshes') });
  target = (await list({})).body.reviewersPerPaper;
  const threshold = ((await db.doc('config/integrity').get()).get('similarityThreshold') as number | undefined) ?? 30;
  flaggedIds = new Set((await db.collection('similarity').where('top', '>=', threshold).get()).docs.map((doc) => doc.id));
}, 300_000);

describe('pages', () => {
  it('answers at most the page size asked for, 25 by default, and 100 at most', async () => {
    const all = await stored();
    expect(all.length).toBeGreaterThan(maxPaperPageSize);
    const first = await list({});
    expect(first.body.papers).toHaveLength(25);
    expect(first.body.total).toBe(all.length);
    const largest = await list({ pageSize: String(maxPaperPageSize) });
    expect(largest.body.papers).toHaveLength(maxPaperPageSize);
    expect((await list({ pageSize: String(maxPaperPageSize + 1) })).status).toBe(400);
    // A repeated parameter cannot widen the page: the first value is the one checked and used.
    const repeated = await call<GetPapersAnswer>('GET', '/api/admin/getpapers?pageSize=5&pageSize=100000', { token: chair });
    expect(repeated.body.papers).toHaveLength(5);
  });

  it.each([
    ['paperId', 'asc', 100],
    ['paperId', 'desc', 50],
    ['title', 'asc', 100],
    ['title', 'desc', 100],
  ] as const)('gives every paper once, sorted by %s %s, walked in pages of %i', async (sort, order, pageSize) => {
    const all = await stored();
    const direction = order === 'asc' ? 1 : -1;
    // Ties (equal titles) are ordered by paper ID in the same direction: Firestore's document-name order.
    const byKey = sort === 'title' ? (a: PaperDoc, b: PaperDoc) => compare(titleKey(a), titleKey(b)) : (a: PaperDoc, b: PaperDoc) => comparePaperIds(a.paperId, b.paperId);
    const expected = [...all].sort((a, b) => direction * (byKey(a, b) || compare(a.paperId, b.paperId))).map((paper) => paper.paperId);
    if (sort === 'paperId') {
      // Four-digit IDs all before five-digit ones (ascending), where a string order would mix them.
      const lengths = expected.map((id) => id.length);
      expect(new Set(lengths).size).toBeGreaterThan(1);
      expect(lengths).toEqual([...lengths].sort((a, b) => direction * (a - b)));
    }
    const { ids } = await walk({ sort, order }, pageSize);
    expect(ids).toEqual(expected);
  });

  it('answers the rows in full: reviewers with their review state, authors, files', async () => {
    const all = await stored();
    const page = (await list({ pageSize: '100' })).body.papers;
    for (const row of page) {
      const paper = all.find((candidate) => candidate.paperId === row.paperId)!;
      expect(row).toMatchObject<Partial<AdminPaperView>>({ title: paper.title, status: paper.status, submittedReviews: paper.submittedReviews, fileUrl: paper.manuscriptPath });
      expect(row.reviewers.map((reviewer) => reviewer.name)).toEqual(paper.reviewers.map((assignment) => assignment.name));
      expect(row.authors.map((author) => author.name)).toEqual(paper.authorNames);
    }
  });
});

describe('filters, search and counts', () => {
  const statusChoices = ['', PaperStatus.UnderReview, `${PaperStatus.Accepted},${PaperStatus.Published}`, PaperStatus.Submitted];

  it.each(statusChoices.flatMap((status) => [null, ...paperListShows].map((show) => [status || 'any status', show ?? 'every paper', status, show] as const)))(
    '%s, %s: the papers, their total and the filter counts agree with the stored papers',
    async (_statusName, _showName, status, show) => {
      const all = await stored();
      const statuses = status === '' ? null : status.split(',');
      const inStatus = all.filter((paper) => statuses === null || statuses.includes(paper.status));
      const expected = inStatus.filter((paper) => show === null || shows[show](paper)).map((paper) => paper.paperId).sort(comparePaperIds);
      const { ids, pages } = await walk({ ...(status ? { status } : {}), ...(show ? { show } : {}) }, 100);
      expect(ids).toEqual(expected);
      expect(pages[0]!.total).toBe(expected.length);
      const counts = await call<PaperCountsAnswer>('GET', `/api/admin/papercounts?${new URLSearchParams(status ? { status } : {})}`, { token: chair });
      expect(counts.body).toEqual({
        all: inStatus.length,
        needsReviewers: inStatus.filter(shows['needs-reviewers']).length,
        reviewsMissing: inStatus.filter(shows['reviews-missing']).length,
        flagged: inStatus.filter(shows.flagged).length,
      });
    },
  );

  it("finds papers by ID, title word and author name, in any case and without accents", async () => {
    const all = await stored();
    const seededAuthor = all.find((paper) => paper.authorNames.length > 0 && !own.some((mine) => mine.paperId === paper.paperId))!.authorNames[0]!;
    const searches = [own[0]!.paperId, own[0]!.paperId.toLowerCase(), 'zoe o suilleabhain', 'SÚILLEABHÁIN', 'frugal', 'Monsoon', seededAuthor, seededAuthor.split(' ').at(-1)!, all[7]!.title.split(' ')[0]!];
    for (const q of searches) {
      const expected = all.filter((paper) => found(paper, q)).map((paper) => paper.paperId).sort(comparePaperIds);
      expect(expected.length, q).toBeGreaterThan(0);
      const { ids, pages } = await walk({ q }, 100);
      expect(ids, q).toEqual(expected);
      expect(pages[0]!.total, q).toBe(expected.length);
    }
    expect((await walk({ q: 'frugal' }, 100)).ids).toEqual(own.map((mine) => mine.paperId).sort(comparePaperIds));
    expect((await list({ q: 'no-such-word-anywhere' })).body).toMatchObject({ papers: [], next: null, total: 0 });
  });

  it('combines a search with a status and a reviewer-state filter', async () => {
    const all = await stored();
    const expected = all.filter((paper) => found(paper, 'frugal') && paper.status === PaperStatus.Submitted && shows['needs-reviewers'](paper)).map((paper) => paper.paperId);
    const { ids } = await walk({ q: 'frugal', status: PaperStatus.Submitted, show: 'needs-reviewers' }, 10);
    expect(ids.sort(comparePaperIds)).toEqual(expected.sort(comparePaperIds));
  });
});

describe('a change is in the lists at once', () => {
  it('an assignment moves the paper between the reviewer-state filters in the same request', async () => {
    const [paper] = own;
    const records = await call<GetReviewersAnswer>('GET', '/api/admin/getreviewers?q=dr', { token: chair });
    const reviewerId = records.body.reviewers.find((record) => record.email.startsWith('reviewer'))!.id;
    const before = await walk({ show: 'reviews-missing', q: paper!.author }, 10);
    expect(before.ids).toEqual([]);
    const assigned = await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: paper!.paperId, reviewerId } });
    expect(assigned.status).toBe(200);
    const after = await walk({ show: 'reviews-missing', q: paper!.author }, 10);
    expect(after.ids).toEqual([paper!.paperId]);
    const row = after.pages[0]!.papers[0]!;
    expect(row.status).toBe(PaperStatus.UnderReview);
    expect(row.reviewers.map((reviewer) => reviewer.state)).toEqual(['Not started']);
  });
});

describe('the decision table', () => {
  it('pages the papers with a reviewer or a review, and nothing else', async () => {
    const all = await stored();
    const expected = all.filter(shows['in-review']).map((paper) => paper.paperId).sort(comparePaperIds);
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const answer: Answer<ReviewerCommentsAnswer> = await call<ReviewerCommentsAnswer>('GET', `/api/admin/reviewercomments?pageSize=40${after ? `&after=${after}` : ''}`, { token: chair });
      expect(answer.status).toBe(200);
      expect(answer.body.reviewerComments.length).toBeLessThanOrEqual(40);
      expect(answer.body.total).toBe(expected.length);
      for (const row of answer.body.reviewerComments) {
        const paper = all.find((candidate) => candidate.paperId === row._id)!;
        expect(row.summary.assigned).toBe(paper.reviewers.length);
      }
      ids.push(...answer.body.reviewerComments.map((row) => row._id));
      after = answer.body.next;
    } while (after !== null);
    expect(ids).toEqual(expected);
  });
});

describe('papers.csv', () => {
  it('streams every paper, in paper ID order, with the export quoting, as an attachment', async () => {
    const response = await fetch(`http://127.0.0.1:5000/api/admin/papers.csv`, { headers: { Authorization: `Bearer ${chair}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="papers.csv"');
    const text = await response.text();
    const all = (await stored()).sort((a, b) => comparePaperIds(a.paperId, b.paperId));
    expect(text).toBe(buildPapersCsv(all));
    expect(text.split('\n')[0]).toBe('ID,Title,Author,Status,Date,Reviewers');
  });

  it('refuses everyone but an admin', async () => {
    const bob = await newAuthor('csv');
    expect((await call('GET', '/api/admin/papers.csv', { token: bob.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/papers.csv')).status).toBe(401);
  });
});
