import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import type { AuthorRegistrationInput } from '../../../api/accounts/registerAuthor';
import { confirmationMessage, registerAndSignIn, type RegistrationSteps } from './registration';

describe('confirmationMessage', () => {
  it('says nothing before a confirmation is typed', () => {
    expect(confirmationMessage('Secret@1', '')).toBeUndefined();
  });

  it('says the passwords do not match while they differ', () => {
    expect(confirmationMessage('Secret@1', 'Secret')).toBe('Passwords do not match!');
    expect(confirmationMessage('', 'Secret@1')).toBe('Passwords do not match!');
  });

  it('says nothing once they are equal', () => {
    expect(confirmationMessage('Secret@1', 'Secret@1')).toBeUndefined();
  });
});

const fields = ['name', 'email', 'phone'] as const;
const authorBob: AuthorRegistrationInput = {
  name: 'Bob Author',
  gender: 'Male',
  designation: 'Lecturer',
  organization: 'Example Institute',
  phone: '9876501234',
  address: '7 Hill Road',
  email: ' bob@example.org ',
  password: ' Bob@2025',
  confirmPassword: ' Bob@2025',
};

function steps(overrides: Partial<RegistrationSteps> = {}): RegistrationSteps {
  return { register: vi.fn(async () => ({ message: 'Registration successful!' })), onRegistered: vi.fn(), signIn: vi.fn(async () => {}), ...overrides };
}

describe('registerAndSignIn', () => {
  it('signs the new author in with the email and password just registered', async () => {
    const flow = steps();
    expect(await registerAndSignIn(authorBob, fields, flow)).toEqual({ kind: 'signedIn' });
    expect(flow.register).toHaveBeenCalledWith(authorBob);
    expect(flow.onRegistered).toHaveBeenCalledOnce();
    expect(flow.signIn).toHaveBeenCalledWith({ email: 'bob@example.org', password: ' Bob@2025' });
  });

  it('does not sign in when the server refuses the registration, and gives its reason and field errors', async () => {
    const flow = steps({
      register: vi.fn(async () => {
        throw new ApiRequestError(400, 'Phone number must be exactly 10 digits.', { phone: 'Phone number must be exactly 10 digits.' });
      }),
    });
    expect(await registerAndSignIn(authorBob, fields, flow)).toEqual({
      kind: 'refused',
      notice: { severity: 'error', text: 'Registration failed: Phone number must be exactly 10 digits.' },
      errors: { phone: 'Phone number must be exactly 10 digits.' },
    });
    expect(flow.onRegistered).not.toHaveBeenCalled();
    expect(flow.signIn).not.toHaveBeenCalled();
  });

  it('asks to try again when the server fails or cannot be reached', async () => {
    const flow = steps({
      register: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(await registerAndSignIn(authorBob, fields, flow)).toEqual({ kind: 'refused', notice: { severity: 'error', text: 'Server error. Please try again.' }, errors: {} });
  });

  it('tells a registered author whose sign-in failed why, without registering again', async () => {
    const refused = steps({
      signIn: vi.fn(async () => {
        throw new ApiRequestError(429, 'Too many attempts. Try again in a minute.');
      }),
    });
    expect(await registerAndSignIn(authorBob, fields, refused)).toEqual({
      kind: 'registered',
      notice: { severity: 'warning', text: 'Registration successful! Login failed: Too many attempts. Try again in a minute.' },
    });
    expect(refused.register).toHaveBeenCalledOnce();

    const offline = steps({
      signIn: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(await registerAndSignIn(authorBob, fields, offline)).toEqual({
      kind: 'registered',
      notice: { severity: 'warning', text: 'Registration successful! Login failed: Server error. Please try again.' },
    });
  });
});
