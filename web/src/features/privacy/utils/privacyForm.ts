// The Settings screen's Privacy form: the data contact and each class's retention period as typed, keyed
// by the paths the server names them by ("contact.email", "periods.invoices"), what it sends, and its
// checks, made by the schema the server checks the request with, so the messages are the server's.
import { fieldErrors, PrivacySettingsSchema, retentionClassIds, type FieldErrors, type PrivacySettings, type RetentionClassId } from '@confsys/domain';
import { formFailure, type FormFailure } from '../../../lib/failures';

const contactFields = ['contact.name', 'contact.designation', 'contact.email', 'contact.address'] as const;
export type PeriodField = `periods.${RetentionClassId}`;
export type PrivacyField = (typeof contactFields)[number] | PeriodField;
export type PrivacyValues = Record<PrivacyField, string>;

export const periodField = (id: RetentionClassId): PeriodField => `periods.${id}`;
const privacyFields: readonly PrivacyField[] = [...contactFields, ...retentionClassIds.map(periodField)];

export function privacyValues({ contact, periods }: PrivacySettings): PrivacyValues {
  const values = { 'contact.name': contact.name, 'contact.designation': contact.designation, 'contact.email': contact.email, 'contact.address': contact.address } as PrivacyValues;
  for (const id of retentionClassIds) values[periodField(id)] = String(periods[id]);
  return values;
}

/** A period as typed: NaN when the field holds no number, which the schema refuses with the class's message. */
const typedMonths = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** What is sent: the contact as typed (the server trims it) and the periods read from their fields. */
export function privacyInput(values: PrivacyValues): PrivacySettings {
  return {
    contact: { name: values['contact.name'], designation: values['contact.designation'], email: values['contact.email'], address: values['contact.address'] },
    periods: Object.fromEntries(retentionClassIds.map((id) => [id, typedMonths(values[periodField(id)])])) as PrivacySettings['periods'],
  };
}

export function validatePrivacy(values: PrivacyValues): FieldErrors<PrivacyField> {
  return fieldErrors<PrivacyField>(PrivacySettingsSchema, privacyInput(values));
}

/** A refused save: the server's message, and its errors under the fields they name. */
export function privacyFailure(error: unknown): FormFailure<PrivacyField> {
  return formFailure(error, privacyFields);
}
