// The review cycle in the browser: the admin assigns the demo reviewer, the reviewer evaluates the paper
// without seeing its authors, the admin sends the review, accepts and publishes, and the author, whose
// dashboard follows live, opens the comments PDF; the review can no longer be edited. The paper's text
// matches a paper submitted before it: the reviewer's plagiarism answer starts with the figure alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { reviewCriteria } from '@confsys/domain';
import { closeBrowser, fileOpenedInTab, launchBrowser, newPage, signIn } from '../support/browser';
import { call, demo, form, loginAs, newAuthor, uniqueEmail } from '../support/emulator';
import { pdfBytes, words } from '../support/files';
import { textPdf } from '../support/pdfs';
import { paperText } from '../support/sampleText';

let browser: Browser;
let admin: Page;
let reviewer: Page;
let author: Page;
let paperId: string;
const title = 'Cycle-tested consensus protocols';
const secretAuthor = 'Octavia Hidden';
const twinAuthor = 'Tobias Twinning';
const twinTitle = 'An earlier twin of the cycle paper';
let twinPaper: string;


beforeAll(async () => {
  browser = await launchBrowser();
  const bob = await newAuthor('cycle');
  const authors = [{ name: secretAuthor, email: 'octavia@example.org', organization: 'Hidden Labs', phone: '9000000002', gender: 'Female', state: 'Goa', country: 'India' }];
  // Another author submitted the same text first: the similarity check finds it, and the reviewer's
  // plagiarism answer starts with the figure, never with the other paper or its authors.
  const twin = await newAuthor('cycletwin');
  const text = await textPdf(paperText(4242, 24));
  const earlier = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token: twin.token,
    body: form({ authorsDetails: JSON.stringify([{ ...authors[0], name: twinAuthor, email: 'twin@example.org' }]), title: twinTitle, abstract: words(155), keywords: 'a, b, c, d' }, { file: [text, 'p.pdf'] }),
  });
  twinPaper = earlier.body.paperId;
  const submitted = await call<{ paperId: string }>('POST', '/api/authors/submit', {
    token: bob.token,
    body: form({ authorsDetails: JSON.stringify(authors), title, abstract: words(155), keywords: 'a, b, c, d' }, { file: [text, 'p.pdf'] }),
  });
  paperId = submitted.body.paperId;
  // A committee member from the author's organisation: the assign dialog must hold them back, saying why.
  const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  const colleague = await call('POST', '/api/admin/addreviewer', {
    token: chair,
    body: form({ name: 'Hidden Colleague', affiliation: 'Hidden Labs', email: uniqueEmail('colleague'), researchArea: 'Consensus' }, { profile: [await pdfBytes('Profile'), 'cv.pdf'] }),
  });
  expect(colleague.status).toBe(201);
  // The chair's screen is 1366 px wide: the decision table's buttons must all be in view there.
  admin = await newPage(browser, { width: 1366, height: 900 });
  reviewer = await newPage(browser);
  author = await newPage(browser);
  await signIn(author, '/authorlogin', bob.email, bob.password, 'Email');
  await author.waitForURL(/\/authordashboard\/\w+$/);
});

afterAll(() => closeBrowser(browser));

