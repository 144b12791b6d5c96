// GET /api/public/fees: the registration fees by category and attendance (early and late, INR and
// optionally USD), the GST rate, and until when the early fees apply.
import { defaultTimeZone, requiresRegisteredAuthor } from '@confsys/domain';
import { readCalendar } from '../../lib/calendar/calendar';
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
