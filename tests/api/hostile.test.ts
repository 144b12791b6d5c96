// Hostile input on every endpoint of the route table: missing, extra and mistyped fields, huge strings,
// malformed JSON and multipart bodies, wrong content types, files whose bytes lie about their type,
// empty and over-size files, path traversal in every path parameter and paper ID, and other users'
// papers. Each answer must be a 4xx with a JSON { message } naming the problem (never a 500, a stack
// trace or an HTML page), and nothing may be written: Firestore counts, watched documents, Auth accounts
// and the file store are compared before and after every request.
// Rows are sent byte for byte (tests/support/rawHttp.ts): through Hosting as the SPA calls, except the
// path-traversal rows, which go straight to the function (a deployed function has its own public URL,
// and the Hosting emulator resolves or refuses some of those paths itself before they reach us).
// Bodies over the runtime's limit (32 MB) are refused by the Functions runtime before our code runs:
// those rows are marked `byRuntime` and must still be a 4xx without a stack trace, though the page is
// the runtime's, not our JSON. Malformed JSON and charsets are ours (functions/src/lib/platformGuard.ts).
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { MarkupMessages, Messages, mailingRequestMessage, messageTemplateKeys, certificatesRequestMessage, invitationsRequestMessage, remindRequestMessage, emergencyRequestMessage, emergencyDueMessage, emergencyNoteMessage, bidMessage, copyrightRoleMessage, declaredAmountMessage, defaultFeeTable, defaultIdentity, defaultPrivacy, defaultProceedingsSettings, periodError, conference, signatureMessage, referenceMessage, reviewCriteria, reviewerTopicsMessage, type Role } from '@confsys/domain';
import { calendarIn } from '../../domain/src/calendar/calendar.fixtures';
import { routes } from '../../functions/src/api/routes';
import type { Route } from '../../functions/src/lib/http';
import { adminAuth, db } from '../support/admin';
import { authorForm, call, demo, form, fullReview, loginAs, newAuthor, uniqueEmail, registrationForm } from '../support/emulator';
import { fakePdfBytes, pdfBytes, pdfText, pngBytes } from '../support/files';
import { bombPdf, ordinaryPdf, zeroPagePdf } from '../support/pdfs';
import { cameraReadyPdf } from '../support/cameraReadyPdfs';
import { callRouter } from '../support/inProcess';
import { encodeForm, multipart, rawCall, type RawAnswer, type Via } from '../support/rawHttp';
import { acceptedPaper, authorBlock, buildWorld, deputyAdmin, manuscriptFields, reviewerRecordFields, snapshot, submitManuscript, type Persona, type World } from '../support/world';

let w: World;
/** bob's accepted paper, for the proceedings' rows: they reach the form only on an accepted paper of the caller's. */
let accepted = '';

beforeAll(async () => {
  w = await buildWorld();
  accepted = await acceptedPaper(w.tokens.chair, w.tokens.bob, 'hostile-proceedings');
});

// ---------------------------------------------------------------------------------------------------
// The rows

type Kind =
  | 'missing'
  | 'extra'
  | 'types'
  | 'huge'
  | 'malformed'
  | 'content-type'
  | 'file'
  | 'traversal'
  | 'other-user'
  | 'state'
  | 'token'
  | 'method';

interface Outgoing {
  method?: string;
  path?: string;
  via?: Via;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  raw?: { contentType?: string; bytes: string | Uint8Array };
}

interface Row {
  kind: Kind;
  case: string;
  as: Persona;
  send: (world: World) => Outgoing | Promise<Outgoing>;
  status: number;
  /** The message the answer must carry; absent only for rows the runtime answers itself. */
  message?: string | RegExp;
  byRuntime?: true;
  /** For traversal rows: the path parameter under attack. */
  param?: string;
}

interface Entry {
  body: 'json' | 'multipart' | 'none';
  /** Multipart routes that take a file, so file rows are required. */
  takesFile?: true;
  rows: Row[];
}

const MB = 1024 * 1024;
/** A calendar in order, far ahead, as the hostile calendar rows start from. */
const validCalendar = calendarIn(2031);
const megabyte = 'x'.repeat(MB);
/** Final metadata for bob's accepted paper, valid but for what a row changes in its one author. */
const finalMetadata = (author: Record<string, unknown> = {}) => ({
  title: 'Learning to schedule edge workloads',
  abstract: 'We schedule edge workloads.',
  keywords: 'edge, scheduling',
  authors: [{ name: 'Bob Author', affiliation: 'Example College', country: 'India', email: 'bob@example.org', orcid: '0000-0002-1825-0097', ...author }],
});
const hundredKilobytes = 't'.repeat(100 * 1024);
const script = '<script>alert(1)</script>';
const verifyPaymentsMessage = 'List 1 to 25 payment IDs (letters and digits) to verify.';
const attendanceEmailsMessage = 'emails lists 1 to 2000 email addresses.';
const certificateEmailsMessage = 'filter.emails lists 1 to 2000 email addresses.';
const previewIdMessage = 'previewId is the previewId a preview answered.';
const revokeReasonMessage = 'Give the reason for revoking (1 to 500 characters).';
/** A code shaped like a certificate's that nobody was issued. */
const unissuedCode = '0000-0000-0000-0000';
/** A link's secret of the right shape that names no invitation. */
const guessedToken = 'G'.repeat(43);
const invitationSuggestionsMessage = 'suggestions lists at most 10 colleagues, each { name, email } with a valid address.';
const rejectReasonMessage = 'Give the reason (1 to 500 characters): the payer reads it.';
const creditAmountMessage = 'The amount credited is a whole number in the smallest unit, more than 0 and at most what the document charged.';
/** A session of the programme, valid but for what a row changes. */
const programmeSession = { id: 's1', kind: 'session', title: 'Hostile session', room: 'Hall 1', online: false, start: '2025-09-18T10:00:00+05:30', end: '2025-09-18T11:00:00+05:30', chair: '', paperIds: [] as string[] };

