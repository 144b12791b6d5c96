// PUT /api/admin/publish/{paperId}: publishes an accepted paper.
import { Messages } from '@confsys/domain';
import { handles } from '../../lib/http';
import { transitionPaper } from '../../lib/transitions';

export const publish = handles('publish', async ({ params }) => {
  await transitionPaper(params.paperId ?? '', 'publish');
  return { message: Messages.paperPublished };
});
