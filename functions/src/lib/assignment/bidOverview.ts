// The chair's view of the bids: the counts per paper open for bidding and per reviewer, with the papers
// nobody wants and the reviewers who have not bid.
import { type Bid } from '@confsys/domain';
import { readAllBids, readBiddingPapers } from './bidding';
import { documents } from '../documents';

export const noBids = (): Record<Bid, number> => ({ eager: 0, willing: 0, notWilling: 0, conflict: 0 });

export async function readOverview() {
  const [papers, reviewers, bids] = await Promise.all([readBiddingPapers(), documents.reviewers.orderBy('nameKey').get(), readAllBids()]);
  const open = new Set(papers.map((paper) => paper.paperId));
  const perPaper = new Map(papers.map((paper) => [paper.paperId, noBids()]));
  const perReviewer = new Map(reviewers.docs.map((doc) => [doc.id, noBids()]));
  for (const bid of bids.values()) {
    if (!open.has(bid.paperId)) continue;
    const paperCounts = perPaper.get(bid.paperId);
    const reviewerCounts = perReviewer.get(bid.reviewerId);
    if (paperCounts) paperCounts[bid.bid] += 1;
    if (reviewerCounts) reviewerCounts[bid.bid] += 1;
  }
  return {
    papers: papers.map((paper) => {
      const counts = perPaper.get(paper.paperId) ?? noBids();
      return { paperId: paper.paperId, title: paper.title, topics: paper.topics ?? [], ...counts, unwanted: counts.eager + counts.willing === 0 };
    }),
    reviewers: reviewers.docs.map((doc) => {
      const counts = perReviewer.get(doc.id) ?? noBids();
      const total = counts.eager + counts.willing + counts.notWilling + counts.conflict;
      return { reviewerId: doc.id, name: doc.data().name, email: doc.data().email, topics: doc.data().topics ?? [], ...counts, bids: total, silent: total === 0 };
    }),
    openPapers: papers.length,
  };
}
