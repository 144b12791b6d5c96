// The privacy settings the chair saves on Settings (config/privacy, PUT /api/admin/privacy): the data
// contact the privacy notice names, and each class's retention period, never below the law's floor
// (retention.ts). Until the chair saves them, `defaultPrivacy` (retention.ts) applies.
import { z } from 'zod/mini';
import { Messages } from '../messages';
import { isEmail, settingText } from '../validation';
import { leastMonths, periodText, retentionBounds, retentionClassIds, retentionSchedule, type RetentionClassId } from './retention';

/** The message of a period below the least or not a whole number of months. */
export function periodError(id: RetentionClassId): string {
  const { label, floor } = retentionSchedule[id];
  if (floor) return `${label} must be kept at least ${periodText(floor.months)} (${floor.months} months): ${floor.law}`;
  return `${label}: enter a whole number of months from ${retentionBounds.min} to ${retentionBounds.max}.`;
}

function months(id: RetentionClassId) {
  const error = periodError(id);
  return z.number({ error }).check(z.int({ error }), z.gte(leastMonths(id), { error }), z.lte(retentionBounds.max, { error: `${retentionSchedule[id].label}: at most ${retentionBounds.max} months.` }));
}

const periodsShape = Object.fromEntries(retentionClassIds.map((id) => [id, months(id)])) as Record<RetentionClassId, ReturnType<typeof months>>;

/** The message of a part missing or not an object: what it is, and what it holds. */
const part = (label: string, holds: string, is = 'is') => (issue: { input?: unknown }) => (issue.input === undefined ? `${label} ${is} required.` : `${label} must be an object: ${holds}.`);

export const PrivacySettingsSchema = z.object({
  contact: z.object({
    name: settingText("The data contact's name", 200),
    designation: settingText("The data contact's designation", 200, { optional: true }),
    email: settingText("The data contact's email", 254).check(z.refine((value: string) => isEmail(value), { error: Messages.invalidEmail })),
    address: settingText("The data contact's address", 1000, { paragraph: true }),
  }, { error: part('The data contact', 'their name, designation, email and address') }),
  periods: z.object(periodsShape, { error: part('The retention periods', 'months for each class of data', 'are') }),
});

/** GET /api/public/privacy: the settings, and whether the chair has saved them (false: the defaults). */
export const PrivacySettingsAnswer = z.object({ privacy: PrivacySettingsSchema, saved: z.boolean() });
export const SavePrivacyAnswer = z.object({ success: z.literal(true), message: z.string(), privacy: PrivacySettingsSchema });
