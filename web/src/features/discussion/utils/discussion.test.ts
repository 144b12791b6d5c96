import { describe, expect, it } from 'vitest';
import { MarkupMessages } from '@confsys/domain';
import { ApiRequestError } from '../../../lib/api';
import { askableReviewers, commentAddressText, commentAuthorText, commentCountText, commentFailure, commentProblem, commentTimeText, isChair } from './discussion';

describe('a comment as the discussion shows it', () => {
  it("labels its author, and the reader's own comments", () => {
    expect(commentAuthorText({ by: 'Reviewer 2', mine: false })).toBe('Reviewer 2');
    expect(commentAuthorText({ by: 'Chair', mine: true })).toBe('Chair (you)');
  });

  it('says whom the chair asked, if anyone', () => {
    expect(commentAddressText({ to: 'Reviewer 3' })).toBe('to Reviewer 3');
    expect(commentAddressText({})).toBeNull();
  });

  it('gives its time to the minute', () => {
    expect(commentTimeText('2025-07-05T08:35:00.000Z', 'Asia/Kolkata')).toBe('5 Jul 2025, 14:05');
  });

  it('counts the comments', () => {
    expect(commentCountText(0)).toBe('No comments yet.');
    expect(commentCountText(1)).toBe('1 comment');
    expect(commentCountText(4)).toBe('4 comments');
  });
});

describe('the chair', () => {
  const discussion = {
    you: 'Chair',
    reviewers: [
      { label: 'Reviewer 1', canRead: true },
      { label: 'Reviewer 2', canRead: false },
      { label: 'Reviewer 3', canRead: true },
    ],
  };

  it('is told apart from a reviewer by their label', () => {
    expect(isChair(discussion)).toBe(true);
    expect(isChair({ you: 'Reviewer 1' })).toBe(false);
  });

  it('may ask only the reviewers who can read the discussion', () => {
    expect(askableReviewers(discussion)).toEqual(['Reviewer 1', 'Reviewer 3']);
  });
});

describe('commentProblem', () => {
  it('accepts Markdown with web links and mentions', () => {
    expect(commentProblem('I agree with **Reviewer 1**: see [the proof](https://example.org/proof).')).toBeNull();
  });

  it('refuses what the server refuses, with its words', () => {
    expect(commentProblem('   ')).toBe('Write a comment first.');
    expect(commentProblem('Look <b>here</b>')).toBe(MarkupMessages.html);
    expect(commentProblem('![figure](https://example.org/f.png)')).toBe(MarkupMessages.image);
    expect(commentProblem('[x](javascript:alert(1))')).toBe(MarkupMessages.link);
  });
});

describe('commentFailure', () => {
  it("shows the server's refusal of the text and of the reviewer asked under their fields", () => {
    const refusal = new ApiRequestError(400, MarkupMessages.html, { text: MarkupMessages.html, other: 'x' });
    expect(commentFailure(refusal)).toEqual({ message: MarkupMessages.html, fieldErrors: { text: MarkupMessages.html } });
    const asked = new ApiRequestError(400, 'Reviewer 2 has not submitted their review yet, so they cannot read the discussion.', { to: 'Reviewer 2 has not submitted their review yet, so they cannot read the discussion.' });
    expect(commentFailure(asked).fieldErrors).toEqual({ to: 'Reviewer 2 has not submitted their review yet, so they cannot read the discussion.' });
  });

  it('says to try later when no answer came', () => {
    expect(commentFailure(new TypeError('Failed to fetch'))).toEqual({ message: 'An error occurred. Please try again later.', fieldErrors: {} });
  });
});
