// GET /api/admin/papers.csv: every paper as papers.csv (ID, Title, Author, Status, Date, Reviewers), in
// the order of paper IDs, with the quoting the dashboard's export has always used (papersCsv.ts in the
// domain). Streamed in chunks of papers, so neither the server nor the answer holds the whole
// conference at once; a conference without papers gets the header line alone.
import { csvLine, paperColumns, paperRow, papersCsvFileName, papersCsvType } from '@confsys/domain';
import type { Response } from 'express';
import { handles } from '../../lib/http';
import { papersInChunks } from '../../lib/submissions/paperIndex';

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
  for await (const chunk of papersInChunks(chunkSize)) {
    await write(res, chunk.map(({ paper, manuscript }) => `\n${csvLine(paperRow({ ...paper, authors: manuscript?.authors ?? [] }))}`).join(''));
  }
  res.end();
});
