// PUT /api/admin/publish/{paperId}: publishes an accepted paper.
import { Messages } from '@confsys/domain';
import type { Handler } from '../../lib/http';
import { transitionPaper } from '../../lib/transitions';

export const publish: Handler = async ({ params }) => {
  await transitionPaper(params.paperId ?? '', 'publish');
  return { message: Messages.paperPublished };
};
