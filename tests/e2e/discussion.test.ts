// The response and the discussion in the browser, as the chair, an author and two reviewers use them.
// The chair releases a paper's reviews for a response. The author reads them without a name, writes a
// 480-word response, is warned that it names their institute, fixes it and submits. The two reviewers
// who disagree discuss under their labels, one raises their score, and the chair sees the change and
// the discussion on the decision table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { plannedCalendar, reviewCriteria, type Calendar } from '@confsys/domain';
import { axeViolations } from '../support/accessibility';
import { cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { call, demo, form, fullReview, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { pdfBytes, words } from '../support/files';
import { authorBlock, manuscriptFields, reviewerAccount, submitManuscript, uidOf } from '../support/world';
import { db } from '../support/admin';

const hour = 3_600_000;
const day = 24 * hour;
const institute = 'Kestrelmoor Institute of Technology';
const authorName = 'Imogen Kestrelmoor-Vale';

let browser: Browser;
let chair: string;
let original: Calendar | null;
let paperId: string;
let author: { email: string; password: string; token: string };
const reviewers: Array<{ email: string; token: string; name: string }> = [];

const ratings = (rating: string) => Object.fromEntries(reviewCriteria.map((criterion) => [criterion, rating]));

beforeAll(async () => {
  browser = await launchBrowser();
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  original = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  const calendar = { ...plannedCalendar(new Date(Date.now() + 2 * day), 'Asia/Kolkata'), responseOpen: new Date(Date.now() - hour).toISOString(), responseClose: new Date(Date.now() + 3 * day).toISOString() };
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: calendar })).status).toBe(200);
  author = await newAuthor('kestrel');
  paperId = await submitManuscript(
    author.token,
    manuscriptFields({ title: 'Wait-free queues for persistent memory', authorsDetails: JSON.stringify([authorBlock({ name: authorName, email: uniqueEmail('iv'), organization: institute })]) }),
  );
  const records: string[] = [];
  for (const name of ['Leopold Ashgrove', 'Marisol Brackenridge']) {
    const account = await reviewerAccount(name.split(' ')[0]!.toLowerCase(), true);
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: chair,
      body: form({ name, affiliation: `${name.split(' ')[1]} University`, email: account.email, researchArea: 'Concurrency' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
    });
    expect(added.status).toBe(201);
    records.push(added.body.id);
    reviewers.push({ email: account.email, token: account.token, name });
  }
  expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerIds: records } })).status).toBe(200);
  // They disagree: Reviewer 1 would accept, Reviewer 2 would reject.
  expect((await call('POST', '/api/reviews/submitReview', { token: reviewers[0]!.token, json: fullReview(paperId, { criteriaRatings: ratings('Strong'), recommendation: 'Accept' }) })).status).toBe(200);
  expect(
    (await call('POST', '/api/reviews/submitReview', { token: reviewers[1]!.token, json: fullReview(paperId, { criteriaRatings: ratings('Weak'), recommendation: 'Reject', additionalComments: 'The linearisation point is unclear.' }) }))
      .status,
  ).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (original) await call('PUT', '/api/admin/calendar', { token: chair, json: original });
  expect(cspViolations()).toEqual([]);
});

async function adminPage(path: string): Promise<Page> {
  const page = await newPage(browser, { width: 1366, height: 900 });
  await signIn(page, path, demo.admin.username, demo.admin.password, 'Username');
  return page;
}

async function reviewerPage(index: number): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, '/reviewerlogin', reviewers[index]!.email, 'Review@123', 'Email');
  await page.waitForURL('**/reviewer');
  await page.goto(`/reviewform?paperId=${paperId}#discussion`);
  await page.getByRole('heading', { name: 'Discussion' }).waitFor();
  return page;
}

describe('the author response in the browser', () => {
  it('the chair releases the reviews from the decision table', async () => {
    const page = await adminPage(`/admin/comments?q=${paperId}`);
    await page.getByRole('button', { name: `Release for response ${paperId}` }).click();
    await page.getByRole('dialog', { name: 'Release for Response' }).getByRole('button', { name: 'Release', exact: true }).click();
    await expect.poll(() => page.getByText('The reviews are open to the authors for their response.').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the author reads the reviews unnamed, is warned that the response names the institute, fixes it and submits', async () => {
    const page = await newPage(browser);
    await signIn(page, '/authorlogin', author.email, author.password, 'Email');
    await page.waitForURL(/\/authordashboard\/\w+$/);
    await page.getByRole('link', { name: `Respond to reviews of ${paperId}` }).click();
    await page.getByRole('heading', { name: 'Respond to Reviews', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: /^Reviewer \d$/, level: 3 }).allTextContents()).toEqual(['Reviewer 1', 'Reviewer 2']);
    const shown = await page.locator('main').innerText();
    for (const reviewer of reviewers) expect(shown).not.toContain(reviewer.name);
    expect(shown).not.toContain('For the committee');
    expect(await axeViolations(page)).toEqual([]);

    const field = page.getByRole('textbox', { name: 'Your response' });
    await field.fill(`${words(470)} At the ${institute} we ran the benchmark.`);
    await expect.poll(() => page.getByText(/^480 \/ 500 words/).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit response' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Your response may reveal who you are' });
    await expect.poll(() => warning.getByText(institute).count()).toBeGreaterThan(0);
    await warning.getByRole('button', { name: 'Edit' }).click();
    await field.fill(`${words(470)} In our laboratory we ran the benchmark again.`);
    await page.getByRole('button', { name: 'Submit response' }).click();
    await expect.poll(() => page.locator('#response-status').innerText()).toContain('Response submitted');
    await expect.poll(() => page.locator('#response-versions').innerText()).toMatch(/1 version/);
    await page.close();
  });
});

