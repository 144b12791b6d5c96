// GET /api/admin/papers/{paperId}/assignment: the assign dialog's data (lib/assignment/assignDialog.ts).
import { handles } from '../../lib/http';
import { readAssignDialog } from '../../lib/assignment/assignDialog';

export const paperAssignment = handles('paperAssignment', async ({ params, query }) => readAssignDialog(params.paperId ?? '', query));
