// The admin's own settings: the profile really changes in Firebase Auth and the user record, only with
// the current password.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/src/lib/accounts/accounts';
import { adminAuth, db } from '../support/admin';
import { call, idTokenFor, loginAs, uniqueEmail } from '../support/emulator';

let email: string;
let uid: string;
let token: string;

beforeAll(async () => {
  email = uniqueEmail('chair');
  uid = (await createAccount({ role: 'admin', email, password: 'Chair@2025', name: 'Programme Chair', emailVerified: true, profile: {} })).uid;
  token = await loginAs('admin', email, 'Chair@2025');
});

describe('admin profile settings', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const answer = await call<{ errors: Record<string, string> }>('POST', '/api/admin/profile', {
      token,
      json: { name: 'Someone Else', email, currentPassword: 'Wrong@2025', newPassword: 'Other@2025' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.currentPassword).toBe('The current password is not correct.');
    expect((await adminAuth.getUser(uid)).displayName).toBe('Programme Chair');
  });

  it('changes the name, the email and the password for real', async () => {
    const newEmail = uniqueEmail('chair-new');
    const answer = await call<{ message: string; token: string }>('POST', '/api/admin/profile', {
      token,
      json: { name: 'Renamed Chair', email: newEmail, currentPassword: 'Chair@2025', newPassword: 'Changed@2025' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profile settings updated successfully!');
    const user = await adminAuth.getUser(uid);
    expect(user.displayName).toBe('Renamed Chair');
    expect(user.email).toBe(newEmail);
    expect((await db.collection('users').doc(uid).get()).data()).toMatchObject({ name: 'Renamed Chair', email: newEmail });
    expect((await call('POST', '/api/admin/login', { json: { username: newEmail, password: 'Changed@2025' } })).status).toBe(200);
    expect((await call('POST', '/api/admin/login', { json: { username: newEmail, password: 'Chair@2025' } })).status).toBe(401);
    const session = await call<{ name: string }>('GET', '/api/session', { token: await idTokenFor(answer.body.token) });
    expect(session.body.name).toBe('Renamed Chair');
  });
});
