// From acceptance to the proceedings, through the API: the camera-ready upload and the publisher's checks
// on files made by real tools, the deadline and a paper's extension, the copyright form and its signed
// PDF, the final metadata, the chair's screen, reminders through the outbox, the volume (its contents
// read back against its stamped pages) and the exports read back by a BibTeX parser, a CSV parser,
// xmllint against Crossref's schema, and Python's zipfile. Nothing refused is written.
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, defaultFeeTable, defaultProceedingsSettings, plannedCalendar, type Calendar, type CameraReadyCheck } from '@confsys/domain';
import { db, storedFiles } from '../support/admin';
import { pdfPageTexts as pageTexts } from '../support/files';
import { cameraReadyPdf, encryptedWithQpdf, pageSizes, withType3Font } from '../support/cameraReadyPdfs';
import { call, demo, form, loginAs, newAuthor, siteUrl } from '../support/emulator';
import { onlyMailTo } from '../support/mail';
import { acceptedPaper, authorBlock, layoutBuilt, manuscriptFields, submitManuscript } from '../support/world';

const run = promisify(execFile);

const day = 24 * 60 * 60 * 1000;
let chair = '';
let originalCalendar: Calendar | null = null;
let originalSettings: Record<string, unknown> | undefined;
let originalFees: Record<string, unknown> | undefined;
let author = { token: '', email: '' };
let carol = '';
let paperId = '';
let second = '';
/** A paper of the author's still under submission (submitted before the calendar closes submissions). */
let submitted = '';

const title = 'Energy-Aware Scheduling of Federated Learning on Heterogeneous Edge Devices';
const names = ['Zoë Ångström', 'José Núñez-Pérez'];
const fields = manuscriptFields({
  title,
  authorsDetails: JSON.stringify([
    authorBlock({ name: names[0], email: 'zoe@example.org', organization: 'Univ. of Madras' }),
    authorBlock({ name: names[1], email: 'jose@example.org', organization: 'University of Madras' }),
  ]),
});

type Checked = { accepted?: boolean; checks: CameraReadyCheck[]; message: string };
const upload = (id: string, bytes: Uint8Array, token = author.token) =>
  call<Checked>('POST', `/api/authors/papers/${id}/cameraready`, { token, body: form({}, { file: [bytes, 'final.pdf', 'application/pdf'] }) });
