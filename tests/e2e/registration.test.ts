// The participant's conference in the browser, as the chair, authors and treasurer use it: the
// chair fills in the fee table and the GSTIN; an accepted author registers as faculty, online, with a
// GSTIN, and records a UPI payment with its UTR; the treasurer finds it on the Payments screen, previews
// the receipt and verifies it, and the author's tax invoice with the meeting link arrives in MailDev;
// a second author's reused UTR is refused; the chair places the paper in a session, and the public
// programme and its .ics show it in Asia/Kolkata and, for a visitor there, in Europe/Berlin.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { FeeTable } from '@confsys/domain';
import { axeViolations, settled } from '../support/accessibility';
import { db } from '../support/admin';
import { keepConfig, registrationOpenCalendar } from '../support/config';
import { cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { call, demo, form, loginAs, newAuthor, siteUrl, uniqueEmail } from '../support/emulator';
import { pdfText, pngBytes } from '../support/files';
import { attachmentBytes, onlyMailTo } from '../support/mail';
import { acceptedPaper, layoutBuilt, manuscriptFields } from '../support/world';

const universityGstin = '33AAACW4270N1Z4';
const authorGstin = '32AAAAA0000A1ZB';
const meetingLink = 'https://meet.example.org/iccs-online';
const title = `Federated learning on village health records ${Date.now()}`;
const utr = `${String(Date.now()).slice(-9)}417`;

let browser: Browser;
let chair: string;
let restoreConfig: (chair: string) => Promise<number | null>;
let author: { email: string; password: string; token: string };
let second: { email: string; password: string; token: string };
let paperId: string;
let third: { email: string; password: string; token: string };
let thirdPaper: string;

beforeAll(async () => {
  browser = await launchBrowser();
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  restoreConfig = await keepConfig(['config/fees', 'config/programme']);
  await db.doc('config/fees').delete();
  author = await newAuthor('e2epresenter');
  second = await newAuthor('e2esecond');
  paperId = await acceptedPaper(chair, author.token, 'e2epaya', manuscriptFields({ title }));
  await acceptedPaper(chair, second.token, 'e2epayb');
  third = await newAuthor('e2ethird');
  thirdPaper = await acceptedPaper(chair, third.token, 'e2epayc');
  // Registration open for three more weeks; the conference a month away.
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: registrationOpenCalendar() })).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  // The settings back as they were, the volume's stored layout marked changed (keepConfig).
  await restoreConfig?.(chair);
  expect(cspViolations()).toEqual([]);
});

async function adminPage(path: string): Promise<Page> {
  const page = await newPage(browser, { width: 1366, height: 900 });
  await signIn(page, path, demo.admin.username, demo.admin.password, 'Username');
  return page;
}

async function authorPage(who: { email: string; password: string }): Promise<Page> {
  const page = await newPage(browser, { width: 1280, height: 900 });
  await signIn(page, '/authorlogin', who.email, who.password, 'Email');
  await page.waitForURL(/\/authordashboard/);
  await page.getByRole('heading', { name: 'Conference registration' }).waitFor();
  return page;
}

/**
 * Chooses an option of a select and waits for its list to close: while the list is open the rest of the
 * page is hidden from the accessibility tree (main included). On a busy machine a click that lands while
 * the list is still opening is lost; a person would see the list still open and choose again.
 */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if ((await page.getByRole('listbox').count()) === 0) await select.click();
    await page.getByRole('option', { name: option }).click();
    if (await page.getByRole('listbox').waitFor({ state: 'detached', timeout: 5_000 }).then(() => true, () => false)) break;
  }
  await expect.poll(() => select.textContent()).toContain(option);
}

