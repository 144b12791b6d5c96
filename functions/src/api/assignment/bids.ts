// GET /api/reviewers/bids: the papers open for bidding, best matches first, with the reviewer's bids: one
// page of 12 (page), a search (q) and a filter by bid (bid, or none); lib/assignment/bidsPage.ts.
import { handles } from '../../lib/http';
import { readBidsPage } from '../../lib/assignment/bidsPage';
import { callerReviewer } from '../../lib/assignment/reviewerBids';

export const bids = handles('bids', async ({ caller, query }) => readBidsPage(await callerReviewer(caller), query));
