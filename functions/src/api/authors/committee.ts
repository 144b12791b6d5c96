// GET /api/authors/committee: the programme committee as the submission form lists it, to declare
// conflicts of interest with: names and affiliations (public on the committee page anyway), never emails.
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';

export const committee = handles('committee', async () => {
  const snapshot = await documents.reviewers.orderBy('name').get();
  return { reviewers: snapshot.docs.map((doc) => ({ id: doc.id, name: doc.data().name, affiliation: doc.data().affiliation })) };
});