const messages = {
  expectedJson: 'Send the request body as JSON (Content-Type: application/json).',
  expectedForm: 'Send the form as multipart/form-data.',
  notAnObject: 'The request body must be a JSON object.',
  malformedJson: 'The request body is not valid JSON.',
  expectedUtf8Json: 'Send the request body as JSON in UTF-8 (charset=utf-8, or no charset).',
  noBoundary: 'The multipart form is malformed (missing boundary).',
  malformedForm: 'The multipart form is malformed.',
  tooManyFiles: 'The form has too many files.',
  signInRequired: 'Sign in required: send Authorization: Bearer <ID token>.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  invalidParam: (name: string) => `Not found: the ${name} in the address is not a valid ID.`,
  paperNotFound: (paperId: string) => `No paper with ID ${paperId} was found.`,
  pageSizeRange: 'pageSize must be a whole number from 1 to 100.',
  pageCursorInvalid: 'after must be the paper ID of the last row of the previous page.',
  pageCursorUnknown: (paperId: string) => `The page cursor names no paper: ${paperId}. Start again from the first page.`,
  sortInvalid: 'sort must be paperId or title.',
  orderInvalid: 'order must be asc or desc.',
  statusFilterInvalid: 'status must be one or more paper statuses separated by commas (submitted, Under Review, Accepted, Rejected, Published, Withdrawn).',
  showInvalid: 'show must be needs-reviewers, reviews-missing or in-review.',
  searchTooLong: 'The search may be at most 100 characters.',
  committeeIdsInvalid: 'ids must be at most 50 reviewer IDs separated by commas.',
  reviewerCursorInvalid: 'after must be the reviewer ID of the last row of the previous page.',
  reviewerCursorUnknown: (reviewerId: string) => `The page cursor names no reviewer: ${reviewerId}. Start again from the first page.`,
  paperIdRequired: 'Paper ID is required',
  notYourPaper: 'This paper belongs to another author.',
  notAssigned: 'This paper is not assigned to you.',
  fieldTooLong: (field: string) => `The field ${field} is too long.`,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters).`,
  fileTooLarge: (limit: string) => `The file is too large (at most ${limit}).`,
  emptyFile: 'The uploaded file is empty.',
  reviewerNotFound: 'No reviewer with this ID was found.',
  ownEmailOnly: 'You can only list the papers assigned to your own email.',
} as const;

const [methodOf, pathOf] = [(key: string) => key.split(' ')[0]!, (key: string) => key.split(' ')[1]!];

/** A PDF-, PNG- or other-headed file of exactly `size` bytes. */
function sized(size: number, head: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

/** A real ZIP archive (stored entries), e.g. a spreadsheet, which is not a Word document. */
function zip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const spreadsheet = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
const docx = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });

const row = (kind: Kind, caseName: string, as: Persona, send: Row['send'], status: number, message?: string | RegExp): Row => ({
  kind,
  case: caseName,
  as,
  send,
  status,
  message,
});
const jsonRow = (kind: Kind, caseName: string, as: Persona, body: (world: World) => unknown, status: number, message: string | RegExp) =>
  row(kind, caseName, as, (world) => ({ json: body(world) }), status, message);
const formRow = (
  kind: Kind,
  caseName: string,
  as: Persona,
  fields: (world: World) => Record<string, string>,
  files: (world: World) => Promise<Record<string, [Uint8Array, string, string?]>> | Record<string, [Uint8Array, string, string?]>,
  status: number,
  message: string | RegExp,
) => row(kind, caseName, as, async (world) => ({ form: form(fields(world), await files(world)) }), status, message);
const getRow = (kind: Kind, caseName: string, as: Persona, path: (world: World) => string, status: number, message: string | RegExp) =>
  row(kind, caseName, as, (world) => ({ path: path(world) }), status, message);

/** Rows of a paged paper list's query string: sizes past the bound, cursors that name no paper or are paths, unknown orders and filters. */
function pageQueryRows(path: string): Row[] {
  const at = (query: string) => () => `${path}?${query}`;
  return [
    getRow('huge', 'a page of 101 papers', 'chair', at('pageSize=101'), 400, messages.pageSizeRange),
    getRow('huge', 'a page of a million papers', 'chair', at('pageSize=1000000'), 400, messages.pageSizeRange),
    getRow('types', 'a page size of zero', 'chair', at('pageSize=0'), 400, messages.pageSizeRange),
    getRow('types', 'a negative page size', 'chair', at('pageSize=-5'), 400, messages.pageSizeRange),
    getRow('types', 'a fractional page size', 'chair', at('pageSize=2.5'), 400, messages.pageSizeRange),
    getRow('types', 'a page size in words', 'chair', at('pageSize=ten'), 400, messages.pageSizeRange),
    getRow('state', 'a cursor naming no paper', 'chair', at('after=ICCS99-9999'), 400, messages.pageCursorUnknown('ICCS99-9999')),
    getRow('traversal', 'a path as the cursor', 'chair', at('after=..%2F..%2Fusers%2Fadmin'), 400, messages.pageCursorInvalid),
    getRow('traversal', 'another collection as the cursor', 'chair', at('after=users%2Fadmin'), 400, messages.pageCursorInvalid),
    getRow('types', 'an unknown sort', 'chair', at('sort=__name__'), 400, messages.sortInvalid),
    getRow('types', 'an unknown order', 'chair', at('order=sideways'), 400, messages.orderInvalid),
    getRow('types', 'an unknown status', 'chair', at('status=Accepted,Lost'), 400, messages.statusFilterInvalid),
    getRow('types', 'an unknown reviewer state', 'chair', at('show=everything'), 400, messages.showInvalid),
    getRow('huge', 'a 4 KB search', 'chair', at(`q=${'a'.repeat(4096)}`), 400, messages.searchTooLong),
    getRow('huge', 'a 4 KB status list', 'chair', at(`status=${'Accepted,'.repeat(500)}`), 400, messages.statusFilterInvalid),
  ];
}

/** The rows of a reviewer list's query (getreviewers, the assign dialog's candidates, the committee). */
function reviewerQueryRows(persona: Persona, path: (world: World) => string): Row[] {
  const at = (query: string) => (world: World) => `${path(world)}?${query}`;
  return [
    getRow('huge', 'a page of 101 reviewers', persona, at('pageSize=101'), 400, messages.pageSizeRange),
    getRow('huge', 'a page of a million reviewers', persona, at('pageSize=1000000'), 400, messages.pageSizeRange),
    getRow('types', 'a page size of zero', persona, at('pageSize=0'), 400, messages.pageSizeRange),
    getRow('types', 'a page size in words', persona, at('pageSize=ten'), 400, messages.pageSizeRange),
    getRow('state', 'a cursor naming no reviewer', persona, at('after=no-such-reviewer'), 400, messages.reviewerCursorUnknown('no-such-reviewer')),
    getRow('traversal', 'a path as the cursor', persona, at('after=..%2F..%2Fusers%2Fadmin'), 400, messages.reviewerCursorInvalid),
    getRow('huge', 'a 4 KB search', persona, at(`q=${'a'.repeat(4096)}`), 400, messages.searchTooLong),
  ];
}

/** Rows every JSON endpoint gets: bodies that are not a JSON object, and other content types. */
function jsonEnvelope(as: Persona): Row[] {
  const raw = (contentType: string | undefined, bytes: string) => () => ({ raw: { contentType, bytes } });
  return [
    row('malformed', 'a truncated JSON body', as, raw('application/json', '{"email": "a@b.co", "password": '), 400, messages.malformedJson),
    row('malformed', 'JSON with a trailing comma', as, raw('application/json', '{"email": "a@b.co",}'), 400, messages.malformedJson),
    row('malformed', 'a JSON null', as, raw('application/json', 'null'), 400, messages.notAnObject),
    row('malformed', 'a bare JSON string', as, raw('application/json', '"hello"'), 400, messages.notAnObject),
    row('malformed', 'JSON in an unknown charset', as, raw('application/json; charset=klingon', '{}'), 415, messages.expectedUtf8Json),
    row('malformed', 'a JSON array', as, raw('application/json', '[{"email": "a@b.co"}]'), 400, messages.notAnObject),
    row('content-type', 'text/plain', as, raw('text/plain', '{"email": "a@b.co"}'), 415, messages.expectedJson),
    row('content-type', 'a urlencoded form', as, raw('application/x-www-form-urlencoded', 'email=a%40b.co&password=x'), 415, messages.expectedJson),
    row('content-type', 'a multipart form', as, () => ({ form: form({ email: 'a@b.co', password: 'x' }) }), 415, messages.expectedJson),
    row('content-type', 'no Content-Type at all', as, raw(undefined, '{"email": "a@b.co"}'), 415, messages.expectedJson),
  ];
}

/** Rows every multipart endpoint gets: other content types and broken forms. `field` is one of its text fields. */
function multipartEnvelope(as: Persona, field: string, fields: (world: World) => Record<string, string>): Row[] {
  const parts = (world: World) => Object.entries(fields(world)) as Array<[string, string]>;
  return [
    row('content-type', 'JSON instead of a form', as, (world) => ({ json: fields(world) }), 415, messages.expectedForm),
    row('content-type', 'text/plain', as, () => ({ raw: { contentType: 'text/plain', bytes: 'name=x' } }), 415, messages.expectedForm),
    row('content-type', 'a urlencoded form', as, () => ({ raw: { contentType: 'application/x-www-form-urlencoded', bytes: 'name=x' } }), 415, messages.expectedForm),
    row('malformed', 'multipart without a boundary', as, (world) => ({ raw: { contentType: 'multipart/form-data', bytes: multipart('b0undary', parts(world)) } }), 400, messages.noBoundary),
    row('malformed', 'a boundary the body does not use', as, (world) => ({ raw: { contentType: 'multipart/form-data; boundary=declared', bytes: multipart('different', parts(world)) } }), 400, messages.malformedForm),
    row('malformed', 'a body cut off in the middle of a part', as, (world) => {
      const whole = multipart('b0undary', parts(world), false);
      return { raw: { contentType: 'multipart/form-data; boundary=b0undary', bytes: whole.subarray(0, whole.length - 7) } };
    }, 400, messages.malformedForm),
    row('malformed', 'random bytes under a multipart header', as, () => ({ raw: { contentType: 'multipart/form-data; boundary=b0undary', bytes: Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256) } }), 400, messages.malformedForm),
    row('malformed', '200 fields', as, (world) => ({ form: form({ ...fields(world), ...Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`extra${index}`, 'x'])) }) }), 400, /^The form has too many (fields|parts)\.$/),
    row('huge', `1 MB in the ${field} field`, as, (world) => ({ form: form({ ...fields(world), [field]: megabyte }) }), 400, messages.fieldTooLong(field)),
  ];
}

/**
 * What both manuscript uploads (submit, and the check before it) refuse alike, since they read the form
 * and the PDF with the same code: no author list, no file, a file that is no PDF, and PDFs no manuscript
 * may be (no pages, too many, a decompression bomb, LZW compression, over 10 MB).
 */
function manuscriptUploadRows(): Row[] {
  const lzw = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream endobj\n%%EOF');
  return [
    formRow('missing', 'an empty form', 'bob', () => ({}), () => ({}), 400, 'authorsDetails must be a JSON list of author objects.'),
    formRow('missing', 'no file', 'bob', () => manuscriptFields(), () => ({}), 400, 'Please upload your manuscript as a PDF file.'),
    formRow('types', 'authorsDetails as an object', 'bob', () => manuscriptFields({ authorsDetails: JSON.stringify(authorBlock()) }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'authorsDetails must be a JSON list of author objects.'),
    formRow('file', 'text named paper.pdf', 'bob', () => manuscriptFields(), () => ({ file: [fakePdfBytes, 'paper.pdf', 'application/pdf'] }), 400, 'The uploaded file is not a PDF.'),
    formRow('file', 'a PDF header over garbage', 'bob', () => manuscriptFields(), () => ({ file: [sized(4096, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }), 400, 'The PDF could not be read. Export it again from your editor and retry.'),
    formRow('file', 'a PDF without pages', 'bob', () => manuscriptFields(), async () => ({ file: [await zeroPagePdf(), 'paper.pdf'] }), 400, Messages.pdfPageCount(0, 1, 100)),
    formRow('file', 'a PDF of 101 pages', 'bob', () => manuscriptFields(), async () => ({ file: [await ordinaryPdf(101), 'paper.pdf'] }), 400, Messages.pdfPageCount(101, 1, 100)),
    formRow('file', 'a 300 KB PDF whose page inflates to 256 MB', 'bob', () => manuscriptFields(), async () => ({ file: [await bombPdf(256), 'paper.pdf'] }), 400, Messages.pdfTooComplex),
    formRow('file', 'a PDF with LZW-compressed streams', 'bob', () => manuscriptFields(), () => ({ file: [lzw, 'paper.pdf'] }), 400, Messages.pdfUnsupportedCompression),
    formRow('file', 'a file of 10 MB and one byte', 'bob', () => manuscriptFields(), () => ({ file: [sized(10 * MB + 1, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }), 413, messages.fileTooLarge('10 MB')),
  ];
}

/** Rows every route gets: a method it does not serve, paths that lead past it, and (when protected) bad tokens. */
function commonRows(key: string, as: Persona, isPublic: boolean): Row[] {
  const path = pathOf(key).replace(/:(\w+)/g, 'ICCS25-0000');
  const rows: Row[] = [
    row('method', 'a method it does not serve (PATCH)', as, () => ({ method: 'PATCH', path }), 405, 'Method PATCH is not allowed here.'),
    row('traversal', 'an escaped ../ after the path', as, () => ({ path: `${path}/..%2F..%2Fapi%2Fhealthcheck`, via: 'function' }), 404, messages.notFound),
    row('traversal', 'raw ../ segments after the path', as, () => ({ path: `${path}${'/..'.repeat(6)}/etc/passwd`, via: 'function' }), 404, messages.notFound),
    row('traversal', '%2e%2e segments after the path', as, () => ({ path: `${path}${'/%2e%2e'.repeat(3)}${'/%2E%2E'.repeat(3)}/etc/passwd`, via: 'function' }), 404, messages.notFound),
    row('traversal', 'backslashed ..\\ segments after the path', as, () => ({ path: `${path}${'\\..'.repeat(6)}\\etc\\passwd`, via: 'function' }), 404, messages.notFound),
  ];
  if (!isPublic) {
    rows.push(
      row('token', 'a garbage bearer token of 8 KB', 'anonymous', () => ({ path, headers: { Authorization: `Bearer ${'A'.repeat(8192)}` } }), 401, messages.invalidToken),
      row('token', 'a token that is not a JWT', 'anonymous', () => ({ path, headers: { Authorization: 'Bearer not.a.jwt' } }), 401, messages.invalidToken),
      row('token', 'a Basic authorization header', 'anonymous', () => ({ path, headers: { Authorization: 'Basic YWRtaW46QWRtaW5AMjAyNQ==' } }), 401, messages.signInRequired),
      row('token', 'a bearer scheme without a token', 'anonymous', () => ({ path, headers: { Authorization: 'Bearer ' } }), 401, messages.signInRequired),
    );
  }
  return rows;
}

/** A malformed JSON body sent to a route that takes none. */
function bodylessRows(key: string, as: Persona): Row[] {
  const path = pathOf(key).replace(/:(\w+)/g, 'ICCS25-0000');
  return [
    row('malformed', 'a malformed JSON body where none is expected', as, () => ({ path, raw: { contentType: 'application/json', bytes: '{"a": [' }, via: 'function' }), 400, messages.malformedJson),
  ];
}

/**
 * A file of an accepted paper's proceedings (GET /api/proceedings/papers/:paperId/<file>): refused while
 * bob's accepted paper has none yet (`missing`: the case, who asks, the message), to another author, and
 * to `as` for an unknown paper or a hostile paper ID.
 */
function proceedingsFileEntry(file: string, missing: [caseName: string, as: Persona, message: string], as: Persona): Entry {
  const path = (paperId: string) => `/api/proceedings/papers/${paperId}/${file}`;
  const [caseName, asker, message] = missing;
  return {
    body: 'none',
    rows: [
      getRow('state', caseName, asker, () => path(accepted), 404, message),
      getRow('other-user', "another author's paper", 'carol', () => path(accepted), 403, Messages.notAnAuthorOfPaper),
      getRow('state', 'an unknown paper', as, () => path('ICCS25-0000'), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', as, path),
    ],
  };
}

/** A row sent to `path` unless it names its own address. */
function onPath(hostileRow: Row, path: (world: World) => string): Row {
  return { ...hostileRow, send: async (world) => ({ path: path(world), ...(await hostileRow.send(world)) }) };
}

/** Path traversal and non-IDs in one path parameter; `path` puts the value in place. */
function traversalRows(param: string, as: Persona, path: (value: string) => string): Row[] {
  const invalid = messages.invalidParam(param);
  const values: Array<[string, string, number, string]> = [
    ['../ written as ..%2F', '..%2F..%2F..%2Fetc%2Fpasswd', 404, invalid],
    ['../ written as %2e%2e%2f', '%2e%2e%2f%2e%2e%2fusers', 404, invalid],
    ['an absolute path', '%2Fetc%2Fpasswd', 404, invalid],
    ['a Windows path', '..%5C..%5Cwindows%5Cwin.ini', 404, invalid],
    ['a NUL byte', 'ICCS25-0001%00.pdf', 404, invalid],
    ['a Firestore-reserved ID', '__name__', 404, invalid],
    ['a 5,000-character ID', 'A'.repeat(5000), 404, invalid],
    ['unicode', encodeURIComponent('Üñíçødé-文字-😀'), 404, invalid],
    // The URL is resolved before routing (by the emulator, and by the router itself): these land outside the API.
    ['raw ../ segments', `${'../'.repeat(6)}etc/passwd`, 404, messages.notFound],
    ['%2e%2e segments', `${'%2e%2e/'.repeat(6)}etc/passwd`, 404, messages.notFound],
  ];
  return values.map(([caseName, value, status, message]) => ({
    ...row('traversal', `${param}: ${caseName}`, as, () => ({ path: path(value), via: 'function' as Via }), status, message),
    param,
  }));
}

const hostile: Record<string, Entry> = {
  'GET /api/healthcheck': { body: 'none', rows: [] },
  'GET /api/openapi.json': { body: 'none', rows: [] },
  'GET /api/docs': { body: 'none', rows: [] },
  'GET /api/docs/reference.js': { body: 'none', rows: [] },
  'GET /api/session': { body: 'none', rows: [] },
  'POST /api/me/verification': { body: 'none', rows: [] },
  'GET /api/me/data': { body: 'none', rows: [] },
  'POST /api/me/erasure': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'bob', () => ({}), 400, 'Enter your password to confirm the erasure.'),
      jsonRow('extra', 'an unknown field asking to skip the password', 'bob', () => ({ confirmed: true, skipPassword: true }), 400, 'Enter your password to confirm the erasure.'),
      jsonRow('types', 'the password as an operator object', 'bob', () => ({ password: { $ne: '' } }), 400, 'Enter your password to confirm the erasure.'),
      jsonRow('huge', 'a 5,000-character password', 'bob', () => ({ password: 'p'.repeat(5000) }), 400, 'The password is at most 4,096 characters.'),
      jsonRow('traversal', 'a path as the password', 'bob', () => ({ password: '../../users/bob' }), 401, Messages.erasureWrongPassword),
    ],
  },

  'POST /api/authors/login': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Email is required'),
      jsonRow('missing', 'no password', 'anonymous', () => ({ email: demo.author.email }), 400, 'Password is required'),
      jsonRow('types', 'numbers for strings', 'anonymous', () => ({ email: 123, password: 456 }), 400, 'Email is required'),
      jsonRow('types', 'an array and an operator object', 'anonymous', () => ({ email: [demo.author.email], password: { $ne: '' } }), 400, 'Email is required'),
      jsonRow('types', 'nulls and booleans', 'anonymous', () => ({ email: null, password: true }), 400, 'Email is required'),
      jsonRow('huge', 'a 1 MB email', 'anonymous', () => ({ email: megabyte, password: 'x' }), 400, messages.tooLong('Email', 2000)),
      jsonRow('huge', 'a 1 MB password', 'anonymous', () => ({ email: demo.author.email, password: megabyte }), 400, messages.tooLong('Password', 2000)),
      jsonRow('extra', 'role and uid beside a bad email', 'anonymous', (world) => ({ email: 'not-an-email', password: 'x', role: 'admin', uid: world.bob.uid }), 400, 'Please enter a valid email address.'),
      jsonRow('types', 'HTML as the email', 'anonymous', () => ({ email: script, password: 'x' }), 400, 'Please enter a valid email address.'),
    ],
  },

  'POST /api/authors/register': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Name is required'),
      jsonRow('missing', 'no phone', 'anonymous', () => ({ ...authorForm(), phone: undefined }), 400, 'Phone is required'),
      jsonRow('types', 'a number as the name', 'anonymous', () => authorForm({ name: 42 as unknown as string }), 400, 'Name is required'),
      jsonRow('types', 'a number as the phone', 'anonymous', () => ({ ...authorForm(), phone: 9876543210 }), 400, 'Phone is required'),
      jsonRow('types', 'arrays as passwords', 'anonymous', () => ({ ...authorForm(), password: ['Secret@123'], confirmPassword: ['Secret@123'] }), 400, 'Password is required'),
      jsonRow('types', 'an object as the gender', 'anonymous', () => ({ ...authorForm(), gender: { $in: ['Male'] } }), 400, 'Gender is required'),
      jsonRow('types', 'null as the email', 'anonymous', () => ({ ...authorForm(), email: null }), 400, 'Email is required'),
      jsonRow('huge', 'a 1 MB name', 'anonymous', () => authorForm({ name: megabyte }), 400, messages.tooLong('Name', 2000)),
      jsonRow('huge', 'a 100 KB address', 'anonymous', () => authorForm({ address: hundredKilobytes }), 400, messages.tooLong('Address', 2000)),
      jsonRow('huge', 'a 1 MB password', 'anonymous', () => authorForm({ password: megabyte, confirmPassword: megabyte }), 400, messages.tooLong('Password', 2000)),
      jsonRow('extra', 'role, uid and emailVerified beside a bad phone', 'anonymous', () => ({ ...authorForm({ phone: '12' }), role: 'admin', uid: 'chosen-uid', emailVerified: true }), 400, 'Phone number must be exactly 10 digits.'),
      jsonRow('extra', '__proto__ and constructor keys beside a missing name', 'anonymous', () => JSON.parse(`{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}, "name": ""}`), 400, 'Name is required'),
    ],
  },

  'POST /api/authors/resetpassword': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Please fill in both email and new password.'),
      jsonRow('types', 'numbers for strings', 'anonymous', () => ({ email: 5, newPassword: 123456 }), 400, 'Please fill in both email and new password.'),
      jsonRow('types', 'arrays for strings', 'anonymous', () => ({ email: [demo.author.email], newPassword: ['Secret@123'] }), 400, 'Please fill in both email and new password.'),
      jsonRow('huge', 'a 1 MB email', 'anonymous', () => ({ email: `${megabyte}@example.test`, newPassword: 'Secret@123' }), 400, 'Please enter a valid email address.'),
      jsonRow('huge', 'a 100 KB reset code', 'anonymous', () => ({ email: demo.author.email, newPassword: 'Secret@123', code: hundredKilobytes }), 400, 'The reset code is invalid or has expired. Request a new one.'),
      jsonRow('traversal', 'a path as the reset code', 'anonymous', () => ({ email: demo.author.email, newPassword: 'Secret@123', code: '../../accounts:delete' }), 400, 'The reset code is invalid or has expired. Request a new one.'),
      jsonRow('extra', 'a uid beside a bad email', 'anonymous', (world) => ({ email: 'nobody', newPassword: 'Secret@123', uid: world.bob.uid }), 400, 'Please enter a valid email address.'),
    ],
  },

  'POST /api/reviewers/reviewerregister': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Name is required'),
      jsonRow('types', 'numbers for strings', 'anonymous', () => ({ name: 1, email: 2 }), 400, 'Name is required'),
      jsonRow('types', 'an array as the email', 'anonymous', () => ({ name: 'Rex', email: [uniqueEmail('rex')] }), 400, 'Email is required'),
      jsonRow('huge', 'a 1 MB name', 'anonymous', () => ({ name: megabyte, email: uniqueEmail('rex') }), 400, messages.tooLong('Name', 2000)),
      jsonRow('huge', 'a 1 MB email', 'anonymous', () => ({ name: 'Rex', email: `${megabyte}@example.test` }), 400, messages.tooLong('Email', 2000)),
      jsonRow('extra', 'role, emailVerified and a password beside a bad email', 'anonymous', () => ({ name: 'Rex', email: 'rex', password: 'Secret@123', role: 'admin', emailVerified: true }), 400, 'Please enter a valid email address.'),
    ],
  },

  'POST /api/reviewers/reviewerlogin': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Email is required'),
      jsonRow('types', 'numbers for strings', 'anonymous', () => ({ email: 1, password: 2 }), 400, 'Email is required'),
      jsonRow('types', 'operator objects', 'anonymous', () => ({ email: { $gt: '' }, password: { $gt: '' } }), 400, 'Email is required'),
      jsonRow('huge', 'a 1 MB password', 'anonymous', () => ({ email: demo.reviewer.email, password: megabyte }), 400, messages.tooLong('Password', 2000)),
      jsonRow('extra', 'a role beside a bad email', 'anonymous', () => ({ email: 'reviewer', password: 'x', role: 'admin' }), 400, 'Please enter a valid email address.'),
    ],
  },

  'POST /api/admin/login': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'anonymous', () => ({}), 400, 'Username is required'),
      jsonRow('missing', 'no password', 'anonymous', () => ({ username: 'admin' }), 400, 'Password is required'),
      jsonRow('types', 'numbers for strings', 'anonymous', () => ({ username: 1, password: 2 }), 400, 'Username is required'),
      jsonRow('types', 'operator objects', 'anonymous', () => ({ username: { $ne: null }, password: { $ne: null } }), 400, 'Username is required'),
      jsonRow('huge', 'a 1 MB username', 'anonymous', () => ({ username: megabyte, password: 'x' }), 400, 'Username is too long (at most 254 characters).'),
      jsonRow('huge', 'a 1 MB password', 'anonymous', () => ({ username: 'admin', password: megabyte }), 401, 'Invalid username or password.'),
      jsonRow('traversal', 'a path as the username', 'anonymous', () => ({ username: '../../users/admin', password: 'x' }), 401, 'Invalid username or password.'),
      jsonRow('extra', 'a role beside a blank username', 'anonymous', () => ({ username: ' ', password: 'x', role: 'admin' }), 400, 'Username is required'),
    ],
  },

  'POST /conregister': {
    body: 'multipart',
    rows: [
      ...multipartEnvelope('anonymous', 'name', () => registrationForm()),
      formRow('missing', 'an empty form', 'anonymous', () => ({}), () => ({}), 400, 'Name is required'),
      formRow('missing', 'no login email', 'anonymous', () => ({ ...registrationForm(), loginEmail: '' }), () => ({}), 400, 'Login Email is required'),
      formRow('types', 'letters as the phone', 'anonymous', () => registrationForm({ phone: 'nine-eight' }), () => ({}), 400, 'Phone number must be exactly 10 digits.'),
      formRow('types', 'a JSON array as the gender', 'anonymous', () => registrationForm({ gender: '["Male"]' }), () => ({}), 400, 'Gender must be one of Male, Female, Transgender, Other, Prefer not to say.'),
      formRow('huge', 'a 100 KB address', 'anonymous', () => registrationForm({ address: hundredKilobytes }), () => ({}), 400, messages.fieldTooLong('address')),
      formRow('huge', 'a 10 KB name', 'anonymous', () => registrationForm({ name: 'n'.repeat(10_000) }), () => ({}), 400, messages.tooLong('Name', 2000)),
      formRow('file', 'a file attached', 'anonymous', () => registrationForm(), async () => ({ receipt: [await pdfBytes(), 'receipt.pdf'] }), 400, messages.tooManyFiles),
      formRow('types', 'a participant attendance that is neither', 'anonymous', () => registrationForm({ category: 'faculty', attendance: 'hybrid', billingState: 'Kerala', billingCountry: 'India' }), () => ({}), 400, "attendance is 'in-person' or 'online'."),
      formRow('types', 'a participant GSTIN with a wrong check character', 'anonymous', () => registrationForm({ category: 'faculty', attendance: 'online', billingState: 'Kerala', billingCountry: 'India', billingGstin: '32AAAAA0000A1ZC' }), () => ({}), 400, 'This GSTIN fails its check character: a character is mistyped.'),
      formRow('huge', 'a hundred hostel nights', 'anonymous', () => registrationForm({ category: 'faculty', attendance: 'online', billingState: 'Kerala', billingCountry: 'India', hostelNights: '100' }), () => ({}), 400, 'Hostel nights are a whole number from 0 to 10.'),
      formRow('extra', 'an amount due of its own beside an attendance that is neither', 'anonymous', () => registrationForm({ category: 'faculty', attendance: 'both', billingState: 'Kerala', billingCountry: 'India', amountDue: '1' }), () => ({}), 400, "attendance is 'in-person' or 'online'."),
      formRow('extra', 'uid and role beside a bad phone', 'anonymous', (world) => ({ ...registrationForm({ phone: '1' }), uid: world.bob.uid, role: 'admin', receiptKey: '0'.repeat(32) }), () => ({}), 400, 'Phone number must be exactly 10 digits.'),
      formRow('other-user', "another account's email with a wrong password", 'anonymous', (world) => registrationForm({ loginEmail: world.bob.email, password: 'Guess@123', confirmPassword: 'Guess@123' }), () => ({}), 409, 'An account with this email already exists: enter its password to register with it.'),
    ],
  },

  'GET /api/registrations/:registrationId/receipt.pdf': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown registration', 'anonymous', () => `/api/registrations/${'0'.repeat(24)}/receipt.pdf?key=${'0'.repeat(32)}`, 404, 'Receipt not found.'),
      getRow('other-user', 'a wrong key', 'anonymous', (world) => `/api/registrations/${world.registration.id}/receipt.pdf?key=${'0'.repeat(32)}`, 404, 'Receipt not found.'),
      getRow('missing', 'no key and no sign-in', 'anonymous', (world) => `/api/registrations/${world.registration.id}/receipt.pdf`, 401, messages.signInRequired),
      getRow('other-user', "another author's registration, signed in, without the key", 'bob', (world) => `/api/registrations/${world.registration.id}/receipt.pdf`, 404, 'Receipt not found.'),
      getRow('huge', 'a 4 KB key', 'anonymous', (world) => `/api/registrations/${world.registration.id}/receipt.pdf?key=${'f'.repeat(4096)}`, 404, 'Receipt not found.'),
      getRow('types', 'the key twice, a wrong one first', 'anonymous', (world) => `/api/registrations/${world.registration.id}/receipt.pdf?key=${'0'.repeat(32)}&key=${world.registration.key}`, 404, 'Receipt not found.'),
      ...traversalRows('registrationId', 'anonymous', (value) => `/api/registrations/${value}/receipt.pdf?key=${'0'.repeat(32)}`),
    ],
  },

  'POST /api/authors/submit': {
    body: 'multipart',
    takesFile: true,
    rows: [
      ...multipartEnvelope('bob', 'title', () => manuscriptFields()),
      ...manuscriptUploadRows(),
      formRow('types', 'excludedReviewers that is not a JSON list', 'bob', () => manuscriptFields({ excludedReviewers: 'demo-reviewer' }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, Messages.exclusionsList),
      formRow('other-user', 'a committee member who does not exist', 'bob', () => manuscriptFields({ excludedReviewers: JSON.stringify(['no-such-member']) }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, Messages.unknownCommitteeMember('no-such-member')),
      formRow('types', 'authorsDetails as null', 'bob', () => manuscriptFields({ authorsDetails: 'null' }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'authorsDetails must be a JSON list of author objects.'),
      formRow('types', 'authors that are not objects', 'bob', () => manuscriptFields({ authorsDetails: '[1, "two", null]' }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'Name is required'),
      formRow('types', "an author's name as an array", 'bob', () => manuscriptFields({ authorsDetails: JSON.stringify([authorBlock({ name: ['Bob'] })]) }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'Name is required'),
      formRow('huge', 'a 10 KB title', 'bob', () => manuscriptFields({ title: 'T'.repeat(10_000) }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'Title is too long (at most 300 characters).'),
      formRow('huge', 'a 100 KB abstract', 'bob', () => manuscriptFields({ abstract: hundredKilobytes }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, messages.fieldTooLong('abstract')),
      formRow('huge', '1 MB of authorsDetails', 'bob', () => manuscriptFields({ authorsDetails: megabyte }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, messages.fieldTooLong('authorsDetails')),
      formRow('file', 'a PNG as the manuscript', 'bob', () => manuscriptFields(), () => ({ file: [pngBytes, 'paper.pdf', 'application/pdf'] }), 400, 'The uploaded file is not a PDF.'),
      formRow('file', 'a DOCX as the manuscript', 'bob', () => manuscriptFields(), () => ({ file: [docx, 'paper.docx'] }), 400, 'The uploaded file is not a PDF.'),
      formRow('file', 'a zero-byte file', 'bob', () => manuscriptFields(), () => ({ file: [new Uint8Array(), 'paper.pdf', 'application/pdf'] }), 400, messages.emptyFile),
      formRow('file', 'two files', 'bob', () => manuscriptFields(), async () => ({ file: [await pdfBytes(), 'a.pdf'], second: [await pdfBytes(), 'b.pdf'] }), 400, messages.tooManyFiles),
      formRow('file', 'the file under another field name', 'bob', () => manuscriptFields(), async () => ({ manuscript: [await pdfBytes(), 'paper.pdf'] }), 400, 'Please upload your manuscript as a PDF file.'),
      { ...row('file', 'a 33 MB body, over the runtime limit', 'bob', async () => ({ form: form(manuscriptFields(), { file: [sized(33 * MB, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }) }), 413), byRuntime: true },
      formRow('other-user', "another author's ID", 'bob', (world) => manuscriptFields({ authorId: world.carol.uid }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 403, 'You can submit manuscripts only for your own account.'),
      formRow('extra', 'status, paperId and reviewer beside 2 keywords', 'bob', (world) => manuscriptFields({ keywords: 'a, b', status: 'Published', paperId: world.bobPaper, reviewerEmail: 'evil@example.test' }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'Please enter at least 4 keywords.'),
    ],
  },

  'POST /api/authors/checkmanuscript': {
    body: 'multipart',
    takesFile: true,
    rows: [
      ...multipartEnvelope('bob', 'authorsDetails', () => manuscriptFields()),
      ...manuscriptUploadRows(),
      formRow('extra', 'a paperId and status beside authors given as a string', 'bob', (world) => ({ ...manuscriptFields({ authorsDetails: '"Bob Author"' }), paperId: world.bobPaper, status: 'Published' }), async () => ({ file: [await pdfBytes(), 'paper.pdf'] }), 400, 'authorsDetails must be a JSON list of author objects.'),
    ],
  },

  'GET /api/authors/getmanuscriptbyauthor/:authorId': {
    body: 'none',
    rows: [
      getRow('other-user', "another author's list", 'carol', (world) => `/api/authors/getmanuscriptbyauthor/${world.bob.uid}`, 403, 'You can only see your own manuscripts.'),
      getRow('state', 'the ID of a reviewer', 'chair', (world) => `/api/authors/getmanuscriptbyauthor/${world.reviewerUid}`, 404, 'No author with this ID was found.'),
      getRow('state', 'an edition that does not exist', 'bob', (world) => `/api/authors/getmanuscriptbyauthor/${world.bob.uid}?edition=host-2042`, 404, Messages.editionNotFound),
      getRow('types', 'an edition that is a path', 'bob', (world) => `/api/authors/getmanuscriptbyauthor/${world.bob.uid}?edition=${encodeURIComponent('editions/x')}`, 400, 'edition is an edition ID such as iccs-2025.'),
      ...traversalRows('authorId', 'chair', (value) => `/api/authors/getmanuscriptbyauthor/${value}`),
    ],
  },

  'GET /api/authors/get-payment/:paperId': {
    body: 'none',
    rows: [
      getRow('other-user', "another author's paper", 'carol', (world) => `/api/authors/get-payment/${world.bobPaper}`, 403, messages.notYourPaper),
      getRow('state', 'an unknown paper', 'chair', () => '/api/authors/get-payment/ICCS25-0000', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/get-payment/${value}`),
    ],
  },

  'POST /api/authors/submit-payment': {
    body: 'multipart',
    takesFile: true,
    rows: [
      ...multipartEnvelope('bob', 'upiId', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' })),
      formRow('missing', 'an empty form', 'bob', () => ({}), () => ({}), 400, messages.paperIdRequired),
      formRow('other-user', "a receipt for another author's paper", 'carol', (world) => ({ paperId: world.bobPaper, upiId: 'carol@bank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 403, messages.notYourPaper),
      formRow('traversal', 'a path as the paper ID', 'bob', () => ({ paperId: '../../manuscripts/x', upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 404, messages.paperNotFound('../../manuscripts/x')),
      formRow('traversal', 'an escaped path as the paper ID', 'bob', () => ({ paperId: '%2e%2e%2fmanuscripts', upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 404, messages.paperNotFound('%2e%2e%2fmanuscripts')),
      formRow('huge', 'a 1 KB paper ID', 'bob', () => ({ paperId: 'P'.repeat(1024), upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, messages.tooLong('Paper ID', 40)),
      formRow('types', 'an impossible date', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-13-45' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, 'Please enter the payment date as YYYY-MM-DD.'),
      formRow('types', 'HTML as the UPI ID', 'bob', (world) => ({ paperId: world.bobPaper, upiId: script, reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, 'Please enter a valid UPI ID (for example name@bank).'),
      formRow('file', 'text named receipt.png', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [fakePdfBytes, 'receipt.png', 'image/png'] }), 400, 'The receipt must be an image or a PDF file.'),
      formRow('file', 'a DOCX as the receipt', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [docx, 'receipt.pdf'] }), 400, 'The receipt must be an image or a PDF file.'),
      formRow('file', 'a zero-byte receipt', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [new Uint8Array(), 'receipt.png'] }), 400, messages.emptyFile),
      formRow('file', 'a receipt of 5 MB and one byte', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob@okbank', reference: '512345678901', paymentDate: '2025-07-01' }), () => ({ receipt: [sized(5 * MB + 1, pngBytes), 'receipt.png'] }), 413, messages.fileTooLarge('5 MB')),
      formRow('extra', 'receipt paths beside a bad UPI ID', 'bob', (world) => ({ paperId: world.bobPaper, upiId: 'bob', reference: '512345678901', paymentDate: '2025-07-01', receiptPath: '/etc/passwd', receiptStorePath: '../../x' }), () => ({}), 400, 'Please enter a valid UPI ID (for example name@bank).'),
    ],
  },

  'GET /api/files/:kind/:file': {
    body: 'none',
    rows: [
      getRow('other-user', "another author's manuscript", 'carol', (world) => `/api/files/manuscript/${world.bobPaper}.pdf`, 403, messages.notYourPaper),
      getRow('other-user', "another author's receipt", 'carol', (world) => `/api/files/receipt/${world.bobPaper}.png`, 403, messages.notYourPaper),
      getRow('other-user', "another reviewer's manuscript", 'reviewer', (world) => `/api/files/manuscript/${world.ritaPaper}.pdf`, 403, messages.forbidden),
      getRow('other-user', 'a reviewer profile, as an author', 'bob', (world) => `/api/files/profile/${world.rita.record}.pdf`, 403, messages.forbidden),
      getRow('state', 'the review comments before a decision', 'bob', (world) => `/api/files/comments/${world.ritaPaper}.pdf`, 403, messages.forbidden),
      getRow('types', 'a kind of file that is not served', 'chair', (world) => `/api/files/registration/${world.registration.id}.pdf`, 404, 'File not found.'),
      getRow('types', 'a file name without an extension', 'chair', (world) => `/api/files/manuscript/${world.bobPaper}`, 404, 'File not found.'),
      ...traversalRows('kind', 'chair', (value) => `/api/files/${value}/ICCS25-0001.pdf`),
      ...traversalRows('file', 'chair', (value) => `/api/files/manuscript/${value}`),
    ],
  },

  'GET /api/admin/getreviewers': { body: 'none', rows: reviewerQueryRows('chair', () => '/api/admin/getreviewers') },
  'GET /api/authors/registration': { body: 'none', rows: [] },

  'POST /api/admin/addreviewer': {
    body: 'multipart',
    takesFile: true,
    rows: [
      ...multipartEnvelope('chair', 'name', () => reviewerRecordFields()),
      formRow('missing', 'an empty form', 'chair', () => ({}), () => ({}), 400, 'Name is required'),
      formRow('missing', 'no profile file', 'chair', () => reviewerRecordFields(), () => ({}), 400, 'Please upload a profile file (PDF, DOCX, or DOC).'),
      formRow('types', 'a malformed email', 'chair', () => reviewerRecordFields({ email: 'alice-at-example' }), async () => ({ profile: [await pdfBytes(), 'cv.pdf'] }), 400, 'Please enter a valid email format!'),
      formRow('huge', 'a 10 KB name', 'chair', () => reviewerRecordFields({ name: 'n'.repeat(10_000) }), async () => ({ profile: [await pdfBytes(), 'cv.pdf'] }), 400, messages.tooLong('Name', 200)),
      formRow('huge', 'a 5 KB research area', 'chair', () => reviewerRecordFields({ researchArea: 'r'.repeat(5000) }), async () => ({ profile: [await pdfBytes(), 'cv.pdf'] }), 400, 'Research area is too long (at most 300 characters).'),
      formRow('file', 'a PNG named cv.pdf', 'chair', () => reviewerRecordFields(), () => ({ profile: [pngBytes, 'cv.pdf', 'application/pdf'] }), 400, 'Only PDF, DOCX, or DOC files are allowed for the profile.'),
      formRow('file', 'text named cv.docx', 'chair', () => reviewerRecordFields(), () => ({ profile: [fakePdfBytes, 'cv.docx'] }), 400, 'Only PDF, DOCX, or DOC files are allowed for the profile.'),
      formRow('file', 'a ZIP (a spreadsheet) named cv.docx', 'chair', () => reviewerRecordFields(), () => ({ profile: [spreadsheet, 'cv.docx'] }), 400, 'Only PDF, DOCX, or DOC files are allowed for the profile.'),
      formRow('file', 'a zero-byte profile', 'chair', () => reviewerRecordFields(), () => ({ profile: [new Uint8Array(), 'cv.pdf'] }), 400, messages.emptyFile),
      formRow('file', 'a profile of 5 MB and one byte', 'chair', () => reviewerRecordFields(), () => ({ profile: [sized(5 * MB + 1, new TextEncoder().encode('%PDF-1.7\n')), 'cv.pdf'] }), 413, messages.fileTooLarge('5 MB')),
      formRow('state', 'the email of an existing record', 'chair', () => reviewerRecordFields({ email: demo.reviewer.email.toUpperCase() }), async () => ({ profile: [await pdfBytes(), 'cv.pdf'] }), 409, 'A reviewer with this email already exists.'),
      formRow('extra', 'id, profile path and type beside a bad email', 'chair', () => ({ ...reviewerRecordFields({ email: 'bad' }), id: 'demo-reviewer', profile: '/etc/passwd', profileType: 'exe' }), async () => ({ profile: [await pdfBytes(), 'cv.pdf'] }), 400, 'Please enter a valid email format!'),
    ],
  },

  'DELETE /api/admin/deletereviewer/:id': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown reviewer', 'chair', () => '/api/admin/deletereviewer/no-such-reviewer', 404, messages.reviewerNotFound),
      getRow('state', 'a reviewer with a paper under review', 'chair', (world) => `/api/admin/deletereviewer/${world.rita.record}`, 409, 'This reviewer has 1 paper under review. Assign it to another reviewer before deleting.'),
      ...traversalRows('id', 'chair', (value) => `/api/admin/deletereviewer/${value}`),
    ],
  },

  'GET /api/admin/getpapers': { body: 'none', rows: pageQueryRows('/api/admin/getpapers') },
  'GET /api/admin/papercounts': {
    body: 'none',
    rows: [
      getRow('types', 'an unknown status', 'chair', () => '/api/admin/papercounts?status=Lost', 400, messages.statusFilterInvalid),
      getRow('huge', 'a 4 KB status list', 'chair', () => `/api/admin/papercounts?status=${'Accepted,'.repeat(500)}`, 400, messages.statusFilterInvalid),
      getRow('huge', 'a 4 KB search', 'chair', () => `/api/admin/papercounts?q=${'a'.repeat(4096)}`, 400, messages.searchTooLong),
      getRow('traversal', 'a path as the status', 'chair', () => '/api/admin/papercounts?status=..%2F..%2Fusers', 400, messages.statusFilterInvalid),
    ],
  },
  'GET /api/admin/papers.csv': { body: 'none', rows: [] },

  'POST /api/admin/assignreviewer': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'paperId is required'),
      jsonRow('missing', 'no reviewer', 'chair', (world) => ({ paperId: world.bobPaper }), 400, 'Please select a reviewer.'),
      jsonRow('types', 'a number as the paper ID', 'chair', () => ({ paperId: 42, reviewerId: 'demo-reviewer' }), 400, 'paperId is required'),
      jsonRow('types', 'an array as the reviewer ID', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: ['demo-reviewer'] }), 400, 'Please select a reviewer.'),
      jsonRow('types', 'an operator object and null', 'chair', () => ({ paperId: { $ne: null }, reviewerId: null }), 400, 'paperId is required'),
      jsonRow('huge', 'a 1 MB paper ID', 'chair', () => ({ paperId: megabyte, reviewerId: 'demo-reviewer' }), 404, messages.paperNotFound('x'.repeat(40))),
      jsonRow('huge', 'a 1 MB reviewer ID', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: megabyte }), 404, messages.reviewerNotFound),
      jsonRow('traversal', 'a path as the paper ID', 'chair', () => ({ paperId: '../../papers/x', reviewerId: 'demo-reviewer' }), 404, messages.paperNotFound('../../papers/x')),
      jsonRow('traversal', 'an absolute path as the paper ID', 'chair', () => ({ paperId: '/etc/passwd', reviewerId: 'demo-reviewer' }), 404, messages.paperNotFound('/etc/passwd')),
      jsonRow('traversal', 'a path as the reviewer ID', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: '../reviewers/demo-reviewer' }), 404, messages.reviewerNotFound),
      jsonRow('types', 'a paper ID in full-width digits', 'chair', () => ({ paperId: 'ICCS25-０００１', reviewerId: 'demo-reviewer' }), 404, messages.paperNotFound('ICCS25-０００１')),
      jsonRow('extra', 'status and reviewer email beside a blank paper ID', 'chair', () => ({ paperId: ' ', reviewerId: 'demo-reviewer', status: 'Published', reviewerEmail: 'evil@example.test' }), 400, 'paperId is required'),
      jsonRow('types', 'both one reviewer and a list', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: 'demo-reviewer', reviewerIds: ['demo-reviewer'] }), 400, 'Please select a reviewer.'),
      jsonRow('types', 'a list that is text', 'chair', (world) => ({ paperId: world.bobPaper, reviewerIds: 'demo-reviewer' }), 400, Messages.reviewerIdsList),
      jsonRow('missing', 'an empty list', 'chair', (world) => ({ paperId: world.bobPaper, reviewerIds: [] }), 400, 'Please select a reviewer.'),
      jsonRow('huge', 'a list of 21 reviewers', 'chair', (world) => ({ paperId: world.bobPaper, reviewerIds: Array.from({ length: 21 }, (_, index) => `r${index}`) }), 400, Messages.tooManyReviewers(20)),
      jsonRow('types', 'an override without a reason', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: 'demo-reviewer', override: { reason: ' ' } }), 400, 'Override reason is required'),
      jsonRow('types', 'keepReviews as text', 'chair', (world) => ({ paperId: world.bobPaper, reviewerIds: ['demo-reviewer'], keepReviews: 'yes' }), 400, Messages.keepReviewsBoolean),
      jsonRow('state', 'a reviewer in conflict, without an override', 'chair', (world) => ({ paperId: world.bobPaper, reviewerId: world.conflicted }), 409, Messages.conflictOfInterest(['Conflicted Reviewer'])),
    ],
  },

  'GET /api/admin/papers/:paperId/assignment': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown paper', 'chair', () => '/api/admin/papers/ICCS25-0000/assignment', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/assignment`),
      ...reviewerQueryRows('chair', (world) => `/api/admin/papers/${world.bobPaper}/assignment`),
    ],
  },
  'GET /api/admin/papers/:paperId/emergency-reviewers': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown paper', 'chair', () => '/api/admin/papers/ICCS25-0000/emergency-reviewers', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/emergency-reviewers`),
    ],
  },
  'POST /api/admin/papers/:paperId/emergency-requests': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: {} }), 400, emergencyRequestMessage),
      row('missing', 'a preview without its due date', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, preview: true } }), 400, emergencyRequestMessage),
      row('types', 'a due date in milliseconds', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, dueAt: 1924992000000, preview: true } }), 400, emergencyDueMessage),
      row('types', 'the 30th of February', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, dueAt: '2031-02-30T23:59:00+05:30', preview: true } }), 400, emergencyDueMessage),
      row('types', 'a reviewer ID with a slash', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: '../users/x', dueAt: '2031-07-27T23:59:00+05:30', preview: true } }), 400, Messages.selectReviewer),
      row('huge', 'a 1 MB note', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, dueAt: '2031-07-27T23:59:00+05:30', note: megabyte, preview: true } }), 400, emergencyNoteMessage),
      row('extra', 'a reviewer beside an apply', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { previewId: '0123456789abcdef01234567', apply: true, reviewerId: world.conflicted } }), 400, emergencyRequestMessage),
      row('state', 'a due date in the past', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, dueAt: '2001-01-01T00:00:00Z', preview: true } }), 400, Messages.dueAtPast),
      row('state', 'a paper with no review overdue', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { reviewerId: world.conflicted, dueAt: '2031-07-27T23:59:00+05:30', preview: true } }), 409, /^No review of .+ is overdue: add a reviewer with Assign instead\.$/),
      row('state', 'a preview that does not exist', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/emergency-requests`, json: { previewId: '0123456789abcdef01234567', apply: true } }), 404, Messages.proposalNotFound),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/emergency-requests`),
    ],
  },

  'GET /api/admin/papers/:paperId/reviews': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown paper', 'chair', () => '/api/admin/papers/ICCS25-0000/reviews', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/reviews`),
    ],
  },

  'GET /api/admin/reviewsettings': { body: 'none', rows: [] },

  'GET /api/admin/papers/:paperId/similarity': {
    body: 'none',
    rows: [
      getRow('state', 'an unknown paper', 'chair', () => '/api/admin/papers/ICCS25-0000/similarity', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/similarity`),
    ],
  },
  'GET /api/admin/integrity': { body: 'none', rows: [] },
  'PUT /api/admin/integrity/external': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, /^The Similarity Check address is the https:\/\/ address/),
      jsonRow('types', 'a plain http address elsewhere', 'chair', () => ({ baseUrl: 'http://example.turnitin.com', key: 'a-publisher-key' }), 400, /^The Similarity Check address is the https:\/\/ address/),
      jsonRow('types', 'an address with credentials and a path', 'chair', () => ({ baseUrl: 'https://user:pass@example.turnitin.com/api', key: 'a-publisher-key' }), 400, /^The Similarity Check address is the https:\/\/ address/),
      jsonRow('types', 'a key with a line break (a header injection)', 'chair', () => ({ baseUrl: 'https://example.turnitin.com', key: 'a-key\r\nX-Evil: 1' }), 400, 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).'),
      jsonRow('huge', 'a 1 MB key', 'chair', () => ({ baseUrl: 'https://example.turnitin.com', key: megabyte }), 400, 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).'),
      jsonRow('extra', 'a field beside a short key', 'chair', () => ({ baseUrl: 'https://example.turnitin.com', key: 'short', admin: true }), 400, 'The key is the API key of your iThenticate v2 integration (8 to 500 characters).'),
    ],
  },
  'DELETE /api/admin/integrity/external': { body: 'none', rows: [] },
  'PUT /api/admin/integrity': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, /^The similarity threshold is a whole percentage/),
      jsonRow('types', 'a threshold as text', 'chair', () => ({ similarityThreshold: '30', maxPapersPerAuthor: 0, overCap: 'flag' }), 400, /^The similarity threshold is a whole percentage/),
      jsonRow('types', 'a threshold of 0.5', 'chair', () => ({ similarityThreshold: 0.5, maxPapersPerAuthor: 0, overCap: 'flag' }), 400, /^The similarity threshold is a whole percentage/),
      jsonRow('types', 'a negative cap', 'chair', () => ({ similarityThreshold: 30, maxPapersPerAuthor: -1, overCap: 'flag' }), 400, /^The cap per author is a whole number/),
      jsonRow('types', 'an action that is neither flag nor refuse', 'chair', () => ({ similarityThreshold: 30, maxPapersPerAuthor: 2, overCap: 'delete' }), 400, 'overCap is "flag" or "refuse".'),
      jsonRow('huge', 'a 1 MB action', 'chair', () => ({ similarityThreshold: 30, maxPapersPerAuthor: 0, overCap: megabyte }), 400, 'overCap is "flag" or "refuse".'),
      jsonRow('extra', 'a field the settings do not have beside a threshold of 200', 'chair', () => ({ similarityThreshold: 200, maxPapersPerAuthor: 0, overCap: 'flag', admin: true }), 400, /^The similarity threshold is a whole percentage/),
    ],
  },

  'GET /api/public/calendar': { body: 'none', rows: [] },
  'PUT /api/admin/calendar': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The time zone is required.'),
      jsonRow('missing', 'no submission deadline', 'chair', () => ({ ...validCalendar, submissionDeadline: undefined }), 400, /^The submission deadline must be a date and time with its offset/),
      jsonRow('types', 'the grace period as text', 'chair', () => ({ ...validCalendar, graceMinutes: '15' }), 400, 'The grace period must be a whole number of minutes from 0 to 1440.'),
      jsonRow('types', 'a date as milliseconds', 'chair', () => ({ ...validCalendar, reviewDeadline: 1751300000000 }), 400, /^The review deadline must be a date and time with its offset/),
      jsonRow('types', 'a zone abbreviation', 'chair', () => ({ ...validCalendar, timeZone: 'IST' }), 400, 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.'),
      jsonRow('huge', 'a grace period of a year', 'chair', () => ({ ...validCalendar, graceMinutes: 525600 }), 400, 'The grace period must be a whole number of minutes from 0 to 1440.'),
      jsonRow('huge', 'a 5,000-character time zone', 'chair', () => ({ ...validCalendar, timeZone: 'Asia/' + 'K'.repeat(5000) }), 400, 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.'),
      jsonRow('extra', 'an audit flag beside an unknown zone', 'chair', () => ({ ...validCalendar, timeZone: 'Mars/Olympus', audit: false }), 400, 'The time zone must be an IANA time zone name, such as Asia/Kolkata or Europe/Berlin.'),
      jsonRow('state', 'reviews due before submissions close', 'chair', () => ({ ...validCalendar, reviewDeadline: '2031-06-01T00:00:00Z' }), 400, 'Review deadline must be after the submission deadline.'),
    ],
  },
  'GET /api/admin/calendar/history': { body: 'none', rows: [] },
  'GET /api/public/conference': { body: 'none', rows: [] },
  'PUT /api/admin/conference': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The conference name is required.'),
      jsonRow('missing', 'no committee', 'chair', () => ({ ...defaultIdentity, committee: undefined }), 400, 'The organising committee is required.'),
      jsonRow('extra', 'an unknown field beside a state the GST law does not name', 'chair', () => ({ ...defaultIdentity, state: 'Bavaria', paperIdPrefix: 'X' }), 400, 'The state must be an Indian state or union territory as the GST law names it (e.g. Tamil Nadu).'),
      jsonRow('types', 'the committee as text', 'chair', () => ({ ...defaultIdentity, committee: 'Prof. R. Venkatesan' }), 400, 'The organising committee must be a list.'),
      jsonRow('types', 'the name as a number', 'chair', () => ({ ...defaultIdentity, title: 2025 }), 400, 'The conference name must be text.'),
      jsonRow('huge', 'a 5,000-character name', 'chair', () => ({ ...defaultIdentity, title: 'n'.repeat(5000) }), 400, 'The conference name may be at most 200 characters.'),
      jsonRow('huge', '1,000 committee roles', 'chair', () => ({ ...defaultIdentity, committee: Array.from({ length: 1000 }, () => defaultIdentity.committee[0]) }), 400, 'The organising committee may have at most 12 entries.'),
      jsonRow('traversal', 'a path as the contact email', 'chair', () => ({ ...defaultIdentity, contactEmail: '../../config/conference' }), 400, Messages.invalidEmail),
    ],
  },
  'GET /api/admin/editions': { body: 'none', rows: [] },
  'POST /api/admin/editions': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The acronym must be 2 to 10 capital letters or digits, starting with a letter (e.g. ICCS).'),
      jsonRow('extra', 'an unknown field asking to copy the papers, beside a year before 2000', 'chair', () => ({ acronym: 'HOST', year: 1999, copy: [], papers: true }), 400, 'The year must be a whole number from 2000 to 2099.'),
      jsonRow('types', 'the year as text and the parts as one string', 'chair', () => ({ acronym: 'HOST', year: '2041', copy: 'fees' }), 400, 'The year must be a whole number from 2000 to 2099.'),
      jsonRow('types', 'a part that is not one', 'chair', () => ({ acronym: 'HOST', year: 2041, copy: ['payments'] }), 400, 'Each part to copy must be one of: identity, calendar, fees, reviewing, proceedings, notifications, reminders.'),
      jsonRow('huge', 'a 5,000-character name', 'chair', () => ({ acronym: 'HOST', year: 2041, copy: [], name: 'n'.repeat(5000) }), 400, 'The name must be at most 40 characters.'),
      jsonRow('huge', 'a thousand parts', 'chair', () => ({ acronym: 'HOST', year: 2041, copy: Array.from({ length: 1000 }, () => 'fees') }), 400, 'Each part can be copied once.'),
      jsonRow('traversal', 'a path as the acronym', 'chair', () => ({ acronym: '../../config', year: 2041, copy: [] }), 400, 'The acronym must be 2 to 10 capital letters or digits, starting with a letter (e.g. ICCS).'),
      jsonRow('state', 'the current edition again', 'chair', () => ({ acronym: 'ICCS', year: 2025, copy: [] }), 409, 'ICCS 2025 exists already: choose another acronym or year.'),
    ],
  },
  'POST /api/admin/editions/:editionId/open': {
    body: 'none',
    rows: [
      row('state', 'an edition that does not exist', 'chair', () => ({ path: '/api/admin/editions/host-2041/open' }), 404, 'No edition has this ID.'),
      ...traversalRows('editionId', 'chair', (value) => `/api/admin/editions/${value}/open`),
    ],
  },
  'GET /api/public/privacy': { body: 'none', rows: [] },
  'GET /api/public/editions': { body: 'none', rows: [] },
  'PUT /api/admin/privacy': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The data contact is required.'),
      jsonRow('missing', 'no period for the invoices', 'chair', () => ({ ...defaultPrivacy, periods: { ...defaultPrivacy.periods, invoices: undefined } }), 400, periodError('invoices')),
      jsonRow('extra', "an unknown field beside invoices kept below the law's floor", 'chair', () => ({ ...defaultPrivacy, periods: { ...defaultPrivacy.periods, invoices: 12 }, erasure: 'never' }), 400, periodError('invoices')),
      jsonRow('types', 'the periods as a list', 'chair', () => ({ ...defaultPrivacy, periods: [72, 12] }), 400, 'The retention periods must be an object: months for each class of data.'),
      jsonRow('types', 'a period as text', 'chair', () => ({ ...defaultPrivacy, periods: { ...defaultPrivacy.periods, auditLog: '36' } }), 400, periodError('auditLog')),
      jsonRow('huge', "a 5,000-character contact's name", 'chair', () => ({ ...defaultPrivacy, contact: { ...defaultPrivacy.contact, name: 'n'.repeat(5000) } }), 400, "The data contact's name may be at most 200 characters."),
      jsonRow('huge', 'a period of a trillion months', 'chair', () => ({ ...defaultPrivacy, periods: { ...defaultPrivacy.periods, mailLog: 1e12 } }), 400, 'Sent mail: at most 600 months.'),
      jsonRow('traversal', "a path as the contact's email", 'chair', () => ({ ...defaultPrivacy, contact: { ...defaultPrivacy.contact, email: '../../config/privacy' } }), 400, Messages.invalidEmail),
    ],
  },
  'POST /api/admin/extensions': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The extension must end at a date and time with its offset (ISO 8601, e.g. 2025-07-05T23:59:00+05:30).'),
      jsonRow('missing', 'no target', 'chair', () => ({ until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 400, 'Name either the paper (paperId) or the author (authorEmail) the extension is for, not both.'),
      jsonRow('missing', 'no reason', 'chair', (w) => ({ paperId: w.bobPaper, until: '2031-01-01T00:00:00Z' }), 400, 'Reason is required'),
      jsonRow('extra', 'both a paper and an author', 'chair', (w) => ({ paperId: w.bobPaper, authorEmail: w.bob.email, until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 400, 'Name either the paper (paperId) or the author (authorEmail) the extension is for, not both.'),
      jsonRow('types', 'an until in milliseconds', 'chair', (w) => ({ paperId: w.bobPaper, until: 1924992000000, reason: 'Flood' }), 400, 'The extension must end at a date and time with its offset (ISO 8601, e.g. 2025-07-05T23:59:00+05:30).'),
      jsonRow('types', 'an author email that is not one', 'chair', () => ({ authorEmail: 'bob at example', until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 400, 'Please enter a valid email address.'),
      jsonRow('huge', 'a 5,000-character reason', 'chair', (w) => ({ paperId: w.bobPaper, until: '2031-01-01T00:00:00Z', reason: 'r'.repeat(5000) }), 400, 'Reason is too long (at most 1000 characters).'),
      jsonRow('state', 'an extension that has already ended', 'chair', (w) => ({ paperId: w.bobPaper, until: '2001-01-01T00:00:00Z', reason: 'Flood' }), 400, 'The extension must end in the future.'),
      jsonRow('other-user', 'a paper that does not exist', 'chair', () => ({ paperId: 'ICCS25-0000', until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 404, 'No paper with ID ICCS25-0000 was found.'),
      jsonRow('traversal', 'a path as the paper ID', 'chair', () => ({ paperId: '../config/calendar', until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 404, 'No paper with ID ../config/calendar was found.'),
      jsonRow('other-user', 'an address with no author account', 'chair', () => ({ authorEmail: 'nobody-here@example.org', until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 404, 'No author account has this email address.'),
      jsonRow('other-user', 'a reviewer, not an author', 'chair', (w) => ({ authorEmail: w.rita.email, until: '2031-01-01T00:00:00Z', reason: 'Flood' }), 404, 'No author account has this email address.'),
    ],
  },
  'GET /api/admin/extensions': { body: 'none', rows: [] },
  'DELETE /api/admin/extensions/:id': {
    body: 'none',
    rows: [
      row('other-user', 'an extension that does not exist', 'chair', () => ({ path: '/api/admin/extensions/author-nobody' }), 404, 'No extension with this ID was found.'),
      ...traversalRows('id', 'chair', (value) => `/api/admin/extensions/${value}`),
    ],
  },
  'GET /api/admin/audit': {
    body: 'none',
    rows: [
      getRow('huge', 'a page of 101 entries', 'chair', () => '/api/admin/audit?pageSize=101', 400, messages.pageSizeRange),
      getRow('types', 'a cursor that is a path', 'chair', () => '/api/admin/audit?page=..%2F..%2Fpapers', 400, 'page must be the next value of the previous page of the audit log.'),
      getRow('types', 'a cursor that names no entry', 'chair', () => '/api/admin/audit?page=9999999999999-abcdefgh', 400, 'The page cursor names no entry of the audit log. Start again from the first page.'),
      getRow('types', 'an unknown action', 'chair', () => '/api/admin/audit?action=everything', 400, /^action must be one of: calendar.update/),
      getRow('huge', 'a 4 KB target', 'chair', () => `/api/admin/audit?target=${'t'.repeat(4096)}`, 400, 'target may be at most 200 characters.'),
    ],
  },

  'POST /api/admin/reviewsettings': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, Messages.reviewersPerPaperRange),
      jsonRow('missing', 'no switch', 'chair', () => ({ reviewersPerPaper: 3 }), 400, Messages.shareReviewsBoolean),
      jsonRow('types', 'the number as text', 'chair', () => ({ reviewersPerPaper: '3', shareReviews: true }), 400, Messages.reviewersPerPaperRange),
      jsonRow('types', 'a fraction of a reviewer', 'chair', () => ({ reviewersPerPaper: 2.5, shareReviews: true }), 400, Messages.reviewersPerPaperRange),
      jsonRow('types', 'text as the switch', 'chair', () => ({ reviewersPerPaper: 3, shareReviews: 'yes' }), 400, Messages.shareReviewsBoolean),
      jsonRow('huge', 'eleven reviewers', 'chair', () => ({ reviewersPerPaper: 11, shareReviews: true }), 400, Messages.reviewersPerPaperRange),
      jsonRow('huge', '1e300 reviewers', 'chair', () => ({ reviewersPerPaper: 1e300, shareReviews: true }), 400, Messages.reviewersPerPaperRange),
      jsonRow('extra', 'an admin flag beside no reviewers', 'chair', () => ({ reviewersPerPaper: 0, shareReviews: true, admin: true }), 400, Messages.reviewersPerPaperRange),
    ],
  },

  'GET /api/admin/notificationsettings': { body: 'none', rows: [] },

  'POST /api/admin/notificationsettings': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, Messages.notificationsValue),
      jsonRow('types', 'a boolean switch', 'chair', () => ({ notifications: false }), 400, Messages.notificationsValue),
      jsonRow('types', 'the value in capitals', 'chair', () => ({ notifications: 'DISABLED' }), 400, Messages.notificationsValue),
      jsonRow('huge', 'a 1 MB value', 'chair', () => ({ notifications: megabyte }), 400, Messages.notificationsValue),
      jsonRow('extra', 'a per-user theme beside no switch', 'chair', () => ({ theme: 'dark' }), 400, Messages.notificationsValue),
    ],
  },

  'POST /api/admin/mail/:mailId/resend': {
    body: 'none',
    rows: [
      row('state', 'an unknown message', 'chair', () => ({ path: '/api/admin/mail/NoSuchMessage0000000/resend' }), 404, Messages.mailNotFound),
      ...traversalRows('mailId', 'chair', (value) => `/api/admin/mail/${value}/resend`),
    ],
  },

  'GET /api/admin/reminders': { body: 'none', rows: [] },

  'POST /api/admin/reminders': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, Messages.reminderRecipientsList),
      jsonRow('missing', 'an empty list', 'chair', () => ({ reviewerIds: [] }), 400, Messages.reminderRecipientsList),
      jsonRow('types', 'one ID as text', 'chair', () => ({ reviewerIds: 'demo-reviewer' }), 400, Messages.reminderRecipientsList),
      jsonRow('types', 'numbers as IDs', 'chair', () => ({ reviewerIds: [1, 2] }), 400, Messages.reminderRecipientsList),
      jsonRow('types', 'a blank ID', 'chair', () => ({ reviewerIds: [' '] }), 400, Messages.reminderRecipientsList),
      jsonRow('huge', '501 reviewers', 'chair', () => ({ reviewerIds: Array.from({ length: 501 }, (_, index) => `r${index}`) }), 400, Messages.reminderRecipientsList),
      jsonRow('traversal', 'a path as a reviewer ID', 'chair', () => ({ reviewerIds: ['../reviewers/demo-reviewer'] }), 409, Messages.noRemindersDue),
      jsonRow('extra', 'an address beside unknown reviewers', 'chair', () => ({ reviewerIds: ['nobody-here'], to: ['attacker@example.test'] }), 409, Messages.noRemindersDue),
    ],
  },

  'GET /api/admin/reminders/automatic': { body: 'none', rows: [] },
  'PUT /api/admin/reminders/automatic': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, Messages.remindersEnabled),
      jsonRow('missing', 'no number of days', 'chair', () => ({ enabled: true }), 400, Messages.reminderDaysRange),
      jsonRow('types', 'enabled as text', 'chair', () => ({ enabled: 'yes', daysBefore: 3 }), 400, Messages.remindersEnabled),
      jsonRow('types', 'a fraction of a day', 'chair', () => ({ enabled: true, daysBefore: 2.5 }), 400, Messages.reminderDaysRange),
      jsonRow('types', 'days as text', 'chair', () => ({ enabled: true, daysBefore: '3' }), 400, Messages.reminderDaysRange),
      jsonRow('huge', 'a year of days', 'chair', () => ({ enabled: true, daysBefore: 365 }), 400, Messages.reminderDaysRange),
      jsonRow('huge', 'negative days', 'chair', () => ({ enabled: true, daysBefore: -1 }), 400, Messages.reminderDaysRange),
      jsonRow('extra', 'a last run beside bad days', 'chair', () => ({ enabled: true, daysBefore: 99, lastRun: { at: '2030-01-01T00:00:00Z', reminded: [] } }), 400, Messages.reminderDaysRange),
    ],
  },

  'GET /api/admin/reviewercomments': { body: 'none', rows: pageQueryRows('/api/admin/reviewercomments') },

  'POST /api/admin/sendreview': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, messages.paperIdRequired),
      jsonRow('types', 'a number as the paper ID', 'chair', () => ({ paperId: 7 }), 400, messages.paperIdRequired),
      jsonRow('types', 'an array as the paper ID', 'chair', (world) => ({ paperId: [world.bobPaper] }), 400, messages.paperIdRequired),
      jsonRow('huge', 'a 1 MB paper ID', 'chair', () => ({ paperId: megabyte }), 404, messages.paperNotFound('x'.repeat(40))),
      jsonRow('traversal', 'a path as the paper ID', 'chair', () => ({ paperId: '../../reviews/x' }), 404, messages.paperNotFound('../../reviews/x')),
      jsonRow('state', 'a paper without a review', 'chair', (world) => ({ paperId: world.bobPaper }), 409, 'No review of this paper has been submitted yet.'),
      jsonRow('extra', 'status and comments path beside an unknown paper', 'chair', () => ({ paperId: 'ICCS25-0000', status: 'Published', commentsPath: '/etc/passwd' }), 404, messages.paperNotFound('ICCS25-0000')),
    ],
  },

  'POST /api/admin/updatestatus': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, messages.paperIdRequired),
      jsonRow('types', 'a status outside the decisions', 'chair', (world) => ({ paperId: world.bobPaper, status: 'Published' }), 400, 'status must be Accepted or Rejected.'),
      jsonRow('types', 'an array as the status', 'chair', (world) => ({ paperId: world.bobPaper, status: ['Accepted'] }), 400, 'status must be Accepted or Rejected.'),
      jsonRow('types', 'a number as the paper ID', 'chair', () => ({ paperId: 12, status: 'Rejected' }), 400, messages.paperIdRequired),
      jsonRow('huge', 'a 1 MB status', 'chair', (world) => ({ paperId: world.bobPaper, status: megabyte }), 400, 'status must be Accepted or Rejected.'),
      jsonRow('traversal', 'an escaped path as the paper ID', 'chair', () => ({ paperId: '..%2F..%2Fpapers', status: 'Accepted' }), 404, messages.paperNotFound('..%2F..%2Fpapers')),
      jsonRow('state', 'accepting a paper that is not under review', 'chair', (world) => ({ paperId: world.bobPaper, status: 'Accepted' }), 409, 'Cannot accept a paper whose status is submitted.'),
      jsonRow('state', 'rejecting a paper without a review', 'chair', (world) => ({ paperId: world.ritaPaper, status: 'Rejected' }), 409, 'No review of this paper has been submitted yet.'),
      jsonRow('extra', 'a reviewer email beside a blank paper ID', 'chair', () => ({ paperId: '', status: 'Accepted', reviewerEmail: 'evil@example.test' }), 400, messages.paperIdRequired),
    ],
  },

  'PUT /api/admin/publish/:paperId': {
    body: 'none',
    rows: [
      getRow('state', 'a paper that is not accepted', 'chair', (world) => `/api/admin/publish/${world.bobPaper}`, 409, 'Cannot publish a paper whose status is submitted.'),
      getRow('state', 'an unknown paper', 'chair', () => '/api/admin/publish/ICCS25-0000', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/publish/${value}`),
    ],
  },

  'GET /api/reviewers/assignedpapers': {
    body: 'none',
    rows: [
      getRow('missing', 'no email', 'reviewer', () => '/api/reviewers/assignedpapers', 403, messages.ownEmailOnly),
      getRow('other-user', "an author's email", 'reviewer', (world) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(world.bob.email)}`, 403, messages.ownEmailOnly),
      getRow('other-user', "another reviewer's email", 'reviewer', (world) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(world.rita.email)}`, 403, messages.ownEmailOnly),
      getRow('types', "the email twice, another reviewer's first", 'reviewer', (world) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(world.rita.email)}&email=${encodeURIComponent(demo.reviewer.email)}`, 403, messages.ownEmailOnly),
      getRow('traversal', 'a path as the email', 'reviewer', () => '/api/reviewers/assignedpapers?email=..%2F..%2Fpapers', 403, messages.ownEmailOnly),
      getRow('huge', 'a 4 KB email', 'reviewer', () => `/api/reviewers/assignedpapers?email=${'e'.repeat(4096)}%40example.test`, 403, messages.ownEmailOnly),
      getRow('state', 'an unverified reviewer', 'newcomer', (world) => `/api/reviewers/assignedpapers?email=${encodeURIComponent(world.newcomer.email)}`, 403, 'Verify your email address before reviewing papers.'),
    ],
  },

  'POST /api/reviews/submitReview': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, messages.paperIdRequired),
      jsonRow('missing', 'no ratings', 'rita', (world) => ({ articleId: world.ritaPaper }), 400, 'Please rate: Appropriateness for the conference.'),
      jsonRow('types', 'a number as the paper ID', 'rita', () => ({ ...fullReview(''), articleId: 5 }), 400, messages.paperIdRequired),
      jsonRow('types', 'ratings as text that is not JSON', 'rita', (world) => fullReview(world.ritaPaper, { criteriaRatings: 'all Strong' }), 400, 'Please rate: Appropriateness for the conference.'),
      jsonRow('types', 'ratings as an array', 'rita', (world) => fullReview(world.ritaPaper, { criteriaRatings: ['Strong', 'Strong'] }), 400, 'Please rate: Appropriateness for the conference.'),
      jsonRow('types', 'ratings off the scale', 'rita', (world) => fullReview(world.ritaPaper, { criteriaRatings: Object.fromEntries(reviewCriteria.map((criterion) => [criterion, 'Excellent'])) }), 400, 'Please rate: Appropriateness for the conference.'),
      jsonRow('types', 'an object as the recommendation', 'rita', (world) => fullReview(world.ritaPaper, { recommendation: { value: 'Accept' } }), 400, 'Please choose a recommendation.'),
      jsonRow('huge', '1 MB of comments', 'rita', (world) => fullReview(world.ritaPaper, { additionalComments: megabyte }), 400, 'Additional comments is too long (at most 10000 characters).'),
      jsonRow('huge', 'a 1 KB suggestion answer', 'rita', (world) => fullReview(world.ritaPaper, { suggestions: { sectionsNumbered: 'y'.repeat(1024) } }), 400, 'Sections are numbered: answer is too long.'),
      jsonRow('traversal', 'a path as the paper ID', 'rita', () => fullReview('../../reviews/x'), 404, messages.paperNotFound('../../reviews/x')),
      jsonRow('other-user', "another reviewer's paper", 'reviewer', (world) => fullReview(world.ritaPaper), 403, messages.notAssigned),
      jsonRow('other-user', 'a paper assigned to nobody', 'reviewer', (world) => fullReview(world.bobPaper), 403, messages.notAssigned),
      jsonRow('state', 'a paper that is not under review', 'chair', (world) => fullReview(world.bobPaper), 409, 'Cannot review a paper whose status is submitted.'),
      jsonRow('state', 'an unverified reviewer', 'newcomer', (world) => fullReview(world.ritaPaper), 403, 'Verify your email address before reviewing papers.'),
      jsonRow('extra', 'status and updatedBy beside an unknown recommendation', 'rita', (world) => fullReview(world.ritaPaper, { recommendation: 'Publish now', status: 'Published', updatedBy: 'admin' }), 400, 'Please choose a recommendation.'),
    ],
  },

  'GET /api/reviews/getReviewComments': {
    body: 'none',
    rows: [
      getRow('missing', 'no paper ID', 'reviewer', () => '/api/reviews/getReviewComments', 400, messages.paperIdRequired),
      getRow('other-user', "another reviewer's paper", 'reviewer', (world) => `/api/reviews/getReviewComments?paperId=${world.ritaPaper}`, 403, messages.notAssigned),
      getRow('traversal', 'an escaped path as the paper ID', 'reviewer', () => '/api/reviews/getReviewComments?paperId=..%2F..%2Freviews', 404, messages.paperNotFound('../../reviews')),
      getRow('huge', 'a 4 KB paper ID', 'reviewer', () => `/api/reviews/getReviewComments?paperId=${'A'.repeat(4096)}`, 404, messages.paperNotFound('A'.repeat(40))),
      getRow('types', 'a unicode paper ID', 'reviewer', () => `/api/reviews/getReviewComments?paperId=${encodeURIComponent('文字')}`, 404, messages.paperNotFound('文字')),
      getRow('types', 'the paper ID twice, a path first', 'chair', (world) => `/api/reviews/getReviewComments?paperId=..%2Fx&paperId=${world.ritaPaper}`, 404, messages.paperNotFound('../x')),
    ],
  },

  'POST /api/reviews/saveDraft': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, messages.paperIdRequired),
      jsonRow('types', 'a number as the paper ID', 'rita', () => ({ articleId: 5 }), 400, messages.paperIdRequired),
      jsonRow('types', 'a rating off the scale', 'rita', (world) => ({ articleId: world.ritaPaper, criteriaRatings: { Novelty: 'Excellent' } }), 400, Messages.invalidRating),
      jsonRow('types', 'an object as the recommendation', 'rita', (world) => ({ articleId: world.ritaPaper, recommendation: { value: 'Accept' } }), 400, 'Please choose a recommendation.'),
      jsonRow('huge', '1 MB of confidential comments', 'rita', (world) => ({ articleId: world.ritaPaper, confidentialComments: megabyte }), 400, 'Confidential comments is too long (at most 10000 characters).'),
      jsonRow('other-user', "a paper assigned to someone else", 'rita', (world) => ({ articleId: world.bobPaper }), 403, messages.notAssigned),
      jsonRow('other-user', "another reviewer's review of the paper", 'reviewer', (world) => ({ articleId: world.ritaPaper, reviewerId: world.rita.record }), 403, messages.notAssigned),
      jsonRow('state', 'an unverified reviewer', 'newcomer', (world) => ({ articleId: world.ritaPaper }), 403, 'Verify your email address before reviewing papers.'),
      jsonRow('extra', 'a status and reviewer email beside an unknown paper', 'rita', () => ({ articleId: 'ICCS25-0000', status: 'Published', reviewerEmail: 'evil@example.test' }), 404, messages.paperNotFound('ICCS25-0000')),
      jsonRow('traversal', 'a path as the paper ID', 'rita', () => ({ articleId: '../../reviews/x' }), 404, messages.paperNotFound('../../reviews/x')),
    ],
  },

  'POST /api/reviewers/conflicts': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, messages.paperIdRequired),
      jsonRow('types', 'a number as the paper ID', 'rita', () => ({ paperId: 5 }), 400, messages.paperIdRequired),
      jsonRow('huge', 'a 1 MB paper ID', 'rita', () => ({ paperId: megabyte }), 404, messages.paperNotFound('x'.repeat(40))),
      jsonRow('other-user', 'a paper assigned to someone else', 'reviewer', (world) => ({ paperId: world.ritaPaper }), 403, messages.notAssigned),
      jsonRow('state', 'an unverified reviewer', 'newcomer', (world) => ({ paperId: world.ritaPaper }), 403, 'Verify your email address before reviewing papers.'),
      jsonRow('extra', "another reviewer's ID beside a paper not assigned", 'rita', (world) => ({ paperId: world.bobPaper, reviewerId: 'demo-reviewer' }), 403, messages.notAssigned),
      jsonRow('traversal', 'a path as the paper ID', 'rita', () => ({ paperId: '../../conflicts/x' }), 404, messages.paperNotFound('../../conflicts/x')),
    ],
  },

  'GET /api/authors/committee': {
    body: 'none',
    rows: [
      ...reviewerQueryRows('bob', () => '/api/authors/committee'),
      getRow('huge', '51 members by ID', 'bob', () => `/api/authors/committee?ids=${Array.from({ length: 51 }, (_unused, index) => `r${index}`).join(',')}`, 400, messages.committeeIdsInvalid),
      getRow('traversal', 'a path among the IDs', 'bob', () => '/api/authors/committee?ids=demo-reviewer,..%2F..%2Fusers%2Fadmin', 400, messages.committeeIdsInvalid),
      getRow('huge', 'a 4 KB ID list', 'bob', () => `/api/authors/committee?ids=${'a,'.repeat(2048)}`, 400, messages.committeeIdsInvalid),
    ],
  },

  'PUT /api/authors/papers/:paperId/conflicts': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: {} }), 400, Messages.exclusionsList),
      row('types', 'a name instead of a list', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: 'Demo Reviewer' } }), 400, Messages.exclusionsList),
      row('types', 'numbers in the list', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: [1, 2] } }), 400, Messages.exclusionsList),
      row('huge', 'a list of 51', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: Array.from({ length: 51 }, (_, index) => `r${index}`) } }), 400, Messages.exclusionsList),
      row('huge', 'a 1 MB member ID', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: [megabyte] } }), 400, Messages.unknownCommitteeMember('x'.repeat(64))),
      row('extra', 'a status beside an unknown member', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: ['nobody'], status: 'Accepted' } }), 400, Messages.unknownCommitteeMember('nobody')),
      row('other-user', "another author's paper", 'carol', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/conflicts`, json: { excludedReviewers: [] } }), 403, messages.notYourPaper),
      row('state', 'a paper under review', 'bob', (world) => ({ path: `/api/authors/papers/${world.ritaPaper}/conflicts`, json: { excludedReviewers: ['demo-reviewer'] } }), 409, Messages.conflictsOnlyWhileSubmitted),
      row('state', 'an unknown paper', 'bob', () => ({ path: '/api/authors/papers/ICCS25-0000/conflicts', json: { excludedReviewers: [] } }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/conflicts`),
    ],
  },

  'PUT /api/authors/papers/:paperId': {
    body: 'multipart',
    takesFile: true,
    // Rows without an address of their own go to bob's own paper, so they reach the form (an unknown paper is refused first).
    rows: [
      ...multipartEnvelope('bob', 'title', () => ({ title: 'A corrected title' })),
      ...manuscriptUploadRows()
        .filter((upload) => upload.kind === 'file' && upload.status !== 413)
        .map((upload) => ({ ...upload, case: `a new file: ${upload.case}` })),
      formRow('missing', 'an empty form', 'bob', () => ({}), () => ({}), 400, Messages.nothingToEdit),
      formRow('missing', 'only fields the edit does not take', 'bob', () => ({ status: 'Published', paperId: 'ICCS25-0001' }), () => ({}), 400, Messages.nothingToEdit),
      formRow('types', 'authorsDetails as an object', 'bob', () => ({ authorsDetails: JSON.stringify(authorBlock()) }), () => ({}), 400, 'authorsDetails must be a JSON list of author objects.'),
      formRow('types', 'excludedReviewers that is not a JSON list', 'bob', () => ({ excludedReviewers: 'demo-reviewer' }), () => ({}), 400, Messages.exclusionsList),
      formRow('types', 'an empty title', 'bob', () => ({ title: '   ' }), () => ({}), 400, 'Title is required'),
      formRow('huge', 'a 10 KB title', 'bob', () => ({ title: 'T'.repeat(10_000) }), () => ({}), 400, 'Title is too long (at most 300 characters).'),
      formRow('huge', 'five authors', 'bob', () => ({ authorsDetails: JSON.stringify(Array.from({ length: 5 }, (_, index) => authorBlock({ email: `a${index}@example.org` }))) }), () => ({}), 400, Messages.maxAuthors),
      formRow('extra', 'status and reviewers beside 2 keywords', 'bob', () => ({ keywords: 'a, b', status: 'Published', reviewerEmails: '["evil@example.test"]' }), () => ({}), 400, 'Please enter at least 4 keywords.'),
      formRow('file', 'a file of 10 MB and one byte', 'bob', () => ({}), () => ({ file: [sized(10 * MB + 1, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }), 413, messages.fileTooLarge('10 MB')),
      formRow('other-user', 'a committee member who does not exist', 'bob', () => ({ excludedReviewers: JSON.stringify(['no-such-member']) }), () => ({}), 400, Messages.unknownCommitteeMember('no-such-member')),
      row('other-user', "another author's paper", 'carol', (world) => ({ path: `/api/authors/papers/${world.bobPaper}`, form: form({ title: 'Taken over' }) }), 403, messages.notYourPaper),
      row('state', 'conflicts on a paper under review', 'bob', (world) => ({ path: `/api/authors/papers/${world.ritaPaper}`, form: form({ excludedReviewers: JSON.stringify(['demo-reviewer']) }) }), 409, Messages.conflictsNotEditable),
      row('state', 'an unknown paper', 'bob', () => ({ path: '/api/authors/papers/ICCS25-0000', form: form({ title: 'A corrected title' }) }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}`),
    ].map((edit) => onPath(edit, (world) => `/api/authors/papers/${world.bobPaper}`)),
  },

  'POST /api/authors/papers/:paperId/withdraw': {
    body: 'json',
    rows: [
      row('missing', "no reason, on another author's paper", 'carol', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/withdraw`, json: {} }), 403, messages.notYourPaper),
      row('types', 'a number as the reason', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/withdraw`, json: { reason: 42 } }), 400, Messages.withdrawReason),
      row('types', 'a list as the reason', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/withdraw`, json: { reason: ['mistake'] } }), 400, Messages.withdrawReason),
      row('huge', 'a 1 MB reason', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/withdraw`, json: { reason: megabyte } }), 400, Messages.withdrawReason),
      row('extra', 'a status and a paper ID beside a bad reason', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/withdraw`, json: { reason: {}, status: 'submitted', paperId: world.ritaPaper } }), 400, Messages.withdrawReason),
      row('other-user', "another author's paper under review", 'carol', (world) => ({ path: `/api/authors/papers/${world.ritaPaper}/withdraw`, json: { reason: 'Not mine' } }), 403, messages.notYourPaper),
      row('state', 'an unknown paper', 'bob', () => ({ path: '/api/authors/papers/ICCS25-0000/withdraw', json: {} }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/withdraw`),
    ],
  },

  'POST /api/admin/papers/:paperId/restore': {
    body: 'none',
    rows: [
      row('state', 'a paper that is not withdrawn', 'chair', (world) => ({ path: `/api/admin/papers/${world.bobPaper}/restore` }), 409, Messages.paperNotWithdrawn('Submitted')),
      row('state', 'an unknown paper', 'chair', () => ({ path: '/api/admin/papers/ICCS25-0000/restore' }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/restore`),
    ],
  },

  'PUT /api/admin/papers/:paperId/reviewers/:reviewerId/due': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: {} }), 400, Messages.dueAtInvalid),
      row('types', 'a due date in milliseconds', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: 1924992000000 } }), 400, Messages.dueAtInvalid),
      row('types', 'a date without its time', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: '2031-07-27' } }), 400, Messages.dueAtInvalid),
      row('types', 'the 30th of February', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: '2031-02-30T23:59:00+05:30' } }), 400, Messages.dueAtInvalid),
      row('huge', 'a 1 MB due date', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: megabyte } }), 400, Messages.dueAtInvalid),
      row('extra', 'a late flag beside a bad date', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: 'soon', late: false, reviewerEmail: 'evil@example.test' } }), 400, Messages.dueAtInvalid),
      row('state', 'a due date in the past', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: '2001-01-01T00:00:00Z' } }), 400, Messages.dueAtPast),
      row('other-user', 'a reviewer not assigned to the paper', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/reviewers/${world.conflicted}/due`, json: { dueAt: '2031-07-27T23:59:00+05:30' } }), 404, Messages.notThisPapersReviewer),
      row('state', 'a submitted paper without reviewers', 'chair', (world) => ({ path: `/api/admin/papers/${world.bobPaper}/reviewers/${world.rita.record}/due`, json: { dueAt: '2031-07-27T23:59:00+05:30' } }), 404, Messages.notThisPapersReviewer),
      row('state', 'an unknown paper', 'chair', (world) => ({ path: `/api/admin/papers/ICCS25-0000/reviewers/${world.rita.record}/due`, json: { dueAt: null } }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/reviewers/demo-reviewer/due`),
      ...traversalRows('reviewerId', 'chair', (value) => `/api/admin/papers/ICCS25-0001/reviewers/${value}/due`),
    ],
  },

  'GET /api/reviewers/calendar-feed': { body: 'none', rows: [] },
  'POST /api/reviewers/calendar-feed': {
    body: 'none',
    rows: [row('other-user', 'a reviewer who has not verified the email', 'newcomer', () => ({}), 403, Messages.verifyEmailFirst)],
  },
  'GET /api/calendar-feeds/:token/due-dates.ics': {
    body: 'none',
    rows: [
      getRow('state', 'a link that was never made', 'anonymous', () => `/api/calendar-feeds/${'a'.repeat(64)}/due-dates.ics`, 404, Messages.calendarFeedNotFound),
      getRow('types', 'a secret of the wrong length', 'anonymous', () => '/api/calendar-feeds/short-token/due-dates.ics', 404, Messages.calendarFeedNotFound),
      getRow('other-user', "a signed-in reviewer without the link's secret", 'rita', () => `/api/calendar-feeds/${'b'.repeat(64)}/due-dates.ics`, 404, Messages.calendarFeedNotFound),
      ...traversalRows('token', 'anonymous', (value) => `/api/calendar-feeds/${value}/due-dates.ics`),
    ],
  },

  'GET /api/reviewers/bids': {
    body: 'none',
    rows: [
      getRow('types', 'an unknown bid filter', 'rita', () => '/api/reviewers/bids?bid=desperate', 400, 'bid must be one of eager, willing, notWilling, conflict or none.'),
      getRow('types', 'a page that is not a number', 'rita', () => '/api/reviewers/bids?page=-1', 400, 'page must be the next value of the previous page.'),
      getRow('huge', 'a 1 KB search', 'rita', () => `/api/reviewers/bids?q=${'q'.repeat(1024)}`, 400, 'The search may be at most 100 characters.'),
      getRow('other-user', 'a reviewer who has not verified the email', 'newcomer', () => '/api/reviewers/bids', 403, Messages.verifyEmailToBid),
    ],
  },
  'PUT /api/reviewers/bids/:paperId': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'rita', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: {} }), 400, bidMessage),
      row('types', 'a number as the bid', 'rita', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: 3 } }), 400, bidMessage),
      row('types', 'an unknown bid', 'rita', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: 'desperate' } }), 400, bidMessage),
      row('huge', 'a 1 MB bid', 'rita', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: megabyte } }), 400, bidMessage),
      row('extra', "another reviewer's ID beside a bad bid", 'rita', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: 'EAGER', reviewerId: world.conflicted } }), 400, bidMessage),
      row('other-user', 'an author bidding', 'bob', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: 'eager' } }), 403),
      row('other-user', 'a reviewer who has not verified the email', 'newcomer', (world) => ({ path: `/api/reviewers/bids/${world.bobPaper}`, json: { bid: 'eager' } }), 403, Messages.verifyEmailToBid),
      ...traversalRows('paperId', 'rita', (value) => `/api/reviewers/bids/${value}`),
    ].map((bid) => onPath(bid, (world) => `/api/reviewers/bids/${world.bobPaper}`)),
  },
  'GET /api/reviewers/topics': {
    body: 'none',
    rows: [row('other-user', 'a reviewer who has not verified the email', 'newcomer', () => ({}), 403, Messages.verifyEmailToBid)],
  },
  'PUT /api/reviewers/topics': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, reviewerTopicsMessage),
      jsonRow('types', 'a topic as a string, not a list', 'rita', () => ({ topics: conference.topics[0] }), 400, reviewerTopicsMessage),
      jsonRow('types', 'a topic the call does not have', 'rita', () => ({ topics: ['Underwater basket weaving'] }), 400, reviewerTopicsMessage),
      jsonRow('huge', 'every topic twice', 'rita', () => ({ topics: [...conference.topics, ...conference.topics] }), 400, reviewerTopicsMessage),
      jsonRow('huge', 'a 1 MB topic', 'rita', () => ({ topics: [megabyte] }), 400, reviewerTopicsMessage),
      jsonRow('extra', 'a research area beside a repeated topic', 'rita', () => ({ topics: [conference.topics[0], conference.topics[0]], researchArea: 'Everything' }), 400, reviewerTopicsMessage),
    ],
  },
  'GET /api/admin/bids': { body: 'none', rows: [] },
  'POST /api/admin/bids/reminders': { body: 'none', rows: [] },
  'POST /api/admin/autoassign/proposals': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'reviewersPerPaper must be a whole number from 1 to 10.'),
      jsonRow('missing', 'no maximum per reviewer', 'chair', () => ({ reviewersPerPaper: 3 }), 400, 'maxPerReviewer must be a whole number from 1 to 1000.'),
      jsonRow('types', 'reviewersPerPaper as text', 'chair', () => ({ reviewersPerPaper: '3', maxPerReviewer: 5 }), 400, 'reviewersPerPaper must be a whole number from 1 to 10.'),
      jsonRow('types', 'zero reviewers per paper', 'chair', () => ({ reviewersPerPaper: 0, maxPerReviewer: 5 }), 400, 'reviewersPerPaper must be a whole number from 1 to 10.'),
      jsonRow('types', 'an unknown objective', 'chair', () => ({ reviewersPerPaper: 3, maxPerReviewer: 5, objective: 'greedy' }), 400, "objective must be 'fair' or 'total'."),
      jsonRow('huge', 'twenty thousand and one papers', 'chair', () => ({ reviewersPerPaper: 3, maxPerReviewer: 5, papers: { paperIds: Array.from({ length: 20_001 }, (_, at) => `ICCS25-${at}`) } }), 400, 'At most 20000 papers.'),
      jsonRow('extra', 'a reviewer list beside a bad limit', 'chair', () => ({ reviewersPerPaper: 3, maxPerReviewer: -1, reviewerIds: ['x'] }), 400, 'maxPerReviewer must be a whole number from 1 to 1000.'),
      jsonRow('extra', 'the old apply flag beside a bad limit', 'chair', () => ({ reviewersPerPaper: 3, maxPerReviewer: -1, apply: true, proposalId: 'abcdefabcdefabcdefabcdef' }), 400, 'maxPerReviewer must be a whole number from 1 to 1000.'),
      jsonRow('state', 'a paper that does not exist', 'chair', () => ({ reviewersPerPaper: 1, maxPerReviewer: 5, papers: { paperIds: ['ICCS25-0000'] } }), 400, 'No paper open for review has the ID ICCS25-0000.'),
    ],
  },
  'GET /api/admin/autoassign/proposals/:proposalId': {
    body: 'none',
    rows: [
      row('state', 'a proposal that was never made', 'chair', () => ({ path: '/api/admin/autoassign/proposals/abcdefabcdefabcdefabcdef' }), 404, Messages.proposalNotFound),
      row('types', 'page zero', 'chair', () => ({ path: '/api/admin/autoassign/proposals/abcdefabcdefabcdefabcdef?page=0' }), 400, 'page is a page number from 1.'),
      row('huge', 'a page number of a million', 'chair', () => ({ path: '/api/admin/autoassign/proposals/abcdefabcdefabcdefabcdef?page=1000000' }), 400, 'page is a page number from 1.'),
      ...traversalRows('proposalId', 'chair', (value) => `/api/admin/autoassign/proposals/${value}`),
    ],
  },
  'POST /api/admin/autoassign/proposals/:proposalId/apply': {
    body: 'none',
    rows: [
      row('state', 'a proposal that was never made', 'chair', () => ({ path: '/api/admin/autoassign/proposals/abcdefabcdefabcdefabcdef/apply' }), 404, Messages.proposalNotFound),
      row('state', 'an ID that is not a proposal\'s', 'chair', () => ({ path: '/api/admin/autoassign/proposals/ICCS25-0001/apply' }), 404, Messages.proposalNotFound),
      ...traversalRows('proposalId', 'chair', (value) => `/api/admin/autoassign/proposals/${value}/apply`),
    ],
  },
  'GET /api/authors/papers/:paperId/response': {
    body: 'none',
    rows: [
      getRow('other-user', "another author's paper", 'carol', (world) => `/api/authors/papers/${world.bobPaper}/response`, 403, messages.notYourPaper),
      getRow('other-user', 'a reviewer of the paper', 'rita', (world) => `/api/authors/papers/${world.ritaPaper}/response`, 403, messages.forbidden),
      getRow('state', 'a paper whose reviews are not released', 'bob', (world) => `/api/authors/papers/${world.ritaPaper}/response`, 409, Messages.responseNotReleased),
      getRow('state', 'an unknown paper', 'bob', () => '/api/authors/papers/ICCS25-0000/response', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/response`),
    ],
  },
  'PUT /api/authors/papers/:paperId/response': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'bob', () => ({}), 400, 'text must be the response as text.'),
      jsonRow('missing', 'no submit', 'bob', () => ({ text: 'We thank the reviewers.' }), 400, /^submit must be true/),
      jsonRow('types', 'the text as a number', 'bob', () => ({ text: 42, submit: false }), 400, 'text must be the response as text.'),
      jsonRow('types', 'submit as text', 'bob', () => ({ text: 'Thanks', submit: 'yes' }), 400, /^submit must be true/),
      jsonRow('huge', 'a 1 MB response', 'bob', () => ({ text: megabyte, submit: false }), 400, 'A response may hold at most 30,000 characters.'),
      jsonRow('extra', 'an author ID beside a bad submit', 'bob', (world) => ({ text: 'x', submit: 'no', authorId: world.carol.uid }), 400, /^submit must be true/),
      row('other-user', "another author's paper", 'carol', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/response`, json: { text: 'Hijacked', submit: true } }), 403, messages.notYourPaper),
      row('state', 'a paper whose reviews are not released', 'bob', (world) => ({ path: `/api/authors/papers/${world.ritaPaper}/response`, json: { text: 'Thanks', submit: true } }), 409, Messages.responseNotReleased),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/response`),
    ],
  },
  'POST /api/admin/papers/:paperId/release': {
    body: 'none',
    rows: [
      row('state', 'a paper not under review', 'chair', (world) => ({ path: `/api/admin/papers/${world.bobPaper}/release` }), 409, Messages.releaseNotUnderReview('Submitted')),
      row('state', 'a paper with no submitted review', 'chair', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/release` }), 409, Messages.releaseNeedsReview),
      row('state', 'an unknown paper', 'chair', () => ({ path: '/api/admin/papers/ICCS25-0000/release' }), 404, messages.paperNotFound('ICCS25-0000')),
      row('other-user', "the paper's author", 'bob', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/release` }), 403),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/release`),
    ],
  },
  'GET /api/papers/:paperId/discussion': {
    body: 'none',
    rows: [
      getRow('other-user', "the paper's author", 'bob', (world) => `/api/papers/${world.ritaPaper}/discussion`, 403, messages.forbidden),
      getRow('other-user', 'a reviewer not on the paper', 'reviewer', (world) => `/api/papers/${world.ritaPaper}/discussion`, 403, Messages.discussionNotOnPaper),
      getRow('other-user', 'a reviewer who has not verified the email', 'newcomer', (world) => `/api/papers/${world.ritaPaper}/discussion`, 403, Messages.verifyEmailFirst),
      getRow('state', 'a reviewer before their own review is in', 'rita', (world) => `/api/papers/${world.ritaPaper}/discussion`, 403, Messages.discussionNeedsOwnReview),
      getRow('state', 'an unknown paper', 'chair', () => '/api/papers/ICCS25-0000/discussion', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'chair', (value) => `/api/papers/${value}/discussion`),
    ],
  },
  'POST /api/papers/:paperId/discussion': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'text must be the comment as text.'),
      jsonRow('missing', 'only spaces', 'chair', () => ({ text: ' \n\t ' }), 400, 'Write a comment first.'),
      jsonRow('types', 'the text as a list', 'chair', () => ({ text: ['Hello'] }), 400, 'text must be the comment as text.'),
      jsonRow('types', 'to as a number', 'chair', () => ({ text: 'Hello', to: 2 }), 400, /^to must name one reviewer/),
      jsonRow('types', 'a script', 'chair', () => ({ text: script }), 400, MarkupMessages.html),
      jsonRow('types', 'a remote image', 'chair', () => ({ text: '![plot](https://evil.example/pixel.png)' }), 400, MarkupMessages.image),
      jsonRow('types', 'a javascript: link', 'chair', () => ({ text: '[proof](javascript:alert(1))' }), 400, MarkupMessages.link),
      jsonRow('huge', 'a 1 MB comment', 'chair', () => ({ text: megabyte }), 400, 'A comment may hold at most 5,000 characters.'),
      jsonRow('extra', 'an author label beside an image tag', 'chair', () => ({ text: '<img src=x onerror=alert(1)>', by: 'Reviewer 1' }), 400, MarkupMessages.html),
      row('state', 'a paper not under review', 'chair', (world) => ({ path: `/api/papers/${world.bobPaper}/discussion`, json: { text: 'Hello' } }), 409, Messages.discussionNotUnderReview('Submitted')),
      row('state', 'a reviewer before their own review is in', 'rita', (world) => ({ path: `/api/papers/${world.ritaPaper}/discussion`, json: { text: 'Hello' } }), 403, Messages.discussionNeedsOwnReview),
      row('other-user', "the paper's author", 'bob', (world) => ({ path: `/api/papers/${world.ritaPaper}/discussion`, json: { text: 'Hello' } }), 403, messages.forbidden),
      ...traversalRows('paperId', 'chair', (value) => `/api/papers/${value}/discussion`),
    ],
  },
  'POST /api/papers/:paperId/discussion/check': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'text must be the comment as text.'),
      jsonRow('types', 'the text as a number', 'chair', () => ({ text: 7 }), 400, 'text must be the comment as text.'),
      jsonRow('huge', 'a 1 MB comment', 'chair', () => ({ text: megabyte }), 400, 'A comment may hold at most 5,000 characters.'),
      jsonRow('extra', 'a paper ID beside a script', 'chair', (world) => ({ text: script, paperId: world.bobPaper }), 400, MarkupMessages.html),
      row('other-user', 'a reviewer not on the paper', 'reviewer', (world) => ({ path: `/api/papers/${world.ritaPaper}/discussion/check`, json: { text: 'Who reviews this?' } }), 403, Messages.discussionNotOnPaper),
      ...traversalRows('paperId', 'chair', (value) => `/api/papers/${value}/discussion/check`),
    ],
  },
  'PUT /api/admin/papers/:paperId/discussion': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'resolved must be true or false.'),
      jsonRow('types', 'resolved as text', 'chair', () => ({ resolved: 'yes' }), 400, 'resolved must be true or false.'),
      jsonRow('huge', 'a 1 MB value', 'chair', () => ({ resolved: megabyte }), 400, 'resolved must be true or false.'),
      jsonRow('extra', 'a comment count beside a bad value', 'chair', () => ({ resolved: 1, comments: 0 }), 400, 'resolved must be true or false.'),
      row('state', 'an unknown paper', 'chair', () => ({ path: '/api/admin/papers/ICCS25-0000/discussion', json: { resolved: true } }), 404, messages.paperNotFound('ICCS25-0000')),
      row('other-user', "the paper's reviewer", 'rita', (world) => ({ path: `/api/admin/papers/${world.ritaPaper}/discussion`, json: { resolved: true } }), 403, messages.forbidden),
      ...traversalRows('paperId', 'chair', (value) => `/api/admin/papers/${value}/discussion`),
    ],
  },
  'GET /api/public/fees': { body: 'none', rows: [] },
  'GET /api/admin/fees': { body: 'none', rows: [] },
  'PUT /api/admin/fees': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The fee table has 1 to 20 categories, each ID once.'),
      jsonRow('missing', 'no categories', 'chair', () => ({ ...defaultFeeTable, categories: [] }), 400, 'The fee table has 1 to 20 categories, each ID once.'),
      jsonRow('types', 'an amount in rupees with paise as a fraction', 'chair', () => ({ ...defaultFeeTable, categories: [{ ...defaultFeeTable.categories[0], online: { early: 3500.5, late: 4000 } }] }), 400, /^Amounts are whole numbers/),
      jsonRow('types', 'an amount as text', 'chair', () => ({ ...defaultFeeTable, categories: [{ ...defaultFeeTable.categories[0], online: { early: '3500', late: 4000 } }] }), 400, /^Amounts are whole numbers/),
      jsonRow('types', 'a negative fee', 'chair', () => ({ ...defaultFeeTable, categories: [{ ...defaultFeeTable.categories[0], online: { early: -1, late: 4000 } }] }), 400, /^Amounts are whole numbers/),
      jsonRow('types', 'a GSTIN with a wrong check character', 'chair', () => ({ ...defaultFeeTable, gstin: '33AAACW4270N1Z5' }), 400, 'This GSTIN fails its check character: a character is mistyped.'),
      jsonRow('types', 'a meeting link that runs a script', 'chair', () => ({ ...defaultFeeTable, meetingLink: 'javascript:alert(1)' }), 400, 'The meeting link must be an https address, or empty.'),
      jsonRow('huge', 'a 1 MB category label', 'chair', () => ({ ...defaultFeeTable, categories: [{ ...defaultFeeTable.categories[0], label: megabyte }] }), 400, "A category's label may be at most 60 characters."),
      jsonRow('huge', 'twenty-one categories', 'chair', () => ({ ...defaultFeeTable, categories: Array.from({ length: 21 }, (_, at) => ({ ...defaultFeeTable.categories[0], id: `c${at}` })) }), 400, 'The fee table has 1 to 20 categories, each ID once.'),
      jsonRow('extra', 'a currency beside a bad rate', 'chair', () => ({ ...defaultFeeTable, gstRatePercent: 99, currency: 'EUR' }), 400, 'The GST rate is a percentage from 0 to 28.'),
    ],
  },
  'POST /api/participants/registration': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'bob', () => ({}), 400, 'Choose a category.'),
      jsonRow('missing', 'no billing details', 'bob', () => ({ category: 'faculty', attendance: 'online', paperIds: [] }), 400, 'billing holds the name, address, state, country and an optional GSTIN.'),
      jsonRow('types', 'an attendance that is neither', 'bob', () => ({ category: 'faculty', attendance: 'hybrid', paperIds: [], billing: { name: 'B', address: 'A', state: 'Kerala', country: 'India' } }), 400, "attendance is 'in-person' or 'online'."),
      jsonRow('types', 'a GSTIN with a wrong check character', 'bob', () => ({ category: 'faculty', attendance: 'online', paperIds: [], billing: { name: 'B', address: 'A', state: 'Kerala', country: 'India', gstin: '32AAAAA0000A1ZC' } }), 400, 'This GSTIN fails its check character: a character is mistyped.'),
      jsonRow('types', 'paper IDs as one string', 'bob', (world) => ({ category: 'faculty', attendance: 'online', paperIds: world.ritaPaper, billing: { name: 'B', address: 'A', state: 'Kerala', country: 'India' } }), 400, 'paperIds lists at most 10 of your accepted papers, by ID.'),
      jsonRow('huge', 'a 1 MB billing address', 'bob', () => ({ category: 'faculty', attendance: 'online', paperIds: [], billing: { name: 'B', address: megabyte, state: 'Kerala', country: 'India' } }), 400, 'The billing address may be at most 300 characters.'),
      jsonRow('huge', 'eleven papers', 'bob', (world) => ({ category: 'faculty', attendance: 'online', paperIds: Array.from({ length: 11 }, () => world.ritaPaper), billing: { name: 'B', address: 'A', state: 'Kerala', country: 'India' } }), 400, 'paperIds lists at most 10 of your accepted papers, by ID.'),
      jsonRow('extra', 'an amount of its own beside a bad night count', 'bob', () => ({ category: 'faculty', attendance: 'online', paperIds: [], billing: { name: 'B', address: 'A', state: 'Kerala', country: 'India' }, hostelNights: -1, amountDue: 1 }), 400, 'Hostel nights are a whole number from 0 to 10.'),
    ],
  },
  'GET /api/participants/me': { body: 'none', rows: [] },
  'POST /api/participants/payments': {
    body: 'multipart',
    takesFile: true,
    rows: [
      ...multipartEnvelope('bob', 'reference', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' })),
      formRow('missing', 'an empty form', 'bob', () => ({}), () => ({}), 400, /required/),
      formRow('missing', 'no receipt', 'bob', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' }), () => ({}), 400, Messages.receiptRequired),
      formRow('types', 'the amount in rupees with paise', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, amount: '4130.00' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, declaredAmountMessage),
      formRow('types', 'an impossible date', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, date: '2025-13-45' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, 'The payment date is a day, YYYY-MM-DD.'),
      formRow('types', 'HTML as the reference', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, reference: '<img src=x onerror=alert(1)>' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, referenceMessage),
      formRow('huge', 'a 1 KB reference', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, reference: 'R'.repeat(1024) }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, messages.tooLong('Transaction reference', 60)),
      formRow('huge', 'an amount of eleven digits', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, amount: '99999999999' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 400, messages.tooLong('Amount', 10)),
      formRow('extra', 'a state and a receipt number beside a bad reference', 'bob', () => ({ ...{ amount: '413000', date: '2025-07-01', reference: '123456789012' }, reference: 'x', state: 'verified', receiptNumber: 'ICCS/25-26/0001' }), () => ({}), 400, referenceMessage),
      formRow('file', 'text named receipt.png', 'bob', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' }), () => ({ receipt: [fakePdfBytes, 'receipt.png', 'image/png'] }), 400, 'The receipt must be an image or a PDF file.'),
      formRow('file', 'a zero-byte receipt', 'bob', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' }), () => ({ receipt: [new Uint8Array(), 'receipt.png'] }), 400, messages.emptyFile),
      formRow('file', 'a receipt of 5 MB and one byte', 'bob', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' }), () => ({ receipt: [sized(5 * MB + 1, pngBytes), 'receipt.png'] }), 413, messages.fileTooLarge('5 MB')),
      formRow('state', 'a payment before registering', 'carol', () => ({ amount: '413000', date: '2025-07-01', reference: '123456789012' }), () => ({ receipt: [pngBytes, 'receipt.png'] }), 409, Messages.registerBeforePaying),
    ],
  },
  'GET /api/participants/payments/:paymentId/invoice.pdf': {
    body: 'none',
    rows: [
      getRow('state', 'a payment that does not exist', 'bob', () => '/api/participants/payments/nosuchpayment/invoice.pdf', 404, Messages.paymentNotFound),
      ...traversalRows('paymentId', 'bob', (value) => `/api/participants/payments/${value}/invoice.pdf`),
    ],
  },
  'GET /api/participants/payments/:paymentId/receipt': {
    body: 'none',
    rows: [
      getRow('state', 'a payment that does not exist', 'chair', () => '/api/participants/payments/nosuchpayment/receipt', 404, Messages.paymentNotFound),
      ...traversalRows('paymentId', 'chair', (value) => `/api/participants/payments/${value}/receipt`),
    ],
  },
  'GET /api/admin/payments': {
    body: 'none',
    rows: [
      getRow('types', 'a state that does not exist', 'chair', () => '/api/admin/payments?state=paid', 400, /^state must be one of/),
      getRow('state', 'a page naming no payment', 'chair', () => '/api/admin/payments?page=nosuchpayment', 400, Messages.paymentCursorUnknown),
      getRow('traversal', 'a path as the page', 'chair', () => '/api/admin/payments?page=..%2F..%2Fusers', 400, Messages.paymentCursorUnknown),
      getRow('huge', 'a 4 KB search', 'chair', () => `/api/admin/payments?q=${'a'.repeat(4096)}`, 400, 'q may be at most 100 characters.'),
    ],
  },
  'POST /api/admin/payments/verify': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, verifyPaymentsMessage),
      jsonRow('missing', 'an empty list', 'chair', () => ({ paymentIds: [] }), 400, verifyPaymentsMessage),
      jsonRow('types', 'one ID as a string, not a list', 'chair', () => ({ paymentIds: 'nosuchpayment' }), 400, verifyPaymentsMessage),
      jsonRow('types', 'a number as an ID', 'chair', () => ({ paymentIds: [42] }), 400, verifyPaymentsMessage),
      jsonRow('traversal', 'a path as an ID', 'chair', () => ({ paymentIds: ['../users/admin'] }), 400, verifyPaymentsMessage),
      jsonRow('huge', 'a thousand IDs', 'chair', () => ({ paymentIds: Array.from({ length: 1000 }, (_, index) => `p${index}`) }), 400, verifyPaymentsMessage),
      jsonRow('huge', 'a 1 MB ID', 'chair', () => ({ paymentIds: [megabyte] }), 400, verifyPaymentsMessage),
      jsonRow('extra', 'a payer beside an empty list', 'chair', () => ({ paymentIds: [], uid: 'someone' }), 400, verifyPaymentsMessage),
    ],
  },
  'POST /api/admin/payments/:paymentId/verify': {
    body: 'none',
    rows: [
      row('state', 'a payment that does not exist', 'chair', () => ({ path: '/api/admin/payments/nosuchpayment/verify' }), 404, Messages.paymentNotFound),
      ...traversalRows('paymentId', 'chair', (value) => `/api/admin/payments/${value}/verify`),
    ],
  },
  'POST /api/admin/payments/:paymentId/reject': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, rejectReasonMessage),
      jsonRow('missing', 'only spaces', 'chair', () => ({ reason: '  \n ' }), 400, rejectReasonMessage),
      jsonRow('types', 'the reason as a list', 'chair', () => ({ reason: ['No transfer'] }), 400, rejectReasonMessage),
      jsonRow('huge', 'a 1 MB reason', 'chair', () => ({ reason: megabyte }), 400, rejectReasonMessage),
      jsonRow('extra', 'a state beside an empty reason', 'chair', () => ({ reason: '', state: 'verified' }), 400, rejectReasonMessage),
      row('state', 'a payment that does not exist', 'chair', () => ({ path: '/api/admin/payments/nosuchpayment/reject', json: { reason: 'No such transfer.' } }), 404, Messages.paymentNotFound),
      ...traversalRows('paymentId', 'chair', (value) => `/api/admin/payments/${value}/reject`),
    ],
  },
  'POST /api/admin/payments/:paymentId/credit-note': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, creditAmountMessage),
      jsonRow('types', 'the amount as text', 'chair', () => ({ amount: '59000', reason: 'Refund' }), 400, creditAmountMessage),
      jsonRow('types', 'a negative amount', 'chair', () => ({ amount: -59000, reason: 'Refund' }), 400, creditAmountMessage),
      jsonRow('huge', 'a 1 MB reason', 'chair', () => ({ amount: 100, reason: megabyte }), 400, rejectReasonMessage),
      jsonRow('extra', 'a number of its own beside a fractional amount', 'chair', () => ({ amount: 0.5, reason: 'Refund', number: 'ICCN/25-26/0001' }), 400, creditAmountMessage),
      row('state', 'a payment that does not exist', 'chair', () => ({ path: '/api/admin/payments/nosuchpayment/credit-note', json: { amount: 100, reason: 'Refund' } }), 404, Messages.paymentNotFound),
      ...traversalRows('paymentId', 'chair', (value) => `/api/admin/payments/${value}/credit-note`),
    ],
  },
  'GET /api/admin/payments.csv': { body: 'none', rows: [] },
  'POST /api/admin/participants/attendance': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, attendanceEmailsMessage),
      jsonRow('missing', 'an empty list', 'chair', () => ({ emails: [], attended: true }), 400, attendanceEmailsMessage),
      jsonRow('types', 'one email as a string, not a list', 'chair', (world) => ({ emails: world.bob.email, attended: true }), 400, attendanceEmailsMessage),
      jsonRow('types', 'attended as text', 'chair', (world) => ({ emails: [world.bob.email], attended: 'yes' }), 400, 'attended is true or false.'),
      jsonRow('types', 'a header in an email (CR/LF)', 'chair', (world) => ({ emails: [`${world.bob.email}\r\nBcc: victim@example.org`], attended: true }), 400, attendanceEmailsMessage),
      jsonRow('traversal', 'a path as an email', 'chair', () => ({ emails: ['../users/admin'], attended: true }), 400, attendanceEmailsMessage),
      jsonRow('huge', 'two thousand and one emails', 'chair', () => ({ emails: Array.from({ length: 2001 }, (_, at) => `p${at}@example.org`), attended: true }), 400, attendanceEmailsMessage),
      jsonRow('huge', 'a 1 MB email', 'chair', () => ({ emails: [`${megabyte}@example.org`], attended: true }), 400, attendanceEmailsMessage),
      jsonRow('extra', 'a time of its own beside an empty list', 'chair', () => ({ emails: [], attended: true, attendedAt: '2020-01-01T00:00:00.000Z' }), 400, attendanceEmailsMessage),
    ],
  },
  'POST /api/admin/mail': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, mailingRequestMessage),
      jsonRow('missing', 'a preview without a body', 'chair', () => ({ to: { group: 'authors' }, subject: 'Hi', preview: true }), 400, mailingRequestMessage),
      jsonRow('types', 'an unknown group', 'chair', () => ({ to: { group: 'everyone' }, subject: 'Hi', body: 'x', preview: true }), 400, 'to is { group, filter, perPaper }: group one of authors, reviewers, participants, papers.'),
      jsonRow('types', 'a field nobody knows', 'chair', () => ({ to: { group: 'authors' }, subject: 'Hi', body: 'Dear {{fullname}}', preview: true }), 400, /^\{\{fullname\}\} is not a field\./),
      jsonRow('types', "a paper's authors to its reviewers", 'chair', () => ({ to: { group: 'reviewers', perPaper: true }, subject: 'Hi', body: '{{paper.authors}}', preview: true }), 400, '{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.'),
      jsonRow('types', 'CR/LF in the subject', 'chair', () => ({ to: { group: 'authors' }, subject: 'Hi\r\nBcc: spy@example.org', body: 'x', preview: true }), 400, 'The subject is one line.'),
      jsonRow('traversal', 'a path as a paper ID', 'chair', () => ({ to: { group: 'papers', filter: { paperIds: ['../users/x'] } }, subject: 'Hi', body: 'x', preview: true }), 400, 'paperIds lists 1 to 500 paper IDs.'),
      jsonRow('huge', '501 paper IDs', 'chair', () => ({ to: { group: 'papers', filter: { paperIds: Array.from({ length: 501 }, (_, at) => `P-${at}`) } }, subject: 'Hi', body: 'x', preview: true }), 400, 'paperIds lists 1 to 500 paper IDs.'),
      jsonRow('huge', 'a body of 20,001 characters', 'chair', () => ({ to: { group: 'authors' }, subject: 'Hi', body: 'x'.repeat(20_001), preview: true }), 400, 'The body is longer than 20,000 characters.'),
      jsonRow('extra', 'a filter key of its own', 'chair', () => ({ to: { group: 'authors', filter: { country: 'India' } }, subject: 'Hi', body: 'x', preview: true }), 400, 'The authors’ filter takes paperStatus, registration, cameraReady and copyright.'),
      jsonRow('extra', 'preview and apply at once', 'chair', () => ({ to: { group: 'authors' }, subject: 'Hi', body: 'x', preview: true, previewId: '0123456789abcdef01234567', apply: true }), 400, mailingRequestMessage),
      jsonRow('state', 'a preview that does not exist', 'chair', () => ({ previewId: '0123456789abcdef01234567', apply: true }), 404, Messages.proposalNotFound),
    ],
  },
  'GET /api/admin/mail-templates': { body: 'none', rows: [] },
  'POST /api/admin/mail-templates': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, /is text|A template's name/),
      jsonRow('missing', 'a name of spaces', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, name: '   ' }), 400, "A template's name is 1 to 100 characters."),
      jsonRow('types', 'an unknown group', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, group: 'everyone' }), 400, 'group is one of: authors, reviewers, participants, papers.'),
      jsonRow('types', 'perPaper as text', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, perPaper: 'yes' }), 400, 'perPaper is true or false.'),
      jsonRow('types', 'a field nobody knows', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, body: 'Dear {{fullname}}' }), 400, /^\{\{fullname\}\} is not a field\./),
      jsonRow('types', "a paper's authors to its reviewers", 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, group: 'reviewers', perPaper: true, body: '{{paper.authors}}' }), 400, '{{paper.authors}} cannot go to reviewers: reviewers never learn who wrote a paper.'),
      jsonRow('types', "the decision's own field in a mailing", 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, body: '{{decision.comments}}' }), 400, '{{decision.comments}} cannot go to authors: only the decision message carries it.'),
      jsonRow('types', 'CR/LF in the subject', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, subject: 'Hi\r\nBcc: spy@example.org' }), 400, 'The subject is one line.'),
      jsonRow('huge', 'a name of 101 characters', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, name: 'n'.repeat(101) }), 400, "A template's name is 1 to 100 characters."),
      jsonRow('huge', 'a 1 MB body', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, body: megabyte }), 400, 'The body is longer than 20,000 characters.'),
      jsonRow('extra', 'an ID and a time of its own beside an empty name', 'chair', () => ({ ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, name: '', id: 'chosen', updatedAt: '2020-01-01T00:00:00.000Z' }), 400, "A template's name is 1 to 100 characters."),
    ],
  },
  'PUT /api/admin/mail-templates/:templateId': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template', json: {} }), 400, /is text|A template's name/),
      row('types', 'a field nobody knows', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template', json: { ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, subject: '{{fullname}}' } }), 400, /^\{\{fullname\}\} is not a field\./),
      row('huge', 'a 1 MB name', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template', json: { ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, name: megabyte } }), 400, "A template's name is 1 to 100 characters."),
      row('extra', 'a creation time of its own beside an unknown group', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template', json: { ...{ name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' }, group: 'all', createdAt: '2020-01-01T00:00:00.000Z' } }), 400, 'group is one of: authors, reviewers, participants, papers.'),
      row('state', 'a template that does not exist', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template', json: { name: 'Scan', group: 'authors', perPaper: false, subject: 'Hi', body: 'Dear {{name}}' } }), 404, Messages.templateNotFound),
      ...traversalRows('templateId', 'chair', (value) => `/api/admin/mail-templates/${value}`),
    ],
  },
  'DELETE /api/admin/mail-templates/:templateId': {
    body: 'none',
    rows: [
      row('state', 'a template that does not exist', 'chair', () => ({ path: '/api/admin/mail-templates/no-such-template' }), 404, Messages.templateNotFound),
      ...traversalRows('templateId', 'chair', (value) => `/api/admin/mail-templates/${value}`),
    ],
  },
  'PUT /api/admin/mail-messages/:key': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'chair', () => ({ path: '/api/admin/mail-messages/reminder', json: {} }), 400, /subject is text/),
      row('types', 'a field of another message', 'chair', () => ({ path: '/api/admin/mail-messages/reminder', json: { subject: 'Hi', body: '{{invitation.message}}' } }), 400, '{{invitation.message}} is not in the review reminder: only the invitation carries it.'),
      row('types', "a paper's authors in the reminder", 'chair', () => ({ path: '/api/admin/mail-messages/reminder', json: { subject: 'Hi', body: '{{paper.authors}}' } }), 400, /^\{\{paper\.authors\}\} is not in the review reminder\. Its fields are: \{\{name\}\}, \{\{reminder\.count\}\}/),
      row('types', 'CR/LF in the subject', 'chair', () => ({ path: '/api/admin/mail-messages/invitation', json: { subject: 'Hi\r\nBcc: spy@example.org', body: 'x' } }), 400, 'The subject is one line.'),
      row('huge', 'a 1 MB body', 'chair', () => ({ path: '/api/admin/mail-messages/invitation', json: { subject: 'Hi', body: megabyte } }), 400, 'The body is longer than 20,000 characters.'),
      row('extra', 'an edited flag beside an unknown field', 'chair', () => ({ path: '/api/admin/mail-messages/invitation', json: { subject: 'Hi', body: '{{fullname}}', edited: false } }), 400, /^\{\{fullname\}\} is not a field\./),
      row('state', 'a message that does not exist', 'chair', () => ({ path: '/api/admin/mail-messages/welcome', json: { subject: 'Hi', body: 'x' } }), 404, Messages.messageTemplateNotFound(messageTemplateKeys)),
      ...traversalRows('key', 'chair', (value) => `/api/admin/mail-messages/${value}`),
    ],
  },
  'DELETE /api/admin/mail-messages/:key': {
    body: 'none',
    rows: [
      row('state', 'a message that does not exist', 'chair', () => ({ path: '/api/admin/mail-messages/welcome' }), 404, Messages.messageTemplateNotFound(messageTemplateKeys)),
      ...traversalRows('key', 'chair', (value) => `/api/admin/mail-messages/${value}`),
    ],
  },
  'POST /api/admin/certificates': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, certificatesRequestMessage),
      jsonRow('missing', 'a previewId without apply', 'chair', () => ({ previewId: '0123456789abcdef01234567' }), 400, certificatesRequestMessage),
      jsonRow('missing', 'preview without a kind', 'chair', () => ({ preview: true }), 400, certificatesRequestMessage),
      jsonRow('types', 'an unknown kind', 'chair', () => ({ kind: 'keynote', preview: true }), 400, 'kind must be one of: reviewer, presenter, attendee.'),
      jsonRow('types', 'preview as text', 'chair', () => ({ kind: 'reviewer', preview: 'yes' }), 400, certificatesRequestMessage),
      jsonRow('types', 'the emails as a string', 'chair', (world) => ({ kind: 'attendee', filter: { emails: world.bob.email }, preview: true }), 400, certificateEmailsMessage),
      jsonRow('types', 'HTML as an email', 'chair', () => ({ kind: 'attendee', filter: { emails: [script] }, preview: true }), 400, certificateEmailsMessage),
      jsonRow('traversal', 'a path as the previewId', 'chair', () => ({ previewId: '../proposals/x', apply: true }), 400, previewIdMessage),
      jsonRow('huge', 'two thousand and one emails', 'chair', () => ({ kind: 'attendee', filter: { emails: Array.from({ length: 2001 }, (_, at) => `p${at}@example.org`) }, preview: true }), 400, certificateEmailsMessage),
      jsonRow('huge', 'a 1 MB previewId', 'chair', () => ({ previewId: megabyte, apply: true }), 400, previewIdMessage),
      jsonRow('extra', 'apply and preview at once', 'chair', () => ({ kind: 'reviewer', preview: true, previewId: '0123456789abcdef01234567', apply: true }), 400, certificatesRequestMessage),
      jsonRow('state', 'a preview that does not exist', 'chair', () => ({ previewId: '0123456789abcdef01234567', apply: true }), 404, Messages.proposalNotFound),
    ],
  },
  'GET /api/admin/certificates': {
    body: 'none',
    rows: [
      getRow('huge', 'a page of 101 certificates', 'chair', () => '/api/admin/certificates?pageSize=101', 400, messages.pageSizeRange),
      getRow('types', 'a cursor that is a path', 'chair', () => '/api/admin/certificates?page=..%2F..%2Fusers', 400, 'page must be the next value of the previous page of certificates.'),
      getRow('types', 'a cursor that names no certificate', 'chair', () => `/api/admin/certificates?page=${unissuedCode}`, 400, Messages.certificateCursorUnknown),
      getRow('types', 'an unknown kind', 'chair', () => '/api/admin/certificates?kind=keynote', 400, 'kind must be one of: reviewer, presenter, attendee.'),
      getRow('huge', 'a 4 KB email', 'chair', () => `/api/admin/certificates?email=${'e'.repeat(4096)}`, 400, 'email may be at most 320 characters.'),
    ],
  },
  'POST /api/admin/certificates/:code/revoke': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, revokeReasonMessage),
      jsonRow('missing', 'only spaces', 'chair', () => ({ reason: '  \r\n ' }), 400, revokeReasonMessage),
      jsonRow('types', 'the reason as a list', 'chair', () => ({ reason: ['wrong person'] }), 400, revokeReasonMessage),
      jsonRow('huge', 'a 1 MB reason', 'chair', () => ({ reason: megabyte }), 400, revokeReasonMessage),
      jsonRow('extra', 'a revocation time of its own beside an empty reason', 'chair', () => ({ reason: '', revoked: { at: '2020-01-01T00:00:00.000Z' } }), 400, revokeReasonMessage),
      row('state', 'a code nobody was issued', 'chair', () => ({ path: `/api/admin/certificates/${unissuedCode}/revoke`, json: { reason: 'Wrong person.' } }), 404, Messages.certificateNotFound),
      row('types', 'a code of the wrong shape', 'chair', () => ({ path: '/api/admin/certificates/ABCD-1234/revoke', json: { reason: 'Wrong person.' } }), 400, Messages.certificateCodeInvalid),
      ...traversalRows('code', 'chair', (value) => `/api/admin/certificates/${value}/revoke`),
    ],
  },
  'GET /api/certificates/:code': {
    body: 'none',
    rows: [
      getRow('state', 'a code nobody was issued', 'anonymous', () => `/api/certificates/${unissuedCode}`, 404, Messages.certificateNotFound),
      getRow('types', 'a code of the wrong shape', 'anonymous', () => '/api/certificates/ICCS25-0001', 400, Messages.certificateCodeInvalid),
      getRow('types', 'a code with a letter outside the alphabet', 'anonymous', () => '/api/certificates/UUUU-0000-0000-0000', 400, Messages.certificateCodeInvalid),
      ...traversalRows('code', 'anonymous', (value) => `/api/certificates/${value}`),
    ],
  },
  'GET /api/certificates/:code/pdf': {
    body: 'none',
    rows: [
      getRow('state', 'a code nobody was issued', 'anonymous', () => `/api/certificates/${unissuedCode}/pdf`, 404, Messages.certificateNotFound),
      getRow('types', 'a code of the wrong shape', 'anonymous', () => '/api/certificates/ICCS25-0001/pdf', 400, Messages.certificateCodeInvalid),
      ...traversalRows('code', 'anonymous', (value) => `/api/certificates/${value}/pdf`),
    ],
  },
  'GET /api/me/certificates': { body: 'none', rows: [] },
  // Committee invitations. The link's rows: a guessed or malformed link is not found, a load above the
  // invitation's maximum, a topic outside the call, another address without its code or with a wrong one
  // are refused with their message, and the world's invitation stays as it was.
  'POST /api/admin/invitations': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, invitationsRequestMessage),
      jsonRow('missing', 'a preview without a message', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], maxLoad: 5, expiresInDays: 14, preview: true }), 400, invitationsRequestMessage),
      jsonRow('missing', 'a previewId without apply', 'chair', () => ({ previewId: '0123456789abcdef01234567' }), 400, invitationsRequestMessage),
      jsonRow('types', 'maxLoad as text', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], message: 'Join us.', maxLoad: 'five', expiresInDays: 14, preview: true }), 400, /maxLoad is a whole number from 1 to 50/),
      jsonRow('types', 'people as a string', 'chair', () => ({ people: 'asha@example.org', message: 'Join us.', maxLoad: 5, expiresInDays: 14, preview: true }), 400, /people lists 1 to 1000 people/),
      jsonRow('types', 'an unknown source', 'chair', () => ({ from: 'everyone', message: 'Join us.', maxLoad: 5, expiresInDays: 14, preview: true }), 400, /from is 'previousEdition'/),
      jsonRow('huge', 'a 1 MB message', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], message: megabyte, maxLoad: 5, expiresInDays: 14, preview: true }), 400, /message is the chair's message, 1 to 5000 characters/),
      jsonRow('huge', 'a thousand and one people', 'chair', () => ({ people: Array.from({ length: 1001 }, (_, at) => ({ name: `P${at}`, email: `p${at}@example.org` })), message: 'Join us.', maxLoad: 5, expiresInDays: 14, preview: true }), 400, /people lists 1 to 1000 people/),
      jsonRow('huge', 'a maximum load of a million', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], message: 'Join us.', maxLoad: 1_000_000, expiresInDays: 14, preview: true }), 400, /maxLoad is a whole number from 1 to 50/),
      jsonRow('extra', 'apply and preview at once', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], message: 'Join us.', maxLoad: 5, expiresInDays: 14, preview: true, previewId: '0123456789abcdef01234567', apply: true }), 400, invitationsRequestMessage),
      jsonRow('extra', 'people and last edition at once', 'chair', () => ({ people: [{ name: 'Asha', email: 'asha@example.org' }], from: 'previousEdition', message: 'Join us.', maxLoad: 5, expiresInDays: 14, preview: true }), 400, invitationsRequestMessage),
      jsonRow('state', 'a preview that does not exist', 'chair', () => ({ previewId: '0123456789abcdef01234567', apply: true }), 404, Messages.proposalNotFound),
    ],
  },
  'GET /api/admin/invitations': {
    body: 'none',
    rows: [
      getRow('types', 'an unknown state', 'chair', () => '/api/admin/invitations?state=maybe', 400, /state is one of: invited, opened, accepted, declined, expired, bounced/),
      getRow('types', 'a cursor that is a path', 'chair', () => `/api/admin/invitations?cursor=${encodeURIComponent('../config')}`, 400, 'cursor is the invitation ID the previous page ended with.'),
      getRow('state', 'a cursor that names no invitation', 'chair', () => '/api/admin/invitations?cursor=NoSuchInvitation', 400, 'cursor names no invitation (NoSuchInvitation): start from the first page.'),
      getRow('huge', 'a search of 101 characters', 'chair', () => `/api/admin/invitations?q=${'a'.repeat(101)}`, 400, Messages.searchTooLong),
      getRow('huge', 'a page of 101', 'chair', () => '/api/admin/invitations?pageSize=101', 400, Messages.pageSizeRange),
    ],
  },
  'POST /api/admin/invitations/remind': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, remindRequestMessage),
      jsonRow('types', 'preview as text', 'chair', () => ({ preview: 'yes' }), 400, remindRequestMessage),
      jsonRow('huge', 'a 1 MB previewId', 'chair', () => ({ previewId: megabyte, apply: true }), 400, previewIdMessage),
      jsonRow('extra', 'apply and preview at once', 'chair', () => ({ preview: true, previewId: '0123456789abcdef01234567', apply: true }), 400, remindRequestMessage),
      jsonRow('state', 'a preview that does not exist', 'chair', () => ({ previewId: '0123456789abcdef01234567', apply: true }), 404, Messages.proposalNotFound),
    ],
  },
  'GET /api/admin/committee/capacity': { body: 'none', rows: [] },
  'PUT /api/admin/reviewers/:reviewerId/load': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'chair', (world) => ({ path: `/api/admin/reviewers/${world.rita.record}/load`, json: {} }), 400, 'load is a whole number of papers, at least 1.'),
      row('types', 'the load as text', 'chair', (world) => ({ path: `/api/admin/reviewers/${world.rita.record}/load`, json: { load: 'three' } }), 400, 'load is a whole number of papers, at least 1.'),
      row('types', 'a load of zero', 'chair', (world) => ({ path: `/api/admin/reviewers/${world.rita.record}/load`, json: { load: 0 } }), 400, 'load is a whole number of papers, at least 1.'),
      row('huge', 'a load of a million', 'chair', (world) => ({ path: `/api/admin/reviewers/${world.rita.record}/load`, json: { load: 1_000_000 } }), 400, 'load is at most 50 papers.'),
      row('extra', 'an email beside a load of zero', 'chair', (world) => ({ path: `/api/admin/reviewers/${world.rita.record}/load`, json: { load: 0, email: 'other@example.org' } }), 400, 'load is a whole number of papers, at least 1.'),
      row('state', 'a reviewer record that does not exist', 'chair', () => ({ path: '/api/admin/reviewers/no-such-reviewer/load', json: { load: 3 } }), 404, Messages.reviewerRecordNotFound),
      ...traversalRows('reviewerId', 'chair', (value) => `/api/admin/reviewers/${value}/load`),
    ],
  },
  'GET /api/invitations/:token': {
    body: 'none',
    rows: [
      getRow('state', 'a guessed link', 'anonymous', () => `/api/invitations/${guessedToken}`, 404, Messages.invitationNotFound),
      getRow('types', 'a link of the wrong shape', 'anonymous', () => '/api/invitations/ICCS25-0001', 404, Messages.invitationNotFound),
      ...traversalRows('token', 'anonymous', (value) => `/api/invitations/${value}`),
    ],
  },
  'POST /api/invitations/:token/accept': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: {} }), 400, 'load is a whole number from 1 to the maximum load the invitation offers.'),
      row('missing', 'another address without its code', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 2, topics: [], lateRequests: false, email: 'elsewhere@example.org' } }), 400, Messages.invitationCodeNeeded),
      row('types', 'the load as text', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 'two', topics: [], lateRequests: false } }), 400, 'load is a whole number from 1 to the maximum load the invitation offers.'),
      row('types', 'a code of letters', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 2, topics: [], lateRequests: false, email: 'elsewhere@example.org', code: 'abcdef' } }), 400, 'code is the 6-digit code sent to the address.'),
      row('types', 'an address with a line break and a header', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 2, topics: [], lateRequests: false, email: 'a@example.org\r\nBcc: all@example.org' } }), 400, 'email must be an email address.'),
      row('huge', 'a load of a million', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 1_000_000, topics: [], lateRequests: false } }), 400, 'load is a whole number from 1 to the maximum load the invitation offers.'),
      row('state', 'a load above the invitation\u2019s maximum', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 6, topics: [], lateRequests: false } }), 400, 'Choose a load from 1 to 5 papers (the most this invitation asks).'),
      row('state', 'a topic outside the call', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 2, topics: ['Astrology'], lateRequests: false } }), 400, Messages.invitationTopicsUnknown(['Astrology'])),
      row('state', 'another address with a code never sent', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 2, topics: [], lateRequests: false, email: 'elsewhere@example.org', code: '123456' } }), 403, Messages.invitationCodeWrong),
      row('extra', 'a reviewer record ID of its own beside a load of zero', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/accept`, json: { load: 0, topics: [], lateRequests: false, reviewerId: world.rita.record } }), 400, 'load is a whole number from 1 to the maximum load the invitation offers.'),
      row('state', 'a guessed link', 'anonymous', () => ({ path: `/api/invitations/${guessedToken}/accept`, json: { load: 2, topics: [], lateRequests: false } }), 404, Messages.invitationNotFound),
      ...traversalRows('token', 'anonymous', (value) => `/api/invitations/${value}/accept`),
    ],
  },
  'POST /api/invitations/:token/address': {
    body: 'json',
    rows: [
      row('missing', 'an empty object', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/address`, json: {} }), 400, 'email must be an email address.'),
      row('types', 'an address with a line break and a header', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/address`, json: { email: 'a@example.org\r\nBcc: all@example.org' } }), 400, 'email must be an email address.'),
      row('types', 'two addresses', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/address`, json: { email: 'a@example.org, b@example.org' } }), 400, 'email must be an email address.'),
      row('huge', 'a 1 MB address', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/address`, json: { email: `${megabyte}@example.org` } }), 400, 'email must be an email address.'),
      row('extra', 'a code of its own beside no address', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/address`, json: { code: '123456' } }), 400, 'email must be an email address.'),
      row('state', 'a guessed link', 'anonymous', () => ({ path: `/api/invitations/${guessedToken}/address`, json: { email: 'a@example.org' } }), 404, Messages.invitationNotFound),
      ...traversalRows('token', 'anonymous', (value) => `/api/invitations/${value}/address`),
    ],
  },
  'POST /api/invitations/:token/decline': {
    body: 'json',
    rows: [
      row('missing', 'a suggestion without a name', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { suggestions: [{ email: 'ravi@example.org' }] } }), 400, invitationSuggestionsMessage),
      row('types', 'suggestions as a string', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { suggestions: 'ravi@example.org' } }), 400, invitationSuggestionsMessage),
      row('types', 'a suggested address with a line break and a header', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { suggestions: [{ name: 'Ravi', email: 'ravi@example.org\r\nBcc: all@example.org' }] } }), 400, invitationSuggestionsMessage),
      row('huge', 'a 1 MB reason', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { reason: megabyte } }), 400, 'reason is at most 2000 characters.'),
      row('huge', 'eleven suggestions', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { suggestions: Array.from({ length: 11 }, (_, at) => ({ name: `C${at}`, email: `c${at}@example.org` })) } }), 400, invitationSuggestionsMessage),
      row('extra', 'a state of its own beside a 1 MB reason', 'anonymous', (world) => ({ path: `/api/invitations/${world.invitation.token}/decline`, json: { reason: megabyte, state: 'accepted' } }), 400, 'reason is at most 2000 characters.'),
      row('state', 'a guessed link', 'anonymous', () => ({ path: `/api/invitations/${guessedToken}/decline`, json: {} }), 404, Messages.invitationNotFound),
      ...traversalRows('token', 'anonymous', (value) => `/api/invitations/${value}/decline`),
    ],
  },
  'POST /api/me/committee': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, 'load is a whole number of papers, at least 1.'),
      jsonRow('types', 'the load as text', 'rita', () => ({ load: '3' }), 400, 'load is a whole number of papers, at least 1.'),
      jsonRow('huge', 'a load of a million', 'rita', () => ({ load: 1_000_000 }), 400, 'load is at most 50 papers.'),
      jsonRow('extra', 'another reviewer\u2019s record beside a load of zero', 'rita', (world) => ({ load: 0, reviewerId: world.conflicted }), 400, 'load is a whole number of papers, at least 1.'),
      jsonRow('state', 'a reviewer with a paper assigned', 'rita', () => ({ load: 3 }), 409, Messages.committeeHasAssignments(1)),
      jsonRow('other-user', 'a reviewer whose address is not verified', 'newcomer', () => ({ load: 3 }), 403, Messages.verifyEmailFirst),
    ],
  },
  'POST /api/me/committee/withdraw': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'rita', () => ({}), 400, 'Enter your password to confirm that you leave the committee.'),
      jsonRow('types', 'the password as a number', 'rita', () => ({ password: 123456 }), 400, 'Enter your password to confirm that you leave the committee.'),
      jsonRow('huge', 'a 1 MB password', 'rita', () => ({ password: megabyte }), 400, 'The password is at most 4,096 characters.'),
      jsonRow('extra', 'a reviewer record ID beside an empty password', 'rita', (world) => ({ password: '', reviewerId: world.conflicted }), 400, 'Enter your password to confirm that you leave the committee.'),
      jsonRow('state', 'a wrong password', 'rita', () => ({ password: 'Not-her-password-1' }), 401, Messages.committeeWrongPassword),
      jsonRow('state', 'a reviewer with a paper assigned', 'rita', (world) => ({ password: world.rita.password }), 409, Messages.committeeHasAssignments(1)),
    ],
  },
  'GET /api/public/accepted': {
    body: 'none',
    rows: [
      getRow('types', 'an edition that is not an edition ID', 'anonymous', () => `/api/public/accepted?edition=${encodeURIComponent('../config')}`, 400, 'edition is an edition ID such as iccs-2025.'),
      getRow('state', 'an edition that does not exist', 'anonymous', () => '/api/public/accepted?edition=host-2042', 404, Messages.editionNotFound),
    ],
  },
  'GET /api/authors/papers/:paperId/proceedings': {
    body: 'none',
    rows: [
      getRow('state', 'a paper that is not accepted', 'bob', (world) => `/api/authors/papers/${world.bobPaper}/proceedings`, 409, Messages.proceedingsNotAccepted('Submitted')),
      getRow('other-user', "another author's accepted paper", 'carol', () => `/api/authors/papers/${accepted}/proceedings`, 403, Messages.notAnAuthorOfPaper),
      getRow('state', 'an unknown paper', 'bob', () => '/api/authors/papers/ICCS25-0000/proceedings', 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/proceedings`),
    ],
  },
  'POST /api/authors/papers/:paperId/cameraready': {
    body: 'multipart',
    takesFile: true,
    // Rows without an address of their own go to bob's accepted paper, so they reach the form.
    rows: [
      ...multipartEnvelope('bob', 'note', () => ({ note: 'final version' })),
      formRow('missing', 'an empty form', 'bob', () => ({}), () => ({}), 400, Messages.pdfRequired),
      formRow('types', 'the PDF as a text field', 'bob', () => ({ file: '%PDF-1.7 pretend' }), () => ({}), 400, Messages.pdfRequired),
      formRow('extra', 'checks and a state beside no file', 'bob', () => ({ checks: '[]', accepted: 'true' }), () => ({}), 400, Messages.pdfRequired),
      formRow('file', 'text named paper.pdf', 'bob', () => ({}), () => ({ file: [fakePdfBytes, 'paper.pdf', 'application/pdf'] }), 400, 'The uploaded file is not a PDF.'),
      formRow('file', 'a zero-byte file', 'bob', () => ({}), () => ({ file: [new Uint8Array(), 'paper.pdf'] }), 400, messages.emptyFile),
      formRow('file', 'a PDF header over garbage', 'bob', () => ({}), () => ({ file: [sized(4096, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }), 400, 'The PDF could not be read. Export it again from your editor and retry.'),
      formRow('file', 'a PDF without pages', 'bob', () => ({}), async () => ({ file: [await zeroPagePdf(), 'paper.pdf'] }), 400, Messages.pdfPageCount(0, 6, 8)),
      formRow('file', 'a 300 KB PDF whose page inflates to 256 MB', 'bob', () => ({}), async () => ({ file: [await bombPdf(256), 'paper.pdf'] }), 400, Messages.pdfTooComplex),
      formRow('file', 'a file of 10 MB and one byte', 'bob', () => ({}), () => ({ file: [sized(10 * MB + 1, new TextEncoder().encode('%PDF-1.7\n')), 'paper.pdf'] }), 413, messages.fileTooLarge('10 MB')),
      formRow('file', 'twelve pages in fonts that are not embedded', 'bob', () => ({}), async () => ({ file: [await cameraReadyPdf({ title: 'Learning to schedule edge workloads', authors: ['Bob Author'], pages: 12, standardFont: true }), 'paper.pdf'] }), 422, Messages.cameraReadyRefused),
      row('other-user', "another author's accepted paper", 'carol', async () => ({ path: `/api/authors/papers/${accepted}/cameraready`, form: form({}, { file: [await pdfBytes(), 'paper.pdf'] }) }), 403, Messages.notAnAuthorOfPaper),
      row('state', 'a paper that is not accepted', 'bob', async (world) => ({ path: `/api/authors/papers/${world.bobPaper}/cameraready`, form: form({}, { file: [await pdfBytes(), 'paper.pdf'] }) }), 409, Messages.proceedingsNotAccepted('Submitted')),
      row('state', 'an unknown paper', 'bob', async () => ({ path: '/api/authors/papers/ICCS25-0000/cameraready', form: form({}, { file: [await pdfBytes(), 'paper.pdf'] }) }), 404, messages.paperNotFound('ICCS25-0000')),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/cameraready`),
    ].map((upload) => onPath(upload, () => `/api/authors/papers/${accepted}/cameraready`)),
  },
  'POST /api/authors/papers/:paperId/copyright': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'bob', () => ({}), 400, signatureMessage),
      jsonRow('missing', 'a signature of spaces', 'bob', () => ({ signature: '   ', role: 'Author' }), 400, signatureMessage),
      jsonRow('types', 'the signature as a list', 'bob', () => ({ signature: ['Bob Author'], role: 'Author' }), 400, signatureMessage),
      jsonRow('types', 'a role that is not offered', 'bob', () => ({ signature: 'Bob Author', role: 'Editor-in-chief' }), 400, copyrightRoleMessage),
      jsonRow('types', 'digits for a name', 'bob', () => ({ signature: '12345', role: 'Author' }), 400, signatureMessage),
      jsonRow('huge', 'a 1 MB signature', 'bob', () => ({ signature: megabyte, role: 'Author' }), 400, signatureMessage),
      jsonRow('extra', 'a signing date of its own beside an empty signature', 'bob', () => ({ signature: '', role: 'Author', signedAt: '2020-01-01T00:00:00Z' }), 400, signatureMessage),
      row('state', 'a paper that is not accepted', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/copyright`, json: { signature: 'Bob Author', role: 'Author' } }), 409, Messages.proceedingsNotAccepted('Submitted')),
      row('other-user', "another author's accepted paper", 'carol', () => ({ path: `/api/authors/papers/${accepted}/copyright`, json: { signature: 'Carol Author', role: 'Author' } }), 403, Messages.notAnAuthorOfPaper),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/copyright`),
    ],
  },
  'PUT /api/authors/papers/:paperId/metadata': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'bob', () => ({}), 400, 'The title is required.'),
      jsonRow('missing', 'no authors', 'bob', () => ({ ...finalMetadata(), authors: [] }), 400, 'The author list holds 1 to 20 authors, in the order they are printed.'),
      jsonRow('types', 'the authors as one string', 'bob', () => ({ ...finalMetadata(), authors: 'Bob Author' }), 400, 'The author list holds 1 to 20 authors, in the order they are printed.'),
      jsonRow('types', 'an ORCID iD with a wrong check digit', 'bob', () => finalMetadata({ orcid: '0000-0002-1825-0098' }), 400, 'This ORCID iD fails its check digit: a digit is mistyped.'),
      jsonRow('types', 'an ORCID iD of the wrong shape', 'bob', () => finalMetadata({ orcid: 'orcid:12345' }), 400, /^An ORCID iD is 16 digits/),
      jsonRow('types', 'two addresses as one email', 'bob', () => finalMetadata({ email: 'bob@example.org, eve@example.org' }), 400, "Each author's email is an address such as name@example.org."),
      jsonRow('huge', 'a 1 MB title', 'bob', () => ({ ...finalMetadata(), title: megabyte }), 400, 'The title may be at most 300 characters.'),
      jsonRow('huge', 'twenty-one authors', 'bob', () => ({ ...finalMetadata(), authors: Array.from({ length: 21 }, () => finalMetadata().authors[0]) }), 400, 'The author list holds 1 to 20 authors, in the order they are printed.'),
      jsonRow('extra', 'a confirmation date of its own beside an empty title', 'bob', () => ({ ...finalMetadata(), title: ' ', confirmedAt: '2020-01-01T00:00:00Z' }), 400, 'The title is required.'),
      row('state', 'a paper that is not accepted', 'bob', (world) => ({ path: `/api/authors/papers/${world.bobPaper}/metadata`, json: finalMetadata() }), 409, Messages.proceedingsNotAccepted('Submitted')),
      row('other-user', "another author's accepted paper", 'carol', () => ({ path: `/api/authors/papers/${accepted}/metadata`, json: finalMetadata() }), 403, Messages.notAnAuthorOfPaper),
      ...traversalRows('paperId', 'bob', (value) => `/api/authors/papers/${value}/metadata`),
    ],
  },
  'GET /api/proceedings/papers/:paperId/cameraready.pdf': proceedingsFileEntry('cameraready.pdf', ['an accepted paper without its file yet', 'bob', Messages.noCameraReady], 'chair'),
  'GET /api/proceedings/papers/:paperId/copyright.pdf': proceedingsFileEntry('copyright.pdf', ['a form not signed yet', 'chair', Messages.copyrightNotSigned], 'bob'),
  'GET /api/proceedings/volume.pdf': {
    body: 'none',
    rows: [
      getRow('other-user', 'an author with no accepted paper and no verified registration', 'carol', () => '/api/proceedings/volume.pdf', 403, Messages.volumeForParticipants),
      getRow('other-user', 'a reviewer', 'rita', () => '/api/proceedings/volume.pdf', 403, Messages.volumeForParticipants),
    ],
  },
  'GET /api/admin/proceedings': {
    body: 'none',
    rows: [
      getRow('types', 'an unknown filter', 'chair', () => '/api/admin/proceedings?missing=everything', 400, /^missing must be one of/),
      getRow('types', 'a page in words', 'chair', () => '/api/admin/proceedings?page=two', 400, 'page is a page number from 1.'),
      getRow('huge', 'a page of a million', 'chair', () => '/api/admin/proceedings?page=1000000', 400, 'page is a page number from 1.'),
      getRow('traversal', 'a path as the page', 'chair', () => '/api/admin/proceedings?page=..%2F..%2Fusers', 400, 'page is a page number from 1.'),
    ],
  },
  'GET /api/admin/proceedings/settings': { body: 'none', rows: [] },
  'PUT /api/admin/proceedings/settings': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, /^Page limits are whole numbers/),
      jsonRow('types', 'an ISBN with a wrong check digit', 'chair', () => ({ ...defaultProceedingsSettings, isbn: '978-3-16-148410-1' }), 400, /^The ISBN must be 10 or 13 digits/),
      jsonRow('types', 'a DOI prefix with its scheme', 'chair', () => ({ ...defaultProceedingsSettings, doiPrefix: 'doi:10.5555' }), 400, /^The DOI prefix is 10\./),
      jsonRow('types', 'a minimum above the maximum', 'chair', () => ({ ...defaultProceedingsSettings, minPages: 9, maxPages: 8 }), 400, /^Page limits are whole numbers/),
      jsonRow('types', 'a page size that is not offered', 'chair', () => ({ ...defaultProceedingsSettings, pageSize: 'A5' }), 400, 'The page size is A4 or Letter.'),
      jsonRow('huge', 'a 1 MB copyright text', 'chair', () => ({ ...defaultProceedingsSettings, copyrightText: megabyte }), 400, 'The copyright text may be at most 20,000 characters.'),
      jsonRow('extra', 'a saved flag beside no page at least', 'chair', () => ({ ...defaultProceedingsSettings, minPages: 0, saved: true }), 400, /^Page limits are whole numbers/),
    ],
  },
  'PUT /api/admin/proceedings/order': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'The order is paperId, session or custom.'),
      jsonRow('missing', 'a custom order without its list', 'chair', () => ({ order: 'custom' }), 400, 'The order lists paper IDs, each once.'),
      jsonRow('types', 'an order that does not exist', 'chair', () => ({ order: 'random', customOrder: [] }), 400, 'The order is paperId, session or custom.'),
      jsonRow('types', 'a paper twice', 'chair', () => ({ order: 'custom', customOrder: ['ICCS25-0001', 'ICCS25-0001'] }), 400, 'The order lists paper IDs, each once.'),
      jsonRow('types', 'a path among the papers', 'chair', () => ({ order: 'custom', customOrder: ['../../config/proceedings'] }), 400, 'The order lists paper IDs, each once.'),
      jsonRow('huge', 'two thousand and one papers', 'chair', () => ({ order: 'custom', customOrder: Array.from({ length: 2001 }, (_, at) => `ICCS25-${at}`) }), 400, 'The order lists paper IDs, each once.'),
      jsonRow('extra', 'settings of its own beside an unknown order', 'chair', () => ({ order: 'by-title', customOrder: [], copyrightText: 'Mine now.' }), 400, 'The order is paperId, session or custom.'),
    ],
  },
  'POST /api/admin/proceedings/reminders': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, 'preview must be true or false.'),
      jsonRow('types', 'preview as text', 'chair', () => ({ preview: 'yes' }), 400, 'preview must be true or false.'),
      jsonRow('types', 'a path among the papers', 'chair', () => ({ preview: true, paperIds: ['../../users/admin'] }), 400, 'paperIds lists paper IDs.'),
      jsonRow('huge', 'two thousand and one papers', 'chair', () => ({ preview: true, paperIds: Array.from({ length: 2001 }, (_, at) => `ICCS25-${at}`) }), 400, 'At most 2,000 papers at once.'),
      jsonRow('extra', 'recipients of its own beside preview as a number', 'chair', () => ({ preview: 1, to: ['evil@example.test'] }), 400, 'preview must be true or false.'),
    ],
  },
  'GET /api/admin/proceedings/papers.csv': { body: 'none', rows: [] },
  'GET /api/admin/proceedings/papers.bib': { body: 'none', rows: [] },
  'GET /api/admin/proceedings/crossref.xml': { body: 'none', rows: [] },
  'GET /api/admin/proceedings/ceur-index.html': { body: 'none', rows: [] },
  'GET /api/admin/proceedings/camera-ready.zip': { body: 'none', rows: [] },
  'GET /api/public/programme': {
    body: 'none',
    rows: [
      getRow('types', 'an edition that is not an edition ID', 'anonymous', () => '/api/public/programme?edition=ICCS%202025', 400, 'edition is an edition ID such as iccs-2025.'),
      getRow('state', 'an edition that does not exist', 'anonymous', () => '/api/public/programme?edition=host-2042', 404, Messages.editionNotFound),
    ],
  },
  'GET /api/public/programme.ics': { body: 'none', rows: [] },
  'GET /api/public/programme/sessions/:sessionId.ics': {
    body: 'none',
    rows: [
      getRow('state', 'a session that does not exist', 'anonymous', () => '/api/public/programme/sessions/no-such-session.ics', 404, Messages.sessionNotFound),
      getRow('types', 'a session ID in capitals', 'anonymous', () => '/api/public/programme/sessions/OPENING.ics', 404, Messages.sessionNotFound),
      ...traversalRows('sessionId', 'anonymous', (value) => `/api/public/programme/sessions/${value}.ics`),
    ],
  },
  'PUT /api/admin/programme': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, "sessions lists the programme's sessions."),
      jsonRow('types', 'sessions as text', 'chair', () => ({ sessions: 'all of them' }), 400, "sessions lists the programme's sessions."),
      jsonRow('types', 'a start without its offset', 'chair', () => ({ sessions: [{ ...programmeSession, start: '2025-09-18 10:00' }] }), 400, "The session's start must be a date and time with its offset (ISO 8601, e.g. 2025-09-18T10:00:00+05:30)."),
      jsonRow('types', 'a session that ends before it starts', 'chair', () => ({ sessions: [{ ...programmeSession, end: '2025-09-18T09:00:00+05:30' }] }), 400, '"Hostile session" must end after it starts.'),
      jsonRow('huge', 'a 1 MB title', 'chair', () => ({ sessions: [{ ...programmeSession, title: megabyte }] }), 400, 'The title may be at most 200 characters.'),
      jsonRow('huge', 'two hundred and one sessions', 'chair', () => ({ sessions: Array.from({ length: 201 }, (_, at) => ({ ...programmeSession, id: `s${at}`, room: `Room ${at}` })) }), 400, /at most 200 sessions/),
      jsonRow('extra', 'a published flag beside a paper in two sessions', 'chair', (world) => ({ published: true, sessions: [{ ...programmeSession, paperIds: [world.bobPaper] }, { ...programmeSession, id: 's2', room: 'Hall 2', paperIds: [world.bobPaper] }] }), 400, /a paper is in one session/),
      jsonRow('state', 'a paper that is not accepted', 'chair', (world) => ({ sessions: [{ ...programmeSession, paperIds: [world.bobPaper] }] }), 409, /is not accepted/),
    ],
  },
  'POST /api/admin/bulk/previews': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'chair', () => ({}), 400, /action must be one of/),
      jsonRow('missing', 'neither papers nor a filter', 'chair', () => ({ action: 'accept' }), 400, 'Send either paperIds or filter, not both and not neither.'),
      jsonRow('types', 'an unknown action', 'chair', () => ({ action: 'delete', paperIds: ['ICCS25-0001'] }), 400, /action must be one of/),
      jsonRow('types', 'paper IDs as one string', 'chair', () => ({ action: 'accept', paperIds: 'ICCS25-0001' }), 400, /paperIds must list/),
      jsonRow('types', 'a filter by a status that does not exist', 'chair', () => ({ action: 'publish', filter: { status: 'ቊ𝦪𔐯⌊', show: 'in-review' } }), 400, Messages.statusFilterInvalid),
      jsonRow('huge', 'five thousand and one papers', 'chair', () => ({ action: 'accept', paperIds: Array.from({ length: 5001 }, (_, at) => `ICCS25-${at}`) }), 400, /paperIds must list/),
      jsonRow('extra', 'a status beside an unknown action', 'chair', () => ({ action: 'approve', paperIds: ['ICCS25-0001'], status: 'Accepted' }), 400, /action must be one of/),
      jsonRow('extra', 'the old apply flag beside an unknown action', 'chair', () => ({ action: 'approve', paperIds: ['ICCS25-0001'], previewId: 'abcdefabcdefabcdefabcdef', apply: true }), 400, /action must be one of/),
      jsonRow('state', 'a paper that does not exist', 'chair', () => ({ action: 'publish', paperIds: ['ICCS25-0000'] }), 400, 'No paper has the ID ICCS25-0000.'),
    ],
  },
  'POST /api/admin/bulk/previews/:previewId/apply': {
    body: 'none',
    rows: [
      row('state', 'a preview that was never made', 'chair', () => ({ path: '/api/admin/bulk/previews/abcdefabcdefabcdefabcdef/apply' }), 404, Messages.proposalNotFound),
      row('state', 'an ID that is not a preview\'s', 'chair', () => ({ path: '/api/admin/bulk/previews/ICCS25-0001/apply' }), 404, Messages.proposalNotFound),
      ...traversalRows('previewId', 'chair', (value) => `/api/admin/bulk/previews/${value}/apply`),
    ],
  },

  'GET /api/admin/dashboardcounts': { body: 'none', rows: [] },
  'GET /api/admin/monthlystats': { body: 'none', rows: [] },
  'GET /api/admin/statuscounts': { body: 'none', rows: [] },

  'POST /api/admin/profile': {
    body: 'json',
    rows: [
      jsonRow('missing', 'an empty object', 'deputy', () => ({}), 400, 'Admin Name is required'),
      jsonRow('types', 'numbers for strings', 'deputy', () => ({ name: 1, email: 2, currentPassword: 3 }), 400, 'Admin Name is required'),
      jsonRow('types', 'an array as the current password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: [world.deputy.password] }), 400, 'Current Password is required'),
      jsonRow('types', 'a malformed email', 'deputy', (world) => ({ name: 'Deputy Chair', email: 'deputy', currentPassword: world.deputy.password }), 400, 'Please enter a valid email address.'),
      jsonRow('huge', 'a 1 MB name', 'deputy', (world) => ({ name: megabyte, email: world.deputy.email, currentPassword: world.deputy.password }), 400, messages.tooLong('Admin Name', 200)),
      jsonRow('huge', 'a 1 MB current password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: megabyte }), 400, messages.tooLong('Current Password', 2000)),
      jsonRow('huge', 'a 1 MB new password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: world.deputy.password, newPassword: megabyte }), 400, messages.tooLong('New Password', 2000)),
      jsonRow('state', 'a wrong current password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: 'Wrong@2025' }), 400, 'The current password is not correct.'),
      jsonRow('types', 'a short new password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: world.deputy.password, newPassword: 'abc' }), 400, 'Password must be at least 6 characters.'),
      jsonRow('other-user', "another account's email", 'deputy', (world) => ({ name: 'Deputy Chair', email: demo.author.email, currentPassword: world.deputy.password }), 409, 'An account with this email already exists. Please log in.'),
      jsonRow('extra', 'role and uid beside a wrong current password', 'deputy', (world) => ({ name: 'Deputy Chair', email: world.deputy.email, currentPassword: 'Wrong@2025', role: 'author', uid: world.bob.uid }), 400, 'The current password is not correct.'),
    ],
  },
};

/** The persona each route's generic rows use: one of its allowed roles. */
const generalPersona: Record<Role, Persona> = { author: 'bob', reviewer: 'reviewer', admin: 'chair' };

function rowsOf(route: Route): Row[] {
  const key = `${route.method} ${route.path}`;
  const entry = hostile[key];
  if (!entry) return [];
  const as = route.access === 'public' ? 'anonymous' : generalPersona[route.access[0]!];
  return [
    ...commonRows(key, as, route.access === 'public'),
    ...(entry.body === 'json' ? jsonEnvelope(as) : []),
    ...(entry.body === 'none' ? bodylessRows(key, as) : []),
    ...entry.rows,
  ];
}

// ---------------------------------------------------------------------------------------------------
// Sending a row and judging its answer

/** Stack frames, runtime error names and server paths: none may reach a caller. */
const stackTrace = /node_modules|\/work\/|\bat\s+(async\s+)?[\w$.<>[\]]+\s+\(|:\d+:\d+\)|\b[A-Z]\w*Error\b/;

async function send(key: string, hostileRow: Row): Promise<RawAnswer> {
  const outgoing = await hostileRow.send(w);
  const headers: Record<string, string> = { ...outgoing.headers };
  if (hostileRow.as !== 'anonymous') headers.Authorization = `Bearer ${w.tokens[hostileRow.as]}`;
  let body: string | Uint8Array | undefined;
  if (outgoing.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(outgoing.json);
  } else if (outgoing.form) {
    const encoded = await encodeForm(outgoing.form);
    headers['Content-Type'] = encoded.contentType;
    body = encoded.bytes;
  } else if (outgoing.raw) {
    if (outgoing.raw.contentType) headers['Content-Type'] = outgoing.raw.contentType;
    body = outgoing.raw.bytes;
  }
  // Rows without a path of their own go to the route with an ID-shaped parameter, so they reach the body.
  return rawCall(outgoing.method ?? methodOf(key), outgoing.path ?? pathOf(key).replace(/:(\w+)/g, 'ICCS25-0000'), { headers, body, via: outgoing.via });
}

function expectRefusal(answer: RawAnswer, hostileRow: Row): void {
  const shown = `${answer.status} ${answer.contentType} ${answer.text.slice(0, 400)}`;
  expect(answer.status, shown).toBe(hostileRow.status);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.text, 'the answer shows a stack trace').not.toMatch(stackTrace);
  if (hostileRow.byRuntime) return;
  expect(answer.contentType, shown).toMatch(/^application\/json/);
  const body = answer.json as Record<string, unknown>;
  expect(Object.keys(body).filter((field) => !['message', 'errors', 'conflicts', 'checks'].includes(field))).toEqual([]);
  expect(typeof body.message).toBe('string');
  if (typeof hostileRow.message === 'string') expect(body.message).toBe(hostileRow.message);
  else expect(body.message).toMatch(hostileRow.message!);
}

// ---------------------------------------------------------------------------------------------------
// The tests

describe('the hostile table', () => {
  it('has an entry for every route of the router, and no other', () => {
    const served = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(Object.keys(hostile).sort()).toEqual(served);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s has every kind of hostile row it needs', (key, route) => {
    const entry = hostile[key]!;
    const kinds = new Set(rowsOf(route).map((hostileRow) => hostileRow.kind));
    const needed: Kind[] = ['method', 'traversal', 'malformed'];
    if (route.access !== 'public') needed.push('token');
    if (entry.body !== 'none') needed.push('missing', 'extra', 'types', 'huge', 'content-type');
    if (entry.takesFile) needed.push('file');
    expect([...kinds].sort()).toEqual(expect.arrayContaining(needed));
    for (const param of route.path.match(/:(\w+)/g) ?? []) {
      const attacks = rowsOf(route).filter((hostileRow) => hostileRow.param === param.slice(1));
      expect(attacks.length, `traversal rows for ${param}`).toBeGreaterThanOrEqual(10);
    }
    const names = rowsOf(route).map((hostileRow) => hostileRow.case);
    expect(new Set(names).size, 'case names are unique').toBe(names.length);
  });
});

describe('the write check', () => {
  it('notices a changed document, a changed password and a new file', async () => {
    const probe = await adminAuth.createUser({ email: uniqueEmail('probe'), password: 'Probe@2025' });
    const before = await snapshot(w);
    await adminAuth.updateUser(probe.uid, { password: 'Changed@2025' });
    await db.doc(`registrations/${w.registration.id}`).update({ probe: true });
    const file = join(process.env.FILE_STORE_DIR!, 'probe.txt');
    writeFileSync(file, 'probe');
    const after = await snapshot(w);
    await Promise.all([adminAuth.deleteUser(probe.uid), db.doc(`registrations/${w.registration.id}`).update({ probe: FieldValue.delete() }), rm(file)]);
    expect(after.accounts[probe.uid]).not.toEqual(before.accounts[probe.uid]);
    expect(after.documents).not.toEqual(before.documents);
    expect(after.files).not.toEqual(before.files);
  });
});

/**
 * The state after the last route's rows, which is the state before the next route's: the routes run one
 * after another and rows that refuse write nothing, so one snapshot per route serves as the next one's
 * "before". A snapshot reads every counted collection, account and file: taken once per route rather
 * than per row (as the security scan takes one around all its refusals), a row that writes fails its
 * route's check, which names the route.
 */
let lastState: Awaited<ReturnType<typeof snapshot>> | null = null;

describe.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (key, route) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = lastState ?? (await snapshot(w));
    lastState = null;
  });

  // A route's rows are independent refusals: a few are in flight at once (Vitest's maxConcurrency), so
  // the test, the API and the database work side by side. The write check runs after all of them.
  it.concurrent.each(rowsOf(route).map((hostileRow) => [`${hostileRow.kind}: ${hostileRow.case}`, hostileRow] as const))('refuses %s', async (_name, hostileRow) => {
    expectRefusal(await send(key, hostileRow), hostileRow);
  });

  it('writes nothing for any of its hostile rows', async () => {
    const after = await snapshot(w);
    expect(after).toEqual(before);
    lastState = after;
  });
});

describe('what the emulators cannot carry', () => {
  // The Functions emulator's own front process refuses a path with a broken %-escape with its HTML page
  // before our code runs (the site's front door and production's server answer it: platform.test.ts),
  // so the router is called in-process here.
  it('answers a broken %-escape in a path parameter with a 400 and a message', async () => {
    const answer = await callRouter(routes, 'GET', '/api/registrations/%E0%A4%A/receipt.pdf');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The address contains an invalid escape sequence.' });
  });
});

// ---------------------------------------------------------------------------------------------------
// HTML and script in text fields: stored and returned as the exact text (the SPA renders text, and
// every API answer is JSON with nosniff, so nothing is ever parsed as markup)

const markup = {
  script: '<script>alert("xss")</script>',
  image: '<img src=x onerror=alert(1)>',
  attribute: '"><svg onload=alert(1)>',
  closing: '</textarea></td><script>alert(2)</script>',
  entities: '&lt;b&gt; &amp; &#x3C;script&#x3E; \'single\' "double"',
};

function expectJson(answer: { headers: Headers }): void {
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('HTML and script in text fields', () => {
  it('keeps an author account’s name and profile as typed', async () => {
    const fields = authorForm({ name: markup.script, organization: markup.image, address: markup.attribute, designation: markup.entities });
    const created = await call('POST', '/api/authors/register', { json: fields });
    expect(created.status).toBe(201);
    const uid = (await adminAuth.getUserByEmail(fields.email!)).uid;
    expect((await db.collection('users').doc(uid).get()).data()).toMatchObject({
      name: markup.script,
      organization: markup.image,
      address: markup.attribute,
      designation: markup.entities,
    });
    const session = await call<{ name: string }>('GET', '/api/session', { token: await loginAs('author', fields.email!, fields.password!) });
    expectJson(session);
    expect(session.body.name).toBe(markup.script);
  });

  it('keeps a manuscript’s title, keywords and authors as typed, for the author and the admin', async () => {
    const bob = await newAuthor('bob');
    const title = `${markup.script} & ${markup.entities}`;
    const paperId = await submitManuscript(
      bob.token,
      manuscriptFields({
        title,
        keywords: `<b>bold</b>, ${markup.image}, c, d`,
        authorsDetails: JSON.stringify([authorBlock({ name: markup.closing, organization: markup.attribute, state: markup.entities })]),
      }),
    );
    expect((await db.collection('papers').doc(paperId).get()).data()).toMatchObject({ title, keywords: ['<b>bold</b>', markup.image, 'c', 'd'] });
    const uid = (await adminAuth.getUserByEmail(bob.email)).uid;
    const mine = await call<{ manuscripts: Array<{ paperId: string; title: string }> }>('GET', `/api/authors/getmanuscriptbyauthor/${uid}`, { token: bob.token });
    expectJson(mine);
    expect(mine.body.manuscripts.find((manuscript) => manuscript.paperId === paperId)?.title).toBe(title);
    const grid = await call<{ papers: Array<{ paperId: string; title: string; authors: Array<Record<string, string>> }> }>('GET', `/api/admin/getpapers?q=${paperId}`, { token: w.tokens.chair });
    const paper = grid.body.papers.find((candidate) => candidate.paperId === paperId)!;
    expect(paper.title).toBe(title);
    expect(paper.authors[0]).toMatchObject({ name: markup.closing, organization: markup.attribute, state: markup.entities });
  });

  it('keeps a reviewer record as typed', async () => {
    const fields = reviewerRecordFields({ name: markup.script, affiliation: markup.closing, researchArea: markup.image });
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', { token: w.tokens.chair, body: form(fields, { profile: [await pdfBytes(), 'cv.pdf'] }) });
    expect(added.status).toBe(201);
    const list = await call<{ reviewers: Array<Record<string, unknown>> }>('GET', `/api/admin/getreviewers?q=${encodeURIComponent(fields.email ?? '')}`, { token: w.tokens.chair });
    expectJson(list);
    expect(list.body.reviewers.find((reviewer) => reviewer.id === added.body.id)).toMatchObject({ name: markup.script, affiliation: markup.closing, researchArea: markup.image });
  });

  it('keeps a conference registration as typed, and prints it as text on the receipt', async () => {
    const fields = registrationForm({ name: markup.script, organization: markup.entities });
    const answer = await call<{ pdfPath: string }>('POST', '/conregister', { body: form(fields) });
    expect(answer.status).toBe(201);
    const registration = await db.collection('registrations').where('email', '==', fields.loginEmail).get();
    expect(registration.docs[0]!.data()).toMatchObject({ name: markup.script, organization: markup.entities });
    const receipt = await fetch(`http://127.0.0.1:5000${answer.body.pdfPath}`);
    expect(await pdfText(new Uint8Array(await receipt.arrayBuffer()))).toContain(markup.script);
  });

  it('keeps a reviewer’s self-registered name as typed', async () => {
    const email = uniqueEmail('rex');
    const created = await call('POST', '/api/reviewers/reviewerregister', { json: { name: markup.image, email } });
    expect(created.status).toBe(201);
    const uid = (await adminAuth.getUserByEmail(email)).uid;
    expect((await db.collection('users').doc(uid).get()).get('name')).toBe(markup.image);
  });

  it('keeps an admin’s profile name as typed', async () => {
    const deputy = await deputyAdmin();
    const answer = await call('POST', '/api/admin/profile', {
      token: deputy.token,
      json: { name: markup.script, email: deputy.email, currentPassword: deputy.password },
    });
    expect(answer.status).toBe(200);
    const session = await call<{ name: string }>('GET', '/api/session', { token: await loginAs('admin', deputy.email, deputy.password) });
    expect(session.body.name).toBe(markup.script);
  });

  it('keeps a review’s comments as typed, and ignores the status and author fields sent with it', async () => {
    const answer = await call('POST', '/api/reviews/submitReview', {
      token: w.tokens.rita,
      json: fullReview(w.ritaPaper, {
        additionalComments: markup.script,
        finalRemarks: markup.closing,
        plagiarism: markup.entities,
        suggestions: { sectionsNumbered: markup.image },
        status: 'Published',
        updatedBy: 'admin',
        reviewerEmail: 'evil@example.test',
        pdfPath: '/etc/passwd',
      }),
    });
    expect(answer.status).toBe(200);
    const stored = await call<{ review: Record<string, unknown> }>('GET', `/api/reviews/getReviewComments?paperId=${w.ritaPaper}`, { token: w.tokens.rita });
    expectJson(stored);
    expect(stored.body.review).toMatchObject({
      additionalComments: markup.script,
      finalRemarks: markup.closing,
      plagiarism: markup.entities,
      suggestions: { sectionsNumbered: markup.image },
      status: 'Submitted',
      updatedBy: w.rita.email,
    });
    const review = (await db.doc(`reviews/${w.ritaPaper}_${w.rita.record}`).get()).data()!;
    expect(review).toMatchObject({ reviewerEmail: w.rita.email, reviewerId: w.rita.record });
    expect(review).not.toHaveProperty('pdfPath');
    const pdf = await fetch(`http://127.0.0.1:5000/api/files/comments/${w.ritaPaper}.pdf`, { headers: { Authorization: `Bearer ${w.tokens.chair}` } });
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(markup.script);
  });
});

