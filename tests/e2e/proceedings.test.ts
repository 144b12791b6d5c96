// From acceptance to the proceedings in the browser, as the author, chair and visitor: the author
// uploads a camera-ready PDF whose fonts are not embedded and sees why it is refused, uploads a good one,
// confirms the metadata with an ORCID iD and signs the copyright form; the chair sees the paper complete
// on the Proceedings screen, reminds the authors of the incomplete papers, and downloads the volume (its
// contents read back against its stamped pages), the BibTeX, the CSV and the ZIP; after the notification
// date a visitor sees the paper on /publication, and a signed-out visitor cannot download the volume.
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { plannedCalendar, type Calendar } from '@confsys/domain';
import { axeViolations, settled } from '../support/accessibility';
import { db } from '../support/admin';
import { cspViolations, launchBrowser, newPage, signIn } from '../support/browser';
import { pdfPageTexts as pageTexts } from '../support/files';
import { cameraReadyPdf } from '../support/cameraReadyPdfs';
import { call, demo, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { mailTo } from '../support/mail';
import { acceptedPaper, authorBlock, manuscriptFields } from '../support/world';

const day = 86_400_000;
const title = `Sensor fusion for landslide warnings ${Date.now()}`;
const authorName = 'Meera Iyer';

let browser: Browser;
let chair: string;
let originalCalendar: Calendar | null;
let originalFees: Record<string, unknown> | undefined;
let author: { email: string; password: string; token: string };
let paperId: string;
let incomplete: string;

beforeAll(async () => {
  browser = await launchBrowser();
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  originalCalendar = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  // Without a fee table, the proceedings do not wait for a verified registration.
  originalFees = (await db.doc('config/fees').get()).data();
  await db.doc('config/fees').delete();
  author = await newAuthor('e2ecamera');
  paperId = await acceptedPaper(chair, author.token, 'e2ecra', manuscriptFields({ title, authorsDetails: JSON.stringify([authorBlock({ name: authorName, email: 'meera@example.org', organization: 'Western Ghats University' })]) }));
  incomplete = await acceptedPaper(chair, (await newAuthor('e2elate')).token, 'e2ecrb');
  // The notification five days ago; camera-ready files taken for ten more days.
  const base = plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata');
  expect((await call('PUT', '/api/admin/calendar', { token: chair, json: { ...base, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null } })).status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (originalCalendar) await call('PUT', '/api/admin/calendar', { token: chair, json: originalCalendar });
  if (originalFees) await db.doc('config/fees').set(originalFees);
  expect(cspViolations()).toEqual([]);
});

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download', { timeout: 60_000 });
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}


describe('the proceedings in the browser', () => {
  it("lets the author fix a file the publisher's checks refuse, confirm the metadata with an ORCID iD and sign the copyright form", async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await signIn(page, '/authorlogin', author.email, author.password, 'Email');
    await page.waitForURL(/\/authordashboard/);
    const card = page.getByRole('region', { name: `Proceedings of ${paperId}` });
    await card.waitFor();

    await card.getByLabel('Camera-ready PDF').setInputFiles({ name: 'final.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await cameraReadyPdf({ title, authors: [authorName], standardFont: true })) });
    await card.getByRole('button', { name: 'Upload camera-ready PDF' }).click();
    const refused = card.getByRole('alert').filter({ hasText: 'The file was not accepted' });
    await refused.waitFor();
    await expect.poll(() => refused.getByText(/Helvetica \(pages 1, 2, 3, 4, 5, 6\)/).count()).toBeGreaterThan(0);
    await settled(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect((await db.doc(`proceedings/${paperId}`).get()).exists).toBe(false);

    await card.getByLabel('Camera-ready PDF').setInputFiles({ name: 'final.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await cameraReadyPdf({ title, authors: [authorName] })) });
    await card.getByRole('button', { name: 'Upload camera-ready PDF' }).click();
    await card.getByRole('list', { name: 'Checks of the current file' }).waitFor();
    await expect.poll(async () => (await db.doc(`proceedings/${paperId}`).get()).data()?.cameraReady?.pages).toBe(6);

    const first = card.getByRole('group', { name: 'Author 1' });
    await first.getByLabel('ORCID iD').fill('0000-0002-1825-0098');
    await first.getByLabel('ORCID iD').blur();
    await expect.poll(() => first.getByText('This ORCID iD fails its check digit: a digit is mistyped.').count()).toBe(1);
    await first.getByLabel('ORCID iD').fill('0000-0002-1825-0097');
    await card.getByRole('button', { name: 'Confirm metadata' }).click();
    await expect.poll(() => card.getByText(/Confirmed on/).count()).toBeGreaterThan(0);

    await card.getByLabel('Full name as signature').fill(authorName);
    await card.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Corresponding author' }).click();
    await card.getByRole('button', { name: 'Sign the copyright form' }).click();
    await card.getByRole('link', { name: 'Download signed copyright form (PDF)' }).or(card.getByRole('button', { name: 'Download signed copyright form (PDF)' })).first().waitFor();
    // The form is enabled again once the signature is saved: its labels finish their colour transition.
    await expect.poll(() => card.getByLabel('Full name as signature').isEnabled()).toBe(true);
    await settled(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    const record = (await db.doc(`proceedings/${paperId}`).get()).data()!;
    expect(record.metadata.authors[0].orcid).toBe('0000-0002-1825-0097');
    expect(record.copyright).toMatchObject({ signature: authorName, role: 'Corresponding author' });
    // An author of an accepted paper is a registered participant: the volume is theirs to read.
    const volume = await downloaded(page, () => page.getByRole('button', { name: 'Download the proceedings volume (PDF)' }).click());
    expect(volume.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });

  it('shows the chair the paper complete, reminds the authors of incomplete papers, and gives the volume and the exports', async () => {
    const page = await newPage(browser, { width: 1366, height: 900 });
    await signIn(page, '/admin/proceedings', demo.admin.username, demo.admin.password, 'Username');
    await settled(page);
    const main = page.getByRole('main');
    await main.getByLabel('Show papers').click();
    await page.getByRole('option', { name: 'Complete', exact: true }).click();
    const grid = main.getByRole('grid', { name: "Accepted papers in the volume's order" });
    await expect.poll(() => grid.getByRole('row').filter({ hasText: paperId }).count(), { timeout: 20_000 }).toBe(1);
    // The screen says when its layout was built; a search by ID keeps the one paper and stays in the address.
    await expect.poll(() => main.getByText(/^Laid out \d/).count(), { timeout: 20_000 }).toBe(1);
    await main.getByLabel('Find a paper').fill(paperId);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(paperId);
    await expect.poll(() => grid.getByRole('row').filter({ hasText: /\S/ }).count()).toBe(2);
    expect(await grid.getByRole('row').filter({ hasText: paperId }).count()).toBe(1);
    await settled(page);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // A short window, so the preview scrolls as a long one does: the keyboard must reach it too.
    await page.setViewportSize({ width: 1366, height: 250 });
    await main.getByRole('button', { name: 'Remind authors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind authors' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(incomplete).count()).toBeGreaterThan(0);
    expect(await dialog.getByText(paperId).count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: /^Send \d+ reminders?$/ }).click();
    await expect.poll(async () => (await db.collection('mail').where('paperId', '==', incomplete).where('kind', '==', 'proceedingsReminder').get()).size, { timeout: 20_000 }).toBe(1);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await mailTo('meera@example.org', 'proceedings:')).toEqual([]);

    const volume = await downloaded(page, () => main.getByRole('button', { name: 'Download volume (PDF)' }).click());
    const texts = await pageTexts(volume.bytes);
    const contents = texts.findIndex((text) => text.startsWith('Contents'));
    const listed = new RegExp(`${title} ${authorName} (\\d+)`).exec(texts.slice(contents).join(' '));
    expect(listed, texts.slice(contents, contents + 2).join(' | ')).not.toBeNull();
    const start = texts.findIndex((text) => text.includes(title.split(' ').slice(0, 3).join(' ')) && !text.startsWith('Contents'));
    expect(texts[start]!.trim().endsWith(` ${listed![1]}`)).toBe(true);

    const bib = parseBibtex((await downloaded(page, () => main.getByRole('button', { name: 'papers.bib' }).click())).bytes.toString('utf8'), { english: false });
    expect(bib.entries.find((entry) => entry.key === paperId)?.fields.title?.normalize('NFC')).toBe(title);
    const csv = parseCsv((await downloaded(page, () => main.getByRole('button', { name: 'papers.csv' }).click())).bytes.toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(csv.find((row) => row['Paper ID'] === paperId)?.Authors).toContain('ORCID 0000-0002-1825-0097');
    const zip = await downloaded(page, () => main.getByRole('button', { name: 'camera-ready.zip' }).click());
    expect(zip.bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(zip.bytes.includes(Buffer.from(`${paperId}.pdf`))).toBe(true);
    await page.close();
  });

  it('lists the paper on /publication after the notification date, and keeps the volume from a signed-out visitor', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${siteUrl}/publication`);
    await expect.poll(() => page.getByRole('main').getByText(title).count(), { timeout: 20_000 }).toBe(1);
    // A visitor finds the paper by its ID among the others.
    const main = page.getByRole('main');
    await main.getByLabel('Find a paper by its ID, title or an author').fill(paperId);
    await main.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => main.getByText(`1 accepted paper matches “${paperId}”`).count()).toBe(1);
    expect(await main.getByRole('list', { name: 'Accepted papers' }).getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await main.getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => main.getByText(/^\d+ accepted papers?$/).count()).toBe(1);
    expect((await fetch(`${siteUrl}/api/proceedings/volume.pdf`)).status).toBe(401);
    await page.close();
  });
});
