import { describe, expect, it } from 'vitest';
import type { PaperStatus, ReviewScores, ReviewStatus, ReviewerCommentView } from '@confsys/domain';
import {
  adminDiscussionLink,
  adminReviewFormLink,
  canReleaseResponse,
  commentActions,
  commentStatusDisplay,
  discussionText,
  fewerReviewsWarning,
  formatScore,
  recommendationsText,
  releaseConfirmation,
  responseStateText,
  reviewChanges,
  reviewCount,
  reviewEditBlock,
  sendConfirmation,
} from './comments';

const row = (status: PaperStatus, pdfPath: string | null, reviewStatus: ReviewStatus | null = null) => ({
  _id: 'ICCS25-0007',
  paperTitle: 'Edge AI & you',
  status,
  pdfPath,
  reviewStatus,
});
const reviewPdf = '/api/files/comments/ICCS25-0007.pdf';

const score = (label: string, overrides: Partial<ReviewScores> = {}): ReviewScores => ({
  label,
  reviewerId: label,
  name: `Name of ${label}`,
  state: 'Submitted',
  dueAt: '2025-07-20T18:29:00.000Z',
  timing: 'on time',
  overall: 3,
  recommendation: 'Accept',
  confidence: 'expert',
  criteriaRatings: {},
  history: [],
  ...overrides,
});

describe('commentStatusDisplay', () => {
  it('shows the status with no note once a review is in, or once decided', () => {
    expect(commentStatusDisplay(row('Published', reviewPdf))).toEqual({ status: 'Published', note: null });
    expect(commentStatusDisplay(row('Accepted', reviewPdf))).toEqual({ status: 'Accepted', note: null });
    expect(commentStatusDisplay(row('Under Review', reviewPdf))).toEqual({ status: 'Under Review', note: null });
    expect(commentStatusDisplay(row('Rejected', reviewPdf))).toEqual({ status: 'Rejected', note: null });
  });

  it("notes 'Review not started' under the status while no review is submitted", () => {
    expect(commentStatusDisplay(row('Under Review', null))).toEqual({ status: 'Under Review', note: 'Review not started' });
    expect(commentStatusDisplay(row('Under Review', ''))).toEqual({ status: 'Under Review', note: 'Review not started' });
  });

  it('adds no note to a paper not yet under review', () => {
    expect(commentStatusDisplay(row('submitted', null))).toEqual({ status: 'submitted', note: null });
  });
});

describe('commentActions', () => {
  it('allows nothing before a review is submitted', () => {
    expect(commentActions(row('Under Review', null))).toEqual({ view: false, send: false, accept: false, reject: false });
  });

  it('allows everything under review with a submitted review', () => {
    expect(commentActions(row('Under Review', reviewPdf, 'Submitted'))).toEqual({ view: true, send: true, accept: true, reject: true });
  });

  it('sends only once, and decides only under review', () => {
    expect(commentActions(row('Under Review', reviewPdf, 'Published')).send).toBe(false);
    expect(commentActions(row('Accepted', reviewPdf, 'Published'))).toEqual({ view: true, send: false, accept: false, reject: false });
  });

  it('lets the admin edit a review until it is sent, while the paper is under review', () => {
    expect(reviewEditBlock(row('Under Review', reviewPdf), { state: 'Draft' })).toBeNull();
    expect(reviewEditBlock(row('Under Review', reviewPdf), { state: 'Submitted' })).toBeNull();
    expect(reviewEditBlock(row('Under Review', null), { state: 'Not started' })).toBeNull();
  });

  it('says why a sent review, or one of a decided paper, cannot be edited', () => {
    expect(reviewEditBlock(row('Under Review', reviewPdf), { state: 'Published' })).toBe('Sent to the author: a sent review can no longer be edited.');
    expect(reviewEditBlock(row('Accepted', reviewPdf), { state: 'Submitted' })).toBe('The paper is Accepted: its reviews can no longer be edited.');
  });
});

describe('sendConfirmation', () => {
  const paper = (submitted: number, assigned: number) => ({ _id: 'ICCS25-0007', paperTitle: 'Edge AI & you', summary: { submitted, assigned, mean: null, spread: null } });

  it('says the reviews sent can no longer be edited', () => {
    expect(sendConfirmation(paper(2, 2))).toBe(
      'Send the 2 submitted reviews of paper ICCS25-0007 ("Edge AI & you") to the author, unnamed, in one PDF? Once sent, they can no longer be edited.',
    );
  });

  it('says the reviews still to come stay open', () => {
    expect(sendConfirmation(paper(1, 3))).toBe(
      'Send the submitted review of paper ICCS25-0007 ("Edge AI & you") to the author, unnamed, in one PDF? Once sent, it can no longer be edited. The 2 reviews not yet submitted can still be completed and sent later.',
    );
  });
});