const failed = (answer: { body: Checked }) => answer.body.checks.filter((check) => !check.ok && check.severity === 'error').map((check) => check.check);
const state = (id: string, token = author.token) => call<Record<string, unknown>>('GET', `/api/authors/papers/${id}/proceedings`, { token });
const setCalendar = (calendar: unknown) => call('PUT', '/api/admin/calendar', { token: chair, json: calendar });
const kept = async (id: string) => (await db.doc(`proceedings/${id}`).get()).data();
async function fetchBytes(path: string, token?: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await fetch(siteUrl + path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}
/**
 * A file written to a fresh folder for a command-line tool, and the folder removed after. The tool runs
 * without blocking the event loop: a connection the site closes meanwhile is then noticed, not reused.
 */
async function withFile(name: string, bytes: Uint8Array | string, command: string, args: (path: string) => string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'proceedings-'));
  try {
    writeFileSync(join(directory, name), bytes);
    return (await run(command, args(join(directory, name)), { env: env ?? process.env })).stdout;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A calendar whose notification was five days ago and whose camera-ready deadline is in ten days (or at `cameraReady`). */
function calendarWith(cameraReady?: number) {
  const base = plannedCalendar(new Date(Date.now() - 75 * day), 'Asia/Kolkata');
  return { ...base, biddingOpen: null, biddingClose: null, responseOpen: null, responseClose: null, ...(cameraReady ? { cameraReadyDeadline: new Date(cameraReady).toISOString() } : {}) };
}

beforeAll(async () => {
  chair = await loginAs('admin', demo.admin.username, demo.admin.password);
  originalCalendar = (await call<{ calendar: Calendar | null }>('GET', '/api/public/calendar')).body.calendar;
  originalSettings = (await db.doc('config/proceedings').get()).data();
  // A fee table makes publication, and so the proceedings, wait for a verified registration.
  originalFees = (await db.doc('config/fees').get()).data();
  expect((await call('PUT', '/api/admin/fees', { token: chair, json: defaultFeeTable })).status).toBe(200);
  const made = await newAuthor('proceedings');
  author = { token: made.token, email: made.email };
  carol = (await newAuthor('outsider')).token;
  paperId = await acceptedPaper(chair, author.token, 'procs', fields);
  second = await acceptedPaper(chair, author.token, 'procs2', manuscriptFields({ title: 'Quantum Annealing for Timetables', authorsDetails: JSON.stringify([authorBlock({ name: 'Łukasz Żółć', email: 'lukasz@example.org', organization: 'Univ. Madras' })]) }));
  submitted = await submitManuscript(author.token, fields);
  expect((await setCalendar(calendarWith())).status).toBe(200);
  expect((await call('PUT', '/api/admin/proceedings/settings', { token: chair, json: { ...defaultProceedingsSettings, isbn: '978-3-16-148410-0', doiPrefix: '10.5555', publisher: 'Western Ghats University Press' } })).status).toBe(200);
});

afterAll(async () => {
  if (originalCalendar) await setCalendar(originalCalendar);
  else await db.doc('config/calendar').delete();
  if (originalSettings) await db.doc('config/proceedings').set(originalSettings);
  else await db.doc('config/proceedings').delete();
  if (originalFees) await db.doc('config/fees').set(originalFees);
  else await db.doc('config/fees').delete();
});

describe('the camera-ready upload', () => {
  it("refuses files that fail the publisher's checks, naming each failure and its pages, and writes nothing", async () => {
    // This paper's files: other suites store theirs at the same time.
    const ours = () => storedFiles().filter((path) => path.includes(paperId));
    const files = ours().length;
    const standard = await upload(paperId, await cameraReadyPdf({ title, authors: names, standardFont: true }));
    expect(standard.status).toBe(422);
    expect(standard.body.message).toBe(Messages.cameraReadyRefused);
    expect(failed(standard)).toEqual(['fontsEmbedded']);
    const fonts = standard.body.checks.find((check) => check.check === 'fontsEmbedded')!;
    expect(fonts.message).toContain('Helvetica (pages 1, 2, 3, 4, 5, 6)');
    expect(fonts.pages).toEqual([1, 2, 3, 4, 5, 6]);

    expect(failed(await upload(paperId, await cameraReadyPdf({ title, authors: names, size: pageSizes.A5 })))).toEqual(['pageSize']);
    expect(failed(await upload(paperId, await cameraReadyPdf({ title, authors: names, pages: 12 })))).toEqual(['pageCount']);
    expect(failed(await upload(paperId, encryptedWithQpdf(await cameraReadyPdf({ title, authors: names }))))).toContain('security');
    expect(failed(await upload(paperId, await cameraReadyPdf({ title: 'Another paper altogether', authors: names })))).toEqual(['firstPage']);
    expect(await kept(paperId)).toBeUndefined();
    expect(ours().length).toBe(files);
  });

  it('refuses a paper that is not accepted, another author, and a reviewer, before reading the file', async () => {
    const good = await cameraReadyPdf({ title, authors: names });
    const notYet = await upload(submitted, good);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(Messages.proceedingsNotAccepted('Submitted'));
    expect((await upload(paperId, good, carol)).status).toBe(403);
    expect((await upload(paperId, good, await loginAs('reviewer', demo.reviewer.email, demo.reviewer.password))).status).toBe(403);
    expect(await kept(submitted)).toBeUndefined();
  });

  it('takes a good file with a warning for a Type 3 font, keeps the submission as it was, and replaces the file on a new upload', async () => {
    const submissionBefore = (await db.doc(`papers/${paperId}`).get()).data()?.files;
    const warned = await upload(paperId, await withType3Font(await cameraReadyPdf({ title, authors: names })));
    expect(warned.status).toBe(200);
    expect(warned.body.accepted).toBe(true);
    expect(warned.body.checks.find((check) => check.check === 'type3Fonts')).toMatchObject({ ok: false, severity: 'warning', pages: [1] });
    const first = (await kept(paperId))!.cameraReady.storePath as string;

    const good = await cameraReadyPdf({ title: title.toUpperCase(), authors: ['Z. Angstrom', 'Jose Nunez-Perez'] });
    const accepted = await upload(paperId, good);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(Messages.cameraReadyAccepted(paperId));
    const record = (await kept(paperId))!;
    expect(record.cameraReady).toMatchObject({ pages: 6, bytes: good.length });
    expect(record.cameraReady.storePath).not.toBe(first);
    expect(storedFiles().some((file) => file.endsWith(first.split('/')[1]!))).toBe(false);
    expect((await db.doc(`papers/${paperId}`).get()).data()?.files).toEqual(submissionBefore);
    const file = await fetchBytes(`/api/proceedings/papers/${paperId}/cameraready.pdf`, author.token);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.bytes, Buffer.from(good))).toBe(0);
    expect((await fetchBytes(`/api/proceedings/papers/${paperId}/cameraready.pdf`, carol)).status).toBe(403);
  });

  it('closes at the camera-ready deadline, one second after it, and opens again for the paper the chair extends', async () => {
    const good = await cameraReadyPdf({ title: 'Quantum Annealing for Timetables', authors: ['Łukasz Żółć'] });
    expect((await setCalendar(calendarWith(Date.now() - 1000))).status).toBe(200);
    try {
      const late = await upload(second, good);
      expect(late.status).toBe(403);
      expect(late.body.message).toMatch(/^The camera-ready deadline passed on .* IST\.$/);
      expect((await call('POST', `/api/authors/papers/${second}/copyright`, { token: author.token, json: { signature: 'Łukasz Żółć', role: 'Author' } })).status).toBe(403);
      expect(await kept(second)).toBeUndefined();
      const extended = await call('POST', '/api/admin/extensions', { token: chair, json: { paperId: second, until: new Date(Date.now() + day).toISOString(), reason: 'Publisher asked for a fix' } });
      expect(extended.status).toBe(200);
      expect((await upload(second, good)).status).toBe(200);
      expect((await state(second)).body).toMatchObject({ open: true });
    } finally {
      expect((await setCalendar(calendarWith())).status).toBe(200);
    }
  });
});

