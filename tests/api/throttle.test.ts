// Password guessing through the API: ten wrong passwords for one account from one address, and the
// eleventh attempt meets a 429 with Retry-After, even with the right password; rotating the entries a
// caller writes into X-Forwarded-For does not dodge it; the owner still gets in
// from another address; a success clears the count; many addresses together meet the account-wide
// ceiling; and every place that checks a password (the three sign-ins, conference registration with an
// existing account, the admin's profile change) counts and refuses the same way. Through npm start's own
// front door, which appends the caller's address as Google's does, a rotating header dodges nothing.
import { describe, expect, it } from 'vitest';
import { Messages } from '@confsys/domain';
import { call, form, newAuthor, registrationForm, siteUrl } from '../support/emulator';
import { openFrontDoor } from '../../scripts/lib/frontDoor.mjs';
import { appCheckHeaders } from '../support/appCheck';
import { deputyAdmin, reviewerAccount } from '../support/world';

// Under the emulators no front end stands before the functions: the tests play Google's, which appends
// the address it took the connection from as the last X-Forwarded-For entry.
const from = (address: string) => ({ 'X-Forwarded-For': address });
/** A caller who writes their own entries before the one the front end appends. */
const forging = (forged: string, address: string) => ({ 'X-Forwarded-For': `${forged}, ${address}` });

async function login(path: string, email: string, password: string, address: string) {
  return call<{ message: string }>('POST', path, { json: { email, password }, headers: from(address) });
}

async function failTimes(times: number, path: string, email: string, address: string) {
  for (let attempt = 1; attempt <= times; attempt++) {
    const answer = await login(path, email, 'Wrong@2025', address);
    expect(answer.status, `attempt ${attempt}`).toBe(401);
  }
}

function expectLocked(answer: { status: number; body: unknown; headers: Headers }) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.body).toEqual({ message: Messages.tooManyAttempts(retryAfter) });
}

describe('guessing an author password', () => {
  it('meets a 429 with Retry-After after ten failures from one address, even with the right password', async () => {
    const author = await newAuthor('guessed');
    await failTimes(10, '/api/authors/login', author.email, '198.51.100.1');
    expectLocked(await login('/api/authors/login', author.email, author.password, '198.51.100.1'));
  });

  it('leaves the owner signing in from another address', async () => {
    const author = await newAuthor('owner');
    await failTimes(10, '/api/authors/login', author.email, '198.51.100.2');
    const owner = await login('/api/authors/login', author.email, author.password, '203.0.113.2');
    expect(owner.status).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const author = await newAuthor('forgetful');
    await failTimes(9, '/api/authors/login', author.email, '198.51.100.3');
    expect((await login('/api/authors/login', author.email, author.password, '198.51.100.3')).status).toBe(200);
    await failTimes(9, '/api/authors/login', author.email, '198.51.100.3');
    expect((await login('/api/authors/login', author.email, author.password, '198.51.100.3')).status).toBe(200);
  });

  it('locks the account for everyone after a hundred failures from many addresses', async () => {
    const author = await newAuthor('crowded');
    for (let address = 1; address <= 10; address++) await failTimes(10, '/api/authors/login', author.email, `192.0.2.${address}`);
    expectLocked(await login('/api/authors/login', author.email, author.password, '203.0.113.99'));
  }, 120_000);
});

describe('a guesser who writes their own X-Forwarded-For', () => {
  it('meets the lock of the address the front end appended, whatever entries they rotate before it', async () => {
    const author = await newAuthor('rotating');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await call('POST', '/api/authors/login', { json: { email: author.email, password: 'Wrong@2025' }, headers: forging(`10.0.${attempt}.1, 172.16.0.${attempt}`, '198.51.100.40') });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    expectLocked(await call('POST', '/api/authors/login', { json: { email: author.email, password: author.password }, headers: forging('10.0.99.1', '198.51.100.40') }));
    // Claiming the owner's address in front of their own changes nothing either; the owner elsewhere still signs in.
    expectLocked(await call('POST', '/api/authors/login', { json: { email: author.email, password: author.password }, headers: forging('203.0.113.41', '198.51.100.40') }));
    expect((await login('/api/authors/login', author.email, author.password, '203.0.113.41')).status).toBe(200);
  });
});

describe("npm start's front door", () => {
  it("appends the caller's address as Google's front end does: twelve wrong passwords behind a rotating X-Forwarded-For end in 429", async () => {
    const author = await newAuthor('doorguesser');
    // npm start's own door (scripts/start.mjs), in front of the suites' door, which passes the header on.
    const door = await openFrontDoor({ port: 0, target: Number(new URL(siteUrl).port) });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 12; attempt++) {
        const answer = await fetch(`http://127.0.0.1:${door.port}/api/authors/login`, {
          method: 'POST',
          headers: { ...appCheckHeaders, 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${attempt}.1` },
          body: JSON.stringify({ email: author.email, password: 'Wrong@2025' }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    } finally {
      await door.close();
    }
  });
});

describe('every password check is throttled', () => {
  it('the reviewer sign-in', async () => {
    const reviewer = await reviewerAccount('guessed-reviewer', true);
    await failTimes(10, '/api/reviewers/reviewerlogin', reviewer.email, '198.51.100.10');
    expectLocked(await login('/api/reviewers/reviewerlogin', reviewer.email, 'Review@123', '198.51.100.10'));
  });

  it('the admin sign-in', async () => {
    const deputy = await deputyAdmin();
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await call('POST', '/api/admin/login', { json: { username: deputy.email, password: 'Wrong@2025' }, headers: from('198.51.100.11') });
      expect(answer.status).toBe(401);
    }
    expectLocked(await call('POST', '/api/admin/login', { json: { username: deputy.email, password: deputy.password }, headers: from('198.51.100.11') }));
  });

  it('conference registration with an existing account, sharing the count with its sign-in', async () => {
    const author = await newAuthor('registrant');
    await failTimes(9, '/api/authors/login', author.email, '198.51.100.12');
    const wrong = await call('POST', '/conregister', { body: form(registrationForm({ loginEmail: author.email, password: 'Wrong@2025', confirmPassword: 'Wrong@2025' })), headers: from('198.51.100.12') });
    expect(wrong.status).toBe(409);
    expectLocked(await call('POST', '/conregister', { body: form(registrationForm({ loginEmail: author.email, password: author.password, confirmPassword: author.password })), headers: from('198.51.100.12') }));
  });

  it("the admin's profile change", async () => {
    const deputy = await deputyAdmin();
    const change = (currentPassword: string) =>
      call('POST', '/api/admin/profile', {
        token: deputy.token,
        json: { name: 'Deputy Chair', email: deputy.email, currentPassword, newPassword: '', confirmPassword: '' },
        headers: from('198.51.100.13'),
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await change('Wrong@2025')).status).toBe(400);
    expectLocked(await change(deputy.password));
  });
});
