// The committee members the authors of a paper declare a conflict of interest with (reviewer record IDs
// that must exist, without repeats), and the call's topics they choose for it.
import { Messages, isId, paperTopicsMessage, readTopicsField, type Topic } from '@confsys/domain';
import { checkCallTopics } from '../conference/identity';
import { badRequest } from '../errors';
import { documents } from '../documents';

export async function checkExclusions(ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.trim()))];
  for (const id of unique) {
    const known = isId('reviewer', id) && (await documents.reviewers.doc(id).get()).exists;
    if (!known) throw badRequest(Messages.unknownCommitteeMember(id.slice(0, 64)), { excludedReviewers: Messages.unknownCommitteeMember(id.slice(0, 64)) });
  }
  return unique;
}

/** The form's optional exclusion list: JSON text of a list of at most 50 committee member IDs. */
export function parseExclusions(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string') || value.length > 50) {
    throw badRequest(Messages.exclusionsList, { excludedReviewers: Messages.exclusionsList });
  }
  return value;
}

/** The form's topics (JSON text of 1 to 3 of the call's topics, as the identity lists them now); absent: none chosen. */
export async function parseTopics(raw: string | undefined): Promise<Topic[] | undefined> {
  if (raw === undefined) return undefined;
  const read = readTopicsField(raw);
  if (read.error !== undefined) throw badRequest(read.error, { topics: read.error });
  await checkCallTopics(read.topics, paperTopicsMessage);
  return read.topics;
}
