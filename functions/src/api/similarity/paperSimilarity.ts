// GET /api/admin/papers/:paperId/similarity: the paper's similarity report (lib/similarity/report.ts).
import { handles } from '../../lib/http';
import { similarityReport } from '../../lib/similarity/report';

export const paperSimilarity = handles('paperSimilarity', async ({ params }) => similarityReport(params.paperId ?? ''));
