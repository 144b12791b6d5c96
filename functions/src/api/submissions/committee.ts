// GET /api/authors/committee: the programme committee as the submission form lists it, to declare
// conflicts of interest with: names and affiliations (public on the committee page anyway), never
// emails. One page by name, searched by name or affiliation (never by email: an author could test an
// address that way), or the members an author already declared, by ID.
import { Messages, readCommitteeIds, type ReviewerDoc } from '@confsys/domain';
import { readAll } from '../../lib/documents';
import { badRequest } from '../../lib/errors';
import { handles } from '../../lib/http';
import { readReviewerPage, reviewerRef } from '../../lib/committee/reviewers';

const member = (reviewer: ReviewerDoc) => ({ id: reviewer.id, name: reviewer.name, affiliation: reviewer.affiliation });

export const committee = handles('committee', async ({ query }) => {
  if (query.ids !== undefined) {
    const ids = readCommitteeIds(query.ids);
    if (ids === null) throw badRequest(Messages.committeeIdsInvalid);
    const members = (await readAll(ids.map(reviewerRef))).filter((reviewer) => reviewer !== undefined).map(member);
    return { reviewers: members, next: null, total: members.length };
  }
  const page = await readReviewerPage(query, { searchEmails: false });
  return { reviewers: page.reviewers.map(member), next: page.next, total: page.total };
});
