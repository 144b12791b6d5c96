import { describe, expect, it } from 'vitest';
import { checkRequest } from '../validation';
import { PrivacySettingsSchema } from './privacySettings';
import { defaultPrivacy, leastMonths, periodText, retentionClassIds, retentionSchedule } from './retention';

const withPeriod = (id: string, months: unknown) => ({ ...defaultPrivacy, periods: { ...defaultPrivacy.periods, [id]: months } });

describe('privacy settings', () => {
  it('ship with periods the law allows and a contact the schema takes', () => {
    expect(checkRequest(PrivacySettingsSchema, defaultPrivacy)).toEqual({ data: defaultPrivacy });
    for (const id of retentionClassIds) expect(defaultPrivacy.periods[id]).toBeGreaterThanOrEqual(leastMonths(id));
  });

  it("refuse a period one month below the law's floor, naming the law, and take the floor itself", () => {
    expect(checkRequest(PrivacySettingsSchema, withPeriod('invoices', 71)).errors).toEqual({
      'periods.invoices': expect.stringMatching(/^Payments and tax invoices must be kept at least 6 years \(72 months\): GST: .*section 36/),
    });
    expect(checkRequest(PrivacySettingsSchema, withPeriod('invoices', 72)).data?.periods.invoices).toBe(72);
    expect(checkRequest(PrivacySettingsSchema, withPeriod('auditLog', 11)).errors?.['periods.auditLog']).toMatch(/^Audit log must be kept at least 12 months .*Data Protection Rules, 2025/);
    expect(checkRequest(PrivacySettingsSchema, withPeriod('mailLog', 12)).data?.periods.mailLog).toBe(12);
  });

  it('refuse a period that is not a whole number of months in range, or missing', () => {
    for (const months of [0, -1, 1.5, '12', null, 601, Number.NaN]) {
      expect(checkRequest(PrivacySettingsSchema, withPeriod('unsuccessfulSubmissions', months)).errors?.['periods.unsuccessfulSubmissions'], String(months)).toMatch(/^Rejected and withdrawn submissions/);
    }
    const { registrations: _, ...rest } = defaultPrivacy.periods;
    expect(checkRequest(PrivacySettingsSchema, { ...defaultPrivacy, periods: rest }).errors).toEqual({ 'periods.registrations': expect.stringMatching(/^Registrations: enter a whole number of months from 1 to 600/) });
  });

  it("refuse a contact without a name or with an address that is not one, and keep a header's line breaks out of the name", () => {
    const contact = { ...defaultPrivacy.contact, name: 'Dr. A\r\nBcc: x@evil.test', email: 'dpo@' };
    const checked = checkRequest(PrivacySettingsSchema, { ...defaultPrivacy, contact });
    expect(checked.errors).toEqual({ 'contact.email': expect.any(String) });
    const fixed = checkRequest(PrivacySettingsSchema, { ...defaultPrivacy, contact: { ...contact, email: 'dpo@uni.test' } });
    expect(fixed.data?.contact.name).toBe('Dr. A Bcc: x@evil.test');
    expect(checkRequest(PrivacySettingsSchema, { ...defaultPrivacy, contact: { ...contact, name: '  ' } }).errors?.['contact.name']).toBe("The data contact's name is required.");
  });

  it('write periods as people read them', () => {
    expect([1, 6, 12, 24, 36, 72, 30].map(periodText)).toEqual(['1 month', '6 months', '12 months', '2 years', '3 years', '6 years', '30 months']);
    expect(retentionSchedule.invoices.floor?.months).toBe(72);
  });
});

describe('privacy settings without their parts', () => {
  it('name the part that is missing or of the wrong shape', () => {
    expect(checkRequest(PrivacySettingsSchema, {}).errors).toEqual({ contact: 'The data contact is required.', periods: 'The retention periods are required.' });
    expect(checkRequest(PrivacySettingsSchema, { ...defaultPrivacy, contact: 'dpo@uni.test' }).errors).toEqual({ contact: 'The data contact must be an object: their name, designation, email and address.' });
  });
});
