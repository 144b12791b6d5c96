// Signing every paper again: for data that predates the similarity check, or after the signature's
// version changed. Each paper of every edition (drafts aside) is signed from its file as the check would
// sign it (the camera-ready file once there is one, else the manuscript) and checked; a few at a time.
import { documents } from '../documents';
import { listEditions } from '../editions/editions';
import { inEdition } from '../editionScope';
import { fileStore } from '../fileStore';
import { pdfPageTexts } from '../pdf/anonymityCheck';
import { proceedingsRef } from '../proceedings/records';
import { manuscriptStore } from '../submissions/manuscriptFiles';
import { papersByDocument } from '../submissions/paperIndex';
import { storeSignature } from './check';
import { signatureOf, signatureVersion } from './signature';

const maxPages = 200;
const atOnce = 4;

export interface RebuildFigures {
  papers: number;
  signed: number;
  /** Papers whose file could not be read (none stored). */
  missing: number;
  /** Milliseconds spent making signatures (text and shingles), and in all. */
  signingMs: number;
  totalMs: number;
}

/** Signs the papers of every edition; `all` signs again those already signed with this version. */
export async function signEveryPaper(options: { all: boolean; onProgress?: (figures: RebuildFigures) => void } = { all: false }): Promise<RebuildFigures> {
  const started = performance.now();
  const figures: RebuildFigures = { papers: 0, signed: 0, missing: 0, signingMs: 0, totalMs: 0 };
  for (const edition of (await listEditions()).filter((candidate) => candidate.state !== 'draft')) {
    await inEdition(edition, async () => {
      for await (const chunk of papersByDocument(100)) {
        const papers = chunk.map(({ paper }) => paper);
        for (let from = 0; from < papers.length; from += atOnce) {
          await Promise.all(
            papers.slice(from, from + atOnce).map(async (paper) => {
              figures.papers++;
              const [signed, record] = await Promise.all([documents.similarity.doc(paper.paperId).get(), proceedingsRef(paper.paperId).get()]);
              const cameraReady = record.data()?.cameraReady?.storePath;
              const file = cameraReady ?? manuscriptStore(paper).original;
              const current = signed.data();
              if (!options.all && current?.version === signatureVersion && current.file === file) return;
              const stored = await fileStore().read(file);
              if (!stored) {
                figures.missing++;
                return;
              }
              const signing = performance.now();
              const signature = signatureOf(await pdfPageTexts(stored.bytes, maxPages));
              figures.signingMs += performance.now() - signing;
              await storeSignature(paper.paperId, file, cameraReady ? 'cameraReady' : 'manuscript', signature);
              figures.signed++;
            }),
          );
        }
        figures.totalMs = performance.now() - started;
        options.onProgress?.(figures);
      }
    });
  }
  figures.totalMs = performance.now() - started;
  return figures;
}
