// The edition a request acts on. It is the current edition, unless the request names a paper of another
// (by its ID's prefix: ICCS25-0001 is ICCS 2025's, in the address or in the body): then a read is
// answered from that edition, for whoever may read it there (its authors their own papers, reviews and
// invoices; the chair everything), except its reviewers, who lose access when it is archived; and a
// change is refused with 403 naming the edition, before anything is read or written.
import { Messages, editionOfPaperId, paperIdPrefixOf, splitFileName, type Edition } from '@confsys/domain';
import type { Caller } from '../auth';
import { forbidden } from '../errors';
import { listEditions } from './editions';

export interface RequestParts {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

/** The paper IDs a request names: its address's paperId (or a file named after one), its query's and body's paperId, articleId and paperIds. */
function namedPaperIds({ params, query, body }: RequestParts): string[] {
  const ids = [params.paperId, params.file === undefined ? undefined : splitFileName(params.file)?.id];
  for (const part of [query, body]) {
    if (typeof part !== 'object' || part === null) continue;
    // A review names its paper as articleId.
    const { paperId, articleId, paperIds } = part as { paperId?: unknown; articleId?: unknown; paperIds?: unknown };
    for (const id of [paperId, articleId]) ids.push(typeof id === 'string' ? id : undefined);
    if (Array.isArray(paperIds)) ids.push(...paperIds.filter((id): id is string => typeof id === 'string'));
  }
  return ids.filter((id): id is string => id !== undefined);
}

export async function editionOfRequest(current: Edition, method: string, caller: Caller | undefined, request: RequestParts): Promise<Edition> {
  const prefix = `${paperIdPrefixOf(current)}-`;
  const others = namedPaperIds(request).filter((id) => !id.startsWith(prefix));
  // Most requests name the current edition's papers or none: no read.
  if (others.length === 0) return current;
  const editions = await listEditions();
  const other = others.map((id) => editionOfPaperId(id, editions)).find((edition) => edition !== undefined && edition.id !== current.id);
  // An ID of no edition (or of a draft, which has no papers yet) is left to the endpoint: no paper has it.
  if (!other || other.state === 'draft') return current;
  if (method !== 'GET' && method !== 'HEAD') throw forbidden(Messages.editionArchived(other.name));
  if (caller?.role === 'reviewer') throw forbidden(Messages.editionArchivedForReviewers(other.name));
  return other;
}
