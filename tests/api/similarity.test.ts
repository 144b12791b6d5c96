// The similarity check through the API: paper B copies 70% of paper A's text under another title and
// author; each is reported matching the other, with the passages side by side, an unrelated paper is
// not, and a revision that removes the copied text clears the match on both. A reviewer of B reads the
// figure alone, nothing of A. The report and the integrity settings are the chair's only. The optional
// external check sends accepted papers to a local stand-in of its API, and nothing while no key is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demo, form, loginAs, newAuthor } from '../support/emulator';
import { keepConfig } from '../support/config';
import { ordinaryPdf, textPdf } from '../support/pdfs';
import { Messages } from '@confsys/domain';
import { paperText, seededWords } from '../support/sampleText';
import { db } from '../support/admin';
import { authorBlock, committeeReviewer, decidePaper } from '../support/world';
import { startSimilarityCheckStandIn, type SimilarityCheckStandIn } from '../support/similarityCheckStandIn';
import { inCurrentEdition } from '../../functions/src/lib/editions/editions';
import { runExternalChecks } from '../../functions/src/lib/similarity/external';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { words } from '../support/files';

interface Report {
  paperId: string;
  computedAt: string | null;
  words: number;
  threshold: number;
  matches: Array<{ paperId: string; edition: string; status: string; title: string; percent: number; passages: Array<{ text: string; other: string; words: number }> }>;
  note: string | null;
  sameTitle: string[];
  overCap: string[];
  external: { state: string; percent: number | null; updatedAt: string; error: string | null } | null;
}

let chair: string;
const source = paperText(611, 30);
const fresh = paperText(612, 30);
// B: 21 of A's 30 paragraphs in A's order, 9 of its own between them.
const copy = source.map((paragraph, at) => (at % 10 < 7 ? paragraph : fresh[at]!));
const papers: Record<'a' | 'b' | 'c', { id: string; token: string; author: string; title: string }> = {} as never;

async function submit(token: string, author: string, title: string, paragraphs: readonly string[]): Promise<string> {
  const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token,
    body: form(
      { authorsDetails: JSON.stringify([authorBlock({ name: author, email: `${author.split(' ')[0]!.toLowerCase()}@example.org` })]), title, abstract: words(170), keywords: 'systems, scheduling, networks, placement' },
      { file: [await textPdf(paragraphs), 'paper.pdf', 'application/pdf'] },
    ),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.paperId;
}

async function report(paperId: string, token = chair) {
  return call<Report>('GET', `/api/admin/papers/${paperId}/similarity`, { token });
}

