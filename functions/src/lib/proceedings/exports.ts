// The proceedings' exports, made from the normalised records (one per paper, domain/src/proceedings/proceedings.ts):
// the papers' CSV, their BibTeX, the Crossref deposit of the volume and its papers' DOIs, and the table
// of contents a CEUR-WS style volume opens with (index.html). Pure: the same records and facts always
// give the same text, so an export can be made again and compared.
import { csvLine, escapeHtml, formatDaysIn, type ProceedingsAuthor, type ProceedingsFacts, type ProceedingsRecord } from '@confsys/domain';
import { XMLBuilder } from 'fast-xml-parser';

/** Runs of white space (line breaks included) as one space, trimmed: the exports print every value on one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The paper's pages as printed ("5-12", "7"), or '' before it has its place in the volume. */
function pageRange(record: ProceedingsRecord, dash: string): string {
  if (record.firstPage === null) return '';
  return record.lastPage === null || record.lastPage === record.firstPage ? String(record.firstPage) : `${record.firstPage}${dash}${record.lastPage}`;
}

/** The conference's days as the title page names them ("10-12 Dec 2025"), or the days as stored when they are not dates. */
function conferenceDays(facts: ProceedingsFacts): string {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (day.test(facts.startDate) && day.test(facts.endDate)) return formatDaysIn(facts.startDate, facts.endDate, 'UTC');
  return [facts.startDate, facts.endDate].filter((date) => date !== '').join(' - ');
}

const place = (facts: ProceedingsFacts) => [facts.city, facts.country].map(oneLine).filter((part) => part !== '').join(', ');

// ---------------------------------------------------------------------------------------------------
// papers.csv

export const proceedingsCsvColumns = ['Paper ID', 'Title', 'Authors', 'First page', 'Last page', 'Pages', 'Keywords', 'DOI'] as const;

/** An author as the CSV names them: "Name (Affiliation, Country; ORCID 0000-...)", with what is missing left out. */
function csvAuthor(author: ProceedingsAuthor): string {
  const where = [author.affiliation, author.country].map(oneLine).filter((part) => part !== '').join(', ');
  const details = [where, author.orcid ? `ORCID ${author.orcid}` : ''].filter((part) => part !== '').join('; ');
  const name = oneLine(author.name);
  return details === '' ? name : `${name} (${details})`;
}

/**
 * The papers as CSV for the chair and the publisher: a header, then one row per paper in the records'
 * order. Fields are quoted and formula-like values defused as in papers.csv (csvLine); lines end in
 * CRLF, as RFC 4180 has them.
 */
export function papersCsv(records: readonly ProceedingsRecord[]): string {
  const rows = records.map((record) => [
    record.paperId,
    oneLine(record.title),
    record.authors.map(csvAuthor).join('; '),
    record.firstPage === null ? '' : String(record.firstPage),
    record.lastPage === null ? '' : String(record.lastPage),
    record.pages === null ? '' : String(record.pages),
    record.keywords.map(oneLine).join('; '),
    record.doi ?? '',
  ]);
  return [proceedingsCsvColumns, ...rows].map((row) => `${csvLine(row)}\r\n`).join('');
}

// ---------------------------------------------------------------------------------------------------
// papers.bib

/** Characters LaTeX reads as commands, and those its old font encodings print wrongly, as text. */
const latexSpecials: Record<string, string> = {
  '\\': '{\\textbackslash}',
  '{': '{\\textbraceleft}',
  '}': '{\\textbraceright}',
  '~': '{\\textasciitilde}',
  '^': '{\\textasciicircum}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '<': '{\\textless}',
  '>': '{\\textgreater}',
  '|': '{\\textbar}',
  '\u00a0': '~',
  '\u2013': '--',
  '\u2014': '---',
};

/** Letters that are LaTeX macros of their own rather than a letter with an accent. */
const latexLetters: Record<string, string> = {
  ø: '{\\o}',
  Ø: '{\\O}',
  ß: '{\\ss}',
  æ: '{\\ae}',
  Æ: '{\\AE}',
  œ: '{\\oe}',
  Œ: '{\\OE}',
  å: '{\\aa}',
  Å: '{\\AA}',
  ł: '{\\l}',
  Ł: '{\\L}',
  ı: '{\\i}',
  đ: '{\\dj}',
  Đ: '{\\DJ}',
  ð: '{\\dh}',
  Ð: '{\\DH}',
  þ: '{\\th}',
  Þ: '{\\TH}',
};

