// The author's journey in the browser: conference registration with its receipt, sign-in, manuscript
// submission (warned first about a PDF whose text names the author), payment with a receipt image, Paid
// in the dashboard, and the manuscript opened from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeBrowser, fileOpenedInTab, launchBrowser, newPage } from '../support/browser';
import { adminAuth, db } from '../support/admin';
import { call, demo, fullReview, loginAs, uniqueEmail } from '../support/emulator';
import { pdfBytes, pdfText, pngBytes, words } from '../support/files';
import { Messages, defaultFeeTable, pageCountWarning, type PageRule } from '@confsys/domain';
import { ordinaryPdf } from '../support/pdfs';

let browser: Browser;
let page: Page;
const email = uniqueEmail('journey');
const password = 'Journey@2025';
const registration = { category: 'faculty', attendance: 'online', paperIds: [] as string[], billing: { name: 'Journey Author', address: 'Coimbatore 641004', state: 'Tamil Nadu', country: 'India' } };

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(() => closeBrowser(browser));

const main = () => page.getByRole('main');

async function choose(label: RegExp, option: string, scope = main()) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe("an author's journey", () => {
  it('registers for the conference and downloads the receipt', async () => {
    await page.goto('/conference-registration');
    await main().getByLabel(/^Name/).fill('Journey Author');
    await choose(/Gender/, 'Female');
    await main().getByLabel(/^Designation/).fill('Assistant Professor');
    await main().getByLabel(/^Organization/).fill('Example Institute');
    await main().getByLabel(/^Phone/).fill('9876501234');
    await main().getByLabel(/^Address/).fill('7 Hill Road, Coimbatore');
    const submit = main().getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await main().getByLabel(/^Login Email/).fill(email);
    await main().getByLabel(/^Password/).fill(password);
    await main().getByLabel(/^Confirm Password/).fill(password);
    const download = page.waitForEvent('download');
    await submit.click();
    const receipt = await download;
    expect(receipt.suggestedFilename()).toBe('ICCS2025-Registration-Receipt.pdf');
    const path = await receipt.path();
    const { readFile } = await import('node:fs/promises');
    expect(await pdfText(new Uint8Array(await readFile(path)))).toContain('Journey Author');
    await expect.poll(() => main().getByText('Registration Successful! Downloading receipt...').count()).toBe(1);
    expect(await main().getByLabel(/^Name/).inputValue()).toBe('');
  });

  it('signs in, submits a manuscript and sees it in the dashboard', async () => {
    await page.goto('/authorlogin');
    await main().getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill(password);
    await main().getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/authordashboard\/\w+$/);
    await expect.poll(() => main().getByText('No submissions yet.').count()).toBe(1);
    // The conference registration made above, with its receipt behind sign-in.
    await expect.poll(() => main().getByText(/^Conference registration REG-2025-\d{4}/).count()).toBe(1);
    const receipt = page.waitForEvent('popup');
    await main().getByRole('button', { name: /^Download receipt of registration REG-2025-\d{4}$/ }).click();
    await (await receipt).close();

    await main().getByRole('button', { name: 'Submit New Manuscript' }).click();
    await page.waitForURL('**/submitmanuscript');
    const first = main().getByRole('group', { name: 'Author 1' });
    // Author 1 starts as the account describes them; what the account does not know is left to fill.
    await expect.poll(() => first.getByLabel(/^Name/).inputValue()).toBe('Journey Author');
    expect(await first.getByLabel(/^Email/).inputValue()).toBe(email);
    expect(await first.getByLabel(/^Organization/).inputValue()).toBe('Example Institute');
    expect(await first.getByLabel(/^Phone/).inputValue()).toBe('9876501234');
    expect(await first.getByLabel(/^State/).inputValue()).toBe('');
    await choose(/Gender/, 'Other', first);
    await first.getByLabel(/^State/).fill('Tamil Nadu');
    await first.getByLabel(/^Country/).fill('India');
    await main().getByLabel(/^Title/).fill('Journeys through edge computing');
    await main().getByLabel(/^Abstract/).fill(words(120));
    await expect.poll(() => main().getByText('Minimum 150 words required.').count()).toBeGreaterThan(0);
    await main().getByLabel(/^Abstract/).fill(words(160));
    await expect.poll(() => main().getByText('Word count: 160').count()).toBe(1);
    await main().getByLabel(/^Keywords/).fill('edge, cloud, iot, scheduling');
    await main().getByRole('group', { name: /^Topics/ }).getByRole('checkbox', { name: 'Cloud, Edge and Fog Computing' }).check();
    // A conflict of interest with a committee member, found by a search on the server (the start of a word of the affiliation).
    await main().getByRole('combobox', { name: 'Conflicts of interest' }).fill('Ghat');
    await page.getByRole('option', { name: /Demo Reviewer/ }).click();
    await expect.poll(() => main().getByRole('button', { name: 'Demo Reviewer' }).count()).toBe(1);

    // A PDF longer than the call allows (the chair's page rule): the author is warned, with the rule, and goes back.
    const { pageRule } = (await call<{ pageRule: PageRule }>('GET', '/api/public/conference')).body;
    await main().getByLabel(/Manuscript PDF/).setInputFiles({ name: 'long.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await ordinaryPdf(pageRule.maxPages + 1)) });
    await main().getByRole('button', { name: 'Submit Manuscript' }).click();
    const tooLong = page.getByRole('dialog', { name: 'Your PDF is longer than the call allows' });
    await expect.poll(() => tooLong.getByText(pageCountWarning(pageRule.maxPages + 1, pageRule)!).count()).toBe(1);
    await tooLong.getByRole('button', { name: 'Go back and fix the PDF' }).click();
    await expect.poll(() => main().getByText(Messages.manuscriptNotSubmitted).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A PDF whose second page names the author's organisation: the author is warned and goes back.
    const named = await ordinaryPdf(2, (number) => (number === 2 ? 'We thank the Example Institute for its support.' : 'Journey manuscript'));
    await main().getByLabel(/Manuscript PDF/).setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from(named) });
    await main().getByRole('button', { name: 'Submit Manuscript' }).click();
    const warning = page.getByRole('dialog', { name: 'Your PDF may tell reviewers who wrote it' });
    await expect.poll(() => warning.getByText('Page 2: the organisation "Example Institute"').count()).toBe(1);
    await warning.getByRole('button', { name: 'Go back and fix the PDF' }).click();
    await expect.poll(() => main().getByText(Messages.manuscriptNotSubmitted).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await main().getByLabel(/Manuscript PDF/).setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdfBytes('Journey manuscript')) });
    await main().getByRole('button', { name: 'Submit Manuscript' }).click();
    // A confirmation in place of the form: the paper ID, and what the server stored, which stays until the author moves on.
    const confirmation = main().getByRole('region', { name: 'Manuscript submitted' });
    await expect.poll(() => confirmation.getByText(/Your paper ID is ICCS25-\d{4,}/).count()).toBe(1);
    expect(await confirmation.getByText(/^[0-9a-f]{64}$/).count()).toBe(1);
    const hash = (await confirmation.getByText(/^[0-9a-f]{64}$/).boundingBox())!;
    expect(hash.x + hash.width, 'the SHA-256 stays within the page').toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.waitForTimeout(2500);
    expect(new URL(page.url()).pathname).toBe('/submitmanuscript');
    await confirmation.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(/\/authordashboard\/\w+$/, { timeout: 15_000 });
    await expect.poll(() => main().getByText('Journeys through edge computing').count()).toBe(1);
    expect(await main().getByText('Not Paid').count()).toBe(1);
    const stored = await db.collection('manuscripts').where('title', '==', 'Journeys through edge computing').get();
    expect(stored.docs.map((doc) => doc.get('excludedReviewers'))).toEqual([['demo-reviewer']]);
    expect(stored.docs.map((doc) => doc.get('topics'))).toEqual([['Cloud, Edge and Fog Computing']]);
  });

  it('pays with a receipt image once the paper is accepted, and sees Paid', async () => {
    const paperId = (await main().getByRole('rowheader', { name: /^ICCS25-\d{4,}$/ }).first().textContent())!.trim();
    expect(paperId).toMatch(/^ICCS25-\d{4,}$/);
    // While the paper is submitted there is nothing to pay; the demo reviewer reviews it and the chair accepts it.
    expect(await main().getByRole('link', { name: `Add Payment for ${paperId}` }).count()).toBe(0);
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    const reviewer = await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password);
    expect((await call('POST', '/api/admin/assignreviewer', { token: chair, json: { paperId, reviewerId: 'demo-reviewer', override: { reason: 'The only reviewer free for this journey.' } } })).status).toBe(200);
    expect((await call('POST', '/api/reviews/submitReview', { token: reviewer, json: fullReview(paperId) })).status).toBe(200);
    expect((await call('POST', '/api/admin/updatestatus', { token: chair, json: { paperId, status: 'Accepted' } })).status).toBe(200);
    // The paper's payment is the payment of the author's conference registration, for the amount it gives.
    const originalFees = (await db.doc('config/fees').get()).data();
    expect((await call('PUT', '/api/admin/fees', { token: chair, json: defaultFeeTable })).status).toBe(200);
    expect((await call('POST', '/api/participants/registration', { token: await loginAs('author', email, password), json: { ...registration, paperIds: [paperId] } })).status).toBe(200);
    if (originalFees) await db.doc('config/fees').set(originalFees);
    else await db.doc('config/fees').delete();
    await page.reload();
    await main().getByRole('link', { name: `Add Payment for ${paperId}` }).click();
    await page.waitForURL(`**/author/payment/${paperId}`);
    expect(await main().getByLabel(/^Paper ID/).inputValue()).toBe(paperId);
    await main().getByLabel(/^UPI ID/).fill('journey@okbank');
    await main().getByLabel(/^Transaction reference/).fill(String(Date.now()).slice(-12));
    // Typed day first, as in India; stored as 2025-07-10 and shown back as the site shows dates.
    await main().getByLabel(/^Payment Date/).fill('10/07/2025');
    await main().getByLabel(/Upload Receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes) });
    await main().getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => main().getByText('Payment details submitted successfully!').count()).toBe(1);
    await page.waitForURL(/\/authordashboard\/\w+$/);
    await expect.poll(() => main().getByText('Paid', { exact: true }).count()).toBe(1);
    expect(await main().getByText('Awaiting verification', { exact: true }).count()).toBe(1);
    expect(await main().getByText('UPI: journey@okbank').count()).toBe(1);

    await main().getByRole('link', { name: `Edit Payment for ${paperId}` }).click();
    await expect.poll(() => main().getByText('Receipt already uploaded. Upload a new file to replace.').count()).toBe(1);
    expect(await main().getByLabel(/^UPI ID/).inputValue()).toBe('journey@okbank');
    expect(await main().getByLabel(/^Payment Date/).inputValue()).toBe('10 Jul 2025');
    await page.goBack();
  });

  it('opens the manuscript PDF from the dashboard', async () => {
    await page.waitForURL(/\/authordashboard\/\w+$/);
    const paperId = (await main().getByRole('rowheader', { name: /^ICCS25-\d{4,}$/ }).first().textContent())!.trim();
    const file = await fileOpenedInTab(page, () => main().getByRole('button', { name: `View manuscript ${paperId}` }).click());
    expect(file.url).toMatch(/^blob:/);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('downloads everything the site holds about them from the dashboard', async () => {
    const paperId = (await main().getByRole('rowheader', { name: /^ICCS25-\d{4,}$/ }).first().textContent())!.trim();
    const download = page.waitForEvent('download');
    await main().getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('my-data.json');
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { account: { email: string }; collections: Record<string, Array<{ id: string }>> };
    expect(data.account.email).toBe(email);
    expect(data.collections.manuscripts?.map((row) => row.id)).toContain(paperId);
    expect(data.collections.registrations?.length).toBe(1);
    expect(JSON.stringify(data)).not.toContain(demo.reviewer.email);
  });

  it('asks to erase their data: told what stands in the way, then what was erased and what the law keeps', async () => {
    const dialog = () => page.getByRole('dialog', { name: 'Erase my data' });
    await main().getByRole('button', { name: 'Erase my data' }).click();
    await dialog().getByLabel(/^Your password/).fill('Not-the-password-1');
    await dialog().getByRole('button', { name: 'Erase my data' }).click();
    await expect.poll(() => dialog().getByRole('alert').textContent()).toBe(Messages.erasureWrongPassword);
    await dialog().getByLabel(/^Your password/).fill(password);
    await dialog().getByRole('button', { name: 'Erase my data' }).click();
    await expect.poll(() => dialog().getByRole('alert').textContent()).toBe(Messages.erasureNotYet([Messages.erasurePendingPayments(1)]));

    // The treasurer verifies the payment; the erasure goes through and keeps the invoice.
    const chair = await loginAs('admin', demo.admin.username, demo.admin.password);
    const uid = (await adminAuth.getUserByEmail(email)).uid;
    const payment = (await db.collection('payments').where('uid', '==', uid).get()).docs[0]!;
    expect((await call('POST', `/api/admin/payments/${payment.id}/verify`, { token: chair })).status).toBe(200);
    await dialog().getByRole('button', { name: 'Erase my data' }).click();
    await expect.poll(() => dialog().getByRole('status').textContent()).toBe(Messages.erasureDone);
    expect(await dialog().getByText(/^Your 1 payment: amounts/).count()).toBe(1);
    expect(await dialog().getByText(/^Your accepted papers \(ICCS25-\d{4,}\)/).count()).toBe(1);
    await dialog().getByRole('button', { name: 'Close and leave' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed out where they arrived: the header offers Login again, and no guard sent them on to a login screen.
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
