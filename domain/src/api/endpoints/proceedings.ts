// The endpoint table's proceedings endpoints: camera-ready, copyright, final metadata, the volume, the settings and the exports.
import { adminFile, change, fileEndpoint, forAdmins, forAnyone, forAuthors, pdf, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { AdminProceedingsAnswer, AuthorProceedingsAnswer, CameraReadyAnswer, CopyrightRequestSchema, ProceedingsQuerySchema, ProceedingsReminderAnswer, ProceedingsReminderRequestSchema, ProceedingsSettingsAnswer, ProceedingsSettingsSchema, PublicAcceptedAnswer, PublicAcceptedQuerySchema, VolumeOrderSchema, defaultProceedingsSettings } from '../../proceedings/proceedings';
import { FinalMetadataSchema } from '../../proceedings/metadata';

/** The proceedings settings' example: the defaults without the volume's order, which is set apart. */
const { order: _order, customOrder: _customOrder, ...settingsExample } = defaultProceedingsSettings;

/** A PDF of an accepted paper for the proceedings, read by the paper's authors and the admins; `missing` says when there is none. */
function acceptedPaperPdf(path: string, summary: string, missing: string) {
  return fileEndpoint(pdf, {
    path,
    access: ['author', 'admin'],
    tag: 'Proceedings',
    summary,
    description: "The paper's authors and the admins. Changes nothing.",
    errors: { 403: 'The caller is not an author of this paper', 404: `No such paper, or ${missing}` },
  });
}

/** An export of the volume for the publisher or the indexers: a file for admins, under Proceedings. */
function volumeExport<const T extends readonly string[]>(file: T, path: string, summary: string, more: { description?: string; errors?: Endpoint['errors'] } = {}) {
  return adminFile(file, { path, tag: 'Proceedings', summary, ...more });
}

export const proceedingsEndpoints = {
  publicAccepted: forAnyone('Public site', {
    method: 'GET',
    path: ApiPaths.publicAccepted,
    summary: 'The accepted papers, in order of paper ID, with their titles and their authors\' names, affiliations and countries; empty before the notification date',
    description:
      "Anyone: the publication page reads it. From the calendar's notification date on (the edition's until the chair sets a calendar), by the server's clock, the accepted and published papers, 250 to a page (`page`, from 1), read from the stored layout of the volume as last built (a change shows once the layout is built again in the background, within seconds); before it, none, whatever the statuses say. `q` keeps the papers every word of which begins a word of their ID, title or authors' names (`total` and `pageCount` count those). Rejected and withdrawn papers never appear, and no address or phone number does. `edition` names an archived edition to read its accepted papers instead (404 for no such edition). Browsers may keep a page for a minute and the CDN for five. Changes nothing.",
    query: PublicAcceptedQuerySchema,
    errors: { 404: 'No current or archived edition has this ID' },
    answer: PublicAcceptedAnswer,
  }),
  authorProceedings: forAuthors('Proceedings', {
    method: 'GET',
    path: ApiRoutePatterns.authorProceedings,
    summary: "A paper's proceedings as its authors see them: the camera-ready file and its checks, the copyright text with its version and the signature in force, the metadata (as confirmed, or as submitted until it is), the page limits and size, and until when all this is taken",
    description: 'One of the paper\'s authors (the submitting author, or an author listed by the email they signed in with), once the paper is accepted. Changes nothing.',
    errors: { 403: 'The caller is not an author of this paper', 409: 'The paper is not accepted' },
    answer: AuthorProceedingsAnswer,
  }),
  uploadCameraReady: forAuthors('Proceedings', {
    method: 'POST',
    path: ApiRoutePatterns.cameraReady,
    summary: "Uploads the paper's camera-ready PDF and runs the publisher's checks (page count, page size, fonts embedded, Type 3 fonts, no security, JavaScript, attachments or forms, the final title and authors on the first page); answers each check with its result and pages",
    description:
      "One of the paper's authors, once it is accepted, until the calendar's camera-ready deadline or the paper's extension, by the server's clock. The file is read within the same bounds as a submission. A failed check refuses the file (422, with every check); a warning does not. The camera-ready file is not anonymised: it is printed as it is. The submission and the reviewers' copy stay as they were. Replaces an earlier camera-ready file. Sends no email.",
    body: { multipart: z.object({}), files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: {
      400: 'No file, not a PDF, unreadable, or beyond the reading bounds',
      403: 'The caller is not an author of this paper, or the camera-ready deadline has passed (the message names it)',
      409: 'The paper is not accepted (withdrawn, rejected or not decided)',
      422: "The file fails one of the publisher's checks: the answer's `checks` lists each with its pages",
    },
    example: {},
    answer: CameraReadyAnswer,
  }),
  signCopyright: forAuthors('Proceedings', change('POST', ApiRoutePatterns.copyright, CopyrightRequestSchema, {
    summary: "Signs the copyright form for all the paper's authors: the full name typed as the signature and the signer's role; keeps a signed PDF of the form with the date, time and the text's version",
    description: "One of the paper's authors, once it is accepted, until the camera-ready deadline or the paper's extension. A new signature replaces the earlier one (needed when the chair changes the text). Sends no email.",
    errors: { 403: 'The caller is not an author of this paper, or the deadline has passed', 409: 'The paper is not accepted' },
    example: { signature: 'Asha Raman', role: 'Corresponding author' },
  })),
  saveFinalMetadata: forAuthors('Proceedings', change('PUT', ApiRoutePatterns.finalMetadata, FinalMetadataSchema, {
    summary: 'Confirms the final title, abstract, keywords and the ordered author list (printed name, affiliation, country, email, optional ORCID iD checked by its check digit)',
    description: "One of the paper's authors, once it is accepted, until the camera-ready deadline or the paper's extension. The proceedings print this metadata and every export is made from it; the camera-ready file's first page is checked against it at the next upload. Sends no email.",
    errors: { 400: 'A field is missing or invalid, such as an ORCID iD that fails its check digit', 403: 'The caller is not an author of this paper, or the deadline has passed', 409: 'The paper is not accepted' },
    example: {
      title: 'Federated Learning on the Edge',
      abstract: 'We study ...',
      keywords: 'federated learning, edge computing',
      authors: [{ name: 'Asha Raman', affiliation: 'Western Ghats University', country: 'India', email: 'asha@example.org', orcid: '0000-0002-1825-0097' }],
    },
  })),
  cameraReadyFile: acceptedPaperPdf(ApiRoutePatterns.cameraReadyFile, "The paper's camera-ready PDF as uploaded", 'no camera-ready file yet'),
  copyrightFile: acceptedPaperPdf(ApiRoutePatterns.copyrightFile, 'The signed copyright form as a PDF', 'the form is not signed'),
  volumePdf: fileEndpoint(['application/pdf'], {
    path: ApiPaths.volumePdf,
    access: ['author', 'reviewer', 'admin'],
    tag: 'Proceedings',
    summary: 'The proceedings volume: cover, organising committee, preface, table of contents with pages and authors, every camera-ready paper with running page numbers, and an index of authors',
    description:
      'Admins and registered participants: an account with a verified conference registration, or an author of an accepted paper. Assembled as it is sent, one paper after another; the same inputs give the same bytes. Changes nothing.',
    errors: { 403: 'The caller is not a registered participant', 409: 'No paper has a camera-ready file yet' },
  }),
  adminProceedings: forAdmins('Proceedings', {
    method: 'GET',
    path: ApiPaths.adminProceedings,
    summary: "The chair's Proceedings screen: one row per accepted paper in the volume's order (camera-ready state, pages and page numbers, copyright, metadata, registration, what is missing), paged, filtered by what is missing, with the affiliations written several ways",
    description:
      "An admin. Read from the stored layout of the volume as last built: `builtAt` says when its reads began and `upToDate` whether anything changed since (a newer layout is then being built in the background and replaces it within seconds). `q` keeps the papers every word of which begins a word of their ID, title or authors' names. Changes nothing.",
    query: ProceedingsQuerySchema,
    answer: AdminProceedingsAnswer,
  }),
  proceedingsSettings: forAdmins('Proceedings', {
    method: 'GET',
    path: ApiPaths.proceedingsSettings,
    summary: "The proceedings settings: page limits and size for the publisher's checks, the copyright text (and its version), the ISBN, the DOI prefix, the publisher, the preface and the volume's order",
    description: 'An admin. The defaults until the chair saves them. Changes nothing.',
    answer: ProceedingsSettingsAnswer,
  }),
  saveProceedingsSettings: forAdmins('Proceedings', change('PUT', ApiPaths.proceedingsSettings, ProceedingsSettingsSchema, {
    summary: "Sets the proceedings settings, saved whole but for the volume's order (set apart): page limits and size, copyright text, ISBN, DOI prefix, publisher and preface",
    description: 'An admin. A changed copyright text is a new version: signatures of earlier versions no longer count. Recorded in the audit log. Sends no email.',
    errors: { 400: 'A field is invalid: page limits out of order, an ISBN that fails its check digit, a DOI prefix that is not 10.NNNN' },
    example: { ...settingsExample, isbn: '978-3-16-148410-0', doiPrefix: '10.5555' },
  })),
  saveVolumeOrder: forAdmins('Proceedings', change('PUT', ApiPaths.volumeOrder, VolumeOrderSchema, {
    summary: "Sets the order of the papers in the volume: by paper ID, by the programme's sessions, or the chair's own order (papers it does not list follow by ID)",
    description: 'An admin. The page numbers of the screen, the volume and the exports follow at once. Recorded in the audit log. Sends no email.',
    errors: { 400: 'An order that is none of the three, or a custom order naming a paper twice or something that is not a paper ID' },
    example: { order: 'custom', customOrder: ['ICCS25-0003', 'ICCS25-0001'] },
  })),
  proceedingsReminders: forAdmins('Proceedings', {
    method: 'POST',
    path: ApiPaths.proceedingsReminders,
    summary: 'Reminds the authors of papers that miss something for the proceedings: with preview true, who would get which reminder; with false, queues the emails',
    description: 'An admin. Papers that miss nothing are left out. Each reminder names what the paper misses and the camera-ready deadline, goes to the paper\'s authors through the outbox, and is recorded in the audit log.',
    body: { json: ProceedingsReminderRequestSchema },
    example: { preview: true },
    answer: ProceedingsReminderAnswer,
  }),
  proceedingsCsv: volumeExport(['text/csv'], ApiPaths.proceedingsCsv, 'The papers of the volume as CSV: ID, title, authors in order with affiliations and ORCID iDs, pages, keywords, DOI'),
  proceedingsBib: volumeExport(['application/x-bibtex'], ApiPaths.proceedingsBib, 'The papers of the volume as BibTeX: one @inproceedings per paper with its pages'),
  proceedingsCrossref: volumeExport(['application/xml'], ApiPaths.proceedingsCrossref, "A Crossref deposit (doi_batch) of the conference, its proceedings and one conference_paper per paper, with DOIs from the chair's prefix", { errors: { 409: 'No DOI prefix is set' } }),
  proceedingsCeur: volumeExport(['text/html'], ApiPaths.proceedingsCeur, 'A CEUR-WS style index.html: the table of contents linking each paper\'s PDF'),
  proceedingsZip: volumeExport(['application/zip'], ApiPaths.proceedingsZip, "A ZIP of every camera-ready PDF named by paper ID, the signed copyright forms, and the volume's index.html", { description: 'An admin. Written as it is sent. Changes nothing.' }),
} as const satisfies Record<string, Endpoint>;
