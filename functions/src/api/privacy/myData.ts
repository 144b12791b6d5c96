// GET /api/me/data: everything the product holds about the signed-in person, as a JSON attachment.
import { handles } from '../../lib/http';
import { exportPersonalData } from '../../lib/privacy/personalData';

export const myData = handles('myData', async ({ res, caller }) => {
  res.set('Content-Disposition', 'attachment; filename="my-data.json"');
  return exportPersonalData(caller);
});
