import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { ProceedingsAuthor, ProceedingsFacts, ProceedingsRecord } from '@confsys/domain';
import { bibtexText, ceurIndexHtml, crossrefXml, papersBibtex, papersCsv, proceedingsCsvColumns, volumeDoi } from './exports';
import { sampleFacts } from '../../../../tests/support/cameraReadyPdfs';

const author = (name: string, given: string, family: string, affiliation: string, country: string, orcid: string | null = null): ProceedingsAuthor => ({
  name,
  given,
  family,
  affiliation,
  country,
  email: `${family.toLowerCase().replace(/[^a-z]/g, '') || 'author'}@example.org`,
  orcid,
});

const zoe = author('Zoë Ångström', 'Zoë', 'Ångström', 'Uppsala Universitet', 'Sweden', '0000-0002-1825-0097');
const jose = author('José Núñez', 'José', 'Núñez', 'Universidad de Zaragoza', 'Spain');
const lukasz = author('Łukasz Żółć', 'Łukasz', 'Żółć', 'Politechnika Łódzka', 'Poland', '0000-0001-5109-370X');
const madhavan = author('Madhavan', '', 'Madhavan', 'Western Ghats University', 'India');
const sato = author('佐藤 花子', '花子', '佐藤', '東京大学', 'Japan');
const nguyen = author('Nguyễn Thị Minh', 'Nguyễn Thị', 'Minh', 'R&D <Labs>, "Hà Nội"', 'Viet Nam');
const bjorn = author('Bjørn Straße', 'Bjørn', 'Straße', '', '');

const records: ProceedingsRecord[] = [
  {
    paperId: 'ICCS25-0001',
    title: '50% of R&D costs $x_1$ #1 {a}',
    abstract: 'We cut 50% of R&D costs.\n\nA second paragraph with <angle> brackets & an ampersand.',
    keywords: ['cost models', 'R&D'],
    authors: [zoe, jose],
    firstPage: 1,
    lastPage: 12,
    pages: 12,
    doi: '10.5555/iccs25-0001',
  },
  {
    paperId: 'ICCS25-0002',
    title: '量子計算の評価: ~tilde, ^caret and \\backslash',
    abstract: '量子計算を評価する。',
    keywords: ['量子計算', 'benchmarks'],
    authors: [lukasz, madhavan, sato, nguyen],
    firstPage: 13,
    lastPage: 20,
    pages: 8,
    doi: '10.5555/iccs25-0002',
  },
  {
    paperId: 'ICCS25-0003',
    title: '=SUM(A1) <script>alert("x")</script>',
    abstract: '',
    keywords: [],
    authors: [bjorn],
    firstPage: null,
    lastPage: null,
    pages: null,
    doi: '10.5555/iccs25-0003',
  },
  {
    paperId: 'ICCS25-0004',
    title: 'A paper without a DOI',
    abstract: 'Not deposited.',
    keywords: ['none'],
    authors: [jose],
    firstPage: 21,
    lastPage: 21,
    pages: 1,
    doi: null,
  },
];

// An ampersand in the title, dates over three days and a base address with a trailing slash.
const facts: ProceedingsFacts = {
  ...sampleFacts,
  proceedingsTitle: 'Proceedings of the International Conference on Computing & Smart Systems',
  startDate: '2025-12-10',
  endDate: '2025-12-12',
  baseUrl: 'https://iccs.example.org/',
};
const withoutIsbn: ProceedingsFacts = { ...facts, isbn: '', publisher: '' };
const batch = { batchId: 'iccs2025-proceedings-1', timestamp: '20251215093000', depositorName: 'ICCS 2025 Chair', depositorEmail: 'chair@iccs.example.org', registrant: 'Western Ghats University' };

const fixtures = fileURLToPath(new URL('../../../../tests/fixtures/crossref/', import.meta.url));

/**
 * xmllint's verdict on each document against the bundled Crossref schema, in one run (compiling the
 * schema, with JATS and MathML, takes seconds); offline, the catalog resolving the MathML import.
 */
