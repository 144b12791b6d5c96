// The fee table. GET /api/public/fees: what the registration process page shows. GET and PUT
// /api/admin/fees: the chair's table, with its tax settings, meeting link and signatory, saved whole and
// recorded in the audit log.
import { Messages, defaultFeeTable, defaultTimeZone, requiresRegisteredAuthor } from '@confsys/domain';
import { db } from '../../lib/admin';
import { recordAudit } from '../../lib/audit';
import { readCalendar } from '../../lib/calendar';
import { configDocs } from '../../lib/documents';
import { handles } from '../../lib/http';

export const publicFees = handles('publicFees', async () => {
  const [stored, calendar] = await Promise.all([configDocs.fees.get(), readCalendar()]);
  const table = stored.data();
  return {
    fees: table ? { categories: table.categories, usd: table.usd ?? null, gstRatePercent: table.gstin === '' ? 0 : table.gstRatePercent, requireRegisteredAuthor: requiresRegisteredAuthor(table) } : null,
    earlyUntil: calendar?.earlyRegistrationDeadline ?? null,
    registrationDeadline: calendar?.registrationDeadline ?? null,
    timeZone: calendar?.timeZone ?? defaultTimeZone,
  };
});

export const adminFees = handles('adminFees', async () => {
  const stored = (await configDocs.fees.get()).data();
  return { ...(stored ?? defaultFeeTable), saved: stored !== undefined };
});

export const saveFees = handles('saveFees', async ({ body, caller }) => {
  await db.runTransaction(async (transaction) => {
    const before = (await transaction.get(configDocs.fees)).data() ?? null;
    transaction.set(configDocs.fees, body);
    recordAudit(transaction, caller, { action: 'settings.fees', target: 'settings', before, after: body });
  });
  return { message: Messages.feesSaved };
});