/** The report once the background check has signed the paper (and, when given, once it lists `other`). */
async function checked(paperId: string, other?: string): Promise<Report> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await report(paperId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.computedAt !== null && (other === undefined || answer.body.matches.some((match) => match.paperId === other))) return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${paperId} was not checked within a minute`);
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const [ann, ben, cat] = await Promise.all([newAuthor('simann'), newAuthor('simben'), newAuthor('simcat')]);
  papers.a = { id: await submit(ann.token, 'Annika Quellwort', 'Adaptive scheduling for edge clusters', source), token: ann.token, author: 'Annika Quellwort', title: 'Adaptive scheduling for edge clusters' };
  papers.b = { id: await submit(ben.token, 'Bertil Spiegelhaus', 'A study of resource placement', copy), token: ben.token, author: 'Bertil Spiegelhaus', title: 'A study of resource placement' };
  papers.c = { id: await submit(cat.token, 'Cordula Eigenweg', 'Verified compilers in practice', paperText(613, 30)), token: cat.token, author: 'Cordula Eigenweg', title: 'Verified compilers in practice' };
}, 120_000);

describe('the similarity check of a submission', () => {
  it('reports the copy matching its source and the source matching the copy, each between 60 and 80%', async () => {
    const ofB = await checked(papers.b.id, papers.a.id);
    const ofA = await checked(papers.a.id, papers.b.id);
    const bToA = ofB.matches.find((match) => match.paperId === papers.a.id)!;
    const aToB = ofA.matches.find((match) => match.paperId === papers.b.id)!;
    for (const match of [bToA, aToB]) {
      expect(match.percent).toBeGreaterThanOrEqual(60);
      expect(match.percent).toBeLessThanOrEqual(80);
      expect(match.status).toBe('submitted');
    }
    expect(bToA.title).toBe(papers.a.title);
    expect(ofB.threshold).toBe(30);
    // The Flagged list holds both, and not the unrelated paper; its count is the filter button's.
    const flagged = await call<{ papers: Array<{ paperId: string }>; total: number }>('GET', '/api/admin/getpapers?show=flagged&pageSize=100', { token: chair });
    const flaggedIds = flagged.body.papers.map((paper) => paper.paperId);
    expect(flaggedIds).toEqual(expect.arrayContaining([papers.a.id, papers.b.id]));
    expect(flaggedIds).not.toContain(papers.c.id);
    expect((await call<{ flagged: number }>('GET', '/api/admin/papercounts', { token: chair })).body.flagged).toBe(flagged.body.total);
    const searched = await call<{ papers: Array<{ paperId: string }> }>('GET', `/api/admin/getpapers?show=flagged&q=${papers.b.id}`, { token: chair });
    expect(searched.body.papers.map((paper) => paper.paperId)).toEqual([papers.b.id]);
    // The passages side by side: each is text of both papers, the longest a whole copied paragraph.
    expect(bToA.passages.length).toBeGreaterThan(0);
    expect(bToA.passages[0]!.words).toBeGreaterThan(40);
    expect(source.join(' ')).toContain(bToA.passages[0]!.other.replace(' …', '').split(' ').slice(0, 8).join(' '));
    expect(copy.join(' ')).toContain(bToA.passages[0]!.text.replace(' …', '').split(' ').slice(0, 8).join(' '));
  }, 120_000);

  it('flags nothing for an unrelated paper, and shows each figure on the papers list', async () => {
    const ofC = await checked(papers.c.id);
    expect(ofC.matches).toEqual([]);
    expect(ofC.words).toBeGreaterThan(1000);
    const list = await call<{ papers: Array<{ paperId: string; similarity: number | null }> }>('GET', '/api/admin/getpapers?pageSize=100&q=' + papers.c.id, { token: chair });
    expect(list.body.papers.find((paper) => paper.paperId === papers.c.id)?.similarity).toBeLessThan(5);
    const ofB = await call<{ papers: Array<{ paperId: string; similarity: number | null }> }>('GET', '/api/admin/getpapers?pageSize=100&q=' + papers.b.id, { token: chair });
    expect(ofB.body.papers.find((paper) => paper.paperId === papers.b.id)?.similarity).toBeGreaterThanOrEqual(60);
  }, 120_000);

  it("gives B's reviewer the figure alone: nothing of A, its title or its author", async () => {
    await checked(papers.b.id, papers.a.id);
    const reviewer = await committeeReviewer(chair, 'Similarity Reader');
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId: papers.b.id, reviewerId: reviewer.record } })).status).toBe(200);
    const assigned = await call<{ papers: Array<{ paperId: string; similarity: number | null }> }>('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(reviewer.email)}`, { token: reviewer.token });
    expect(assigned.status).toBe(200);
    const row = assigned.body.papers.find((paper) => paper.paperId === papers.b.id)!;
    expect(row.similarity).toBeGreaterThanOrEqual(60);
    const text = JSON.stringify(assigned.body);
    for (const secret of [papers.a.id, papers.a.title, papers.a.author, papers.b.author]) expect(text).not.toContain(secret);
    // The report itself is the chair's: a reviewer and an author are refused.
    expect((await report(papers.b.id, reviewer.token)).status).toBe(403);
    expect((await report(papers.b.id, papers.b.token)).status).toBe(403);
  }, 120_000);

  it('clears the match on both papers when a revision takes the copied text out', async () => {
    await checked(papers.b.id, papers.a.id);
    const revised = await call('PUT', `/api/authors/papers/${papers.b.id}`, {
      token: papers.b.token,
      body: form({}, { file: [await textPdf(paperText(614, 30)), 'paper.pdf', 'application/pdf'] }),
    });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    for (let attempt = 0; attempt < 120; attempt++) {
      const [ofA, ofB] = await Promise.all([report(papers.a.id), report(papers.b.id)]);
      if (!ofA.body.matches.some((match) => match.paperId === papers.b.id) && ofB.body.matches.length === 0 && ofB.body.words > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The revision did not clear the match within a minute');
  }, 120_000);

  it('answers 404 for no such paper, and a note for a file without text to compare', async () => {
    expect((await report('ICCS25-99999')).status).toBe(404);
    const dan = await newAuthor('simdan');
    const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
      token: dan.token,
      body: form({ authorsDetails: JSON.stringify([authorBlock({ name: 'Dana Leerseite', email: 'dana@example.org' })]), title: 'A paper of two short pages', abstract: words(170), keywords: 'a, b, c, d' }, { file: [await ordinaryPdf(2), 'paper.pdf', 'application/pdf'] }),
    });
    expect(answer.status).toBe(201);
    const ofD = await checked(answer.body.paperId);
    expect(ofD.note).toBe(Messages.similarityNoText);
    expect(ofD.matches).toEqual([]);
    const listed = await call<{ papers: Array<{ paperId: string; similarity: number | null }> }>('GET', '/api/admin/getpapers?pageSize=100&q=' + answer.body.paperId, { token: chair });
    expect(listed.body.papers.find((paper) => paper.paperId === answer.body.paperId)?.similarity).toBeNull();
  }, 120_000);
});

