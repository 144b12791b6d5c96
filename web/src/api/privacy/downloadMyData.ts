// GET /api/me/data: everything the product holds about the signed-in person, saved as my-data.json.
import { ApiPaths } from '@confsys/domain';
import { downloadBlob, fetchFile } from '../../lib/files';

export async function downloadMyData(): Promise<void> {
  downloadBlob(await fetchFile(ApiPaths.myData), 'my-data.json');
}