// ---------------------------------------------------------------------------------------------------
// Extra fields on otherwise good requests: accepted, never trusted

describe('extra fields', () => {
  it('cannot make a registering author an admin, choose the uid or skip email verification', async () => {
    const fields = authorForm();
    const created = await call('POST', '/api/authors/register', { json: { ...fields, role: 'admin', uid: 'chosen-uid', emailVerified: true, username: 'admin' } });
    expect(created.status).toBe(201);
    const user = await adminAuth.getUserByEmail(fields.email!);
    expect(user.uid).not.toBe('chosen-uid');
    expect(user.customClaims).toEqual({ role: 'author' });
    expect(user.emailVerified).toBe(false);
    const doc = (await db.collection('users').doc(user.uid).get()).data()!;
    expect(doc.role).toBe('author');
    expect(doc).not.toHaveProperty('username');
  });

  it('cannot choose a new manuscript’s ID, status or reviewer', async () => {
    const bob = await newAuthor('bob');
    const paperId = await submitManuscript(
      bob.token,
      manuscriptFields({ paperId: w.bobPaper, status: 'Published', reviewerId: 'demo-reviewer', reviewerEmail: demo.reviewer.email, fileUrl: '/etc/passwd' }),
    );
    expect(paperId).not.toBe(w.bobPaper);
    const paper = (await db.collection('papers').doc(paperId).get()).data()!;
    expect(paper).toMatchObject({ status: 'submitted', reviewers: [], reviewerIds: [], reviewerEmails: [], manuscriptPath: `/api/files/manuscript/${paperId}.pdf` });
    expect(paper).not.toHaveProperty('reviewerEmail');
  });

  it('cannot choose a reviewer record’s ID or profile path', async () => {
    const added = await call<{ id: string }>('POST', '/api/admin/addreviewer', {
      token: w.tokens.chair,
      body: form({ ...reviewerRecordFields(), id: 'demo-reviewer', profile: '/etc/passwd', profileType: 'exe' }, { profile: [await pdfBytes(), 'cv.pdf'] }),
    });
    expect(added.status).toBe(201);
    expect(added.body.id).not.toBe('demo-reviewer');
    expect((await db.collection('reviewers').doc(added.body.id).get()).data()).toMatchObject({
      profile: `/api/files/profile/${added.body.id}.pdf`,
      profileType: 'pdf',
    });
  });
});