/** Combining accents and the LaTeX accent commands that put them on a letter. */
const latexAccents: Record<string, string> = {
  '\u0300': '`',
  '\u0301': "'",
  '\u0302': '^',
  '\u0303': '~',
  '\u0304': '=',
  '\u0306': 'u',
  '\u0307': '.',
  '\u0308': '"',
  '\u030a': 'r',
  '\u030b': 'H',
  '\u030c': 'v',
  '\u0323': 'd',
  '\u0327': 'c',
  '\u0328': 'k',
  '\u0331': 'b',
};

/** A Latin letter with its accents as one braced accent command ({\'e}, {\v c}, {\^{\d e}}), or null when one of them has none. */
function accented(letter: string, marks: string): string | null {
  let text = letter;
  for (const mark of marks) {
    const command = latexAccents[mark];
    if (command === undefined) return null;
    const argument = text.length === 1 ? text : `{${text}}`;
    text = /[a-z]/i.test(command) && text.length === 1 ? `\\${command} ${argument}` : `\\${command}${argument}`;
  }
  return `{${text}}`;
}

/**
 * Text as a BibTeX field holds it: the specials escaped (\&, \%, \$, \#, \_), braces, tilde, caret and
 * backslash as text commands ({\textbraceleft}: a bare \{ would unbalance BibTeX's count of braces),
 * accented Latin letters as braced accent commands ({\'e}, {\"u}, {\~n}) and letters such as ø and ß as
 * their commands, which BibTeX sorts and changes the case of as letters. Other scripts (CJK, Cyrillic,
 * Devanagari) stay as they are, for UTF-8 LaTeX and Biber.
 */
export function bibtexText(value: string): string {
  let text = '';
  for (const [cluster = '', base = '', marks = ''] of oneLine(value).normalize('NFD').matchAll(/(\P{M}?)(\p{M}*)/gu)) {
    if (cluster === '') continue;
    const composed = cluster.normalize('NFC');
    text += latexSpecials[composed] ?? latexLetters[composed] ?? (marks !== '' && /^[a-z]$/i.test(base) ? accented(base, marks) : null) ?? composed;
  }
  return text;
}

/** A name part that BibTeX would split (a comma, or the word "and") kept whole in braces. */
const namePart = (value: string) => {
  const text = bibtexText(value);
  return /,|\band\b/i.test(value) ? `{${text}}` : text;
};

/** An author as BibTeX reads one: "Family, Given", or the family name alone. */
function bibtexAuthor(author: ProceedingsAuthor): string {
  const family = oneLine(author.family) || oneLine(author.name);
  const given = oneLine(author.given);
  return given === '' ? namePart(family) : `${namePart(family)}, ${namePart(given)}`;
}

/** A verbatim field (DOI, keywords), which BibTeX tools read as it is written: only braces, which would end it, are left out. */
const verbatim = (value: string) => oneLine(value).replace(/[{}]/g, '');

/**
 * The papers as BibTeX: one @inproceedings per paper, keyed by its paper ID, with its fields always in
 * the same order and the empty ones left out.
 */
