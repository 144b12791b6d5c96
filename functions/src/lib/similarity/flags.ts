// The integrity flags of the papers a list shows, read with the page: a match at or above the chair's
// threshold and an abstract that is placeholder text. Each flag is a sentence the chair reads as it is.
// A title another paper has, and an author over the cap, are read for one paper, on its report: a page of
// rows would read every paper sharing a title, and the emulator scans every manuscript for each author
// query (10-12 s a page at 20,000 papers).
import { PaperStatus, isStatus, overlapText, placeholderAbstract, searchWords, type PaperDoc } from '@confsys/domain';
import { documents, readAll } from '../documents';
import { currentEdition } from '../editionScope';
import { authorsAtCap, readIntegritySettings } from '../submissions/integrity';

export interface PaperFlags {
  /** The highest match in percent, or null while none is computed (or the file had no text). */
  similarity: number | null;
  flags: string[];
}


/**
 * The other papers of the edition (withdrawn aside) with the same title as this one, as the title sort
 * compares titles: a few IDs. Read for one paper (its report), never for a page of rows, where a title
 * many papers share would read them all.
 */
export async function sameTitle(paperId: string, title: string): Promise<string[]> {
  const key = searchWords(title).join(' ');
  if (key === '') return [];
  const found = await documents.paperIndex.where('titleKey', '==', key).limit(6).get();
  return found.docs.map((doc) => doc.data()).filter((entry) => entry.paperId !== paperId && !isStatus(entry.status, PaperStatus.Withdrawn)).map((entry) => entry.paperId).slice(0, 5);
}

/** Each paper's figure and flags, in the order given (its manuscript beside it, when read). */
export async function integrityFlags(papers: ReadonlyArray<Pick<PaperDoc, 'paperId' | 'title' | 'abstract'>>): Promise<PaperFlags[]> {
  const [settings, signatures] = await Promise.all([readIntegritySettings(), readAll(papers.map((paper) => documents.similarity.doc(paper.paperId)))]);
  const here = currentEdition().id;
  return papers.map((paper, at) => {
    const signature = signatures[at];
    const measured = signature && signature.shingles.length > 0;
    const flags: string[] = [];
    const top = measured ? signature.matches[0] : undefined;
    if (top && top.percent >= settings.similarityThreshold) flags.push(overlapText(paper.paperId, top, top.edition === here ? undefined : top.edition));
    const abstract = placeholderAbstract(paper.abstract);
    if (abstract) flags.push(`${paper.paperId}: ${abstract}`);
    return { similarity: measured ? signature.top : null, flags };
  });
}

/** Each paper's highest match in percent (null while none is computed) and its overlap flag when the match reaches the chair's threshold, in the order given. */
export async function overlapFigures(paperIds: readonly string[]): Promise<Array<{ similarity: number | null; flag: string | null }>> {
  const [settings, signatures] = await Promise.all([readIntegritySettings(), readAll(paperIds.map((paperId) => documents.similarity.doc(paperId)))]);
  const here = currentEdition().id;
  return paperIds.map((paperId, at) => {
    const signature = signatures[at];
    if (!signature || signature.shingles.length === 0) return { similarity: null, flag: null };
    const top = signature.matches[0];
    const flag = top && top.percent >= settings.similarityThreshold ? overlapText(paperId, top, top.edition === here ? undefined : top.edition) : null;
    return { similarity: signature.top, flag };
  });
}

/** The overlap flag of each of these papers whose highest match reaches the chair's threshold ("ICCS26-0042 overlaps 74% with ICCS26-0017"), by paper. */
export async function overlapFlags(paperIds: readonly string[]): Promise<Map<string, string>> {
  const figures = await overlapFigures(paperIds);
  return new Map(paperIds.flatMap((paperId, at) => (figures[at]?.flag ? [[paperId, figures[at].flag] as const] : [])));
}

/** The paper's authors over the cap (with this paper, more papers than it), as sentences; none without a cap. */
export async function authorsOverCap(paperId: string, authors: ReadonlyArray<{ name: string; email: string }>): Promise<string[]> {
  const settings = await readIntegritySettings();
  const over = await authorsAtCap(authors, settings, paperId);
  return over.map((author) => `${author.name} (${author.email}) is an author of ${author.papers + 1} papers, over the cap of ${settings.maxPapersPerAuthor}`);
}
