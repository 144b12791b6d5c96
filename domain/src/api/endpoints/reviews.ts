// The endpoint table's reviews endpoints: a paper's reviews, the review settings, the decision table, the reviewer's papers and evaluation.
import { change, ErrorTexts, forAdmins, forReviewers, forReviewersAndAdmins, paperId, type Endpoint } from './endpoint';
import { z } from 'zod/mini';
import { ApiPaths, ApiRoutePatterns } from '../apiPaths';
import { SaveDraftRequest, SubmitReviewRequest } from '../../reviews/review';
import { ReviewSettingsSchema } from '../../documents';
import { PaperListQuerySchema } from '../../submissions/paperList';
import * as Answers from '../answers';

export const reviewsEndpoints = {
  paperReviews: forAdmins('Admin', {
    method: 'GET',
    path: ApiRoutePatterns.paperReviews,
    summary: "A paper's reviewers with each review's state and scores, and the summary",
    description: "An admin, to decide on the paper. Reviews kept after their reviewer was removed are included. Each review carries its history: every submitted version's time, overall score and recommendation. Changes nothing.",
    errors: { 404: ErrorTexts.noPaper },
    answer: Answers.PaperReviewsAnswer,
  }),
  reviewSettings: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.reviewSettings,
    summary: "The conference's review settings",
    description: 'An admin. Until an admin saves them: three reviewers per paper, reviews shared. Changes nothing.',
    answer: Answers.ReviewSettingsAnswer,
  }),
  saveReviewSettings: forAdmins('Admin', change('POST', ApiPaths.reviewSettings, ReviewSettingsSchema, {
    summary: 'Saves the review settings: reviewers per paper (1 to 10), and whether reviewers read the others\' reviews once they submit',
    description: "An admin. Replaces the conference's settings; the paper lists' filters and the reviewers' reading of the others' reviews follow them at once. Sends no email.",
    example: { reviewersPerPaper: 3, shareReviews: true },
  })),
  reviewerComments: forAdmins('Admin', {
    method: 'GET',
    path: ApiPaths.reviewerComments,
    summary: 'One page of the papers with a reviewer or a review, with their reviews\' state and scores (the same paging, sort, status and search parameters as getpapers)',
    description: "An admin, for the decision table. Reviews are labelled in the order of assignment, with each paper's summary and whether its reviews were sent. Changes nothing.",
    query: PaperListQuerySchema,
    errors: { 400: 'A query parameter is invalid, or `after` names no paper' },
    answer: Answers.ReviewerCommentsAnswer,
  }),
  assignedPapers: forReviewers('Reviewers', {
    method: 'GET',
    path: ApiRoutePatterns.assignedPapers,
    summary: "The papers assigned to the signed-in reviewer's own (verified) email",
    description:
      "A reviewer, for their own email only, once it is verified (by setting the password from the emailed link). Each paper with its status and the state of the reviewer's own review; nothing about the other reviewers. Changes nothing.",
    query: z.object({ email: z.optional(z.string()) }),
    errors: { 403: "The caller is not a reviewer, `email` is not the reviewer's own, or their email is not verified yet" },
    answer: Answers.AssignedPapersAnswer,
  }),
  submitReview: forReviewersAndAdmins('Reviews', change('POST', ApiPaths.submitReview, SubmitReviewRequest, {
    summary: "Submits the assigned reviewer's complete evaluation (or an admin's edit of a named reviewer's)",
    description:
      "A reviewer assigned to the paper with a verified email, for their own review; an admin, for the reviewer named by reviewerId (needed when the paper has several). While the paper is under review and the review not yet sent, saves it as Submitted and counts it on the paper; a reviewer's first submission queues the review-submitted message to the admins.",
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'articleId names no paper, or reviewerId names none of its reviewers',
      409: 'The paper is not under review, the review was already sent to the author, or a concurrent change: try again',
    },
    example: {
      articleId: 'ICCS25-0042',
      criteriaRatings: {
        'Appropriateness for the conference': 'Strong',
        'Technical Adequacy': 'Modest',
        'Theoretical Contribution': 'Modest',
        'Empirical Contribution': 'Strong',
        Novelty: 'Modest',
        'Significance of Contribution': 'Strong',
        'Valid Conclusions': 'Modest',
      },
      suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: 'Yes', englishGrammar: 'No', allReferencesCited: 'Yes' },
      plagiarism: 'No overlap beyond the authors\' own cited work.',
      additionalComments: 'The evaluation is thorough; please report how the network behaves for floods larger than any in the training years, and proofread Section 4.',
      recommendation: 'Accept with minor revisions',
      finalRemarks: 'A useful, well-evaluated contribution to operational flood warning.',
      confidence: 'knowledgeable',
      confidentialComments: 'The second basin may be the one described in the authors\' earlier workshop paper.',
    },
  })),
  saveDraft: forReviewersAndAdmins('Reviews', change('POST', ApiPaths.saveDraft, SaveDraftRequest, {
    summary: "Saves the assigned reviewer's unfinished review (or an admin's edit of it)",
    description:
      'A reviewer assigned to the paper with a verified email, for their own review; an admin, for the reviewer named by reviewerId (needed when the paper has several). While the paper is under review and the review not yet submitted, saves the answers given as a Draft. Sends no email.',
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'articleId names no paper, or reviewerId names none of its reviewers',
      409: 'The paper is not under review, the review is already submitted (submit again to change it) or sent, or a concurrent change: try again',
    },
    example: {
      articleId: 'ICCS25-0042',
      criteriaRatings: { 'Appropriateness for the conference': 'Strong', 'Technical Adequacy': 'Modest', Novelty: 'Modest' },
      suggestions: { sectionsNumbered: 'Yes', figuresTablesNumbered: '', englishGrammar: '', allReferencesCited: '' },
      plagiarism: '',
      additionalComments: 'Section 4 needs the results for each basin separately.',
      recommendation: '',
      finalRemarks: '',
      confidence: 'knowledgeable',
      confidentialComments: '',
    },
  })),
  getReviewComments: forReviewersAndAdmins('Reviews', {
    method: 'GET',
    path: ApiRoutePatterns.getReviewComments,
    summary: "A paper's review: the reviewer's own (and the others' once theirs is submitted, unnamed); for admins, the named reviewer's",
    description:
      "A reviewer assigned to the paper with a verified email, for their own review, with the other submitted reviews (no names, no confidential comments) once theirs is submitted, when the conference shares reviews; an admin, for the reviewer named by reviewerId (needed when the paper has several). The authors' submitted response comes with it for an admin and for a reviewer whose own review is submitted. Changes nothing.",
    query: z.object({ paperId, reviewerId: z.optional(z.string()) }),
    errors: {
      403: 'The caller is neither a reviewer nor an admin, or the reviewer is not assigned to the paper or has not verified their email',
      404: 'paperId names no paper, or reviewerId names none of its reviewers',
    },
    answer: Answers.ReviewAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
