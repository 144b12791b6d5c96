// The endpoint table's decisions endpoints: sending the reviews, the decision, publication, bulk actions (a preview, then apply).
import { ErrorTexts, forAdmins, paperId, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { Messages } from '../../messages';
import { BulkAppliedAnswer, BulkPreviewAnswer, BulkPreviewRequestSchema, maxBulkPapers } from '../../decisions/bulk';
import { PaperStatus } from '../../status';
import * as Answers from '../answers';
import * as Bidding from '../../assignment/bidding';

export const decisionsEndpoints = {
  sendReview: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.sendReview,
    summary: "Sends a paper's review to its author (the review is then locked)",
    description:
      "An admin, once the paper has a submitted review. Stores the PDF of the submitted reviews (labelled Reviewer 1, 2..., without names or confidential comments), locks them, and links it on the author's dashboard, where it opens once the paper is decided. Queues no email itself: the decision message attaches the PDF when it was sent before.",
    body: { json: z.object({ paperId }) },
    errors: {
      404: 'paperId names no paper',
      409: 'The paper has no submitted review; the reviews kept changing while the PDF was made; or a concurrent change: try again',
    },
    example: { paperId: 'ICCS25-0042' },
    answer: Answers.MessageAnswer,
  }),
  updateStatus: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.updateStatus,
    summary: 'The decision on a reviewed paper: Accepted (the default) or Rejected',
    description:
      'An admin, for a paper under review with at least one submitted review. Moves it to Accepted or Rejected, and queues the decision message to the submitting author, with the reviews PDF attached when the reviews were sent.',
    body: {
      json: z.object({
        paperId,
        status: z.optional(z.enum([PaperStatus.Accepted, PaperStatus.Rejected], { error: Messages.decisionStatus })),
      }),
    },
    errors: {
      404: 'paperId names no paper',
      409: 'The paper is not under review or has no submitted review, or a concurrent change to it: try again',
    },
    example: { paperId: 'ICCS25-0042', status: 'Accepted' },
    answer: Answers.MessageAnswer,
  }),
  publish: forAdmins('Admin', {
    method: 'PUT',
    path: ApiRoutePatterns.publish,
    summary: 'Publishes an accepted paper',
    description: 'An admin. Moves the paper to Published and queues the publication message to the submitting author and every author listed.',
    errors: {
      404: ErrorTexts.noPaper,
      409: 'The paper is not Accepted, none of its authors has a verified registration while the fee table requires one, or a concurrent change to it: try again',
    },
    answer: Answers.MessageAnswer,
  }),
  previewBulk: forAdmins('Assignment', {
    method: 'POST',
    path: ApiPaths.previewBulk,
    summary: `Previews a bulk action on papers ({ action, paperIds or filter }; at most ${maxBulkPapers}): stores the preview, without acting, and answers it with its previewId`,
    description:
      `An admin. Actions: assign (reviewers, by an automatic proposal for the papers), remind (their reviewers with a review missing), release (the reviews to the authors for their response), sendReviews, accept, reject, publish. The preview says per paper what will happen, or why it is skipped ('no submitted review', 'already sent'), and is stored for ${Bidding.previewLifetimeMinutes} minutes for the admin who made it (applyBulk). Changes no paper and sends no email.`,
    success: 201,
    body: { json: BulkPreviewRequestSchema },
    errors: {
      400: 'A field is invalid: an unknown action, neither or both of paperIds and filter, a paper ID that names no paper, a status filter that names no status',
    },
    example: { action: 'accept', paperIds: ['ICCS25-0001', 'ICCS25-0002'] },
    answer: BulkPreviewAnswer,
  }),
  applyBulk: forAdmins('Assignment', {
    method: 'POST',
    path: ApiRoutePatterns.applyBulk,
    summary: 'Applies a bulk preview: acts on the papers it said it would, re-checking each, and reports per paper what was done',
    description:
      `The admin who made the preview, within ${Bidding.previewLifetimeMinutes} minutes of it, once. Acts only on the papers the preview said it would, each through the same operation as the single action: one whose state changed since is reported as skipped with the reason, never acted on. Each paper's change is written in its own transaction with its audit entry and messages (the action's own: a decision, the reviews, a reminder, the assignment), and one \`bulk.apply\` entry records the whole.`,
    errors: {
      403: ErrorTexts.previewOfAnotherAdmin,
      404: 'No preview has this ID (or it expired and was removed)',
      409: ErrorTexts.previewExpired,
    },
    answer: BulkAppliedAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
