// Certificates as a chair, a reviewer and a stranger meet them in the browser: the chair previews and
// issues a reviewer's certificate on the Certificates screen; the reviewer finds it on their dashboard;
// anyone verifies it at the address it prints, or by typing its code in any case; its PDF names no paper
// the reviewer reviewed; the chair revokes it with a reason, which the verification page then shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chairPage, closeBrowser, launchBrowser, newPage, signIn } from '../support/browser';
import { call, demo, fullReview, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfText } from '../support/files';
import { committeeReviewer, manuscriptFields, authorBlock, submitManuscript } from '../support/world';

let browser: Browser;
let chair: Page;
let reviewer: { email: string; password: string; token: string };
let paperId: string;
let code = '';
const title = 'Certified but never named: consensus under churn';
const secretAuthor = 'Philippa Unseen';

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  const author = await newAuthor('certe2e');
  paperId = await submitManuscript(author.token, manuscriptFields({ title, authorsDetails: JSON.stringify([authorBlock({ name: secretAuthor, email: uniqueEmail('unseen') })]) }));
  const made = await committeeReviewer(admin, 'certreviewer', { name: 'Cerys Reviewer' });
  reviewer = { email: made.email, password: 'Review@123', token: made.token };
  expect((await call('POST', '/api/admin/assignreviewer', { token: admin, json: { paperId, reviewerId: made.record } })).status).toBe(200);
  const submitted = await call('POST', '/api/reviews/submitReview', { token: made.token, json: fullReview(paperId) });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  chair = await chairPage(browser);
});

afterAll(() => closeBrowser(browser));