describe('the integrity settings', () => {
  let restore: (chair: string) => Promise<number | null>;
  beforeAll(async () => {
    restore = await keepConfig(['config/integrity']);
  });
  afterAll(async () => {
    await restore(chair);
  });
  it('are the defaults until saved, refuse a wrong value with its message, and are audited', async () => {
    const read = await call<{ similarityThreshold: number; maxPapersPerAuthor: number; overCap: string }>('GET', '/api/admin/integrity', { token: chair });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ similarityThreshold: 30, maxPapersPerAuthor: 0, overCap: 'flag', external: null });
    const wrong = await call<{ message: string }>('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 3, maxPapersPerAuthor: 0, overCap: 'flag' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('threshold');
    expect((await call('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 40, maxPapersPerAuthor: 0, overCap: 'ban' } })).status).toBe(400);
    const saved = await call<{ message: string }>('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 40, maxPapersPerAuthor: 2, overCap: 'refuse' } });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/api/admin/integrity', { token: chair })).body).toEqual({ similarityThreshold: 40, maxPapersPerAuthor: 2, overCap: 'refuse', external: null });
    const audit = await call<{ entries: Array<{ action: string; after: unknown }> }>('GET', '/api/admin/audit?action=settings.integrity', { token: chair });
    expect(audit.body.entries[0]).toMatchObject({ action: 'settings.integrity', after: { similarityThreshold: 40, maxPapersPerAuthor: 2, overCap: 'refuse' } });
    // The report lists matches from the chair's threshold on.
    expect((await report(papers.a.id)).body.threshold).toBe(40);
  });

  it("refuses an author's paper over the cap when the chair refuses, naming the cap; counts no withdrawn paper; flags it when the chair flags", async () => {
    const email = `capped-${Date.now()}@example.org`;
    const coauthor = authorBlock({ name: 'Capped Author', email });
    const fieldsWith = (title: string) => ({ authorsDetails: JSON.stringify([authorBlock({ name: 'Lead Author', email: `lead-${title.length}-${Date.now()}@example.org` }), coauthor]), title, abstract: seededWords(700 + title.length, 160), keywords: 'cap, authors, papers, limits' });
    const send = async (token: string, title: string) => call<{ paperId: string; message: string }>('POST', '/api/authors/submit', { token, body: form(fieldsWith(title), { file: [await textPdf(paperText(800 + title.length, 8)), 'paper.pdf', 'application/pdf'] }) });
    expect((await call('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 30, maxPapersPerAuthor: 2, overCap: 'refuse' } })).status).toBe(200);
    const [one, two, three] = await Promise.all([newAuthor('capone'), newAuthor('captwo'), newAuthor('capthree')]);
    const first = await send(one.token, 'First of the capped');
    const second = await send(two.token, 'Second of the capped paper');
    expect([first.status, second.status]).toEqual([201, 201]);
    const refused = await send(three.token, 'Third of the capped author papers');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toBe(Messages.authorCapReached('Capped Author', email, 2));
    // Nothing of it was stored.
    expect((await db.collection('manuscripts').where('authorEmails', 'array-contains', email).get()).size).toBe(2);
    // A withdrawn paper no longer counts.
    expect((await call('POST', `/api/authors/papers/${first.body.paperId}/withdraw`, { token: one.token, json: { reason: 'Sent elsewhere.' } })).status).toBe(200);
    const third = await send(three.token, 'Third of the capped author papers');
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    // Flagged, not refused, when the chair chose so.
    expect((await call('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 30, maxPapersPerAuthor: 2, overCap: 'flag' } })).status).toBe(200);
    const fourth = await send(one.token, 'Fourth of the capped author papers here');
    expect(fourth.status).toBe(201);
    expect((await report(fourth.body.paperId)).body.overCap).toEqual([`Capped Author (${email}) is an author of 3 papers, over the cap of 2`]);
    // Submitting without the capped author, then adding them, is refused as the submission would be.
    expect((await call('PUT', '/api/admin/integrity', { token: chair, json: { similarityThreshold: 30, maxPapersPerAuthor: 2, overCap: 'refuse' } })).status).toBe(200);
    const alone = await call<{ paperId: string }>('POST', '/api/authors/submit', {
      token: two.token,
      body: form({ authorsDetails: JSON.stringify([authorBlock({ name: 'Solo Writer', email: `solo-${Date.now()}@example.org` })]), title: 'A paper without the capped author', abstract: seededWords(901, 160), keywords: 'cap, authors, papers, edits' }, { file: [await textPdf(paperText(902, 8)), 'paper.pdf', 'application/pdf'] }),
    });
    expect(alone.status).toBe(201);
    const added = await call<{ message: string }>('PUT', `/api/authors/papers/${alone.body.paperId}`, {
      token: two.token,
      body: form({ authorsDetails: JSON.stringify([authorBlock({ name: 'Solo Writer', email: `solo2-${Date.now()}@example.org` }), coauthor]) }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(409);
    expect(added.body.message).toBe(Messages.authorCapReached('Capped Author', email, 2));
  }, 120_000);

  it("names the papers with the same title on the report, and flags an abstract that repeats a few words", async () => {
    const twin = await newAuthor('simtwin');
    const again = await submit(twin.token, 'Twin Writer', 'ADAPTIVE scheduling, for edge clusters!', paperText(615, 30));
    expect((await report(again)).body.sameTitle).toEqual([papers.a.id]);
    expect((await report(papers.a.id)).body.sameTitle).toEqual([again]);
    expect((await report(papers.c.id)).body.sameTitle).toEqual([]);
    // The suites' abstracts are "word0 word1 …": one word numbered.
    const listed = await call<{ papers: Array<{ paperId: string; flags: string[] }> }>('GET', `/api/admin/getpapers?pageSize=10&q=${again}`, { token: chair });
    expect(listed.body.papers.find((paper) => paper.paperId === again)?.flags).toContain(`${again}: its abstract repeats 1 word over and over`);
  }, 120_000);
});

describe('the optional external check (Crossref Similarity Check)', () => {
  const key = `tca-key-${Date.now()}`;
  let standIn: SimilarityCheckStandIn;
  beforeAll(async () => {
    standIn = await startSimilarityCheckStandIn(key, 17);
  });
  afterAll(async () => {
    await call('DELETE', '/api/admin/integrity/external', { token: chair });
    await standIn.close();
  });
  const run = () => inCurrentEdition(() => runExternalChecks());

  it('sends nothing while no key is set', async () => {
    await checked(papers.c.id);
    await decidePaper(chair, papers.c.id, 'simextrev');
    expect(await run()).toBe(0);
    expect(standIn.requests).toEqual([]);
  }, 120_000);

  it("sends each accepted paper's PDF once, named by its ID alone, and shows the service's figure on the report; the key never comes back", async () => {
    expect((await call('PUT', '/api/admin/integrity/external', { token: chair, json: { baseUrl: 'http://evil.example.org', key } })).status).toBe(400);
    const saved = await call('PUT', '/api/admin/integrity/external', { token: chair, json: { baseUrl: standIn.url, key } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const settings = await call<{ external: { baseUrl: string } | null }>('GET', '/api/admin/integrity', { token: chair });
    expect(settings.body.external?.baseUrl).toBe(standIn.url);
    expect(JSON.stringify(settings.body)).not.toContain(key);
    const audit = await call('GET', '/api/admin/audit?action=settings.integrity', { token: chair });
    expect(JSON.stringify(audit.body)).not.toContain(key);

    let external: Report['external'] = null;
    for (let attempt = 0; attempt < 10 && external?.state !== 'complete'; attempt++) {
      await run();
      external = (await report(papers.c.id)).body.external;
    }
    expect(external).toMatchObject({ state: 'complete', percent: 17, error: null });
    // What left: the paper's ID as its title, the PDF byte for byte, nothing of its author.
    const submission = [...standIn.titles.entries()].find(([, title]) => title === papers.c.id)![0];
    const stored = await db.doc(`similarity/${papers.c.id}`).get();
    const sent = standIn.uploads.get(submission)!;
    expect(sent.equals(Buffer.from(readFileSync(join(process.env.FILE_STORE_DIR!, String(stored.get('file'))))))).toBe(true);
    for (const request of standIn.requests) expect(`${request.path} ${request.body.subarray(0, 2000).toString('latin1')}`).not.toContain(papers.c.author);
    // Once complete, a run sends it no more.
    const before = standIn.requests.filter((request) => request.path.includes(submission)).length;
    await run();
    expect(standIn.requests.filter((request) => request.path.includes(submission)).length).toBe(before);
  }, 120_000);

  it('records a refused call on the paper, and stops sending once the check is removed', async () => {
    expect((await call('PUT', '/api/admin/integrity/external', { token: chair, json: { baseUrl: standIn.url, key: 'a-wrong-key-entirely' } })).status).toBe(200);
    const another = await newAuthor('simext2');
    const paperId = await submit(another.token, 'Ext Writer', 'A second paper for the external check', paperText(616, 20));
    await checked(paperId);
    await decidePaper(chair, paperId, 'simextrev2');
    await run();
    const failed = (await report(paperId)).body.external;
    expect(failed?.error).toContain('answered 401');
    expect(failed?.state).not.toBe('complete');
    expect((await call('DELETE', '/api/admin/integrity/external', { token: chair })).status).toBe(200);
    const count = standIn.requests.length;
    expect(await run()).toBe(0);
    expect(standIn.requests.length).toBe(count);
    expect((await call<{ external: unknown }>('GET', '/api/admin/integrity', { token: chair })).body.external).toBeNull();
  }, 120_000);
});