describe('the discussion in the browser', () => {
  it('the reviewers read the response and discuss under their labels; HTML is refused', async () => {
    const first = await reviewerPage(0);
    await expect.poll(() => first.locator('#authors-response').innerText()).toContain('In our laboratory we ran the benchmark again.');
    const comment = first.getByRole('textbox', { name: 'Your comment' });
    await comment.fill('<img src=x onerror=alert(1)>');
    await first.getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => first.getByText(/HTML tags such as <script>/).count()).toBeGreaterThan(0);
    await comment.fill('The response answers it: **the linearisation point** is the CAS. Reviewer 2, do you agree?');
    await first.getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => first.locator('#discussion-status').innerText()).toContain('Comment posted.');
    const posted = first.locator('#discussion article').filter({ hasText: 'the linearisation point' });
    await expect.poll(() => posted.locator('strong').allTextContents()).toContain('the linearisation point');
    expect(await posted.innerText()).toContain('Reviewer 1 (you)');
    expect(await first.locator('#discussion img, #discussion script').count()).toBe(0);
    expect(await axeViolations(first, '#discussion')).toEqual([]);

    const second = await reviewerPage(1);
    await expect.poll(() => second.locator('#discussion article').first().innerText()).toContain('Reviewer 1');
    expect(await second.locator('#discussion').innerText()).not.toContain(reviewers[0]!.name);
    // Naming a colleague is warned of, before anything is posted; the reviewer edits instead.
    await second.getByRole('textbox', { name: 'Your comment' }).fill(`I asked ${reviewers[0]!.name} about it.`);
    await second.getByRole('button', { name: 'Post comment' }).click();
    const warning = second.getByRole('alert').filter({ hasText: 'Your comment may reveal identities' });
    await expect.poll(() => warning.getByText('names a member of the programme committee', { exact: false }).count()).toBeGreaterThan(0);
    await warning.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('textbox', { name: 'Your comment' }).fill('Agreed, Reviewer 1: I am raising my score.');
    await second.getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(() => second.locator('#discussion article').count()).toBe(2);
    await first.close();
    await second.close();
  });

  it('one reviewer raises the score, and the chair sees the change and the discussion on the decision table', async () => {
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewers[1]!.token, json: fullReview(paperId, { criteriaRatings: ratings('Strong'), recommendation: 'Accept with minor revisions' }) })).status).toBe(200);
    const page = await adminPage(`/admin/comments?q=${paperId}`);
    const row = page.getByRole('row', { name: new RegExp(paperId) });
    await expect.poll(() => row.getByText(/Reviewer 2 changed: Reject → Accept with minor revisions/).count()).toBe(1);
    await expect.poll(() => row.getByText('Response submitted').count()).toBe(1);
    await row.getByRole('link', { name: new RegExp(`discussion of ${paperId}`) }).click();
    await page.getByRole('heading', { name: 'Discussion', level: 1 }).waitFor();
    await expect.poll(() => page.locator('#discussion article').count()).toBe(2);
    await page.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(() => page.locator('#discussion-state').innerText()).toContain('Resolved');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('how a reviewer hears of discussions', () => {
  it('chooses the daily digest on the dashboard, and it is kept after a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, '/reviewerlogin', reviewers[0]!.email, 'Review@123', 'Email');
    await page.waitForURL('**/reviewer');
    const card = page.getByRole('region', { name: 'Discussion messages' });
    const daily = card.getByRole('radio', { name: /A daily digest/ });
    await expect.poll(() => card.getByRole('radio', { name: /As they come/ }).isChecked()).toBe(true);
    await daily.check();
    await expect.poll(() => daily.isDisabled()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'Discussion messages' }).getByRole('radio', { name: /A daily digest/ }).isChecked()).toBe(true);
    expect((await db.doc(`settings/${await uidOf(reviewers[0]!.email)}`).get()).data()).toMatchObject({ notices: 'daily' });
    await page.close();
  });
});
