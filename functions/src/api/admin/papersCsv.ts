// GET /api/admin/papers.csv: every paper as papers.csv (ID, Title, Author, Status, Date, Reviewers), in
// the order of paper IDs, with the quoting the dashboard's export has always used (papersCsv.ts in the
// domain). Streamed in chunks of papers, so neither the server nor the answer holds the whole
// conference at once; a conference without papers gets the header line alone.
import { csvLine, paperColumns, paperRow, papersCsvFileName, papersCsvType, type ManuscriptDoc, type PaperDoc } from '@confsys/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Response } from 'express';
import { db } from '../../lib/admin';
import { documents } from '../../lib/documents';
import { handles } from '../../lib/http';
import { manuscriptRef } from '../../lib/papers';

/** Papers read per round trip. */
const chunkSize = 500;

/** Writes text, waiting while the client is slower than the database. */
function write(res: Response, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.write(text)) resolve();
    else res.once('drain', () => resolve());
  });
}

export const papersCsv = handles('papersCsv', async ({ res }) => {
  res.status(200);
  res.set('Content-Type', papersCsvType);
  res.set('Content-Disposition', `attachment; filename="${papersCsvFileName}"`);
  res.set('Cache-Control', 'private, no-store');
  await write(res, csvLine(paperColumns));
  let after: string | null = null;
  for (;;) {
    const base = documents.papers.orderBy('paperId').limit(chunkSize);
    const papers: PaperDoc[] = (await (after === null ? base : base.startAfter(after)).get()).docs.map((doc) => doc.data());
    if (papers.length === 0) break;
    // getAll reads each reference through its converter; its declared type does not carry the model.
    const manuscripts = (await db.getAll(...papers.map((paper) => manuscriptRef(paper.paperId)))) as Array<DocumentSnapshot<ManuscriptDoc>>;
    const lines = papers.map((paper, position) => `\n${csvLine(paperRow({ ...paper, authors: manuscripts[position]?.data()?.authors ?? [] }))}`);
    await write(res, lines.join(''));
    if (papers.length < chunkSize) break;
    after = papers.at(-1)?.paperId ?? null;
  }
  res.end();
});
