// GET /api/admin/fees: the fee table with its tax settings, meeting link and signatory (the defaults,
// saved: false, until the chair saves one).
import { defaultFeeTable } from '@confsys/domain';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const adminFees = handles('adminFees', async () => {
  const stored = (await configDocs.fees.get()).data();
  return { ...(stored ?? defaultFeeTable), saved: stored !== undefined };
});