describe('the decision table texts', () => {
  const view = (reviews: ReviewScores[], submitted: number, assigned: number) =>
    ({ reviews, summary: { submitted, assigned, mean: null, spread: null } }) as Pick<ReviewerCommentView, 'reviews' | 'summary'>;

  it('lists the submitted recommendations in order, with their confidence', () => {
    const text = recommendationsText(view([score('Reviewer 1'), score('Reviewer 2', { state: 'Draft', recommendation: null, confidence: null }), score('Reviewer 3', { recommendation: 'Reject', confidence: 'outsider' })], 2, 3));
    expect(text).toBe('R1 Accept (Expert); R3 Reject (Outsider)');
  });

  it('counts submitted of assigned, formats scores and warns when fewer reviews than the target are in', () => {
    expect(reviewCount(view([], 2, 3))).toBe('2/3');
    expect(formatScore(null)).toBe('-');
    expect(formatScore(2.666)).toBe('2.67');
    expect(fewerReviewsWarning(view([], 1, 3), 3)).toBe(' Only 1 of the 3 reviews this conference wants is in.');
    expect(fewerReviewsWarning(view([], 3, 3), 3)).toBe('');
  });

  it('links the admin to one reviewer’s review', () => {
    expect(adminReviewFormLink({ _id: 'ICCS25-0007', paperTitle: 'Edge AI & you' }, 'R-ann')).toBe('/admin/reviewform?paperId=ICCS25-0007&title=Edge+AI+%26+you&reviewerId=R-ann&admin=1');
  });
});

describe('the discussion and the response', () => {
  const discussion = (comments: number, resolved: boolean) => ({ discussion: { comments, resolved } });

  it('counts the comments and says whether the discussion is resolved', () => {
    expect(discussionText(discussion(0, false))).toBe('No discussion yet');
    expect(discussionText(discussion(1, false))).toBe('Discussion: 1 comment · open');
    expect(discussionText(discussion(3, true))).toBe('Discussion: 3 comments · resolved');
    expect(discussionText(discussion(0, true))).toBe('Discussion: resolved');
  });

  it("says where the authors' response stands", () => {
    const released = '2025-07-01T05:00:00.000Z';
    expect(responseStateText({ status: 'Under Review', response: { releasedAt: null, submittedAt: null } })).toBe('Not released for response');
    expect(responseStateText({ status: 'Under Review', response: { releasedAt: released, submittedAt: null } })).toBe('Released, no response yet');
    expect(responseStateText({ status: 'Accepted', response: { releasedAt: released, submittedAt: '2025-07-03T05:00:00.000Z' } })).toBe('Response submitted');
  });

  it('says nothing of a response for a paper out of review whose reviews were never released', () => {
    expect(responseStateText({ status: 'Accepted', response: { releasedAt: null, submittedAt: null } })).toBeNull();
  });

  it('links the chair to the discussion of the paper', () => {
    expect(adminDiscussionLink({ _id: 'ICCS25-0007' })).toBe('/admin/discussion?paperId=ICCS25-0007');
  });
});

describe('canReleaseResponse', () => {
  const paper = (status: PaperStatus, submitted: number, releasedAt: string | null = null) => ({
    status,
    summary: { submitted, assigned: 3, mean: null, spread: null },
    response: { releasedAt, submittedAt: null },
  });

  it('releases a paper under review with a submitted review, once', () => {
    expect(canReleaseResponse(paper('Under Review', 1))).toBe(true);
    expect(canReleaseResponse(paper('Under Review', 2, '2025-07-01T05:00:00.000Z'))).toBe(false);
  });

  it('does not release before a review is in, nor a decided paper', () => {
    expect(canReleaseResponse(paper('Under Review', 0))).toBe(false);
    expect(canReleaseResponse(paper('Accepted', 3))).toBe(false);
  });

  it('says what releasing does before the chair confirms it', () => {
    expect(releaseConfirmation({ _id: 'ICCS25-0007', paperTitle: 'Edge AI & you', summary: { submitted: 2, assigned: 3, mean: null, spread: null } })).toBe(
      'Open the 2 submitted reviews of paper ICCS25-0007 ("Edge AI & you") to its authors for their response? They read them unnamed, without the confidential comments, are emailed, and may respond while the response window is open. This cannot be undone.',
    );
  });
});

describe('reviewChanges', () => {
  const version = (at: string, overall: number | null, recommendation: string | null) => ({ at, overall, recommendation });

  it('tells how each review changed since its first submission', () => {
    const changed = score('Reviewer 2', { history: [version('2025-07-01T00:00:00.000Z', 12 / 7, 'Reject'), version('2025-07-05T00:00:00.000Z', 20 / 7, 'Accept with minor revisions')] });
    expect(reviewChanges({ reviews: [score('Reviewer 1'), changed] })).toEqual([{ label: 'Reviewer 2', change: 'Reject → Accept with minor revisions; overall 1.71 → 2.86' }]);
  });

  it('leaves out reviews submitted once, and resubmitted unchanged', () => {
    const once = score('Reviewer 1', { history: [version('2025-07-01T00:00:00.000Z', 3, 'Accept')] });
    const same = score('Reviewer 2', { history: [version('2025-07-01T00:00:00.000Z', 3, 'Accept'), version('2025-07-02T00:00:00.000Z', 3, 'Accept')] });
    expect(reviewChanges({ reviews: [once, same] })).toEqual([]);
  });
});
