import { describe, expect, it } from 'vitest';
import type { PaperStatus, ReviewStatus } from '@confsys/domain';
import { adminReviewFormLink, commentActions, commentStatusDisplay } from './comments';

const row = (status: PaperStatus, pdfPath: string | null, reviewStatus: ReviewStatus | null = null) => ({
  _id: 'ICCS25-0007',
  paperTitle: 'Edge AI & you',
  status,
  pdfPath,
  reviewStatus,
});
const reviewPdf = '/api/files/comments/ICCS25-0007.pdf';

describe('commentStatusDisplay', () => {
  it('shows Published and Accepted as they are', () => {
    expect(commentStatusDisplay(row('Published', reviewPdf))).toEqual({ text: 'Published', badge: false });
    expect(commentStatusDisplay(row('Accepted', reviewPdf))).toEqual({ text: 'Accepted', badge: false });
  });

  it("says 'Review not started' while reviewerAlice has not submitted", () => {
    expect(commentStatusDisplay(row('Under Review', null))).toEqual({ text: 'Review not started', badge: false });
    expect(commentStatusDisplay(row('Under Review', ''))).toEqual({ text: 'Review not started', badge: false });
  });

  it('marks every other status with a warning badge', () => {
    expect(commentStatusDisplay(row('Under Review', reviewPdf))).toEqual({ text: 'Under Review', badge: true });
    expect(commentStatusDisplay(row('submitted', null))).toEqual({ text: 'submitted', badge: true });
    expect(commentStatusDisplay(row('Rejected', reviewPdf))).toEqual({ text: 'Rejected', badge: true });
  });
});

describe('commentActions', () => {
  it('offers nothing before the review is submitted', () => {
    expect(commentActions(row('Under Review', null))).toEqual({ view: false, edit: false, send: false, accept: false, reject: false });
  });

  it('lets the chair view, edit, send and decide a submitted review', () => {
    expect(commentActions(row('Under Review', reviewPdf, 'Submitted'))).toEqual({ view: true, edit: true, send: true, accept: true, reject: true });
  });

  it('sends a review only once', () => {
    expect(commentActions(row('Under Review', reviewPdf, 'Published')).send).toBe(false);
  });

  it('allows no edit or decision once the paper is decided, but still viewing and sending', () => {
    expect(commentActions(row('Accepted', reviewPdf, 'Submitted'))).toEqual({ view: true, edit: false, send: true, accept: false, reject: false });
    expect(commentActions(row('Rejected', reviewPdf, 'Published'))).toEqual({ view: true, edit: false, send: false, accept: false, reject: false });
  });
});

describe('adminReviewFormLink', () => {
  it('opens the form in admin mode with the id and title encoded', () => {
    expect(adminReviewFormLink(row('Under Review', reviewPdf))).toBe('/reviewform?paperId=ICCS25-0007&title=Edge+AI+%26+you&admin=1');
  });
});
