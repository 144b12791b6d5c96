import { describe, expect, it } from 'vitest';
import { canRespond, draftText, responseWindowText, saveBlock, startingText, submitBlock, submittedText, wordCount } from './response';

const kolkata = 'Asia/Kolkata';
const opens = '2025-07-01T03:30:00.000Z';
const closes = '2025-07-10T18:29:00.000Z';
const openWindow = { state: 'open' as const, opensAt: opens, closesAt: closes, timeZone: kolkata };
const underReview = { window: openWindow, status: 'Under Review' as const };
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('responseWindowText', () => {
  it('says until when an open window is open, in the conference time zone', () => {
    expect(responseWindowText(openWindow)).toBe('The author response is open until 10 Jul 2025 at 23:59 IST.');
  });

  it('says when a window opens, when it closed, or that it is not planned', () => {
    expect(responseWindowText({ ...openWindow, state: 'notYetOpen' })).toBe('The author response opens on 1 Jul 2025 at 09:00 IST.');
    expect(responseWindowText({ ...openWindow, state: 'closed' })).toBe('The author response closed on 10 Jul 2025 at 23:59 IST. Your response is kept as it was.');
    expect(responseWindowText({ state: 'unplanned', opensAt: null, closesAt: null, timeZone: kolkata })).toBe('The author response is not open: the chair has not set its dates.');
  });
});

describe('wordCount', () => {
  it('counts words as the server does and shows them against the limit', () => {
    expect(wordCount('We thank the reviewers — all 3 of them ...', 500)).toEqual({ words: 8, limit: 500, over: false, text: '8 / 500 words', problem: null });
  });

  it("is over the limit with the server's message past it, not at it", () => {
    expect(wordCount(words(50), 50).over).toBe(false);
    expect(wordCount(words(53), 50)).toMatchObject({ over: true, text: '53 / 50 words', problem: 'The response has 53 words; the limit is 50. Shorten it by 3.' });
  });
});

describe('saveBlock and submitBlock', () => {
  it('let an author save and submit a response within the limit while the window is open', () => {
    expect(saveBlock(underReview, wordCount('We thank the reviewers.', 500))).toBeNull();
    expect(submitBlock(underReview, wordCount('We thank the reviewers.', 500))).toBeNull();
  });

  it('give the window as the reason outside it', () => {
    const early = { ...underReview, window: { ...openWindow, state: 'notYetOpen' as const } };
    expect(saveBlock(early, wordCount('Thanks.', 500))).toBe('The author response opens on 1 Jul 2025 at 09:00 IST.');
  });

  it('refuse a paper no longer under review, and a text over the limit', () => {
    expect(saveBlock({ ...underReview, status: 'Accepted' }, wordCount('Thanks.', 500))).toBe('The response is closed: the paper is Accepted.');
    expect(saveBlock(underReview, wordCount(words(60), 50))).toBe('The response has 60 words; the limit is 50. Shorten it by 10.');
  });

  it('save an empty draft but do not submit an empty response', () => {
    expect(saveBlock(underReview, wordCount('  ', 500))).toBeNull();
    expect(submitBlock(underReview, wordCount('  ', 500))).toBe('Write a response before submitting it.');
  });
});

describe('the response as saved', () => {
  const submitted = { text: 'We thank the reviewers.', words: 4, at: '2025-07-05T08:30:00.000Z' };
  const draft = { text: 'We thank the reviewers again.', words: 5, savedAt: '2025-07-06T08:30:00.000Z' };

  it('starts from the draft, else from the submitted text', () => {
    expect(startingText({ draft, submitted, versions: [] })).toBe(draft.text);
    expect(startingText({ draft: null, submitted, versions: [] })).toBe(submitted.text);
    expect(startingText({ draft: null, submitted: null, versions: [] })).toBe('');
  });

  it('says when the response was submitted and how many versions there are', () => {
    const versions = [{ words: 3, at: '2025-07-04T08:30:00.000Z' }, { words: 4, at: submitted.at }];
    expect(submittedText({ draft: null, submitted, versions }, kolkata)).toBe('Submitted on 5 Jul 2025 at 14:00 IST (4 words); 2 versions submitted. The reviewers and the chair read the last one.');
    expect(submittedText({ draft, submitted: null, versions: [] }, kolkata)).toBeNull();
  });

  it('says a draft is not what the reviewers read', () => {
    expect(draftText({ draft, submitted: null, versions: [] }, kolkata)).toBe('Draft saved 6 Jul 2025 at 14:00 IST (5 words): not submitted yet, so the reviewers do not see it.');
    expect(draftText({ draft, submitted, versions: [] }, kolkata)).toBe('Draft saved 6 Jul 2025 at 14:00 IST (5 words): it differs from the submitted response, which the reviewers read.');
    expect(draftText({ draft: null, submitted, versions: [] }, kolkata)).toBeNull();
  });
});

describe('canRespond', () => {
  it('offers the page for a paper under review whose reviews are released', () => {
    expect(canRespond({ status: 'Under Review', responseReleasedAt: '2025-07-01T00:00:00.000Z' })).toBe(true);
    expect(canRespond({ status: 'Under Review', responseReleasedAt: null })).toBe(false);
    expect(canRespond({ status: 'Accepted', responseReleasedAt: '2025-07-01T00:00:00.000Z' })).toBe(false);
  });
});
