// GET /api/admin/proceedings: the chair's Proceedings screen: one row per accepted paper in the volume's
// order (camera-ready state, pages and page numbers, copyright, metadata, registration, what is missing),
// paged, filtered by what is missing, with the affiliations written several ways. Read from the stored
// layout (lib/proceedings/layout.ts): a page's chunks and the summary, whatever the volume's size.
import { proceedingsPageSize } from '@confsys/domain';
import { handles } from '../../lib/http';
import { proceedingsPage } from '../../lib/proceedings/layout';

export const adminProceedings = handles('adminProceedings', async ({ query }) => proceedingsPage(query.missing ?? 'all', Math.max(1, Number(query.page ?? '1')), proceedingsPageSize));