function validate(documents: Record<string, string>): Record<string, { ok: boolean; errors: string[] }> {
  const directory = mkdtempSync(join(tmpdir(), 'crossref-'));
  try {
    const paths = Object.entries(documents).map(([name, xml]) => {
      const path = join(directory, `${name}.xml`);
      writeFileSync(path, xml);
      return [name, path] as const;
    });
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', `${fixtures}crossref5.3.1.xsd`, ...paths.map(([, path]) => path)], {
      encoding: 'utf8',
      env: { ...process.env, XML_CATALOG_FILES: `${fixtures}catalog.xml` },
    });
    if (run.error) throw run.error;
    const lines = run.stderr.split('\n');
    return Object.fromEntries(
      paths.map(([name, path]) => [name, { ok: lines.includes(`${path} validates`), errors: lines.filter((line) => line.startsWith(`${path}:`)) }]),
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const nfc = (value: string | undefined) => (value ?? '').normalize('NFC');

describe('papers.csv', () => {
  const text = papersCsv(records);
  const rows = parseCsv(text) as string[][];

  it('has a header and one row per paper, every line ended by CRLF', () => {
    expect(rows[0]).toEqual([...proceedingsCsvColumns]);
    expect(rows).toHaveLength(records.length + 1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(records.length + 2);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('names each author with affiliation, country and ORCID, in order, and keeps accents and CJK', () => {
    expect(rows[1]).toEqual([
      'ICCS25-0001',
      '50% of R&D costs $x_1$ #1 {a}',
      'Zoë Ångström (Uppsala Universitet, Sweden; ORCID 0000-0002-1825-0097); José Núñez (Universidad de Zaragoza, Spain)',
      '1',
      '12',
      '12',
      'cost models; R&D',
      '10.5555/iccs25-0001',
    ]);
    expect(rows[2]?.[2]).toBe(
      'Łukasz Żółć (Politechnika Łódzka, Poland; ORCID 0000-0001-5109-370X); Madhavan (Western Ghats University, India); 佐藤 花子 (東京大学, Japan); Nguyễn Thị Minh (R&D <Labs>, "Hà Nội", Viet Nam)',
    );
    expect(rows[2]?.[6]).toBe('量子計算; benchmarks');
  });

  it('leaves the pages empty for a paper without them, and defuses a title a spreadsheet would run', () => {
    expect(rows[3]).toEqual(['ICCS25-0003', `'=SUM(A1) <script>alert("x")</script>`, 'Bjørn Straße', '', '', '', '', '10.5555/iccs25-0003']);
    expect(rows[4]?.slice(3, 6)).toEqual(['21', '21', '1']);
    expect(rows[4]?.[7]).toBe('');
  });
});

describe('papers.bib', () => {
  const bib = papersBibtex(records, facts);
  const library = parseBibtex(bib, { english: false });

  it('escapes accents and the LaTeX specials', () => {
    expect(bibtexText('é ü ñ ø ß & % $ # _ { } ~ ^ \\')).toBe(
      "{\\'e} {\\\"u} {\\~n} {\\o} {\\ss} \\& \\% \\$ \\# \\_ {\\textbraceleft} {\\textbraceright} {\\textasciitilde} {\\textasciicircum} {\\textbackslash}",
    );
    expect(bibtexText('Łukasz Żółć, Nguyễn, Ångström')).toBe("{\\L}ukasz {\\.Z}{\\'o}{\\l}{\\'c}, Nguy{\\~{\\^e}}n, {\\AA}ngstr{\\\"o}m");
    expect(bibtexText('東京大学 हिन्दी')).toBe('東京大学 हिन्दी');
    expect(bib).toContain('title = {50\\% of R\\&D costs \\$x\\_1\\$ \\#1 {\\textbraceleft}a{\\textbraceright}},');
  });

  it('reads back, with a BibTeX parser, as one @inproceedings per paper keyed by its paper ID', () => {
    expect(library.errors).toEqual([]);
    expect(library.entries.map((entry) => [entry.type, entry.key])).toEqual(records.map((record) => ['inproceedings', record.paperId]));
  });

  it('gives back exactly the titles, the authors’ given and family names, the pages and the DOIs', () => {
    for (const [index, record] of records.entries()) {
      const fields = library.entries[index]!.fields;
      expect(nfc(fields.title)).toBe(record.title);
      expect((fields.author ?? []).map((name) => [nfc(name.firstName), nfc(name.lastName)])).toEqual(record.authors.map((person) => [person.given, person.family]));
      expect(fields.pages).toBe(record.firstPage === null ? undefined : record.firstPage === record.lastPage ? String(record.firstPage) : `${record.firstPage}–${record.lastPage}`);
      expect(fields.doi).toBe(record.doi ?? undefined);
    }
  });

  it('gives the volume’s fields: booktitle, year, address, publisher, ISBN', () => {
    const fields = library.entries[0]!.fields;
    expect(fields.booktitle).toBe(facts.proceedingsTitle);
    expect(fields.year).toBe('2025');
    expect(bib).toContain('  address = {Coimbatore, India},\n  publisher = {Western Ghats University Press},\n  isbn = {978-3-16-148410-0},\n');
    expect(nfc(fields.abstract)).toBe('We cut 50% of R&D costs. A second paragraph with <angle> brackets & an ampersand.');
  });

  it('leaves out what the volume does not have', () => {
    const bare = papersBibtex(records.slice(2, 3), { ...facts, publisher: '', isbn: '', city: '', country: '' });
    expect(bare).toBe(
      '@inproceedings{ICCS25-0003,\n  title = {=SUM(A1) {\\textless}script{\\textgreater}alert("x"){\\textless}/script{\\textgreater}},\n  author = {Stra{\\ss}e, Bj{\\o}rn},\n  booktitle = {Proceedings of the International Conference on Computing \\& Smart Systems},\n  year = {2025},\n  doi = {10.5555/iccs25-0003},\n}\n',
    );
  });
});

describe('the Crossref deposit', () => {
  const xml = crossrefXml(records, facts, batch);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['conference_paper', 'person_name', 'jats:p'].includes(name) });
  const deposit = parser.parse(xml);
  const conference = deposit.doi_batch.body.conference;

  it('validates against Crossref’s schema 5.3.1, with an ISBN and without one, and fails a paper without its title', { timeout: 60_000 }, () => {
    const broken = xml.replace(/<titles>[\s\S]*?<\/titles>/, '');
    expect(broken).not.toBe(xml);
    const verdicts = validate({
      deposit: xml,
      noIsbn: crossrefXml(records, withoutIsbn, batch),
      bare: crossrefXml([], { ...withoutIsbn, doiPrefix: '', acronym: '', city: '', country: '' }, batch),
      broken,
    });
    expect(verdicts.deposit).toEqual({ ok: true, errors: [] });
    expect(verdicts.noIsbn).toEqual({ ok: true, errors: [] });
    expect(verdicts.bare).toEqual({ ok: true, errors: [] });
    expect(verdicts.broken?.ok).toBe(false);
    expect(verdicts.broken?.errors.join('\n')).toMatch(/This element is not expected\. Expected is .*\{http:\/\/www\.crossref\.org\/schema\/5\.3\.1\}titles/);
  });

  it('heads the batch with its ID, timestamp, depositor and registrant', () => {
    expect(deposit.doi_batch['@_version']).toBe('5.3.1');
    expect(deposit.doi_batch.head).toEqual({
      doi_batch_id: batch.batchId,
      timestamp: batch.timestamp,
      depositor: { depositor_name: batch.depositorName, email_address: batch.depositorEmail },
      registrant: batch.registrant,
    });
  });

  it('describes the event and the volume, with the volume’s DOI', () => {
    expect(conference.event_metadata).toEqual({
      conference_name: facts.conferenceTitle,
      conference_acronym: 'ICCS 2025',
      conference_location: 'Coimbatore, India',
      conference_date: { '#text': '10-12 Dec 2025', '@_start_year': '2025', '@_start_month': '12', '@_start_day': '10', '@_end_year': '2025', '@_end_month': '12', '@_end_day': '12' },
    });
    expect(conference.proceedings_metadata.proceedings_title).toBe(facts.proceedingsTitle);
    expect(conference.proceedings_metadata.publisher.publisher_name).toBe(facts.publisher);
    expect(conference.proceedings_metadata.isbn['#text']).toBe(facts.isbn);
    expect(conference.proceedings_metadata.doi_data).toEqual({ doi: '10.5555/iccs-2025', resource: 'https://iccs.example.org/publication' });
    expect(volumeDoi(facts)).toBe('10.5555/iccs-2025');

    const bare = parser.parse(crossrefXml(records, withoutIsbn, batch)).doi_batch.body.conference.proceedings_metadata;
    expect(bare.noisbn).toEqual({ '@_reason': 'archive_volume' });
    expect(bare.isbn).toBeUndefined();
    expect(bare.publisher.publisher_name).toBe(facts.organiser);
  });

  it('deposits every paper with a DOI, and only those, with its authors, title, pages and landing page', () => {
    const papers = conference.conference_paper;
    expect(papers.map((paper: { doi_data: { doi: string } }) => paper.doi_data.doi)).toEqual(['10.5555/iccs25-0001', '10.5555/iccs25-0002', '10.5555/iccs25-0003']);
    const [first, second, third] = papers;
    expect(first.titles.title).toBe(records[0]!.title);
    expect(first.contributors.person_name).toEqual([
      {
        '@_sequence': 'first',
        '@_contributor_role': 'author',
        given_name: 'Zoë',
        surname: 'Ångström',
        affiliations: { institution: { institution_name: 'Uppsala Universitet', institution_place: 'Sweden' } },
        ORCID: 'https://orcid.org/0000-0002-1825-0097',
      },
      {
        '@_sequence': 'additional',
        '@_contributor_role': 'author',
        given_name: 'José',
        surname: 'Núñez',
        affiliations: { institution: { institution_name: 'Universidad de Zaragoza', institution_place: 'Spain' } },
      },
    ]);
    expect(first['jats:abstract']['jats:p']).toEqual(['We cut 50% of R&D costs.', 'A second paragraph with <angle> brackets & an ampersand.']);
    expect(first.pages).toEqual({ first_page: '1', last_page: '12' });
    expect(first.doi_data.resource).toBe('https://iccs.example.org/publication#ICCS25-0001');
    expect(second.titles.title).toBe(records[1]!.title);
    expect(second.contributors.person_name[1]).toEqual({
      '@_sequence': 'additional',
      '@_contributor_role': 'author',
      surname: 'Madhavan',
      affiliations: { institution: { institution_name: 'Western Ghats University', institution_place: 'India' } },
    });
    expect(second.contributors.person_name[3].affiliations.institution.institution_name).toBe('R&D <Labs>, "Hà Nội"');
    expect(third.pages).toBeUndefined();
    expect(third.contributors.person_name[0].affiliations).toBeUndefined();
    expect(third.titles.title).toBe('=SUM(A1) <script>alert("x")</script>');
  });
});

describe('the CEUR-WS index.html', () => {
  const html = ceurIndexHtml(records, facts);
  const document = parseDocument(html);
  type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];
  const elements = (name: string, root: Element | typeof document = document) => DomUtils.getElementsByTagName(name, root, true);
  const byClass = (root: Element, name: string) => DomUtils.findAll((element) => element.attribs.class === name, [root]);
  const text = (element: Element | undefined) => (element ? DomUtils.textContent(element) : '');

  it('is a whole HTML5 document with its language, character set and title', () => {
    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true);
    expect(elements('html')[0]?.attribs.lang).toBe('en');
    expect(elements('meta').some((meta) => meta.attribs.charset === 'utf-8')).toBe(true);
    expect(text(elements('title')[0])).toBe('ICCS 2025: Proceedings of the International Conference on Computing & Smart Systems');
  });

  it('heads the volume with its acronym, title, place and days', () => {
    const body = elements('body')[0]!;
    expect(text(byClass(body, 'CEURVOLACRONYM')[0])).toBe('ICCS 2025');
    expect(text(byClass(body, 'CEURVOLTITLE')[0])).toBe(facts.proceedingsTitle);
    expect(text(byClass(body, 'CEURLOCATION')[0])).toBe('Coimbatore, India');
    expect(text(byClass(body, 'CEURLOCTIME')[0])).toBe('10-12 Dec 2025');
  });

  it('lists each paper: its title linking to its PDF, its pages and its authors', () => {
    const items = elements('li');
    expect(items).toHaveLength(records.length);
    for (const [index, record] of records.entries()) {
      const item = items[index]!;
      const link = elements('a', item)[0]!;
      expect(link.attribs.href).toBe(`${record.paperId}.pdf`);
      expect(text(byClass(link, 'CEURTITLE')[0])).toBe(record.title);
      expect(byClass(item, 'CEURAUTHOR').map(text)).toEqual(record.authors.map((person) => person.name));
      const pages = record.firstPage === null ? [] : [record.firstPage === record.lastPage ? `${record.firstPage}` : `${record.firstPage}-${record.lastPage}`];
      expect(byClass(item, 'CEURPAGES').map(text)).toEqual(pages);
    }
  });

  it('keeps a title holding <script> as text', () => {
    expect(elements('script')).toEqual([]);
    expect(html).toContain('=SUM(A1) &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});
