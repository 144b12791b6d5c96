// A paper's similarity report as the chair reads it: the matches at or above the threshold, each with the
// other paper's edition, status and title as they are now, and the passages the two share side by side
// (both files' text read again, so no text is kept beyond the shingles' hashes).
import { Messages, type Edition, type SimilarityMatch, type SimilarityReport } from '@confsys/domain';
import { documents } from '../documents';
import { readEdition } from '../editions/editions';
import { currentEdition, inEdition } from '../editionScope';
import { notFound } from '../errors';
import { fileStore } from '../fileStore';
import { checkPaperId, manuscriptRef, paperRef } from '../papers';
import { pdfPageTexts } from '../pdf/anonymityCheck';
import { readIntegritySettings } from '../submissions/integrity';
import { sharedPassages, wordsOf, type Word } from './signature';
import { authorsOverCap, sameTitle } from './flags';

/** Matches whose passages are shown; the others are listed with their figures. */
const matchesWithPassages = 10;
const maxPages = 200;

/** The compared words of a stored file, or none when it is gone (erased, replaced meanwhile). */
async function fileWords(path: string): Promise<Word[]> {
  const stored = await fileStore().read(path);
  return stored ? wordsOf(await pdfPageTexts(stored.bytes, maxPages)) : [];
}

export async function similarityReport(paperIdParam: string): Promise<SimilarityReport> {
  const paperId = checkPaperId(paperIdParam);
  const [paper, stored, settings] = await Promise.all([paperRef(paperId).get(), documents.similarity.doc(paperId).get(), readIntegritySettings()]);
  const read = paper.data();
  if (!read) throw notFound(Messages.paperNotFound(paperId));
  const [twins, overCap] = await Promise.all([sameTitle(paperId, read.title), manuscriptRef(paperId).get().then((manuscript) => authorsOverCap(paperId, manuscript.data()?.authors ?? []))]);
  const threshold = settings.similarityThreshold;
  const signature = stored.data();
  if (!signature) return { paperId, computedAt: null, words: 0, threshold, matches: [], note: null, external: null, sameTitle: twins, overCap };
  const external = signature.external ? { state: signature.external.state, percent: signature.external.percent, updatedAt: signature.external.updatedAt, error: signature.external.error } : null;
  if (signature.shingles.length === 0) return { paperId, computedAt: signature.computedAt, words: signature.words, threshold, matches: [], note: Messages.similarityNoText, external, sameTitle: twins, overCap };
  const shown = signature.matches.filter((match) => match.percent >= threshold);
  const own = shown.length > 0 ? await fileWords(signature.file) : [];
  const editions = new Map<string, Promise<Edition | undefined>>();
  const editionOf = (id: string) => {
    if (!editions.has(id)) editions.set(id, id === currentEdition().id ? Promise.resolve(currentEdition()) : readEdition(id));
    return editions.get(id)!;
  };
  const matches = await Promise.all(
    shown.map(async (match, rank): Promise<SimilarityMatch> => {
      const edition = await editionOf(match.edition);
      const [other, theirs] = edition ? await inEdition(edition, () => Promise.all([paperRef(match.paperId).get(), documents.similarity.doc(match.paperId).get()])) : [undefined, undefined];
      const otherPaper = other?.data();
      const passages = rank < matchesWithPassages && theirs?.data() ? sharedPassages(own, await fileWords(theirs.data()!.file)) : [];
      return { paperId: match.paperId, edition: match.edition, status: otherPaper?.status ?? 'Erased', title: otherPaper?.title ?? '', percent: match.percent, passages };
    }),
  );
  return { paperId, computedAt: signature.computedAt, words: signature.words, threshold, matches, note: null, external, sameTitle: twins, overCap };
}
