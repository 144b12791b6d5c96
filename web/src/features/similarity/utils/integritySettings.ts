// The Settings screen's integrity form: its values and checks (the similarity threshold, the cap on papers
// per author and what happens over it), checked by the schema the server checks the request with.
import { IntegritySettingsSchema, integrityLimits, type FieldErrors, type IntegritySettings } from '@confsys/domain';
import { formFailure, type FormFailure } from '../../../lib/failures';

export interface IntegritySettingsValues {
  similarityThreshold: string;
  maxPapersPerAuthor: string;
  /** Refuse a submission over the cap (else it is flagged). */
  refuse: boolean;
}

export type IntegritySettingsField = 'similarityThreshold' | 'maxPapersPerAuthor';
const fields: readonly IntegritySettingsField[] = ['similarityThreshold', 'maxPapersPerAuthor'];

export const thresholdBounds = { min: integrityLimits.threshold.min, max: integrityLimits.threshold.max } as const;
export const capBounds = { min: integrityLimits.maxPapersPerAuthor.min, max: integrityLimits.maxPapersPerAuthor.max } as const;

export function integritySettingsValues(settings: IntegritySettings): IntegritySettingsValues {
  return { similarityThreshold: String(settings.similarityThreshold), maxPapersPerAuthor: String(settings.maxPapersPerAuthor), refuse: settings.overCap === 'refuse' };
}

const typedNumber = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

export function integritySettingsInput(values: IntegritySettingsValues): IntegritySettings {
  return { similarityThreshold: typedNumber(values.similarityThreshold), maxPapersPerAuthor: typedNumber(values.maxPapersPerAuthor), overCap: values.refuse ? 'refuse' : 'flag' };
}

/** Each number's error: the schema's own message, as the server would answer it. */
export function validateIntegritySettings(values: IntegritySettingsValues): FieldErrors<IntegritySettingsField> {
  const checked = IntegritySettingsSchema.safeParse(integritySettingsInput(values));
  const errors: FieldErrors<IntegritySettingsField> = {};
  for (const issue of checked.error?.issues ?? []) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function integritySettingsFailure(error: unknown): FormFailure<IntegritySettingsField> {
  return formFailure(error, fields);
}
