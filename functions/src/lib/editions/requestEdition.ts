// The edition a request acts on. It is the current edition, unless the request names another: by the
// X-Edition header (signed-in requests: the chair's screens of an archived edition), by `?edition=` on
// the public reads that declare it (an archived edition's pages; its authors' papers), by a paper's ID
// (its prefix: ICCS25-0001 is ICCS 2025's, in the address or in the body), or by a payment that only
// another edition holds (payment IDs do not name their edition: one read finds it). Then a read is
// answered from that edition, for whoever may read it there (its authors their own papers, reviews and
// invoices; the chair everything; anyone its public pages), except its reviewers, who lose access when
// it is archived; and a change is refused with 403 naming the edition, before anything is read or
// written.
import { EditionHeader, IdFormats, Messages, editionHeaderMessage, editionIdPattern, editionOfPaperId, paperIdPrefixOf, splitFileName, type Edition } from '@confsys/domain';
import type { Caller } from '../auth';
import { badRequest, forbidden, notFound } from '../errors';
import { documents } from '../documents';
import { listEditions, readEdition } from './editions';
import { inEdition } from '../editionScope';

export interface RequestParts {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  /** The X-Edition header of a signed-in request (the router leaves it out of public ones). */
  header?: string | undefined;
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

/** The archived edition holding a payment the current edition does not (one read here, one per other edition after). */
async function editionOfPayment(current: Edition, paymentId: string): Promise<Edition | undefined> {
  if (!IdFormats.payment.test(paymentId) || (await documents.payments.doc(paymentId).get()).exists) return undefined;
  for (const edition of await listEditions()) {
    if (edition.id === current.id || edition.state !== 'archived') continue;
    if ((await inEdition(edition, () => documents.payments.doc(paymentId).get())).exists) return edition;
  }
  return undefined;
}

/**
 * The edition a request names with X-Edition (signed-in requests) or `?edition=` (the public reads whose
 * query declares it): the current or an archived one, else 404.
 */
async function namedEdition(current: Edition, { query, header }: RequestParts): Promise<Edition | undefined> {
  if (header !== undefined && !editionIdPattern.test(header)) throw badRequest(editionHeaderMessage, { [EditionHeader]: editionHeaderMessage });
  const queried = typeof query === 'object' && query !== null ? (query as { edition?: unknown }).edition : undefined;
  const id = header ?? queried;
  if (typeof id !== 'string' || id === current.id) return undefined;
  const edition = await readEdition(id);
  if (!edition || edition.state === 'draft') throw notFound(Messages.editionNotFound);
  return edition;
}

/** The other edition a request names, by `?edition=`, its papers' IDs or its payment's; undefined for the current one. */
async function otherEditionOf(current: Edition, request: RequestParts): Promise<Edition | undefined> {
  const named = await namedEdition(current, request);
  if (named) return named;
  const prefix = `${paperIdPrefixOf(current)}-`;
  const others = namedPaperIds(request).filter((id) => !id.startsWith(prefix));
  if (others.length > 0) {
    const editions = await listEditions();
    const named = others.map((id) => editionOfPaperId(id, editions)).find((edition) => edition !== undefined && edition.id !== current.id);
    if (named) return named;
  }
  const paymentId = request.params.paymentId;
  return paymentId === undefined ? undefined : editionOfPayment(current, paymentId);
}

export async function editionOfRequest(current: Edition, method: string, caller: Caller | undefined, request: RequestParts): Promise<Edition> {
  // Most requests name the current edition's papers, or none, and no payment: no read.
  const other = await otherEditionOf(current, request);
  // An ID of no edition (or of a draft, which has no papers yet) is left to the endpoint: nothing has it.
  if (!other || other.state === 'draft') return current;
  if (method !== 'GET' && method !== 'HEAD') throw forbidden(Messages.editionArchived(other.name));
  if (caller?.role === 'reviewer') throw forbidden(Messages.editionArchivedForReviewers(other.name));
  return other;
}