describe('the copyright form and the metadata', () => {
  it('refuses a wrong ORCID iD, confirms the metadata, and checks the next upload against it', async () => {
    const authors = [
      { name: names[0], affiliation: 'Univ. of Madras', country: 'India', email: 'zoe@example.org', orcid: '0000-0002-1825-0097' },
      { name: names[1], affiliation: 'University of Madras', country: 'India', email: 'jose@example.org', orcid: '' },
    ];
    const wrong = await call<{ errors: Record<string, string> }>('PUT', `/api/authors/papers/${paperId}/metadata`, { token: author.token, json: { title, abstract: 'We schedule.', keywords: 'edge, learning', authors: [{ ...authors[0], orcid: '0000-0002-1825-0098' }] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['authors.0.orcid']).toBe('This ORCID iD fails its check digit: a digit is mistyped.');
    expect((await kept(paperId))!.metadata).toBeNull();

    const third = { name: 'Wei Zhang', affiliation: 'U. of Madras', country: 'India', email: 'wei@example.org', orcid: 'https://orcid.org/0000-0001-5109-3700' };
    const saved = await call('PUT', `/api/authors/papers/${paperId}/metadata`, { token: author.token, json: { title, abstract: 'We schedule.', keywords: 'edge, learning', authors: [...authors, third] } });
    expect(saved.status).toBe(200);
    expect((await kept(paperId))!.metadata).toMatchObject({ keywords: ['edge', 'learning'], authors: [{ orcid: '0000-0002-1825-0097' }, { name: names[1] }, { orcid: '0000-0001-5109-3700' }] });
    const missing = await upload(paperId, await cameraReadyPdf({ title, authors: names }));
    expect(missing.status).toBe(422);
    expect(missing.body.checks.find((check) => check.check === 'firstPage')!.message).toContain('the author Wei Zhang');
    expect((await upload(paperId, await cameraReadyPdf({ title, authors: [...names, 'Wei Zhang'] }))).status).toBe(200);
  });

  it('signs for all authors, keeps a signed PDF, and asks for a new signature when the text changes', async () => {
    const signed = await call('POST', `/api/authors/papers/${paperId}/copyright`, { token: author.token, json: { signature: '  Zoë   Ångström ', role: 'Corresponding author' } });
    expect(signed.status).toBe(200);
    const answer = (await state(paperId)).body as { copyright: { signed: { signature: string; textVersion: string } | null; outdated: boolean; version: string } };
    expect(answer.copyright.signed).toMatchObject({ signature: 'Zoë Ångström' });
    const pdf = await fetchBytes(`/api/proceedings/papers/${paperId}/copyright.pdf`, chair);
    expect(pdf.type).toBe('application/pdf');
    const text = (await pageTexts(pdf.bytes)).join(' ');
    for (const part of ['Zoë Ångström', 'Corresponding author', paperId, title.slice(0, 30), answer.copyright.version, 'ISBN 978-3-16-148410-0', 'IST']) expect(text).toContain(part);

    const settings = (await call<Record<string, unknown>>('GET', '/api/admin/proceedings/settings', { token: chair })).body;
    const { saved: _saved, copyrightVersion: _version, ...rest } = settings;
    expect((await call('PUT', '/api/admin/proceedings/settings', { token: chair, json: { ...rest, copyrightText: `${String(rest.copyrightText)} Revised.` } })).status).toBe(200);
    const after = (await state(paperId)).body as { copyright: { signed: unknown; outdated: boolean } };
    expect(after.copyright).toMatchObject({ signed: null, outdated: true });
    expect((await call('POST', `/api/authors/papers/${paperId}/copyright`, { token: author.token, json: { signature: 'Zoë Ångström', role: 'Corresponding author' } })).status).toBe(200);
    expect(((await state(paperId)).body as { copyright: { outdated: boolean } }).copyright.outdated).toBe(false);
  });
});

describe("the chair's screen, the reminders, the volume and the exports", () => {
  it('lists each paper with what it misses and its pages, suggests merging affiliations, and reminds the authors of what is missing', async () => {
    const { builtAt } = await layoutBuilt(chair);
    const screen = await call<{ rows: Array<Record<string, unknown>>; affiliations: Array<{ spellings: string[] }>; total: number }>('GET', '/api/admin/proceedings?missing=all', { token: chair });
    expect(screen.status).toBe(200);
    const ours = [paperId, second].map((id) => screen.body.rows.find((row) => row.paperId === id));
    expect(ours[0]).toMatchObject({ cameraReady: 'passed', copyrightSigned: true, metadataConfirmed: true, pages: 6, missing: ['registration'] });
    expect(ours[1]).toMatchObject({ cameraReady: 'passed', copyrightSigned: false, metadataConfirmed: false, missing: ['copyright', 'metadata', 'registration'] });
    expect(ours[1]!.firstPage).toBe((ours[0]!.lastPage as number) + 1);
    expect(screen.body.affiliations.some((group) => group.spellings.includes('Univ. of Madras') && group.spellings.includes('University of Madras'))).toBe(true);
    const copyrightMissing = await call<{ rows: Array<{ paperId: string }> }>('GET', '/api/admin/proceedings?missing=copyright', { token: chair });
    expect(copyrightMissing.body.rows.map((row) => row.paperId)).toContain(second);
    expect(copyrightMissing.body.rows.map((row) => row.paperId)).not.toContain(paperId);
    // Found by a word of the title begun, or an author's name, within a filter too.
    const found = async (query: string) => (await call<{ rows: Array<{ paperId: string }>; total: number; builtAt: string }>('GET', `/api/admin/proceedings?${query}`, { token: chair })).body;
    expect((await found('q=quantum%20anneal')).rows.map((row) => row.paperId)).toEqual([second]);
    expect((await found(`q=${encodeURIComponent('Żółć')}`)).rows.map((row) => row.paperId)).toEqual([second]);
    expect((await found(`q=${paperId}&missing=registration`)).rows.map((row) => row.paperId)).toEqual([paperId]);
    expect(await found(`q=${paperId}&missing=copyright`)).toMatchObject({ rows: [], total: 0, builtAt });

    const preview = await call<{ reminders: Array<{ paperId: string; to: string[]; missing: string[] }> }>('POST', '/api/admin/proceedings/reminders', { token: chair, json: { preview: true, paperIds: [second] } });
    expect(preview.body.reminders).toEqual([{ paperId: second, title: 'Quantum Annealing for Timetables', to: [author.email, 'lukasz@example.org'], missing: ['copyright', 'metadata', 'registration'] }]);
    expect((await db.collection('mail').where('paperId', '==', second).where('kind', '==', 'proceedingsReminder').get()).size).toBe(0);
    const sent = await call<{ message: string }>('POST', '/api/admin/proceedings/reminders', { token: chair, json: { preview: false, paperIds: [second] } });
    expect(sent.body.message).toBe(Messages.proceedingsReminders(1));
    const mail = await onlyMailTo('lukasz@example.org', `paper ${second} still needs`);
    expect(mail.text).toContain('copyright form; confirmed metadata; verified registration');
    expect((await kept(second))!.remindedAt).not.toBeNull();
  });

  it('gives the volume to registered participants only, with contents that match its stamped pages, the same bytes each time', async () => {
    expect((await fetchBytes('/api/proceedings/volume.pdf')).status).toBe(401);
    expect((await fetchBytes('/api/proceedings/volume.pdf', carol)).status).toBe(403);
    const volume = await fetchBytes('/api/proceedings/volume.pdf', author.token);
    expect(volume.status).toBe(200);
    expect(volume.type).toBe('application/pdf');
    expect(Buffer.compare(volume.bytes, (await fetchBytes('/api/proceedings/volume.pdf', chair)).bytes)).toBe(0);
    const texts = await pageTexts(volume.bytes);
    const contents = texts.findIndex((text) => text.startsWith('Contents'));
    const front = texts.findIndex((text, index) => index > contents && !text.startsWith('Contents') && / 1$/.test(text.trim()));
    expect(front).toBeGreaterThan(contents);
    const contentsText = texts.slice(contents, front).join(' ');
    await layoutBuilt(chair);
    for (const [id, heading, authors] of [[paperId, title, [...names, 'Wei Zhang']], [second, 'Quantum Annealing for Timetables', ['Łukasz Żółć']]] as const) {
      const row = (await call<{ rows: Array<{ paperId: string; firstPage: number }> }>('GET', '/api/admin/proceedings?missing=all', { token: chair })).body.rows.find((entry) => entry.paperId === id)!;
      expect(contentsText).toContain(`${heading} ${authors.join(', ')} ${row.firstPage}`);
      const page = texts[front + row.firstPage - 1]!;
      expect(page.trim().endsWith(` ${row.firstPage}`)).toBe(true);
      expect(page.toUpperCase()).toContain(heading.split(' ')[0]!.toUpperCase());
    }
    expect(texts.at(-1)).toContain('Author Index');
    expect(texts.at(-1)).toContain('Żółć, Łukasz');
  });

  it('exports the same records as CSV, BibTeX, a Crossref deposit valid against its schema, a CEUR index and a ZIP', async () => {
    const csv = await fetchBytes('/api/admin/proceedings/papers.csv', chair);
    const rows = parseCsv(csv.bytes.toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows.find((row) => row['Paper ID'] === paperId)).toMatchObject({ Title: title, Pages: '6', DOI: `10.5555/${paperId.toLowerCase()}` });
    expect(rows.find((row) => row['Paper ID'] === paperId)!.Authors).toContain('ORCID 0000-0002-1825-0097');

    // english: false keeps the titles' capitals (the parser sentence-cases English titles for citation styles).
    const bib = parseBibtex((await fetchBytes('/api/admin/proceedings/papers.bib', chair)).bytes.toString('utf8'), { english: false });
    const entry = bib.entries.find((candidate) => candidate.key === paperId)!;
    expect(entry.type).toBe('inproceedings');
    expect(entry.fields.title?.normalize('NFC')).toBe(title);
    expect(entry.fields.author?.map((person) => [person.firstName?.normalize('NFC'), person.lastName?.normalize('NFC')])).toEqual([['Zoë', 'Ångström'], ['José', 'Núñez-Pérez'], ['Wei', 'Zhang']]);

    const crossref = (await fetchBytes('/api/admin/proceedings/crossref.xml', chair)).bytes.toString('utf8');
    expect(crossref).toContain(`<doi>10.5555/${paperId.toLowerCase()}</doi>`);
    const schema = join(process.cwd(), 'tests/fixtures/crossref/crossref5.3.1.xsd');
    const validation = await withFile('deposit.xml', crossref, 'xmllint', (path) => ['--noout', '--nonet', '--schema', schema, path], {
      ...process.env,
      XML_CATALOG_FILES: join(process.cwd(), 'tests/fixtures/crossref/catalog.xml'),
    });
    expect(validation).toBe('');

    const ceur = (await fetchBytes('/api/admin/proceedings/ceur-index.html', chair)).bytes.toString('utf8');
    expect(ceur).toContain(`href="${paperId}.pdf"`);

    const zip = await fetchBytes('/api/admin/proceedings/camera-ready.zip', chair);
    expect(zip.type).toBe('application/zip');
    const listing = await withFile('camera-ready.zip', zip.bytes, 'python3', (path) => ['-c', 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print("\\n".join(z.namelist()))', path]);
    expect(listing.split('\n')).toEqual(expect.arrayContaining(['index.html', `${paperId}.pdf`, `${second}.pdf`, `copyright/${paperId}-copyright.pdf`]));
  });
  it("reorders the volume apart from the settings: the page numbers follow, and saving the settings keeps the order", async () => {
    const rows = async () => (await call<{ rows: Array<{ paperId: string; position: number; firstPage: number }> }>('GET', '/api/admin/proceedings?missing=all', { token: chair })).body.rows;
    const at = (list: Array<{ paperId: string; position: number; firstPage: number }>, id: string) => list.find((row) => row.paperId === id)!;
    expect((await call('PUT', '/api/admin/proceedings/order', { token: chair, json: { order: 'custom', customOrder: [second, paperId] } })).status).toBe(200);
    try {
      await layoutBuilt(chair);
      const reordered = await rows();
      expect(at(reordered, second).position).toBe(1);
      expect(at(reordered, second).firstPage).toBe(1);
      expect(at(reordered, paperId).position).toBe(2);
      expect(at(reordered, paperId).firstPage).toBe(at(reordered, second).firstPage + 6);
      const settings = (await call<Record<string, unknown>>('GET', '/api/admin/proceedings/settings', { token: chair })).body;
      expect(settings).toMatchObject({ order: 'custom', customOrder: [second, paperId] });
      // The Settings form sends what it shows, without the order: the order stays.
      const { saved: _saved, copyrightVersion: _version, order: _order, customOrder: _customOrder, ...shown } = settings;
      expect((await call('PUT', '/api/admin/proceedings/settings', { token: chair, json: { ...shown, preface: 'Welcome to Coimbatore.' } })).status).toBe(200);
      expect((await call<Record<string, unknown>>('GET', '/api/admin/proceedings/settings', { token: chair })).body).toMatchObject({ order: 'custom', customOrder: [second, paperId], preface: 'Welcome to Coimbatore.' });
      const audit = await db.collection('audit').where('action', '==', 'proceedings.order').get();
      expect(audit.docs.some((doc) => JSON.stringify(doc.data().after).includes(second))).toBe(true);
    } finally {
      expect((await call('PUT', '/api/admin/proceedings/order', { token: chair, json: { order: 'paperId', customOrder: [] } })).status).toBe(200);
    }
  });
});
