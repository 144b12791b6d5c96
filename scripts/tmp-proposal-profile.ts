// Temporary: where the time of a proposal goes, in process, against the running emulator.
import { biddingStatuses } from '@confsys/domain';
import { documents } from '../functions/src/lib/documents';
import { readAllBids, readAllReviewers } from '../functions/src/lib/assignment/bidding';
import { makeProposal, readAssignmentData, propose } from '../functions/src/lib/assignment/autoassign/proposal';

const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms`);
  return result;
};
const statuses = [...biddingStatuses];
await time('papers', () => documents.papers.where('status', 'in', statuses).get());
await time('manuscripts', () => documents.manuscripts.where('status', 'in', statuses).get());
await time('reviewers', () => readAllReviewers());
await time('conflicts', () => documents.conflicts.get());
await time('bids', () => readAllBids());
const data = await time('readAssignmentData', () => readAssignmentData());
console.log(`open papers ${data.papers.length}, reviewers ${data.reviewers.length}, bids ${data.bids.size}`);
const perPaper = 3;
const max = Math.ceil((data.papers.length * perPaper) / data.reviewers.length) + 2;
const request = { reviewersPerPaper: perPaper, maxPerReviewer: max, papers: 'all-under-target', objective: 'fair' } as const;
const proposal = await time('makeProposal', () => makeProposal(request as never, data));
console.log(`pairs ${proposal.pairs.length}, snapshot ${proposal.snapshot.length}`);
const caller = { uid: 'profile', email: 'profile@example.test', role: 'admin' as const, emailVerified: true };
await time('propose (all)', () => propose(request as never, caller));
process.exit(0);
