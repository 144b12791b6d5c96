// GET /api/admin/proceedings: the chair's Proceedings screen: one row per accepted paper in the volume's
// order (camera-ready state, pages and page numbers, copyright, metadata, registration, what is missing),
// paged, filtered by what is missing and found by ID, title or author (`q`), with the affiliations written
// several ways. Read from the stored layout (lib/proceedings/layout.ts) as last built, with when it was
// built and whether a newer one is on its way: a page's chunks and the summary, whatever the volume's size.
import { proceedingsPageSize, searchWords } from '@confsys/domain';
import { handles } from '../../lib/http';
import { layoutState, proceedingsPage } from '../../lib/proceedings/layout';

export const adminProceedings = handles('adminProceedings', async ({ query }) => {
  const [page, state] = await Promise.all([proceedingsPage(query.missing ?? 'all', searchWords(query.q ?? ''), Math.max(1, Number(query.page ?? '1')), proceedingsPageSize), layoutState()]);
  return { ...page, ...state };
});