export function papersBibtex(records: readonly ProceedingsRecord[], facts: ProceedingsFacts): string {
  return records
    .map((record) => {
      const fields: [string, string][] = [
        ['title', bibtexText(record.title)],
        ['author', record.authors.map(bibtexAuthor).join(' and ')],
        ['booktitle', bibtexText(facts.proceedingsTitle)],
        ['year', String(facts.edition)],
        ['pages', pageRange(record, '--')],
        ['address', bibtexText(place(facts))],
        ['publisher', bibtexText(facts.publisher)],
        ['isbn', bibtexText(facts.isbn)],
        ['doi', verbatim(record.doi ?? '')],
        ['keywords', record.keywords.map(verbatim).filter((keyword) => keyword !== '').join(', ')],
        ['abstract', bibtexText(record.abstract)],
      ];
      const lines = fields.filter(([, value]) => value !== '').map(([name, value]) => `  ${name} = {${value}},`);
      return `@inproceedings{${record.paperId},\n${lines.join('\n')}\n}\n`;
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Crossref deposit

/** The Crossref deposit schema the XML follows (bundled for the tests in tests/fixtures/crossref). */
export const crossrefSchemaVersion = '5.3.1';
const crossrefNamespace = `http://www.crossref.org/schema/${crossrefSchemaVersion}`;

/** Who deposits the batch, its ID, and its time (yyyymmddhhmmss): Crossref applies a deposit only if it is newer than the DOI's last. */
export interface CrossrefBatch {
  batchId: string;
  timestamp: string;
  depositorName: string;
  depositorEmail: string;
  registrant: string;
}

/** Text as XML 1.0 may carry it: characters it forbids (control characters, lone surrogates) left out. */
const xmlText = (value: string) => value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
const xmlLine = (value: string) => oneLine(xmlText(value));

/** The volume's DOI: `{prefix}/{acronym in lower case, spaces as hyphens}`, or null without a DOI prefix. */
export function volumeDoi(facts: ProceedingsFacts): string | null {
  const suffix = oneLine(facts.acronym).toLowerCase().replace(/ /g, '-');
  return facts.doiPrefix === '' || suffix === '' ? null : `${facts.doiPrefix}/${suffix}`;
}

const publicationPage = (facts: ProceedingsFacts) => `${facts.baseUrl.replace(/\/+$/, '')}/publication`;

/** A day's parts as conference_date's attributes take them, or none when the day is not a date. */
function dayAttributes(prefix: 'start' | 'end', day: string): Record<string, number> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return {};
  return { [`@_${prefix}_year`]: Number(match[1]), [`@_${prefix}_month`]: Number(match[2]), [`@_${prefix}_day`]: Number(match[3]) };
}

/** An author as Crossref lists them: given name (none for a one-word name), surname, affiliation with its country, ORCID iD as a URL. */
function personName(author: ProceedingsAuthor, index: number) {
  const given = xmlLine(author.given);
  const affiliation = xmlLine(author.affiliation);
  const country = xmlLine(author.country);
  return {
    '@_sequence': index === 0 ? 'first' : 'additional',
    '@_contributor_role': 'author',
    ...(given === '' ? {} : { given_name: given }),
    surname: xmlLine(author.family) || xmlLine(author.name),
    ...(affiliation === '' ? {} : { affiliations: { institution: { institution_name: affiliation, ...(country === '' ? {} : { institution_place: country }) } } }),
    ...(author.orcid ? { ORCID: `https://orcid.org/${author.orcid}` } : {}),
  };
}

/** The abstract's paragraphs (split at blank lines) as JATS paragraphs, as Crossref takes abstracts. */
function abstractParagraphs(abstract: string): string[] {
  return xmlText(abstract)
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter((paragraph) => paragraph !== '');
}

/** A paper with a DOI, in the order the schema asks: authors, title, abstract, year, pages, DOI and landing page. */
function conferencePaper(record: ProceedingsRecord & { doi: string }, facts: ProceedingsFacts) {
  const paragraphs = abstractParagraphs(record.abstract);
  return {
    ...(record.authors.length === 0 ? {} : { contributors: { person_name: record.authors.map(personName) } }),
    titles: { title: xmlLine(record.title) },
    ...(paragraphs.length === 0 ? {} : { 'jats:abstract': { 'jats:p': paragraphs } }),
    publication_date: { '@_media_type': 'online', year: facts.edition },
    ...(record.firstPage === null ? {} : { pages: { first_page: record.firstPage, ...(record.lastPage === null ? {} : { last_page: record.lastPage }) } }),
    doi_data: { doi: record.doi, resource: `${publicationPage(facts)}#${encodeURIComponent(record.paperId)}` },
  };
}

const xmlBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: true });

/**
 * The Crossref deposit (schema 5.3.1) of the volume and of every paper that has a DOI: the conference
 * as an event, the proceedings with their publisher, year, ISBN (or noisbn) and volume DOI, then one
 * conference_paper per paper with its authors (ORCID iDs as URLs), title, abstract, pages and landing
 * page (`{baseUrl}/publication#{paperId}`). Without a publisher the organiser publishes the volume.
 */
