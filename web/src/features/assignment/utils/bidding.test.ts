import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { bidCounts, bidsQueryOf, biddingWindowText, pageRangeText, pageStart, previousPage, savedText, type BidsPage } from './bidding';
import { withBid } from '../../../api/assignment/bids';

const kolkata = 'Asia/Kolkata';
const opens = '2025-07-01T03:30:00.000Z';
const closes = '2025-07-10T18:29:00.000Z';

const edgePaper = {
  paperId: 'ICCS25-0042',
  title: 'Edge caching for rural clinics',
  abstract: 'Clinics far from a data centre keep their records close.',
  keywords: ['edge', 'caching'],
  topics: ['Cloud, Edge and Fog Computing'],
  bid: null,
  match: { score: 2.4, reason: "matches 'edge computing'" },
};
const alicesPage: BidsPage = {
  papers: [edgePaper, { ...edgePaper, paperId: 'ICCS25-0043', bid: 'willing' }],
  next: null,
  total: 2,
  window: { state: 'open', opensAt: opens, closesAt: closes, timeZone: kolkata },
  reviewerTopics: ['Cloud, Edge and Fog Computing'],
  counts: { eager: 0, willing: 1, notWilling: 0, conflict: 0 },
};

describe('bidsQueryOf', () => {
  it('reads the page, the search and the filter from the URL', () => {
    expect(bidsQueryOf(new URLSearchParams('page=25&q=%20edge%20&bid=none'))).toEqual({ page: '25', q: 'edge', bid: 'none' });
  });

  it('leaves out what the server would refuse', () => {
    expect(bidsQueryOf(new URLSearchParams('page=0&q=&bid=keen'))).toEqual({});
    expect(bidsQueryOf(new URLSearchParams(`q=${'a'.repeat(101)}`))).toEqual({});
  });
});

describe('paging', () => {
  it("reads where a page starts from the server's answer", () => {
    const page = { papers: Array.from({ length: 12 }, () => edgePaper), total: 73 };
    expect(pageStart({ ...page, next: '12' })).toBe(0);
    expect(pageStart({ ...page, next: '24' })).toBe(12);
    expect(pageStart({ papers: page.papers.slice(0, 1), total: 73, next: null })).toBe(72);
    expect(pageStart(alicesPage)).toBe(0);
  });

  it('goes back to the first page without a page value', () => {
    expect(previousPage(12)).toBeUndefined();
    expect(previousPage(24)).toBe('12');
  });

  it('says which papers of how many are shown', () => {
    expect(pageRangeText(25, 25, 73)).toBe('Papers 26–50 of 73');
    expect(pageRangeText(50, 23, 73)).toBe('Papers 51–73 of 73');
    expect(pageRangeText(0, 1, 1)).toBe('Paper 1 of 1');
    expect(pageRangeText(0, 0, 0)).toBe('No paper matches.');
  });
});

describe('biddingWindowText', () => {
  it('says until when bidding is open, in the conference time zone', () => {
    expect(biddingWindowText(alicesPage.window, kolkata)).toBe('Bidding is open until 10 Jul 2025 at 23:59 IST.');
  });

  it("adds the viewer's clock where it differs", () => {
    expect(biddingWindowText(alicesPage.window, 'Europe/London')).toBe('Bidding is open until 10 Jul 2025 at 23:59 IST (19:29 in your time zone).');
  });

  it('says when bidding opens, or when it closed and that the bids are kept', () => {
    expect(biddingWindowText({ ...alicesPage.window, state: 'notYetOpen' })).toMatch(/^Bidding opens on 1 Jul 2025 at 09:00 IST\./);
    expect(biddingWindowText({ ...alicesPage.window, state: 'closed' })).toBe('Bidding closed on 10 Jul 2025 at 23:59 IST. Your bids are kept.');
  });

  it('says when the chair has not set the dates', () => {
    expect(biddingWindowText({ state: 'unplanned', opensAt: null, closesAt: null, timeZone: kolkata })).toBe(Messages.biddingNotPlanned);
  });
});

describe('withBid', () => {
  it("changes the paper's bid and moves it between the counts", () => {
    const changed = withBid(alicesPage, 'ICCS25-0043', 'willing', 'eager');
    expect(changed.papers.map((paper) => paper.bid)).toEqual([null, 'eager']);
    expect(changed.counts).toEqual({ eager: 1, willing: 0, notWilling: 0, conflict: 0 });
  });

  it('counts a first bid and a cleared one', () => {
    expect(withBid(alicesPage, 'ICCS25-0042', null, 'conflict').counts.conflict).toBe(1);
    expect(withBid(alicesPage, 'ICCS25-0043', 'willing', null).counts.willing).toBe(0);
  });

  it('changes only the counts of a page the paper is not on', () => {
    const changed = withBid(alicesPage, 'ICCS25-0099', null, 'notWilling');
    expect(changed.papers).toEqual(alicesPage.papers);
    expect(changed.counts.notWilling).toBe(1);
  });
});

describe('bidCounts', () => {
  it('lists every bid with its label, zero when absent', () => {
    expect(bidCounts({ willing: 2 })).toEqual([
      { bid: 'eager', label: 'Eager', count: 0 },
      { bid: 'willing', label: 'Willing', count: 2 },
      { bid: 'notWilling', label: 'Not willing', count: 0 },
      { bid: 'conflict', label: 'Conflict', count: 0 },
    ]);
  });
});

describe('savedText', () => {
  it('says what was saved and when', () => {
    expect(savedText('2025-07-02T08:35:00.000Z', 'eager')).toMatch(/^Saved at \d{1,2}[:.]\d{2}( ?[AaPp]\.?[Mm]\.?)?: Eager\.$/);
    expect(savedText('2025-07-02T08:35:00.000Z', null)).toMatch(/^Bid cleared at /);
  });
});
