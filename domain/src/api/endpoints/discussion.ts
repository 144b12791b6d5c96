// The endpoint table's discussion endpoints: the authors' response and the reviewers' discussion.
import { change, ErrorTexts, forAdmins, forAuthors, forReviewersAndAdmins, type Endpoint } from './endpoint';
import { ApiRoutePatterns } from '../apiPaths';
import { CommentCheckSchema, CommentRequestSchema, DiscussionStateRequestSchema, ResponseRequestSchema, responseLimits } from '../../discussion/discussion';
import * as Answers from '../answers';

export const discussionEndpoints = {
  authorResponse: forAuthors('Discussion', {
    method: 'GET',
    path: ApiRoutePatterns.authorResponse,
    summary: "The reviews released for the authors' response (labelled Reviewer 1..N, without names or confidential comments), the response window, the word limit, and the authors' draft and submitted response",
    description:
      "The author who submitted the paper, once the chair has released its reviews for a response (before, during and after the window). The warnings say where the response as saved names an author, their email or their organisation. Changes nothing.",
    errors: {
      403: 'The caller is not the author of the paper',
      404: 'No paper of this author has this ID',
      409: 'The reviews of the paper are not released for a response',
    },
    answer: Answers.AuthorResponseAnswer,
  }),
  saveAuthorResponse: forAuthors('Discussion', {
    method: 'PUT',
    path: ApiRoutePatterns.authorResponse,
    summary: "Saves the authors' response as a draft ({ text, submit: false }) or submits it ({ text, submit: true }), within the word limit; answers the words counted and where the text names an author (a warning, not a refusal)",
    description:
      `The author who submitted the paper, while the calendar's response window is open (by the server's clock) and the paper is under review with its reviews released. Words are counted as the form counts them (runs of text holding a letter or digit); the limit is the review settings' (500 unless the chair sets another). Submitting makes the text visible to the paper's reviewers and the chair and keeps it as a version (at most ${responseLimits.maxVersions}); it may be submitted again until the window closes. Each submission emails the paper's reviewers that a response arrived (paper ID and title, never an author).`,
    body: { json: ResponseRequestSchema },
    errors: {
      400: 'text is not text or is longer than allowed, submit is not a boolean, the response is over the word limit, or an empty response is submitted',
      403: 'The caller is not the author of the paper, or the response window is not open (the message says when it opens or when it closed)',
      404: 'No paper of this author has this ID',
      409: 'The reviews are not released for a response, the paper is no longer under review, the most versions were submitted, or a concurrent change: try again',
    },
    example: { text: 'We thank the reviewers. Reviewer 2 asks about the proof of Lemma 3: it is in the appendix.', submit: false },
    answer: Answers.SaveResponseAnswer,
  }),
  releaseResponse: forAdmins('Discussion', {
    method: 'POST',
    path: ApiRoutePatterns.releaseResponse,
    summary: "Opens a paper's submitted reviews to its authors for their response",
    description:
      "An admin, for a paper under review with at least one submitted review. The authors read the submitted reviews (unnamed, without confidential comments) from then on, and may respond while the calendar's response window is open. Emails the paper's author that the reviews are open for a response, with the window's dates. Recorded in the audit log. Releasing again changes nothing.",
    errors: {
      404: ErrorTexts.noPaper,
      409: 'The paper is not under review, or none of its reviews is submitted',
    },
    answer: Answers.MessageAnswer,
  }),
  discussion: forReviewersAndAdmins('Discussion', {
    method: 'GET',
    path: ApiRoutePatterns.discussion,
    summary: "A paper's discussion: its comments oldest first, each by \"Reviewer N\" or \"Chair\", and whether it is resolved",
    description:
      "A reviewer assigned to the paper (with a verified email) whose own review is submitted, or an admin. A reviewer removed from the paper loses it at once. Comments are Markdown text, to be rendered without HTML. Changes nothing.",
    errors: {
      403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review',
      404: ErrorTexts.noPaper,
    },
    answer: Answers.DiscussionAnswer,
  }),
  postComment: forReviewersAndAdmins('Discussion', {
    method: 'POST',
    path: ApiRoutePatterns.discussion,
    summary: 'Posts a comment to a paper\'s discussion ({ text, to? }: Markdown, and for the chair the one reviewer asked, by label)',
    description:
      "A reviewer of the paper whose own review is submitted, or an admin, while the paper is under review. The text is Markdown without HTML, images or links other than http, https and mailto. The answer's warnings say where the text names a member of the programme committee or their organisation (it is posted all the same). The paper's other reviewers who can read the discussion are emailed, at most once an hour per reviewer and paper: comments that come within the hour are told of by the next notice. A chair's comment is recorded in the audit log.",
    body: { json: CommentRequestSchema },
    errors: {
      400: 'The text is empty, too long, or holds HTML, an image or an unsafe link; to is not a label, names no reviewer of the paper, or names one who cannot read the discussion yet; a reviewer sent to',
      403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review',
      404: ErrorTexts.noPaper,
      409: 'The paper is not under review: its discussion is closed',
    },
    example: { text: 'Reviewer 2, could you check the proof of **Lemma 3**?', to: 'Reviewer 2' },
    answer: Answers.PostCommentAnswer,
  }),
  checkComment: forReviewersAndAdmins('Discussion', {
    method: 'POST',
    path: ApiRoutePatterns.checkComment,
    summary: 'Checks a comment before it is posted: where it names a member of the programme committee or their organisation',
    description:
      'Whoever may post to the discussion. The names looked for are every committee member\'s (not only this paper\'s reviewers), so the answer never tells who reviews the paper. Changes nothing.',
    body: { json: CommentCheckSchema },
    errors: { 403: 'The caller is not a reviewer of the paper, has not verified their email, or has not submitted their own review', 404: ErrorTexts.noPaper },
    example: { text: 'I agree with Reviewer 1 on the evaluation.' },
    answer: Answers.CheckCommentAnswer,
  }),
  discussionState: forAdmins('Discussion', change('PUT', ApiRoutePatterns.discussionState, DiscussionStateRequestSchema, {
    summary: "Marks a paper's discussion resolved ({ resolved: true }) or open again ({ resolved: false })",
    description: 'An admin. A new comment opens a resolved discussion again. Recorded in the audit log. Sends no email.',
    errors: { 404: ErrorTexts.noPaper },
    example: { resolved: true },
  })),
} as const satisfies Record<string, Endpoint>;