describe('the review cycle', () => {
  it('the admin assigns the demo reviewer', async () => {
    // Other suites leave more papers than one grid page holds: the admin searches for this one.
    await signIn(admin, `/admin/papers?q=${paperId}`, demo.admin.username, demo.admin.password, 'Username');
    await admin.waitForURL('**/admin/papers?q=*');
    await admin.getByRole('button', { name: `Assign reviewer to ${paperId}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign Reviewer' });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => dialog.getByText('Please select a reviewer.').count()).toBe(1);
    // The committee is longer than the dialog's first page: the admin searches, as on a real committee.
    const search = dialog.getByRole('searchbox', { name: 'Search reviewers' });
    await search.fill('Hidden Labs');
    // The colleague is held back with the reason, until the admin writes why to assign anyway.
    const colleague = dialog.getByRole('checkbox', { name: /^Hidden Colleague \(Hidden Labs\)/ });
    await expect.poll(() => dialog.getByText(`Conflict of interest: The reviewer's affiliation (Hidden Labs) is the organisation of author ${secretAuthor}.`).count()).toBe(1);
    expect(await colleague.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reason to assign despite a conflict of interest' }).fill('Checking the override');
    await expect.poll(() => colleague.isDisabled()).toBe(false);
    await dialog.getByRole('textbox', { name: 'Reason to assign despite a conflict of interest' }).fill('');
    await search.fill('Demo Reviewer');
    await dialog.getByRole('checkbox', { name: /^Demo Reviewer \(/ }).check();
    await expect.poll(() => dialog.getByText(/Adding: Demo Reviewer\./).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(paperId) }).getByText(/Demo Reviewer \(Not started\)/).count()).toBe(1);
    // The author's dashboard follows the change live.
    await expect.poll(() => author.getByRole('row', { name: new RegExp(paperId) }).getByText('Under Review').count()).toBe(1);
  });

  it('the reviewer evaluates the paper without seeing who wrote it', async () => {
    // The check runs in the background: the chair's report lists the twin once it has.
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    await expect
      .poll(async () => (await call<{ matches: Array<{ paperId: string }> }>('GET', `/api/admin/papers/${paperId}/similarity`, { token: chair })).body.matches.map((match) => match.paperId), { timeout: 60_000, interval: 500 })
      .toEqual([twinPaper]);
    await signIn(reviewer, '/reviewerlogin', demo.reviewer.email, demo.reviewer.password, 'Email');
    await reviewer.waitForURL('**/reviewer');
    const row = reviewer.getByRole('row', { name: new RegExp(paperId) });
    await expect.poll(() => row.getByText(title).count()).toBe(1);
    expect(await reviewer.content()).not.toContain(secretAuthor);
    await row.getByRole('link', { name: `Review ${paperId}` }).click();
    await reviewer.waitForURL(/\/reviewform\?/);
    await expect.poll(() => reviewer.getByRole('textbox', { name: 'Article ID' }).inputValue()).toBe(paperId);
    await expect.poll(() => reviewer.getByRole('textbox', { name: 'Plagiarism' }).inputValue()).toBe('Similarity check: 100%, highest within this conference and its past editions');
    for (const secret of [twinPaper, twinTitle, twinAuthor]) expect(await reviewer.content()).not.toContain(secret);

    await reviewer.getByRole('textbox', { name: 'Additional Comments' }).fill('Solid and well argued.');
    await reviewer.getByRole('button', { name: 'Save Draft' }).click();
    await expect.poll(() => reviewer.getByText('Draft saved. It is not submitted yet.').count()).toBe(1);
    await reviewer.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => reviewer.getByText('Please choose a recommendation.').count()).toBe(1);
    await expect.poll(() => reviewer.getByText('Please say how confident you are in your evaluation.').count()).toBe(1);
    for (const criterion of reviewCriteria) {
      await reviewer.getByRole('radiogroup', { name: criterion, exact: true }).getByRole('radio', { name: 'Strong' }).check();
    }
    await reviewer.getByRole('radiogroup', { name: 'Recommendation' }).getByRole('radio', { name: 'Accept', exact: true }).check();
    await reviewer.getByRole('radiogroup', { name: 'Your Confidence in This Evaluation' }).getByRole('radio', { name: 'Expert' }).check();
    await reviewer.getByRole('textbox', { name: 'Confidential Comments to the Committee' }).fill('Only for the chair.');
    await reviewer.getByRole('button', { name: 'Submit Review' }).click();
    await reviewer.waitForURL('**/reviewer');
    expect(await reviewer.content()).not.toContain(secretAuthor);
  });

  it('the admin sends the review, accepts and publishes the paper', async () => {
    await admin.goto(`/admin/comments?q=${paperId}`);
    const row = admin.getByRole('row', { name: new RegExp(paperId) });
    // Every action is inside the grid's visible area: none clipped by its right edge.
    const grid = (await admin.getByRole('grid', { name: 'Reviewer comments' }).boundingBox())!;
    for (const name of [`Reviews of ${paperId}`, `View review of ${paperId}`, `Send review of ${paperId}`, `Accept ${paperId}`, `Reject ${paperId}`]) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x + box!.width, `${name} ends inside the grid at 1366 px`).toBeLessThanOrEqual(grid.x + grid.width);
    }
    // The reviews in detail: the reviewer by name (the chair may know), the confidence and the scores.
    await row.getByRole('button', { name: `Reviews of ${paperId}` }).click();
    const reviews = admin.getByRole('dialog', { name: `Reviews of ${paperId}` });
    await expect.poll(() => reviews.getByRole('row', { name: /Reviewer 1 Demo Reviewer Submitted Accept Expert 4\.00/ }).count()).toBe(1);
    await reviews.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: `Send review of ${paperId}` }).click();
    await admin.getByRole('dialog', { name: 'Send Review' }).getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => admin.getByText('Review sent to the author.').count()).toBe(1);
    // What Send said holds: the sent review's Edit is off, with the reason beside it.
    await row.getByRole('button', { name: `Reviews of ${paperId}` }).click();
    const sent = admin.getByRole('dialog', { name: `Reviews of ${paperId}` });
    await expect.poll(() => sent.getByText('Sent to the author: a sent review can no longer be edited.').count()).toBe(1);
    expect(await sent.getByRole('button', { name: /^Edit the review of / }).isDisabled()).toBe(true);
    await sent.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Accept ${paperId}` }).click();
    await admin.getByRole('dialog', { name: 'Accept Paper' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(paperId) }).getByText('Accepted').count()).toBe(1);

    await admin.goto(`/admin/publication?q=${paperId}`);
    await admin.getByRole('button', { name: `Publish ${paperId}` }).click();
    await admin.getByRole('dialog', { name: 'Publish Paper' }).getByRole('button', { name: 'Publish' }).click();
    // Published in the Status column and, in place of the Publish button, in the Action column.
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(paperId) }).getByText('Published', { exact: true }).count()).toBe(2);
  });

  it('the author sees Published and opens the comments PDF', async () => {
    const row = author.getByRole('row', { name: new RegExp(paperId) });
    await expect.poll(() => row.getByText('Published').count()).toBe(1);
    const comments = await fileOpenedInTab(author, () => row.getByRole('button', { name: `View PDF of reviewer comments for ${paperId}` }).click());
    expect(comments.url).toMatch(/^blob:/);
    expect(comments.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('the review can no longer be edited', async () => {
    await reviewer.goto(`/reviewform?paperId=${paperId}&title=${encodeURIComponent(title)}`);
    await expect.poll(() => reviewer.getByText('This review is published and cannot be edited.').count()).toBe(1);
    expect(await reviewer.getByRole('button', { name: 'Submit Review' }).isDisabled()).toBe(true);
  });
});
