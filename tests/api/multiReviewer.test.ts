// Several reviewers per paper and conflicts of interest, against the running functions: three reviewers
// review one paper, each reading only their own review until theirs is in and then the others' unnamed;
// the chair sees the summary, decides and sends one PDF; conflicts from every source are refused with
// their reason, overridden only in writing, and never reveal to a reviewer which author caused them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCriteria } from '@confsys/domain';
import { db } from '../support/admin';
import { call, demo, form, fullReview, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfBytes, pdfText, words } from '../support/files';
import { reviewerAccount } from '../support/world';

const authorName = 'Dora Quintero';
const organisation = 'Indian Institute of Science';

let chair: string;
let bob: { token: string };

interface Person {
  email: string;
  token: string;
  record: string;
  name: string;
}

async function addRecord(name: string, email: string, affiliation = 'Institute of Testing'): Promise<string> {
  const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form({ name, affiliation, email, researchArea: 'Systems' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(added.status).toBe(201);
  return added.body.id;
}

async function reviewer(name: string): Promise<Person> {
  const account = await reviewerAccount(name.toLowerCase(), true);
  return { email: account.email, token: account.token, name, record: await addRecord(name, account.email) };
}

async function submitPaper(title: string, author: { email: string; organization: string }, excluded: string[] = []): Promise<string> {
  const authors = [{ name: authorName, email: author.email, organization: author.organization, phone: '9000000001', gender: 'Female', state: 'Karnataka', country: 'India' }];
  const answer = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token: bob.token,
    body: form(
      { authorsDetails: JSON.stringify(authors), title, abstract: words(160), keywords: 'a, b, c, d', ...(excluded.length > 0 ? { excludedReviewers: JSON.stringify(excluded) } : {}) },
      { file: [await pdfBytes('Manuscript body'), 'paper.pdf', 'application/pdf'] },
    ),
  });
  expect(answer.status).toBe(201);
  return answer.body.paperId;
}

const ratings = (rating: string) => Object.fromEntries(reviewCriteria.map((criterion) => [criterion, rating]));
const assign = (paperId: string, body: Record<string, unknown>) =>
  call<{ message: string; conflicts?: Array<{ reviewerId: string; name: string; reasons: string[] }> }>('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, ...body } });
const readReview = (paperId: string, token: string) =>
  call<{ review: Record<string, unknown> | null; others: Array<Record<string, unknown>> }>('GET', `/api/reviews/getReviewComments?paperId=${paperId}`, { token });

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  bob = await newAuthor('bob');
});

