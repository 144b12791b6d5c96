// Test data shared by the unit tests of the participant's registration (lib/participation.test.ts and
// features/registration/utils/participant.test.ts): the fees as the site publishes them.
import { defaultFeeTable, type PublicFees } from '@confsys/domain';

/** The USD fees of each category, for participants from abroad. */
export const usd = defaultFeeTable.categories.map((category) => ({ ...category, inPerson: { early: 10_000, late: 12_000 }, online: { early: 5_000, late: 6_000 } }));

/** The default fee table with USD fees and 18% GST, early fees until 31 July, registration until 31 August (in Kochi). */
export const published = {
  fees: { categories: defaultFeeTable.categories, usd, gstRatePercent: 18, requireRegisteredAuthor: true },
  earlyUntil: '2025-07-31T18:29:00.000Z',
  registrationDeadline: '2025-08-31T18:29:00.000Z',
  timeZone: 'Asia/Kolkata',
} satisfies PublicFees;

/** A day of the early fees. */
export const july = Date.parse('2025-07-15T10:00:00Z');
