// The committee members the authors of a paper declare a conflict of interest with: reviewer record IDs
// that must exist, without repeats.
import { Messages, isId } from '@confsys/domain';
import { badRequest } from './errors';
import { documents } from './documents';

export async function checkExclusions(ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.trim()))];
  for (const id of unique) {
    const known = isId('reviewer', id) && (await documents.reviewers.doc(id).get()).exists;
    if (!known) throw badRequest(Messages.unknownCommitteeMember(id.slice(0, 64)), { excludedReviewers: Messages.unknownCommitteeMember(id.slice(0, 64)) });
  }
  return unique;
}