export function crossrefXml(records: readonly ProceedingsRecord[], facts: ProceedingsFacts, batch: CrossrefBatch): string {
  const acronym = xmlLine(facts.acronym);
  const location = xmlLine(place(facts));
  const isbn = xmlLine(facts.isbn);
  const doi = volumeDoi(facts);
  const withDoi = records.filter((record): record is ProceedingsRecord & { doi: string } => record.doi !== null && record.doi !== '');
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    doi_batch: {
      '@_xmlns': crossrefNamespace,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xmlns:jats': 'http://www.ncbi.nlm.nih.gov/JATS1',
      '@_version': crossrefSchemaVersion,
      '@_xsi:schemaLocation': `${crossrefNamespace} https://www.crossref.org/schemas/crossref${crossrefSchemaVersion}.xsd`,
      head: {
        doi_batch_id: xmlLine(batch.batchId),
        timestamp: xmlLine(batch.timestamp),
        depositor: { depositor_name: xmlLine(batch.depositorName), email_address: xmlLine(batch.depositorEmail) },
        registrant: xmlLine(batch.registrant),
      },
      body: {
        conference: {
          event_metadata: {
            conference_name: xmlLine(facts.conferenceTitle),
            ...(acronym === '' ? {} : { conference_acronym: acronym }),
            ...(location === '' ? {} : { conference_location: location }),
            conference_date: { ...dayAttributes('start', facts.startDate), ...dayAttributes('end', facts.endDate), '#text': xmlLine(conferenceDays(facts)) },
          },
          proceedings_metadata: {
            proceedings_title: xmlLine(facts.proceedingsTitle),
            publisher: { publisher_name: xmlLine(facts.publisher) || xmlLine(facts.organiser) },
            publication_date: { '@_media_type': 'online', year: facts.edition },
            ...(isbn === '' ? { noisbn: { '@_reason': 'archive_volume' } } : { isbn: { '@_media_type': 'electronic', '#text': isbn } }),
            ...(doi === null ? {} : { doi_data: { doi, resource: publicationPage(facts) } }),
          },
          ...(withDoi.length === 0 ? {} : { conference_paper: withDoi.map((record) => conferencePaper(record, facts)) }),
        },
      },
    },
  };
  return xmlBuilder.build(document);
}

// ---------------------------------------------------------------------------------------------------
// CEUR-WS index.html

/** One paper in the table of contents, with CEUR-WS's class names (CEURTITLE, CEURPAGES, CEURAUTHOR), which its tools read. */
function ceurEntry(record: ProceedingsRecord): string {
  const pages = pageRange(record, '-');
  const authors = record.authors.map((author) => `<span class="CEURAUTHOR">${escapeHtml(oneLine(author.name))}</span>`).join(',\n    ');
  return [
    `  <li id="${escapeHtml(record.paperId)}"><a href="${escapeHtml(`${encodeURIComponent(record.paperId)}.pdf`)}"><span class="CEURTITLE">${escapeHtml(oneLine(record.title))}</span></a>`,
    ...(pages === '' ? [] : [`    <span class="CEURPAGES">${escapeHtml(pages)}</span>`]),
    ...(authors === '' ? [] : [`    <br>\n    ${authors}`]),
    '  </li>',
  ].join('\n');
}

/**
 * The volume's table of contents as a CEUR-WS style index.html: the proceedings' title, acronym, place
 * and days, then each paper's title (linking to `{paperId}.pdf`), pages and authors. Every value is
 * HTML-escaped, so a title that holds markup shows as text.
 */
export function ceurIndexHtml(records: readonly ProceedingsRecord[], facts: ProceedingsFacts): string {
  const acronym = escapeHtml(oneLine(facts.acronym));
  const title = escapeHtml(oneLine(facts.proceedingsTitle));
  const where = [
    place(facts) === '' ? '' : `<span class="CEURLOCATION">${escapeHtml(place(facts))}</span>`,
    conferenceDays(facts) === '' ? '' : `<span class="CEURLOCTIME">${escapeHtml(conferenceDays(facts))}</span>`,
  ].filter((part) => part !== '');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${acronym === '' ? title : `${acronym}: ${title}`}</title>`,
    '</head>',
    '<body>',
    `<h1>${acronym === '' ? '' : `<span class="CEURVOLACRONYM">${acronym}</span> - `}<span class="CEURVOLTITLE">${title}</span></h1>`,
    ...(where.length === 0 ? [] : [`<h3>${where.join(', ')}</h3>`]),
    '<h2>Table of Contents</h2>',
    '<ul>',
    ...records.map(ceurEntry),
    '</ul>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
