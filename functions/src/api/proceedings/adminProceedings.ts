// GET /api/admin/proceedings: the chair's Proceedings screen: one row per accepted paper in the volume's
// order (camera-ready state, pages and page numbers, copyright, metadata, registration, what is missing),
// paged, filtered by what is missing, with the affiliations written several ways.
import { proceedingsPageSize } from '@confsys/domain';
import { handles } from '../../lib/http';
import { readVolume, volumeAffiliations } from '../../lib/proceedings/records';
import { matches, row } from '../../lib/proceedings/chairScreen';

export const adminProceedings = handles('adminProceedings', async ({ query }) => {
  const volume = await readVolume();
  const filter = query.missing ?? 'all';
  const page = Math.max(1, Number(query.page ?? '1'));
  const rows = volume.entries.map((entry, index) => ({ entry, position: index + 1 })).filter(({ entry }) => matches(entry, filter));
  return {
    rows: rows.slice((page - 1) * proceedingsPageSize, page * proceedingsPageSize).map(({ entry, position }) => row(entry, position)),
    page,
    pageSize: proceedingsPageSize,
    total: rows.length,
    papers: volume.entries.length,
    complete: volume.entries.filter((entry) => entry.missing.length === 0).length,
    volumePages: volume.entries.reduce((sum, entry) => sum + (entry.record.pages ?? 0), 0),
    order: volume.settings.order,
    affiliations: volumeAffiliations(volume.entries),
  };
});
