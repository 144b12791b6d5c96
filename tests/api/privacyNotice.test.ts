// The privacy notice's settings through the API: everyone reads the data contact and the retention
// periods (the defaults until the chair saves them), the chair sets them whole, never below the law's
// floor (refused with the field and the law named, and then nothing is written), and each change is in
// the audit log. The suite deletes what it saved, so the defaults apply again.
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages, defaultPrivacy, periodError, type PrivacySettings } from '@confsys/domain';
import { call, demo, loginAs, newAuthor } from '../support/emulator';
import { privacyDefaultsAround } from '../support/config';

let admin: string;

type PrivacyAnswer = { privacy: PrivacySettings; saved: boolean };
type SaveAnswer = { message: string; errors?: Record<string, string>; privacy?: PrivacySettings };

const save = (settings: unknown, token = admin) => call<SaveAnswer>('PUT', '/api/admin/privacy', { token, json: settings });
const read = () => call<PrivacyAnswer>('GET', '/api/public/privacy');

const chosen: PrivacySettings = {
  contact: { name: 'Dr. Farah Qureshi', designation: 'Data Protection Officer', email: 'dpo@wgu.example.org', address: 'Registrar’s Office\nWestern Ghats University, Coimbatore 641 046' },
  periods: { ...defaultPrivacy.periods, unsuccessfulSubmissions: 3, invoices: 72, auditLog: 12, inactiveAccounts: 24 },
};

privacyDefaultsAround();

beforeAll(async () => {
  admin = await loginAs('admin', demo.admin.username, demo.admin.password);
});

describe('the privacy settings', () => {
  it('are the defaults until the chair saves them, for everyone, cached a minute', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ privacy: defaultPrivacy, saved: false });
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
  });

  it('are set whole by the chair, answered to everyone, and recorded in the audit log once', async () => {
    const saved = await save(chosen);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(Messages.privacySaved);
    expect((await read()).body).toEqual({ privacy: chosen, saved: true });
    expect((await save(chosen)).body.message).toBe(Messages.privacyUnchanged);

    const audit = await call<{ entries: Array<{ action: string; target: string; actor: { email: string }; before: unknown; after: PrivacySettings }> }>('GET', '/api/admin/audit?action=privacy.update&pageSize=5', { token: admin });
    expect(audit.status).toBe(200);
    const mine = audit.body.entries.filter((entry) => entry.after.contact.email === chosen.contact.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ target: 'privacy', actor: { email: demo.admin.email }, before: null });
  });

  it("refuse a period below the law's floor or a contact that is not one, naming the field, and write nothing", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ...chosen, periods: { ...chosen.periods, invoices: 71 } }, 'periods.invoices', periodError('invoices')],
      [{ ...chosen, periods: { ...chosen.periods, mailLog: 11 } }, 'periods.mailLog', periodError('mailLog')],
      [{ ...chosen, periods: { ...chosen.periods, receiptImages: 0 } }, 'periods.receiptImages', periodError('receiptImages')],
      [{ ...chosen, periods: { ...chosen.periods, registrations: 2.5 } }, 'periods.registrations', periodError('registrations')],
      [{ ...chosen, contact: { ...chosen.contact, email: 'dpo at uni' } }, 'contact.email', Messages.invalidEmail],
      [{ ...chosen, contact: { ...chosen.contact, address: ' ' } }, 'contact.address', "The data contact's address is required."],
    ];
    for (const [settings, field, message] of cases) {
      const refused = await save(settings);
      expect(refused.status, field).toBe(400);
      expect(refused.body.errors?.[field], field).toBe(message);
    }
    expect((await read()).body).toEqual({ privacy: chosen, saved: true });
  });

  it("are the chair's alone to change", async () => {
    const author = await newAuthor('privacysettings');
    expect((await save(defaultPrivacy, author.token)).status).toBe(403);
    expect((await call('PUT', '/api/admin/privacy', { json: defaultPrivacy })).status).toBe(401);
    expect((await read()).body.privacy).toEqual(chosen);
  });
});