describe('certificates', () => {
  it('the chair previews a reviewer certificate, then issues exactly that', async () => {
    await chair.goto('/admin/certificates');
    const issue = chair.getByRole('region', { name: 'Issue certificates' });
    const people = issue.getByLabel('Only these people (optional)');
    await people.fill(`${reviewer.email}\nnot-an-address`);
    await expect.poll(() => issue.getByText('Not an email address: "not-an-address".').count()).toBe(1);
    expect(await issue.getByRole('button', { name: 'Preview' }).isDisabled()).toBe(true);
    await people.fill(`${reviewer.email.toUpperCase()}\n${uniqueEmail('stranger')}`);
    await issue.getByRole('button', { name: 'Preview' }).click();

    const dialog = chair.getByRole('dialog', { name: 'Reviewer certificates: preview' });
    const table = dialog.getByRole('table', { name: 'Preview per person' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: reviewer.email }).textContent()).toContain('Will be issued');
    expect(await table.getByRole('row').filter({ hasText: reviewer.email }).textContent()).toContain('submitted 1 review');
    expect(await table.getByRole('row').filter({ hasText: 'no reviewer record of this edition has this email' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Issue 1 certificate' }).click();

    const done = chair.getByRole('dialog', { name: 'Reviewer certificates: what was done' });
    const row = done.getByRole('table', { name: 'Outcome per person' }).getByRole('row').filter({ hasText: reviewer.email });
    await expect.poll(() => row.textContent()).toMatch(/Issued.*[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec((await row.textContent()) ?? '')![1]!;
    await done.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => chair.getByRole('status').filter({ hasText: '1 certificate issued and sent' }).count()).toBe(1);
    // The issued list shows it, by the holder's email.
    const issued = chair.getByRole('region', { name: 'Issued certificates' });
    await issued.getByLabel("Holder's email").fill(reviewer.email);
    await issued.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => issued.getByRole('row').filter({ hasText: code }).textContent()).toContain('Valid');
  });

  it('prints the verification page on a PDF that names no paper the reviewer reviewed', async () => {
    const response = await fetch(`${siteUrl}/api/certificates/${code}/pdf`);
    expect(response.status).toBe(200);
    const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain(`${siteUrl}/certificates/${code}`);
    expect(text).toContain('Cerys Reviewer');
    for (const leak of [title, paperId, secretAuthor]) expect(text).not.toContain(leak);
  });

  it('is on the reviewer’s dashboard, with its verification page', async () => {
    const page = await newPage(browser);
    await signIn(page, '/reviewerlogin', reviewer.email, reviewer.password, 'Email');
    await page.waitForURL('**/reviewer');
    const card = page.getByRole('region', { name: 'Your certificates' });
    await expect.poll(() => card.getByText(`Code ${code}`, { exact: false }).count(), { timeout: 20_000 }).toBe(1);
    expect(await card.getByRole('button', { name: `Download certificate ${code}` }).count()).toBe(1);
    await card.getByRole('link', { name: 'Verification page' }).click();
    await page.waitForURL(`**/certificates/${code}`);
    await expect.poll(() => page.getByText('Valid: the conference issued this certificate').count()).toBe(1);
    await page.context().close();
  });

  it('verifies for anyone at the printed address, and by a code typed in lower case without hyphens', async () => {
    const visitor = await newPage(browser);
    await visitor.goto(`/certificates/${code}`);
    const article = visitor.getByRole('article', { name: `Certificate ${code}` });
    await expect.poll(() => article.textContent()).toContain('Valid: the conference issued this certificate');
    const shown = (await article.textContent()) ?? '';
    expect(shown).toContain('Certificate of Reviewing');
    expect(shown).toContain('Cerys Reviewer');
    expect(shown).not.toContain(reviewer.email);
    expect(shown).not.toContain(title);

    await visitor.goto('/certificates');
    await visitor.getByLabel('Certificate code').fill('not a code');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => visitor.getByText('A certificate code is 16 letters and digits').count()).toBe(1);
    await visitor.getByLabel('Certificate code').fill(code.toLowerCase().replaceAll('-', ''));
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await visitor.waitForURL(`**/certificates/${code}`);
    await expect.poll(() => visitor.getByRole('article', { name: `Certificate ${code}` }).count()).toBe(1);

    // A code nobody was issued says so.
    await visitor.goto('/certificates/7K3M-X9QD-2HRT-V8WN');
    await expect.poll(() => visitor.getByRole('alert').filter({ hasText: 'No certificate has this code' }).count()).toBe(1);
    await visitor.context().close();
  });

  it('the chair revokes it with a reason, and its page then says it is revoked, and why', async () => {
    const issued = chair.getByRole('region', { name: 'Issued certificates' });
    await issued.getByRole('button', { name: `Revoke certificate ${code}` }).click();
    const dialog = chair.getByRole('dialog', { name: `Revoke certificate ${code}` });
    expect(await dialog.getByRole('button', { name: 'Revoke' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('Issued for the wrong edition');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => chair.getByRole('status').filter({ hasText: `Certificate ${code} revoked` }).count()).toBe(1);
    await expect.poll(() => issued.getByRole('row').filter({ hasText: code }).textContent()).toContain('Revoked on');

    const visitor = await newPage(browser);
    await visitor.goto(`/certificates/${code}`);
    const article = visitor.getByRole('article', { name: `Certificate ${code}` });
    await expect.poll(() => article.textContent()).toContain('Issued for the wrong edition. This certificate is no longer valid.');
    expect(await article.getByRole('button', { name: 'Download the PDF' }).count()).toBe(0);
    expect((await fetch(`${siteUrl}/api/certificates/${code}/pdf`)).status).toBe(410);
    await visitor.context().close();
  });

  it('marks attendance from a pasted list, saying why an address is not marked', async () => {
    const stranger = uniqueEmail('nobody');
    const attendance = chair.getByRole('region', { name: 'Attendance' });
    await attendance.getByLabel("Participants' email addresses").fill(stranger);
    await attendance.getByRole('button', { name: 'Mark as attended' }).click();
    const row = attendance.getByRole('table', { name: 'Attendance per address' }).getByRole('row').filter({ hasText: stranger });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('not registered for this edition');
  });
});
