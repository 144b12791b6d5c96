// The endpoint table's submissions endpoints: submit, check, change, withdraw and restore a paper; the lists, the CSV, the authors' conflicts.
import { adminFile, ErrorTexts, forAdmins, forAuthors, forAuthorsAndAdmins, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { Messages } from '../../messages';
import { EditionQuerySchema } from '../../editions/edition';
import { PaperCountsQuerySchema, PaperListQuerySchema } from '../../submissions/paperList';
import { CommitteeQuerySchema } from '../../committee/reviewerList';
import * as Answers from '../answers';

/** The fields of a manuscript as the form sends them; the author list is JSON text of the author blocks. */
const ManuscriptForm = z.object({
  /** The signed-in author's uid (optional; another uid is refused). */
  authorId: z.optional(z.string()),
  authorsDetails: z.string().register(z.globalRegistry, { description: 'JSON array of 1 to 4 author blocks: name, email, organization, phone, gender, state, country' }),
  title: z.string(),
  abstract: z.string(),
  keywords: z.string().register(z.globalRegistry, { description: 'Comma-separated, 4 to 6 keywords' }),
  excludedReviewers: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of the committee members (IDs from /api/authors/committee) the authors declare a conflict with' })),
  topics: z.optional(z.string().register(z.globalRegistry, { description: "JSON array of 1 to 3 of the call for papers' topics (the submission form requires them)" })),
});

export const submissionsEndpoints = {
  submitManuscript: forAuthors('Submissions', {
    method: 'POST',
    path: ApiPaths.submitManuscript,
    summary: 'Submits a manuscript: its details and the PDF',
    description:
      "An author, for their own account. Gives the paper its ID in the submitted status, stores the PDF and the reviewers' copy (its pages only, without the authors), and records the authors and the committee members they declare a conflict with. Queues the submission message to the submitting author and every author listed.",
    success: 201,
    body: { multipart: ManuscriptForm, files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: {
      400:
        'A field is missing or invalid (1 to 4 authors, an abstract of 150 to 200 words, 4 to 6 keywords, an unknown committee member), or the file is missing or not a readable PDF of 1 to 100 pages',
      403: 'The caller is not an author, `authorId` names another account, or submissions are closed (the deadline plus the grace period has passed, by the server\'s clock; the message names the deadline)',
      409: "An author (by email) is already on the chair's cap of papers per author, and the integrity settings refuse more (the message names the author and the cap)",
    },
    example: {
      authorsDetails: JSON.stringify([
        { name: 'Asha Rao', email: 'asha.rao@example.org', organization: 'Cochin University of Science and Technology', phone: '9847012345', gender: 'Female', state: 'Kerala', country: 'India' },
        { name: 'Vikram Nair', email: 'vikram.nair@example.org', organization: 'Indian Institute of Technology Palakkad', phone: '9446098765', gender: 'Male', state: 'Kerala', country: 'India' },
      ]),
      title: 'Hybrid Hydrological and Deep Learning Forecasts for Flood Early Warning in Small River Basins',
      abstract:
        "Early warning of monsoon floods in small river basins depends on rainfall forecasts that are often too coarse for local decisions. This paper presents a hybrid forecasting method that combines a physically based hydrological model with a long short-term memory network trained on twelve years of gauge, radar and satellite observations from three basins in Kerala. The network corrects the hydrological model's systematic errors in peak timing and volume, while the physical model keeps the forecasts consistent with the water balance when the inputs fall outside the training range. We evaluate forecasts with lead times of six to seventy-two hours against observed discharge at nine stations, using the Nash-Sutcliffe efficiency, the error in peak flow and the hit rate of flood warnings. The hybrid method improves the efficiency from 0.71 to 0.86 on average and raises the warning hit rate by eighteen percentage points, with fewer false alarms than either model alone. We discuss the computing cost of operational use, the data the method needs, and how district disaster management authorities could adopt it within their existing warning procedures.",
      keywords: 'flood forecasting, hydrological modelling, LSTM networks, early warning systems, Kerala',
      excludedReviewers: JSON.stringify(['Xk3v9QmZ2pLr8TfW1nYb']),
    },
    answer: Answers.SubmitManuscriptAnswer,
  }),
  checkManuscript: forAuthors('Submissions', {
    method: 'POST',
    path: ApiPaths.checkManuscript,
    summary: 'Checks a PDF as submission would, and where its text names one of the listed authors',
    description:
      'An author, before submitting. Reads the PDF exactly as submission will, and reports each page where its text names an author listed, so the file can be made anonymous before reviewers see it. Stores nothing and sends no email.',
    body: { multipart: z.object({ authorsDetails: z.optional(z.string()) }), files: [{ name: 'file', required: true, upload: 'manuscript' }] },
    errors: { 400: 'authorsDetails is missing or not a JSON list, or the file is missing or not a readable PDF of 1 to 100 pages' },
    example: {
      authorsDetails: JSON.stringify([
        { name: 'Asha Rao', email: 'asha.rao@example.org', organization: 'Cochin University of Science and Technology', phone: '9847012345', gender: 'Female', state: 'Kerala', country: 'India' },
      ]),
    },
    answer: Answers.CheckManuscriptAnswer,
  }),
  manuscriptsByAuthor: forAuthorsAndAdmins('Submissions', {
    method: 'GET',
    path: ApiRoutePatterns.manuscriptsByAuthor,
    summary: "An author's manuscripts (authors: their own)",
    description:
      "An author, for their own account only; an admin, for any author. Each paper with its status, files, payment and dates, the newest first: the current edition's, or with `edition` an archived edition's (read-only: the dashboard lists them under the edition's name). Changes nothing.",
    query: EditionQuerySchema,
    errors: {
      403: "The token's role is neither author nor admin, or an author asks for another author's papers",
      404: 'No author account has this ID, or no current or archived edition has the ID `edition` names',
    },
    answer: Answers.ManuscriptsByAuthorAnswer,
  }),
  getPapers: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.getPapers,
    summary:
      'One page of papers with their reviewers and authors: pageSize (at most 100), after (the last paper ID of the previous page), sort (paperId or title), order, status (comma-separated), show (needs-reviewers, reviews-missing, in-review), q (a paper ID, title word or author name)',
    description: "An admin. Each paper with its reviewers' review states and its authors, how many papers match, and the reviewers each paper should have. Changes nothing.",
    query: PaperListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no paper' },
    answer: Answers.GetPapersAnswer,
  }),
  paperCounts: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.paperCounts,
    summary: 'How many papers a status (comma-separated) and search (q) match: all of them, those that need reviewers, and those missing reviews',
    description: "An admin, for the paper lists' filter buttons. Changes nothing.",
    query: PaperCountsQuerySchema,
    answer: Answers.PaperCountsAnswer,
  }),
  papersCsv: adminFile(['text/csv'], {
    path: ApiPaths.papersCsv,
    tag: 'Admin',
    summary: 'Every paper as papers.csv (ID, Title, Author, Status, Date, Reviewers), streamed in the order of paper IDs',
    description: 'An admin. A conference without papers gets the header line alone. Changes nothing.',
  }),
  committee: forAuthors('Authors', {
    method: 'GET',
    path: ApiPaths.committee,
    summary:
      'The programme committee (names and affiliations, never emails), to declare conflicts with: one page by name (pageSize, after, q: a name or affiliation, as getreviewers), or the members named by ids (comma-separated, at most 50)',
    description: "An author, for the submission form and their paper's conflicts. The search never looks at email addresses. Changes nothing.",
    query: CommitteeQuerySchema,
    errors: { 400: 'A query parameter is invalid, `ids` is not a list of at most 50 IDs, or `after` names no member' },
    answer: Answers.CommitteeAnswer,
  }),
  paperConflicts: forAuthors('Submissions', {
    method: 'PUT',
    path: ApiRoutePatterns.paperConflicts,
    summary: "Sets the committee members the authors of their paper declare a conflict with, while it is submitted",
    description:
      "The paper's submitting author, until reviewers are assigned. Replaces the paper's list, which the assignment then refuses unless an admin overrides it; each ID must name a committee member. Sends no email.",
    body: {
      json: z.object({
        excludedReviewers: z.array(z.string({ error: Messages.exclusionsList }), { error: Messages.exclusionsList }).check(z.maxLength(50, { error: Messages.exclusionsList })),
      }),
    },
    errors: {
      403: "The caller is not an author, or the paper is not the author's",
      404: ErrorTexts.noPaper,
      409: 'The paper is no longer in the submitted status, or a concurrent change to it: try again',
    },
    example: { excludedReviewers: ['Xk3v9QmZ2pLr8TfW1nYb', '7HqLm2RtYp9VxBz4KcWd'] },
    answer: Answers.MessageAnswer,
  }),
  editPaper: forAuthors('Submissions', {
    method: 'PUT',
    path: ApiRoutePatterns.editPaper,
    summary: "Changes the author's paper: only the fields sent (title, abstract, keywords, author list, conflicts) and, when sent, a new PDF",
    description:
      "The paper's submitting author, while it is submitted or under review and until the submission deadline plus the grace period, or the end of an extension granted to the paper or to the author (server clock). What is not sent stays; the result is checked as a submission is. A new PDF gets the same checks, its reviewers' copy is rebuilt and its receipt replaces the old one; the files are swapped only once the change is written. Conflicts can change only while no reviewer is assigned. Sends no email.",
    body: {
      multipart: z.object({
        authorsDetails: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of 1 to 4 author blocks, as at submission' })),
        title: z.optional(z.string()),
        abstract: z.optional(z.string()),
        keywords: z.optional(z.string().register(z.globalRegistry, { description: 'Comma-separated, 4 to 6 keywords' })),
        excludedReviewers: z.optional(z.string().register(z.globalRegistry, { description: 'JSON array of committee member IDs; only while no reviewer is assigned' })),
        topics: z.optional(z.string().register(z.globalRegistry, { description: "JSON array of 1 to 3 of the call for papers' topics" })),
      }),
      files: [{ name: 'file', required: false, upload: 'manuscript' }],
    },
    errors: {
      400: 'Nothing to change was sent, a field is invalid as at submission, or the file is not a readable PDF of 1 to 100 pages',
      403: "The caller is not an author, the paper is not the author's, or changes are closed (the deadline plus the grace period has passed and no extension covers the paper or the author; the message names the deadline)",
      404: ErrorTexts.noPaper,
      409: "The paper is decided or withdrawn, conflicts were sent after reviewers were assigned, an added author is already on the chair's cap of papers per author (when the settings refuse more), or a concurrent change to it: try again",
    },
    example: { title: 'Hybrid Hydrological and Deep Learning Forecasts for Flood Early Warning in Small Basins' },
    answer: Answers.EditPaperAnswer,
  }),
  withdrawPaper: forAuthors('Submissions', {
    method: 'POST',
    path: ApiRoutePatterns.withdrawPaper,
    summary: "Withdraws the author's paper, before it is decided, at any time",
    description:
      "The paper's submitting author, while it is submitted or under review (after the deadline too). The paper, its files and its reviews are kept and marked: it leaves every review list and the counters, its reviewers lose access at once, and it stays on the author's dashboard as Withdrawn. Queues a message to the chair and to each assigned reviewer; recorded in the audit log.",
    body: { json: z.object({ reason: z.optional(z.nullable(z.string({ error: Messages.withdrawReason }).check(z.maxLength(1000, { error: Messages.withdrawReason })))) }) },
    errors: {
      403: "The caller is not an author, or the paper is not the author's",
      404: ErrorTexts.noPaper,
      409: 'The paper is decided (accepted, rejected or published) or already withdrawn, or a concurrent change to it: try again',
    },
    example: { reason: 'A mistake in the evaluation was found after submission.' },
    answer: Answers.MessageAnswer,
  }),
  restorePaper: forAdmins('Admin', {
    method: 'POST',
    path: ApiRoutePatterns.restorePaper,
    summary: 'Restores a withdrawn paper to the status it had, with its reviewers',
    description:
      'An admin. The paper goes back to its status before the withdrawal, and its reviewers (those whose records still exist) regain access with their reviews as they were. Recorded in the audit log in the same transaction. Sends no email.',
    errors: { 404: ErrorTexts.noPaper, 409: 'The paper is not withdrawn, or a concurrent change to it: try again' },
    answer: Answers.MessageAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
