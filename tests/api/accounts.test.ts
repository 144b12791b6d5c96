// Sign-in, registration and password reset for the three roles, against the running functions.
import { describe, expect, it } from 'vitest';
import { runtimeMajor } from '../../scripts/lib/runtime.mjs';
import { authorForm, call, demo, idTokenFor, loginAs, newAuthor, resetCodes, uniqueEmail } from '../support/emulator';

describe('health check', () => {
  it('answers with a message, and the emulator names the Node.js the functions run on: the Cloud Functions runtime', async () => {
    const answer = await call<{ message: string; node: string }>('GET', '/api/healthcheck');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'API is running', node: expect.stringMatching(new RegExp(`^v${runtimeMajor}\\.`)) });
    expect(runtimeMajor).toBe(22);
  });
});

describe('author registration', () => {
  it('creates an account the author can sign in with', async () => {
    const form = authorForm();
    const created = await call('POST', '/api/authors/register', { json: form });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: true, message: 'Registration successful!' });

    const login = await call<{ success: boolean; authorId: string; message: string; token: string }>('POST', '/api/authors/login', {
      json: { email: form.email, password: form.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.success).toBe(true);
    expect(login.body.message).toBe('Login successful!');
    expect(login.body.authorId).toMatch(/^\w{10,}$/);

    const session = await call<{ role: string; name: string; uid: string }>('GET', '/api/session', { token: await idTokenFor(login.body.token) });
    expect(session.body).toMatchObject({ role: 'author', name: 'Bob Author', uid: login.body.authorId });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const form = authorForm();
    expect((await call('POST', '/api/authors/register', { json: form })).status).toBe(201);
    const again = await call('POST', '/api/authors/register', { json: { ...form, email: form.email!.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists. Please log in.' });
  });

  it.each([
    ['a 9-digit phone', { phone: '987654321' }, 'phone', 'Phone number must be exactly 10 digits.'],
    ['a missing designation', { designation: '   ' }, 'designation', 'Designation is required'],
    ['an unknown gender', { gender: 'Unknown' }, 'gender', 'Gender must be one of Male, Female, Transgender, Other, Prefer not to say.'],
    ['a malformed email', { email: 'bob@nowhere' }, 'email', 'Please enter a valid email address.'],
    ['passwords that differ', { confirmPassword: 'Different@1' }, 'confirmPassword', 'Passwords do not match!'],
  ])('refuses %s with a message naming the problem', async (_case, change, field, message) => {
    const form = authorForm(change);
    const answer = await call<{ message: string; errors: Record<string, string> }>('POST', '/api/authors/register', { json: form });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[field]).toBe(message);
    // Nothing was created: the details do not sign anyone in.
    const login = await call('POST', '/api/authors/login', { json: { email: form.email, password: form.password } });
    expect(login.status).not.toBe(200);
  });
});

describe('author login', () => {
  it('refuses a wrong password', async () => {
    const answer = await call('POST', '/api/authors/login', { json: { email: demo.author.email, password: 'wrong-password' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid email or password.' });
  });

  it('refuses a reviewer account on the author screen', async () => {
    const answer = await call('POST', '/api/authors/login', { json: { email: demo.reviewer.email, password: demo.reviewer.password } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'This account is not registered as an author.' });
  });

  it('asks for the missing fields', async () => {
    const answer = await call<{ errors: Record<string, string> }>('POST', '/api/authors/login', { json: { email: '', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
});

describe('password reset', () => {
  it('needs both the email and the new password', async () => {
    const answer = await call('POST', '/api/authors/resetpassword', { json: { email: demo.author.email } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Please fill in both email and new password.', errors: { newPassword: 'Please fill in both email and new password.' } });
  });

  it('changes the password only with the code sent to the account email', async () => {
    const author = await newAuthor('reset');
    const first = await call('POST', '/api/authors/resetpassword', { json: { email: author.email, newPassword: 'Changed@456' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, codeSent: true });
    // Knowing the email is not enough: the password is unchanged until the code is used.
    expect((await call('POST', '/api/authors/login', { json: { email: author.email, password: author.password } })).status).toBe(200);

    const wrong = await call('POST', '/api/authors/resetpassword', { json: { email: author.email, newPassword: 'Changed@456', code: 'not-a-code' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'The reset code is invalid or has expired. Request a new one.' });

    const [code] = await resetCodes(author.email);
    expect(code).toBeDefined();
    const done = await call('POST', '/api/authors/resetpassword', { json: { email: author.email, newPassword: 'Changed@456', code: code!.oobCode } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Password updated successfully. You can now log in.' });
    expect((await call('POST', '/api/authors/login', { json: { email: author.email, password: 'Changed@456' } })).status).toBe(200);
    expect((await call('POST', '/api/authors/login', { json: { email: author.email, password: author.password } })).status).toBe(401);
  });

  it('does not tell whether an account exists', async () => {
    const answer = await call<{ message: string }>('POST', '/api/authors/resetpassword', {
      json: { email: uniqueEmail('nobody'), newPassword: 'Whatever@1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^If an account exists for/);
  });
});

describe('reviewer accounts', () => {
  it('signs in the demo reviewer by name', async () => {
    const login = await call<{ reviewer: { name: string } }>('POST', '/api/reviewers/reviewerlogin', { json: demo.reviewer });
    expect(login.status).toBe(200);
    expect(login.body.reviewer.name).toBe('Demo Reviewer');
  });
});

describe('admin login', () => {
  it.each([['the username', demo.admin.username], ['the email', demo.admin.email]])('accepts %s', async (_case, username) => {
    const answer = await call<{ message: string; token: string }>('POST', '/api/admin/login', { json: { username, password: demo.admin.password } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Admin login successful');
    const session = await call<{ role: string }>('GET', '/api/session', { token: await idTokenFor(answer.body.token) });
    expect(session.body.role).toBe('admin');
  });

  it('requires both fields, after trimming', async () => {
    const answer = await call<{ errors: Record<string, string> }>('POST', '/api/admin/login', { json: { username: '  ', password: ' ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'Wrong@2025' }],
    ['an unknown username', { username: 'chair', password: 'Admin@2025' }],
  ])('refuses %s with one message', async (_case, payload) => {
    const answer = await call('POST', '/api/admin/login', { json: payload });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid username or password.' });
  });

  it('refuses an author who knows their own password', async () => {
    const answer = await call('POST', '/api/admin/login', { json: { username: demo.author.email, password: demo.author.password } });
    expect(answer.status).toBe(403);
  });
});

describe('roles', () => {
  it('cannot be granted by a client: a self-made account has no role and is refused', async () => {
    const response = await fetch('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('mallory'), password: 'Mallory@1', returnSecureToken: true }),
    });
    const { idToken } = (await response.json()) as { idToken: string };
    const answer = await call('GET', '/api/session', { token: idToken });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'You do not have permission to do this.' });
  });

  it('keeps an author session working across calls', async () => {
    const token = await loginAs('author', demo.author.email, demo.author.password);
    const answer = await call<{ name: string }>('GET', '/api/session', { token });
    expect(answer.body.name).toBe('Demo Author');
  });
});

describe('request handling', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const answer = await call('GET', '/api/no/such/endpoint');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found.' });
  });

  it('answers a wrong method with 405', async () => {
    const answer = await call('GET', '/api/authors/login');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('asks for JSON when the body is something else', async () => {
    const answer = await call('POST', '/api/authors/login', { body: 'email=a', headers: { 'Content-Type': 'text/plain' } });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
  });

  it('refuses a JSON array body', async () => {
    const answer = await call('POST', '/api/authors/login', { json: [1, 2] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it('refuses a forged token', async () => {
    const answer = await call('GET', '/api/session', { token: 'not.a.token' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Your session is invalid or has expired. Please sign in again.' });
  });
});
