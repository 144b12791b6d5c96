import { describe, expect, it } from 'vitest';
import { morePapersText, reminderPaperText, reminderRecipients, remindersSentNotice, reminderSummary, sendRemindersLabel, type ReviewerReminder } from './reminders';

const reviewerAlice: ReviewerReminder = {
  reviewerId: 'r-alice',
  name: 'Alice Rao',
  email: 'alice@demo.test',
  missing: 2,
  papers: [
    { paperId: 'P-2026-001', title: 'Graph Colouring' },
    { paperId: 'P-2026-004', title: 'Sparse Solvers' },
  ],
};
const reviewerBo: ReviewerReminder = { reviewerId: 'r-bo', name: 'Bo Chen', email: 'bo@demo.test', missing: 1, papers: [{ paperId: 'P-2026-002', title: 'Mesh Networks' }] };

describe('the reminder preview', () => {
  it('says how many reviewers are reminded of how many missing reviews', () => {
    expect(reminderSummary([reviewerAlice, reviewerBo])).toBe('2 reviewers will be reminded of 3 missing reviews:');
    expect(reminderSummary([reviewerBo])).toBe('1 reviewer will be reminded of 1 missing review:');
  });

  it('counts every missing review, also those past the papers the preview lists', () => {
    const busy = { ...reviewerBo, missing: 14 };
    expect(reminderSummary([reviewerAlice, busy])).toBe('2 reviewers will be reminded of 16 missing reviews:');
    expect(morePapersText(busy)).toBe('and 13 more (the reminder names every one)');
    expect(morePapersText(reviewerAlice)).toBeNull();
  });

  it('shows each paper by its ID and title', () => {
    expect(reviewerAlice.papers.map(reminderPaperText)).toEqual(['P-2026-001: Graph Colouring', 'P-2026-004: Sparse Solvers']);
  });

  it('counts the reminders on the send button', () => {
    expect(sendRemindersLabel(1)).toBe('Send 1 reminder');
    expect(sendRemindersLabel(2)).toBe('Send 2 reminders');
  });

  it('sends to the previewed reviewers only', () => {
    expect(reminderRecipients([reviewerAlice, reviewerBo])).toEqual(['r-alice', 'r-bo']);
  });
});

describe('after sending', () => {
  it("shows the server's message: a success when reminders were queued", () => {
    expect(remindersSentNotice({ message: 'Reminders are queued for 2 reviewers.', queued: 2 })).toEqual({
      severity: 'success',
      text: 'Reminders are queued for 2 reviewers.',
    });
  });

  it('informs, without claiming success, when no reminder was due any more', () => {
    const answer = { message: 'None of these reviewers has a review missing now: no reminder was sent.', queued: 0 };
    expect(remindersSentNotice(answer)).toEqual({ severity: 'info', text: answer.message });
  });
});