async function registerAndPay(page: Page, reference: string): Promise<void> {
  const main = page.getByRole('main');
  await choose(page, main.getByLabel('Category'), 'Faculty');
  await main.getByRole('radio', { name: 'Online' }).check();
  const paper = main.getByRole('checkbox', { name: new RegExp(paperId) });
  if ((await paper.count()) > 0) await paper.check();
  await main.getByLabel('Billing name').fill('Asha Rao');
  await main.getByLabel('Address', { exact: false }).first().fill('CUSAT, Kochi 682022');
  await choose(page, main.getByRole('combobox', { name: /^State/ }), 'Kerala');
  await main.getByLabel('GSTIN (optional)').fill(authorGstin);
  await main.getByRole('button', { name: 'Register' }).click();
  await expect.poll(() => main.getByText(/Registration saved\. Amount due: ₹4,720\.00/).count(), { timeout: 15_000 }).toBe(1);

  const record = main.getByRole('form', { name: 'Record your payment' });
  await record.waitFor();
  expect(await record.getByLabel(/Amount paid in Indian rupees/).inputValue()).toBe('4720');
  await record.getByLabel('Payment date').fill('2025-08-14');
  await record.getByLabel(/UTR or transaction reference/).fill(reference);
  await record.getByLabel(/Payment receipt/).setInputFiles({ name: 'upi.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes) });
  await record.getByRole('button', { name: 'Record payment' }).click();
}

describe("the participant's conference", () => {
  it('the chair fills in the fee table with the GSTIN and the meeting link', async () => {
    const page = await adminPage('/admin/profile?section=fees');
    const main = page.getByRole('main');
    await main.getByLabel('GSTIN', { exact: true }).fill(universityGstin);
    await main.getByLabel('Meeting link').fill(meetingLink);
    await main.getByLabel("Signatory's name").fill('Dr. P. Lakshmi');
    await main.getByLabel("Signatory's designation").fill('Organising Secretary');
    await main.getByRole('button', { name: 'Save fees' }).click();
    await expect.poll(() => page.locator('#fees-status').textContent(), { timeout: 15_000 }).toMatch(/saved/i);
    const stored = (await db.doc('config/fees').get()).data() as FeeTable;
    expect(stored).toMatchObject({ gstin: universityGstin, meetingLink, signatory: { name: 'Dr. P. Lakshmi' } });
    await page.close();
  });

  it('a visitor registers for the conference with a category, and the server records the participation with its amount', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    const main = page.getByRole('main');
    const choose = async (label: RegExp, option: string) => {
      await main.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    const email = uniqueEmail('formvisitor');
    await page.goto('/conference-registration');
    await main.getByLabel(/^Name/).fill('Kavya Visitor');
    await choose(/Gender/, 'Female');
    await main.getByLabel(/^Designation/).fill('Research Scholar');
    await main.getByLabel(/^Organization/).fill('Anna University');
    await main.getByLabel(/^Phone/).fill('9876501299');
    await main.getByLabel(/^Address/).fill('12 Lake Road, Chennai 600025');
    await choose(/^Category/, 'Student');
    await main.getByRole('radio', { name: 'Online' }).check();
    await choose(/^State/, 'Tamil Nadu');
    await expect.poll(() => main.getByText(/Estimated amount, computed from the published fees: ₹2,950\.00/).count()).toBe(1);
    await main.getByLabel(/^Login Email/).fill(email);
    await main.getByLabel(/^Password/).fill('Kavya@2025');
    await main.getByLabel(/^Confirm Password/).fill('Kavya@2025');
    expect(await axeViolations(page, 'main')).toEqual([]);
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Submit' }).click();
    await download;
    await expect.poll(() => main.getByText('Your participation is recorded. Sign in to your author dashboard to pay.', { exact: false }).count(), { timeout: 15_000 }).toBe(1);
    const uid = (await db.collection('users').where('email', '==', email).get()).docs[0]!.id;
    expect((await db.doc(`participants/${uid}`).get()).data()).toMatchObject({
      category: 'student',
      attendance: 'online',
      billing: { name: 'Kavya Visitor', state: 'Tamil Nadu', country: 'India' },
      amount: { currency: 'INR', rate: 'late', taxable: 250_000, total: 295_000 },
    });
    await page.close();
  });

  it('an accepted author registers as faculty, online, with a GSTIN, and records a UPI payment with its UTR', async () => {
    const page = await authorPage(author);
    await registerAndPay(page, utr);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText('Recorded, awaiting verification.').count(), { timeout: 15_000 }).toBe(1);
    expect(await main.getByRole('button', { name: /Payment request \(PDF\)/ }).count() + (await main.getByRole('link', { name: /Payment request \(PDF\)/ }).count())).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.close();
  });

  it("refuses a second author's reused UTR with a message", async () => {
    const page = await authorPage(second);
    await registerAndPay(page, `${utr.slice(0, 4)} ${utr.slice(4)}`);
    await expect.poll(() => page.getByRole('main').getByText(/This transaction reference has been recorded already/).count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  });

  it('the treasurer previews the receipt and verifies it; the tax invoice with the meeting link arrives by email', async () => {
    const page = await adminPage('/admin/payments');
    const main = page.getByRole('main');
    await main.getByLabel('Search payments').fill(utr);
    // The search keeps this payer's payment alone (other suites' payers share the name).
    await expect.poll(() => main.getByRole('button', { name: 'Preview receipt of Asha Rao' }).count(), { timeout: 20_000 }).toBe(1);
    await main.getByRole('button', { name: 'Preview receipt of Asha Rao' }).click();
    const preview = page.getByRole('dialog', { name: 'Receipt of Asha Rao' });
    await preview.getByRole('img', { name: /Payment receipt uploaded by Asha Rao/ }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await preview.getByRole('button', { name: 'Close' }).click();
    await main.getByRole('button', { name: 'Verify payment of Asha Rao' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Verify the payment of Asha Rao' });
    await confirm.getByRole('button', { name: 'Verify payment' }).click();
    await expect.poll(() => page.getByText(/Payment verified: ICCS\/\d\d-\d\d\/\d{4,} issued and sent to the participant\./).count(), { timeout: 15_000 }).toBe(1);
    const number = /ICCS\/\d\d-\d\d\/\d{4,}/.exec((await page.getByText(/Payment verified: ICCS/).first().textContent()) ?? '')![0];
    // The grid reads the page again: once it shows the number, it is the page a treasurer works on.
    await main.getByRole('gridcell', { name: new RegExp(number.replace(/\//g, '\\/')) }).first().waitFor();
    await settled(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.close();

    const mail = await onlyMailTo(author.email, `tax invoice ${number}`);
    expect(mail.text).toContain(meetingLink);
    const invoice = await pdfText(await attachmentBytes(mail, `${number.replace(/\//g, '-')}.pdf`));
    for (const particular of ['Tax invoice', number, `GSTIN: ${universityGstin}`, authorGstin, 'Place of supply', 'Tamil Nadu (33)', 'CGST @ 9%', 'SGST @ 9%', 'INR 4,720.00', 'Dr. P. Lakshmi']) {
      expect(invoice, particular).toContain(particular);
    }

    const dashboard = await authorPage(author);
    await expect.poll(() => dashboard.getByRole('main').getByText(new RegExp(`Verified: receipt number ${number.replace(/\//g, '\\/')}`)).count(), { timeout: 15_000 }).toBe(1);
    expect(await dashboard.getByRole('main').getByRole('link', { name: meetingLink }).count()).toBeGreaterThan(0);
    await dashboard.close();
  });

  it("the paper's payment form records the registration's payment: the treasurer verifies it on Payments and the tax invoice reaches the author", async () => {
    const billing = { name: 'Meera Third', address: 'NIT Calicut 673601', state: 'Kerala', country: 'India' };
    expect((await call('POST', '/api/participants/registration', { token: third.token, json: { category: 'faculty', attendance: 'online', paperIds: [thirdPaper], billing } })).status).toBe(200);
    const reference = String(Date.now()).slice(-12);
    const page = await authorPage(third);
    const main = page.getByRole('main');
    // A click while the dashboard is still drawing its papers can be lost (seen once in many runs); a
    // person would click again when nothing happened.
    for (let attempt = 0; attempt < 3 && !page.url().includes(`/author/payment/${thirdPaper}`); attempt += 1) {
      await main.getByRole('link', { name: `Add Payment for ${thirdPaper}` }).click();
      await page.waitForURL(`**/author/payment/${thirdPaper}`, { timeout: 7_000 }).catch(() => undefined);
    }
    await page.waitForURL(`**/author/payment/${thirdPaper}`);
    await main.getByLabel(/^UPI ID/).fill('meera@okaxis');
    await main.getByLabel(/^Transaction reference/).fill(reference);
    await main.getByLabel(/^Payment Date/).fill('14/08/2025');
    await main.getByLabel(/Upload Receipt/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes) });
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => main.getByText('Payment details submitted successfully!').count(), { timeout: 15_000 }).toBe(1);
    await page.close();

    const treasurer = await adminPage('/admin/payments');
    const grid = treasurer.getByRole('main');
    await grid.getByLabel('Search payments').fill(reference);
    // Clicked once the search keeps this payment alone: a click while the grid redraws opens nothing.
    await expect.poll(() => grid.getByRole('button', { name: 'Verify payment of Meera Third' }).count(), { timeout: 20_000 }).toBe(1);
    await grid.getByRole('button', { name: 'Verify payment of Meera Third' }).click();
    await treasurer.getByRole('dialog', { name: 'Verify the payment of Meera Third' }).getByRole('button', { name: 'Verify payment' }).click();
    await expect.poll(() => treasurer.getByText(/Payment verified: ICCS\/\d\d-\d\d\/\d{4,} issued and sent to the participant\./).count(), { timeout: 15_000 }).toBe(1);
    const number = /ICCS\/\d\d-\d\d\/\d{4,}/.exec((await treasurer.getByText(/Payment verified: ICCS/).first().textContent()) ?? '')![0];
    await treasurer.close();

    const mail = await onlyMailTo(third.email, `tax invoice ${number}`);
    const invoice = await pdfText(await attachmentBytes(mail, `${number.replace(/\//g, '-')}.pdf`));
    for (const particular of ['Tax invoice', number, 'Meera Third', 'INR 4,720.00']) expect(invoice, particular).toContain(particular);
    const dashboard = await authorPage(third);
    await expect.poll(() => dashboard.getByRole('main').getByText(`Verified: ${number}`).count(), { timeout: 15_000 }).toBe(1);
    await dashboard.close();
  });

  it('the treasurer selects three recorded payments and verifies them at once: each row says its number, numbered in the order shown', async () => {
    const tag = `Bulkpay${String(Date.now()).slice(-6)}`;
    const payers = await Promise.all([0, 1, 2].map((index) => newAuthor(`e2ebulk${index}`)));
    for (const [index, payer] of payers.entries()) {
      const registered = await call<{ amountDue: number }>('POST', '/api/participants/registration', {
        token: payer.token,
        json: { category: 'faculty', attendance: 'online', paperIds: [], billing: { name: `Payer${index} ${tag}`, address: 'Kochi 682022', state: 'Kerala', country: 'India' } },
      });
      expect(registered.status).toBe(200);
      const reference = `${String(Date.now()).slice(-9)}${index}00`;
      const paid = await call('POST', '/api/participants/payments', { token: payer.token, body: form({ amount: String(registered.body.amountDue), date: '2025-08-14', reference }, { receipt: [pngBytes, 'upi.png', 'image/png'] }) });
      expect(paid.status).toBe(200);
    }
    const page = await adminPage('/admin/payments');
    const main = page.getByRole('main');
    await main.getByLabel('Search payments').fill(tag);
    // The search is answered: the three rows, and no other payment (the header row aside).
    await expect.poll(async () => [await main.getByRole('row').filter({ hasText: tag }).count(), await main.getByRole('row').filter({ hasNotText: tag }).count()], { timeout: 15_000 }).toEqual([3, 1]);
    await main.getByRole('checkbox', { name: 'Select all rows' }).check();
    await main.getByText('3 payments selected').waitFor();
    await main.getByRole('button', { name: 'Verify selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify the selected payments: preview' });
    await dialog.getByText('3 of 3 selected payments will be verified, in the order listed', { exact: false }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    const order = await dialog.getByRole('row').filter({ hasText: tag }).evaluateAll((rows) => rows.map((row) => /Payer\d/.exec(row.textContent ?? '')?.[0] ?? ''));
    await dialog.getByRole('button', { name: 'Verify 3 payments' }).click();
    const outcome = page.getByRole('dialog', { name: 'Verify the selected payments: outcome' });
    await expect.poll(() => outcome.getByRole('status').textContent(), { timeout: 30_000 }).toBe('3 payments verified.');
    const numbers = await outcome.getByRole('row').filter({ hasText: tag }).evaluateAll((rows) => rows.map((row) => /verified: (ICCS\/\d\d-\d\d\/\d{4,}) issued/.exec(row.textContent ?? '')?.[1] ?? ''));
    expect(numbers.every((number) => number !== '')).toBe(true);
    const serials = numbers.map((number) => Number(number.split('/')[2]));
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    // Stored as shown: each payer's payment carries the number in its row.
    for (const [at, label] of order.entries()) {
      const payer = payers[Number(label.slice(5))]!;
      const stored = await db.collection('payments').where('email', '==', payer.email).get();
      expect(stored.docs.map((doc) => [doc.get('state'), doc.get('document.number')])).toEqual([['verified', numbers[at]]]);
    }
    await page.close();
  });

  it('the chair places the paper in a session; the programme and its .ics show it in Kolkata and in Berlin', async () => {
    const page = await adminPage('/admin/programme');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add session' }).click();
    const session = main.getByRole('group').last();
    await session.getByLabel('Title').fill('Health informatics');
    await session.getByLabel('Room').fill('Seminar hall 2');
    await session.getByLabel('Start').fill('2025-09-18T14:00');
    await session.getByLabel('End').fill('2025-09-18T15:30');
    await session.getByLabel('Session chair or speaker').fill('Dr. V. Kavitha');
    // The picker searches the accepted papers on the server: the paper's ID finds it.
    await session.getByLabel('Add a paper').fill(paperId);
    await page.getByRole('option', { name: new RegExp(paperId) }).click();
    await expect.poll(() => session.getByText(title).count()).toBe(1);
    expect(await session.getByLabel('Add a paper').inputValue()).toBe('');
    await main.getByRole('button', { name: 'Save programme' }).click();
    await expect.poll(() => page.locator('#programme-status').textContent(), { timeout: 15_000 }).toBe('Programme saved.');
    await page.close();

    // A visitor in Berlin sees the Kolkata time and their own beside it.
    const context = await browser.newContext({ timezoneId: 'Europe/Berlin', baseURL: siteUrl });
    const visitor = await context.newPage();
    await visitor.goto('/programme');
    const article = visitor.locator('article', { hasText: 'Health informatics' });
    await article.waitFor();
    const text = (await article.textContent()) ?? '';
    expect(text).toContain('14:00');
    expect(text).toContain('IST');
    expect(text).toMatch(/10:30.*in your time zone|10:30/);
    expect(text).toContain(title);
    expect(text).toContain('Seminar hall 2');
    expect(await axeViolations(visitor, 'main')).toEqual([]);
    // The notification date has passed: the publication page lists the accepted paper with its authors
    // (from the volume's layout, built in the background after the decision).
    await layoutBuilt(chair);
    await visitor.goto('/publication');
    const accepted = visitor.getByRole('list', { name: 'Accepted papers' });
    await accepted.getByText(title).waitFor();
    expect(await accepted.getByText(paperId, { exact: false }).count()).toBeGreaterThan(0);
    expect(await axeViolations(visitor, 'main')).toEqual([]);
    await context.close();

    const response = await fetch(`${siteUrl}/api/public/programme.ics`);
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const event = events.find((candidate) => candidate.summary === 'Health informatics')!;
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    const start = event.startDate.toJSDate();
    const clock = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
    expect(clock('Asia/Kolkata')).toBe('14:00');
    expect(clock('Europe/Berlin')).toBe('10:30');
    expect(event.description).toContain(title);
  });
});
