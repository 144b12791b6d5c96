// The endpoint table's assignment endpoints: manual and emergency assignment, declared conflicts, bids and topics, the automatic assignment.
import { ErrorTexts, forAdmins, forReviewers, paperId, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { Messages } from '../../messages';
import { maxReviewersPerPaper } from '../../documents';
import { ReviewerListQuerySchema } from '../../committee/reviewerList';
import { textField } from '../../validation';
import * as Answers from '../answers';
import * as Bidding from '../../assignment/bidding';
import * as Emergency from '../../assignment/emergency';

/** A list of reviewer record IDs. */
const reviewerIdList = z.array(z.string({ error: Messages.reviewerIdsList }), { error: Messages.reviewerIdsList }).check(z.maxLength(maxReviewersPerPaper, { error: Messages.tooManyReviewers(maxReviewersPerPaper) }));

export const assignmentEndpoints = {
  assignReviewer: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.assignReviewer,
    summary:
      "Adds a reviewer to a paper (reviewerId; a submitted paper goes under review), or sets the paper's whole list (reviewerIds). Conflicts of interest answer 409 with the reasons unless overridden with a written reason",
    description:
      `An admin, while the paper is submitted or under review. Writes the paper's reviewers (at most ${maxReviewersPerPaper}) with any override reason, and deletes the removed reviewers' unsent reviews unless keepReviews keeps the submitted ones. Queues to each reviewer added the assignment message with the title and abstract, never the authors.`,
    body: {
      json: z
        .object({
          paperId: textField({ label: 'paperId', max: null }),
          reviewerId: z.optional(z.string({ error: Messages.selectReviewer })),
          reviewerIds: z.optional(reviewerIdList),
          /** Assign despite the conflicts of interest, for this written reason. */
          override: z.optional(z.object({ reason: textField({ label: 'Override reason', max: 1000 }) }, { error: Messages.overrideReasonRequired })),
          /** When reviewerIds removes a reviewer: keep their submitted review (default: delete it). */
          keepReviews: z.optional(z.boolean({ error: Messages.keepReviewsBoolean })),
        })
        .check(
          z.superRefine((value, context) => {
            const input = value as { reviewerId?: unknown; reviewerIds?: unknown };
            const single = typeof input.reviewerId === 'string' && input.reviewerId.trim() !== '';
            if (single === (input.reviewerIds !== undefined)) {
              context.issues.push({ code: 'custom', message: Messages.selectReviewer, path: [single ? 'reviewerIds' : 'reviewerId'], input: value });
            }
          }, { when: () => true }),
        ),
    },
    errors: {
      404: 'paperId names no paper, or a reviewer ID names no reviewer record',
      409:
        "The paper is decided or published; a reviewer being added has a conflict of interest (the answer's `conflicts` gives the reasons: send again with `override`); a removed reviewer's review was already sent to the author; or concurrent changes to the paper: try again",
    },
    example: { paperId: 'ICCS25-0042', reviewerId: 'Xk3v9QmZ2pLr8TfW1nYb' },
    answer: Answers.AssignAnswer,
  }),
  paperAssignment: forAdmins('Admin', {
    method: 'GET',
    path: ApiRoutePatterns.paperAssignment,
    summary:
      "A paper's reviewers with their load and conflicts with the paper, and one page of the reviewer records to choose from, searched and paged like getreviewers",
    description:
      'An admin, for the assign dialog. Each candidate comes with the number of papers under review they have and each conflict of interest with its reason. Changes nothing.',
    query: ReviewerListQuerySchema,
    errors: {
      400: 'A query parameter is invalid, `after` names no reviewer record, or the address holds a malformed escape',
      404: ErrorTexts.noPaper,
    },
    answer: Answers.PaperAssignmentAnswer,
  }),
  emergencyCandidates: forAdmins('Admin', {
    method: 'GET',
    path: ApiRoutePatterns.emergencyReviewers,
    summary: "A paper's overdue reviews and the members who could take one at short notice, ranked: those available for late requests first, then by the load they have left",
    description: `An admin. Members already reviewing the paper or in a conflict of interest with it are never listed. The first ${Emergency.emergencyCandidateLimit} are listed, with how many there are in all. Reads the committee's records and the counters, never every paper. Changes nothing.`,
    errors: { 404: ErrorTexts.noPaper },
    answer: Emergency.EmergencyCandidatesAnswer,
  }),
  requestEmergencyReview: forAdmins('Admin', {
    method: 'POST',
    path: ApiRoutePatterns.emergencyRequest,
    summary: 'Asks a member to take an overdue review at short notice: a preview of the message ({ reviewerId, dueAt, note?, preview: true }), then { previewId, apply: true } assigns them with that due date and sends it',
    description: `An admin, for a paper under review with a review overdue. Applying (that admin, once, within ${Bidding.previewLifetimeMinutes} minutes) checks everything again and, in one transaction, assigns the member with the request's own due date, queues the message (kind assignment: the title and abstract, never the authors) and writes the audit entry; a refusal writes nothing.`,
    body: { json: Emergency.EmergencyRequestSchema },
    errors: {
      400: 'Neither a preview nor an apply, a field is malformed, the due date is not in the future, or the paper has 20 reviewers',
      403: ErrorTexts.previewOfAnotherAdmin,
      404: 'No paper or reviewer record has this ID, or no preview of this paper has this previewId',
      409: 'The paper is not under review, no review is overdue (any more), the member reviews it or has a conflict of interest with it, the preview expired or was sent already, or its due date has passed',
    },
    example: { reviewerId: 'Xk3v9QmZ2pLr8TfW1nYb', dueAt: '2030-07-27T23:59:00+05:30', note: 'Could you take this one by Monday?', preview: true },
    answer: Emergency.EmergencyRequestAnswer,
  }),
  declareConflict: forReviewers('Reviewers', {
    method: 'POST',
    path: ApiPaths.declareConflict,
    summary: 'The signed-in reviewer declares a conflict of interest with a paper assigned to them, which removes them from it',
    description:
      'A reviewer assigned to the paper with a verified email, while it is under review. Records the declaration (a later assignment of them to the paper is refused with it as the reason) and deletes their unsent review. Sends no email.',
    body: { json: z.object({ paperId }) },
    errors: {
      403: 'The caller is not a reviewer, is not assigned to the paper, or has not verified their email',
      404: 'paperId names no paper',
      409: 'The paper is not under review, their review was already sent to the author, or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042' },
    answer: Answers.MessageAnswer,
  }),
  bids: forReviewers('Assignment', {
    method: 'GET',
    path: ApiPaths.bids,
    summary: 'The papers open for bidding, best matches first, with the reviewer\'s bids: one page of 25 (page), a search (q) and a filter by bid (bid, or none)',
    description:
      "A reviewer with a verified email whose address is on a reviewer record. Every paper submitted or under review that they do not already review, with its title, abstract, keywords and topics (never its authors), their bid, and how well it matches their research area and topics, with the reason. Readable whether or not bidding is open (`window` says). Changes nothing.",
    query: Bidding.BidsQuerySchema,
    errors: { 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    answer: Bidding.BidsAnswer,
  }),
  saveBid: forReviewers('Assignment', {
    method: 'PUT',
    path: ApiRoutePatterns.saveBid,
    summary: 'Saves the reviewer\'s bid on a paper: eager, willing, notWilling, conflict, or null to clear it',
    description:
      'A reviewer with a verified email and a reviewer record, while the calendar\'s bidding window is open, on a paper open for bidding that they do not review. A conflict bid is a declared conflict of interest ("declared by the reviewer"), which the assignment never overrides silently; changing the bid removes it. Sends no email.',
    body: { json: Bidding.BidRequest },
    errors: {
      400: 'The bid is not one of eager, willing, notWilling, conflict or null',
      403: 'The caller is not a reviewer, has not verified their email or has no reviewer record, or bidding is not open (the message says when it opens or when it closed)',
      404: 'No paper open for bidding has this ID',
      409: 'The reviewer already reviews the paper (declare a conflict from the dashboard instead), or a concurrent change: try again',
    },
    example: { bid: 'eager' },
    answer: Bidding.SaveBidAnswer,
  }),
  reviewerTopics: forReviewers('Assignment', {
    method: 'GET',
    path: ApiPaths.reviewerTopics,
    summary: "The signed-in reviewer's topics and research area",
    description: 'A reviewer with a verified email and a reviewer record. Changes nothing.',
    errors: { 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    answer: Bidding.ReviewerTopicsAnswer,
  }),
  saveReviewerTopics: forReviewers('Assignment', {
    method: 'PUT',
    path: ApiPaths.reviewerTopics,
    summary: "Sets the signed-in reviewer's topics (any of the call for papers' topics)",
    description: 'A reviewer with a verified email and a reviewer record, at any time. The bidding order and the automatic assignment read them. Sends no email.',
    body: { json: Bidding.ReviewerTopicsRequest },
    errors: { 400: 'A topic is not one of the call for papers\' topics, or is repeated', 403: 'The caller is not a reviewer, has not verified their email, or has no reviewer record' },
    example: { topics: ['Cloud, Edge and Fog Computing', 'Internet of Things and Cyber-Physical Systems'] },
    answer: Bidding.ReviewerTopicsAnswer,
  }),
  bidOverview: forAdmins('Assignment', {
    method: 'GET',
    path: ApiPaths.bidOverview,
    summary: 'The bids per paper (papers nobody wants flagged), a page at a time, with the figures, and per reviewer (reviewers who have not bid flagged)',
    description:
      "An admin. A page of the papers open for bidding (`page` from 1, 25 to a page, `show=unwanted` for those with no eager or willing bid), each with its bids by kind; how many papers are open, how many nobody wants, and the bids on them; and every reviewer with the bids they have made. Read from the tallies each saved bid keeps, so it reads a page, whatever the number of papers and bids. Changes nothing.",
    query: Bidding.BidOverviewQuerySchema,
    answer: Bidding.BidOverviewAnswer,
  }),
  bidReminders: forAdmins('Assignment', {
    method: 'POST',
    path: ApiPaths.bidReminders,
    summary: 'Queues a reminder to bid to every reviewer who has not bid yet, while bidding is open',
    description: 'An admin. One message per reviewer with a record and no bid, naming the close of bidding; goes even while notifications are off. Sends those messages through the outbox.',
    errors: { 409: 'Bidding is not open, or every reviewer has bid: nothing was queued' },
    answer: Bidding.BidReminderAnswer,
  }),
  proposeAssignment: forAdmins('Assignment', {
    method: 'POST',
    path: ApiPaths.proposeAssignment,
    summary: 'Proposes an automatic assignment ({ reviewersPerPaper, maxPerReviewer, papers, objective }): stores it, without applying it, and answers it with its proposalId',
    description:
      `An admin. The proposal is computed exactly (a min-cost flow) from the bids, topics and text affinity, never against a conflict of interest, keeping every reviewer already assigned; it is stored, not applied, and answered with its first page (the papers left short and why first, then the pairs with their reasons, ${Bidding.proposalPageSize} to a page; proposalPage reads the others), the loads before and after, and the objective's figures. \`fair\` (the default) first gives every paper that can have one a reviewer scoring at least the threshold, at a cost of at most 0.5% of the total; \`total\` maximises the total. \`randomise: { q }\` samples an assignment in which no pair had a probability above q. Only the admin who made it may apply it, within ${Bidding.previewLifetimeMinutes} minutes (applyAssignment). Writes nothing else and sends no email.`,
    success: 201,
    body: { json: Bidding.ProposalRequestSchema },
    errors: {
      400: 'A field is invalid (reviewersPerPaper outside 1 to 10, a limit that is not a whole number, a minimum above the maximum, an unknown reviewer in limits or pinned, a paper not open for review), or no paper is concerned',
      409: 'A pinned pair is in conflict of interest',
    },
    example: { reviewersPerPaper: 3, maxPerReviewer: 12, papers: 'all-under-target', objective: 'fair' },
    answer: Bidding.ProposalAnswer,
  }),
  proposalPage: forAdmins('Assignment', {
    method: 'GET',
    path: ApiRoutePatterns.proposalPage,
    summary: 'A page of a stored proposal of the automatic assignment: the papers left short first, then the proposed pairs, with the figures and loads of the whole',
    description: `The admin who made the proposal, until it expires (also once applied). \`page\` from 1, ${Bidding.proposalPageSize} items to a page; a page past the end has none. Reads the page's part of the stored proposal, whatever its size. Changes nothing.`,
    query: Bidding.ProposalPageQuerySchema,
    errors: { 403: 'The proposal was made by another admin', 404: 'No proposal has this ID (or it expired and was removed)', 409: 'The proposal expired' },
    answer: Bidding.ProposalAnswer,
  }),
  applyAssignment: forAdmins('Assignment', {
    method: 'POST',
    path: ApiRoutePatterns.applyAssignment,
    summary: 'Applies a proposal of the automatic assignment exactly as it was shown, or refuses it whole',
    description:
      `The admin who made the proposal, within ${Bidding.previewLifetimeMinutes} minutes of it, once. Everything the proposal read is read again: if anything changed since (a paper's reviewers or status, a new conflict or bid, a reviewer deleted or their load), the whole apply is refused and nothing is written. Otherwise each paper's new reviewers are written in the paper's own transaction, which checks it once more; applied pairs queue the assignment messages and are recorded in the audit log (each paper's \`paper.assign\`, and one \`assignment.apply\`).`,
    errors: {
      403: 'The proposal was made by another admin',
      404: 'No proposal has this ID (or it expired and was removed)',
      409: 'The proposal expired or was applied already, or something it read changed since it was made (the message names what): nothing was written',
    },
    answer: Bidding.ApplyProposalAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