describe('three reviewers on one paper', () => {
  let ann: Person;
  let ben: Person;
  let cat: Person;
  let paperId: string;
  const authorEmail = uniqueEmail('dora');

  beforeAll(async () => {
    [ann, ben, cat] = await Promise.all([reviewer('Ann Arbor'), reviewer('Ben Bristol'), reviewer('Cat Cardiff')]);
    paperId = await submitPaper('Three reviews of one paper', { email: authorEmail, organization: 'Quintero Labs' });
  });

  afterAll(async () => {
    await call('POST', '/api/admin/reviewsettings', { token: chair, json: { reviewersPerPaper: 3, shareReviews: true } });
  });

  it('assigns three at once, in order, and shows each one’s load', async () => {
    const answer = await assign(paperId, { reviewerIds: [ann.record, ben.record, cat.record] });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The paper has 3 reviewers.');
    const assignment = await call<{ assigned: Array<{ name: string; state: string }>; current: Array<{ id: string; load: number; conflicts: unknown[] }> }>(
      'GET',
      `/api/admin/papers/${paperId}/assignment`,
      { token: chair },
    );
    expect(assignment.body.assigned.map((entry) => [entry.name, entry.state])).toEqual([
      ['Ann Arbor', 'Not started'],
      ['Ben Bristol', 'Not started'],
      ['Cat Cardiff', 'Not started'],
    ]);
    // The paper's reviewers come first as candidates, in the order of assignment, whatever the search.
    expect(assignment.body.current.map((candidate) => candidate.id)).toEqual([ann.record, ben.record, cat.record]);
    expect(assignment.body.current[0]).toMatchObject({ conflicts: [] });
    // The load is counted by the papers trigger, moments after the assignment; a search finds Ann too.
    const annLoad = async () => {
      const again = await call<{ candidates: Array<{ id: string; load: number }> }>('GET', `/api/admin/papers/${paperId}/assignment?q=${encodeURIComponent(ann.email)}`, { token: chair });
      return again.body.candidates.find((candidate) => candidate.id === ann.record)?.load;
    };
    await expect.poll(annLoad).toBe(1);
  });

  it('lets a reviewer keep a draft (unrated criteria allowed, off-scale ratings not), then submit', async () => {
    const draft = await call<{ message: string }>('POST', '/api/reviews/saveDraft', { token: ann.token, json: { articleId: paperId, criteriaRatings: { Novelty: 'Strong' }, additionalComments: 'Half done.' } });
    expect(draft.status).toBe(200);
    expect(draft.body.message).toBe('Draft saved. It is not submitted yet.');
    const offScale = await call<{ errors: Record<string, string> }>('POST', '/api/reviews/saveDraft', { token: ann.token, json: { articleId: paperId, criteriaRatings: { Novelty: 'Superb' } } });
    expect(offScale.status).toBe(400);
    expect(offScale.body.errors).toEqual({ 'criteriaRatings.Novelty': 'Choose a rating on the scale.' });
    const own = await readReview(paperId, ann.token);
    expect(own.body.review).toMatchObject({ status: 'Draft', additionalComments: 'Half done.', criteriaRatings: { Novelty: 'Strong' } });
    expect(own.body.others).toEqual([]);

    const submitted = await call('POST', '/api/reviews/submitReview', { token: ann.token, json: fullReview(paperId, { criteriaRatings: ratings('Strong'), finalRemarks: 'Ann says yes.', confidentialComments: 'ANN-SECRET' }) });
    expect(submitted.status).toBe(200);
    const again = await call<{ message: string }>('POST', '/api/reviews/saveDraft', { token: ann.token, json: { articleId: paperId } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This review is already submitted: submit your changes instead of saving a draft.');
  });

  it('shows a reviewer the others’ submitted reviews only once theirs is in: labelled, unnamed, without confidential comments', async () => {
    expect((await readReview(paperId, ben.token)).body.others).toEqual([]);
    expect((await call('POST', '/api/reviews/submitReview', { token: ben.token, json: fullReview(paperId, { criteriaRatings: ratings('Weak'), recommendation: 'Reject', finalRemarks: 'Ben says no.', confidentialComments: 'BEN-SECRET' }) })).status).toBe(200);

    const benView = await readReview(paperId, ben.token);
    expect(benView.body.others.map((review) => [review.label, review.finalRemarks])).toEqual([['Reviewer 1', 'Ann says yes.']]);
    // Cat has not submitted: still nothing of the others, even though two are in.
    expect((await readReview(paperId, cat.token)).body.others).toEqual([]);
    expect((await call('POST', '/api/reviews/submitReview', { token: cat.token, json: fullReview(paperId, { criteriaRatings: ratings('Modest'), finalRemarks: 'Cat is unsure.', confidentialComments: 'CAT-SECRET' }) })).status).toBe(200);
    const catView = await readReview(paperId, cat.token);
    expect(catView.body.others.map((review) => review.label)).toEqual(['Reviewer 1', 'Reviewer 2']);

    // Nothing any reviewer received names another reviewer, an author, or holds another's confidential note.
    for (const [person, view] of [[ben, benView], [cat, catView]] as const) {
      const list = await call('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(person.email)}`, { token: person.token });
      expect(list.body).toMatchObject({ papers: expect.arrayContaining([expect.objectContaining({ paperId, reviewState: 'Submitted' })]) });
      const received = JSON.stringify([view.body, list.body]);
      for (const other of [ann, ben, cat].filter((candidate) => candidate !== person)) {
        for (const secret of [other.email, other.name, other.record]) expect(received).not.toContain(secret);
      }
      for (const secret of [authorName, authorEmail, 'ANN-SECRET', person === ben ? 'CAT-SECRET' : 'BEN-SECRET']) expect(received).not.toContain(secret);
      for (const review of view.body.others) expect(review).not.toHaveProperty('confidentialComments');
    }
  });

  it('gives the chair each review’s state and scores, and the mean and spread of the overall scores', async () => {
    const answer = await call<{ reviewers: Array<Record<string, unknown>>; summary: Record<string, number> }>('GET', `/api/admin/papers/${paperId}/reviews`, { token: chair });
    expect(answer.body.reviewers.map((entry) => [entry.label, entry.name, entry.state, entry.overall, entry.recommendation])).toEqual([
      ['Reviewer 1', 'Ann Arbor', 'Submitted', 4, 'Accept with minor revisions'],
      ['Reviewer 2', 'Ben Bristol', 'Submitted', 2, 'Reject'],
      ['Reviewer 3', 'Cat Cardiff', 'Submitted', 3, 'Accept with minor revisions'],
    ]);
    expect(answer.body.summary).toMatchObject({ assigned: 3, submitted: 3, mean: 3 });
    expect(answer.body.summary.spread).toBeCloseTo(Math.sqrt(2 / 3), 6);
  });

  it('lets the chair edit one reviewer’s review by naming the reviewer, and asks which when not named', async () => {
    const unnamed = await call<{ message: string }>('POST', '/api/reviews/submitReview', { token: chair, json: fullReview(paperId) });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('Name the reviewer whose review this is (reviewerId).');
    const edited = await call('POST', '/api/reviews/submitReview', { token: chair, json: fullReview(paperId, { reviewerId: ben.record, criteriaRatings: ratings('Weak'), recommendation: 'Reject', finalRemarks: 'Ben says no, politely.', confidentialComments: 'BEN-SECRET' }) });
    expect(edited.status).toBe(200);
    expect((await db.doc(`reviews/${paperId}_${ben.record}`).get()).data()).toMatchObject({ updatedBy: 'admin', finalRemarks: 'Ben says no, politely.' });
  });

  it('accepts and sends: the author reads all three reviews in one PDF, without a name or a confidential comment', async () => {
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    expect((await call('POST', '/api/admin/sendreview', { token: chair, json: { paperId } })).status).toBe(200);
    const response = await fetch(`${siteUrl}/api/files/comments/${paperId}.pdf`, { headers: { Authorization: `Bearer ${bob.token}` } });
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of ['Reviewer 1', 'Reviewer 2', 'Reviewer 3', 'Ann says yes.', 'Ben says no, politely.', 'Cat is unsure.']) expect(text).toContain(expected);
    for (const secret of [ann.name, ben.name, cat.name, ann.email, ben.email, cat.email, 'ANN-SECRET', 'BEN-SECRET', 'CAT-SECRET', 'Arbor', 'Bristol', 'Cardiff']) expect(text).not.toContain(secret);
    const reviews = await db.collection('reviews').where('paperId', '==', paperId).get();
    expect(reviews.docs.map((doc) => doc.get('status'))).toEqual(['Published', 'Published', 'Published']);
  });

  it('keeps the other reviews from reviewers when the conference does not share them', async () => {
    const saved = await call<{ message: string }>('POST', '/api/admin/reviewsettings', { token: chair, json: { reviewersPerPaper: 2, shareReviews: false } });
    expect(saved.body.message).toBe('Review settings saved.');
    expect((await call('GET', '/api/admin/reviewsettings', { token: chair })).body).toEqual({ reviewersPerPaper: 2, shareReviews: false });
    const second = await submitPaper('Reviews kept apart', { email: authorEmail, organization: 'Quintero Labs' });
    await assign(second, { reviewerIds: [ann.record, ben.record] });
    for (const person of [ann, ben]) expect((await call('POST', '/api/reviews/submitReview', { token: person.token, json: fullReview(second) })).status).toBe(200);
    expect((await readReview(second, ann.token)).body.others).toEqual([]);
    expect((await call<{ reviewersPerPaper: number }>('GET', '/api/admin/getpapers', { token: chair })).body.reviewersPerPaper).toBe(2);
  });
});

describe('conflicts of interest', () => {
  const domain = `conflict-${randomUUID().slice(0, 8)}.example.org`;
  const author = { email: `dora.quintero@cs.${domain}`, organization: organisation };
  let records: Record<'email' | 'domain' | 'organization' | 'authors' | 'clean', string>;
  let paperId: string;

  beforeAll(async () => {
    records = {
      email: await addRecord('Same Email', author.email.toUpperCase()),
      domain: await addRecord('Same Domain', `someone@${domain}`),
      organization: await addRecord('Same Organisation', uniqueEmail('org'), 'The Indian Institute of Science.'),
      authors: await addRecord('Excluded Member', uniqueEmail('excluded')),
      clean: await addRecord('No Conflict', uniqueEmail('clean'), 'University of Elsewhere'),
    };
    paperId = await submitPaper('A paper with conflicts', author, [records.authors]);
  });

  it.each([
    ['email', 'Same Email', `The reviewer's email is the email of author ${authorName}.`],
    ['domain', 'Same Domain', `The reviewer's email domain (${domain}) is that of author ${authorName}.`],
    ['organization', 'Same Organisation', `The reviewer's affiliation (The Indian Institute of Science.) is the organisation of author ${authorName}.`],
    ['authors', 'Excluded Member', 'The authors declared a conflict with this reviewer.'],
  ] as const)('refuses a reviewer with the same %s, saying why, and changes nothing', async (source, name, reason) => {
    const answer = await assign(paperId, { reviewerId: records[source] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`${name} has a conflict of interest with this paper. Assign only with a written reason (override).`);
    expect(answer.body.conflicts).toEqual([{ reviewerId: records[source], name, reasons: [reason] }]);
    expect((await db.doc(`papers/${paperId}`).get()).data()).toMatchObject({ status: 'submitted', reviewers: [] });
  });

  it('lists every candidate’s conflicts with their reasons for the assign dialog', async () => {
    const sources = async (id: string, name: string) => {
      const answer = await call<{ candidates: Array<{ id: string; conflicts: Array<{ source: string }> }> }>('GET', `/api/admin/papers/${paperId}/assignment?q=${encodeURIComponent(name)}`, { token: chair });
      return answer.body.candidates.find((candidate) => candidate.id === id)!.conflicts.map((conflict) => conflict.source);
    };
    expect(await sources(records.email, 'Same Email')).toEqual(['email']);
    expect(await sources(records.domain, 'Same Domain')).toEqual(['domain']);
    expect(await sources(records.organization, 'Same Organisation')).toEqual(['organization']);
    expect(await sources(records.authors, 'Excluded Member')).toEqual(['authors']);
    expect(await sources(records.clean, 'No Conflict')).toEqual([]);
  });

  it('refuses a whole list with one conflict in it, then assigns it with a written reason and records the override', async () => {
    const refused = await assign(paperId, { reviewerIds: [records.clean, records.organization] });
    expect(refused.status).toBe(409);
    expect(refused.body.conflicts?.map((conflict) => conflict.name)).toEqual(['Same Organisation']);
    const answer = await assign(paperId, { reviewerIds: [records.clean, records.organization], override: { reason: 'The only expert on this topic; different department.' } });
    expect(answer.status).toBe(200);
    const paper = (await db.doc(`papers/${paperId}`).get()).data()!;
    expect(paper.reviewers[0].override).toBeUndefined();
    expect(paper.reviewers[1].override).toMatchObject({
      reason: 'The only expert on this topic; different department.',
      conflicts: [`The reviewer's affiliation (The Indian Institute of Science.) is the organisation of author ${authorName}.`],
      by: demo.admin.email,
    });
    const assignment = await call<{ assigned: Array<{ name: string; override?: { reason: string } }> }>('GET', `/api/admin/papers/${paperId}/assignment`, { token: chair });
    expect(assignment.body.assigned[1]).toMatchObject({ name: 'Same Organisation', override: { reason: 'The only expert on this topic; different department.' } });
  });

  it('lets a reviewer declare a conflict: they leave the paper at once, may not be assigned again without an override, and are never told which author', async () => {
    const person = await reviewer('Eve Declarer');
    const paper = await submitPaper('A paper a reviewer withdraws from', author);
    expect((await assign(paper, { reviewerId: person.record })).status).toBe(200);
    await call('POST', '/api/reviews/saveDraft', { token: person.token, json: { articleId: paper, additionalComments: 'Started.' } });
    const declared = await call<{ message: string }>('POST', '/api/reviewers/conflicts', { token: person.token, json: { paperId: paper } });
    expect(declared.status).toBe(200);
    expect(declared.body.message).toBe('Conflict of interest recorded. The paper is no longer assigned to you.');
    expect((await db.doc(`papers/${paper}`).get()).get('reviewerIds')).toEqual([]);
    expect((await db.doc(`reviews/${paper}_${person.record}`).get()).exists).toBe(false);
    expect((await readReview(paper, person.token)).status).toBe(403);
    const list = await call('GET', `/api/reviewers/assignedpapers?email=${encodeURIComponent(person.email)}`, { token: person.token });
    expect(JSON.stringify(list.body)).not.toContain(paper);
    for (const text of [JSON.stringify(declared.body), JSON.stringify(list.body)]) {
      for (const secret of [authorName, author.email, organisation, domain]) expect(text).not.toContain(secret);
    }
    const again = await assign(paper, { reviewerId: person.record });
    expect(again.status).toBe(409);
    expect(again.body.conflicts?.[0]?.reasons).toEqual(['The reviewer declared a conflict with this paper.']);
  });

  it('lets the authors change their exclusions while the paper is submitted, and only then', async () => {
    const paper = await submitPaper('A paper whose authors name a conflict later', { email: uniqueEmail('dora'), organization: 'Quintero Labs' });
    const changed = await call<{ message: string }>('PUT', `/api/authors/papers/${paper}/conflicts`, { token: bob.token, json: { excludedReviewers: [records.clean, records.clean] } });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Conflicts of interest saved.');
    expect((await db.doc(`manuscripts/${paper}`).get()).get('excludedReviewers')).toEqual([records.clean]);
    expect((await assign(paper, { reviewerId: records.clean })).status).toBe(409);
    expect((await assign(paper, { reviewerId: records.domain })).status).toBe(200);
    const late = await call<{ message: string }>('PUT', `/api/authors/papers/${paper}/conflicts`, { token: bob.token, json: { excludedReviewers: [] } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Conflicts can be changed only while the paper is submitted, before reviewers are assigned.');
  });

  it('shows authors the committee by name and affiliation, never by email, and finds no member by an address', async () => {
    type Committee = { reviewers: Array<{ id: string; name: string; affiliation: string }>; next: string | null; total: number };
    const committee = (query: string) => call<Committee>('GET', `/api/authors/committee?${query}`, { token: bob.token });
    const first = await committee('');
    expect(first.body.reviewers.length).toBeLessThanOrEqual(25);
    expect(first.body.total).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(first.body)).not.toContain('@');
    const byName = await committee('q=no%20conflict');
    expect(byName.body.reviewers).toEqual(expect.arrayContaining([{ id: records.clean, name: 'No Conflict', affiliation: 'University of Elsewhere' }]));
    expect((await committee('q=elsewhere')).body.reviewers.map((member) => member.id)).toContain(records.clean);
    // The admin finds the member by the address; an author's search cannot test it.
    const admin = await call<{ reviewers: Array<{ id: string }> }>('GET', `/api/admin/getreviewers?q=${encodeURIComponent(author.email)}`, { token: chair });
    expect(admin.body.reviewers.map((reviewer) => reviewer.id)).toEqual([records.email]);
    const byAddress = await committee(`q=${encodeURIComponent(author.email)}`);
    expect(byAddress.body).toEqual({ reviewers: [], next: null, total: 0 });
    expect((await committee(`q=${encodeURIComponent(domain)}`)).body.reviewers.map((member) => member.id)).not.toContain(records.domain);
    // The members an author declared, by ID; one no longer on the committee is left out.
    const named = await committee(`ids=${records.clean},${records.authors},R-gone`);
    expect(named.body.reviewers.map((member) => member.name).sort()).toEqual(['Excluded Member', 'No Conflict']);
  });

  it('pages the committee by name without repeating or skipping a member', async () => {
    const ids: string[] = [];
    const names: string[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const page: { status: number; body: { reviewers: Array<{ id: string; name: string }>; next: string | null; total: number } } = await call('GET', `/api/authors/committee?pageSize=7${after ? `&after=${after}` : ''}`, { token: bob.token });
      expect(page.status).toBe(200);
      expect(page.body.reviewers.length).toBeLessThanOrEqual(7);
      ids.push(...page.body.reviewers.map((member) => member.id));
      names.push(...page.body.reviewers.map((member) => member.name));
      total = page.body.total;
      after = page.body.next;
    } while (after !== null);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(total);
    const keys = names.map((name) => name.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' '));
    expect(keys).toEqual([...keys].sort());
  });
});
