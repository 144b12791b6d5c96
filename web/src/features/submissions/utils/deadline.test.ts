import { describe, expect, it } from 'vitest';
import { editionCalendar } from '@confsys/domain';
import { deadlineTexts } from './deadline';

// The edition's deadline: 30 Jun 2025, 23:59 IST (18:29 UTC); a viewer in India sees no second clock.
const deadline = Date.parse(editionCalendar.submissionDeadline);
const texts = (now: number, extension: { until: string } | null = null, grace = 0) => deadlineTexts({ ...editionCalendar, graceMinutes: grace }, now, extension, 'Asia/Kolkata');

describe('what the form says of the deadline', () => {
  it('names the deadline and the time left while it is open', () => {
    expect(texts(deadline - 3 * 86_400_000)).toEqual({ text: 'The submission deadline is 30 Jun 2025 at 23:59 IST: 3 days left.', closedReason: null });
    expect(deadlineTexts(editionCalendar, deadline - 3_600_000, null, 'Europe/London').text).toBe('The submission deadline is 30 Jun 2025 at 23:59 IST (19:29 in your time zone): 1 hour left.');
  });

  it('counts the grace period once the deadline has passed, then closes', () => {
    expect(texts(deadline + 60_000, null, 10)).toEqual({ text: 'The deadline was 30 Jun 2025 at 23:59 IST; papers are still accepted for 9 minutes.', closedReason: null });
    expect(texts(deadline + 11 * 60_000, null, 10).closedReason).toBe('Submissions closed on 30 Jun 2025 at 23:59 IST.');
  });

  it('lets an author with an extension submit until it ends, and says when it ended', () => {
    const extension = { until: '2025-07-05T18:29:00.000Z' };
    expect(texts(deadline + 86_400_000, extension)).toEqual({
      text: 'Submissions closed on 30 Jun 2025 at 23:59 IST; your extension lets you submit until 5 Jul 2025 at 23:59 IST: 4 days left.',
      closedReason: null,
    });
    expect(texts(deadline - 86_400_000, extension).text).toBe('The submission deadline is 30 Jun 2025 at 23:59 IST: 1 day left. Your extension lets you submit until 5 Jul 2025 at 23:59 IST.');
    expect(texts(Date.parse(extension.until) + 1000, extension).closedReason).toBe('Submissions closed on 30 Jun 2025 at 23:59 IST. Your extension ended on 5 Jul 2025 at 23:59 IST.');
  });
});
