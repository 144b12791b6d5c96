// The endpoint table's accounts endpoints: sign-in, the session, registering an account, the password, the admin profile.
import type { z } from 'zod/mini';
import { endpoint, everyRole, examplePerson, forAdmins, forAnyone, type ApiTag, type Endpoint } from './endpoint';
import { ApiPaths } from '../apiPaths';
import { AdminLoginRequest, AdminProfileRequest, AuthorRegistrationRequest, LoginRequest, PasswordResetRequest, ReviewerRegistrationRequest } from '../../validation';
import * as Answers from '../answers';

/** A role's sign-in: anyone may send credentials, the answer's custom token opens a Firebase session, and wrong passwords are counted (409 and 429 alike for every role). */
function signIn<const B extends z.ZodMiniType, const A extends z.ZodMiniType>(spec: {
  path: string;
  summary: string;
  description: string;
  body: B;
  /** When the credentials match no account of the role (401). */
  wrongCredentials: string;
  /** When they are right but the account holds another role (403). */
  wrongRole: string;
  example: Record<string, unknown>;
  answer: A;
}) {
  const { path, summary, description, body, wrongCredentials, wrongRole, example, answer } = spec;
  return endpoint({
    method: 'POST',
    path,
    access: 'public',
    tag: 'Sign-in',
    summary,
    description,
    body: { json: body },
    errors: {
      401: wrongCredentials,
      403: wrongRole,
      409: 'Wrong passwords for this account were counted by several requests at the same moment: try again',
      429: 'Too many wrong passwords for this account: wait for the seconds in Retry-After',
    },
    example,
    answer,
  });
}


/** Creating an account of a role: anyone, once per email address (201; 409 when the address has an account). */
function accountRegistration<const B extends z.ZodMiniType>(spec: { path: string; tag: ApiTag; summary: string; description: string; body: B; example: Record<string, unknown> }) {
  const { path, tag, summary, description, body, example } = spec;
  return endpoint({
    method: 'POST',
    path,
    access: 'public',
    tag,
    summary,
    description,
    success: 201,
    body: { json: body },
    errors: { 409: 'An account with this email already exists' },
    example,
    answer: Answers.MessageAnswer,
  });
}

export const accountsEndpoints = {
  session: endpoint({
    method: 'GET',
    path: ApiPaths.session,
    access: everyRole,
    tag: 'Sign-in',
    summary: "The signed-in caller's account",
    description: 'Any signed-in author, reviewer or admin, about their own account: its ID, role, name and email. Changes nothing.',
    errors: { 404: 'The signed-in account has no profile record' },
    answer: Answers.SessionAnswer,
  }),
  verificationLink: endpoint({
    method: 'POST',
    path: ApiPaths.verificationLink,
    access: everyRole,
    tag: 'Sign-in',
    summary: 'Emails the signed-in person a new link that verifies their address',
    description:
      "Any signed-in author, reviewer or admin whose address is not verified yet (a verified one is told so, and nothing is sent). The site's verification message goes to the account's address through the outbox, with a link to the account page (/account/action) that verifies it; an address receives at most five account messages an hour.",
    errors: { 429: 'Five account messages were sent to this address within the hour: try again after Retry-After seconds' },
    answer: Answers.MessageAnswer,
  }),
  authorLogin: signIn({
    path: ApiPaths.authorLogin,
    summary: 'Author sign-in: answers a custom token for a Firebase session',
    description:
      "Anyone holding an author account's email and password. Wrong passwords are counted: after ten from one address the account is locked for that address (a minute, doubling up to an hour). Changes nothing else and sends no email.",
    body: LoginRequest,
    wrongCredentials: 'The email and password do not match an account',
    wrongRole: 'The password is right but the account is not an author account',
    example: { email: 'asha.rao@example.org', password: 'Monsoon#2025' },
    answer: Answers.AuthorLoginAnswer,
  }),
  authorRegister: accountRegistration({
    path: ApiPaths.authorRegister,
    tag: 'Authors',
    summary: 'Creates an author account',
    description:
      'Anyone, once per email address. Creates the sign-in account with the author role and its profile, and queues the account message that tells the author how to sign in (sent even while notifications are off).',
    body: AuthorRegistrationRequest,
    example: {
      ...examplePerson,
      email: 'asha.rao@example.org',
      password: 'Monsoon#2025',
      confirmPassword: 'Monsoon#2025',
    },
  }),
  authorResetPassword: forAnyone('Authors', {
    method: 'POST',
    path: ApiPaths.authorResetPassword,
    summary: 'Forgot password: without a code emails one; with the code sets the new password',
    description:
      "Anyone, for any account of any role (a new reviewer sets the first password this way too). Without `code`, the site emails the address its reset message, with a link to the account page (/account/action) and the code, and gives the same answer whether or not the address has an account; an address receives at most five such messages an hour. With the code, the new password is set, the address counts as verified and every session of the account is signed out.",
    body: { json: PasswordResetRequest },
    errors: {
      400: 'A field is missing or invalid, or the code is wrong, expired, already used or was issued for another email',
      429: 'Five messages were sent to this address within the hour, or Firebase Authentication refuses more requests for now: try again after the time in Retry-After',
    },
    example: { email: 'asha.rao@example.org', newPassword: 'Backwaters#2025', code: 'Zk1x8QpL3vR7sT9uW2yB4nC6mD0fG5hJ' },
    answer: Answers.PasswordResetAnswer,
  }),
  reviewerRegister: accountRegistration({
    path: ApiPaths.reviewerRegister,
    tag: 'Reviewers',
    summary: 'Creates a reviewer account and emails the link that sets its password',
    description:
      "Anyone, once per email address. Creates a reviewer account whose password nobody knows; the site emails the address the link where its owner sets one, which also verifies the address. When that email cannot be sent the account still exists, and the answer says to use Forgot password.",
    body: ReviewerRegistrationRequest,
    example: { name: 'Ravi Menon', email: 'ravi.menon@example.org' },
  }),
  reviewerLogin: signIn({
    path: ApiPaths.reviewerLogin,
    summary: 'Reviewer sign-in',
    description:
      "Anyone holding a reviewer account's email and password; the answer's custom token opens a Firebase session. Wrong passwords are counted and lock the account for a while, as for authors. Changes nothing else and sends no email.",
    body: LoginRequest,
    wrongCredentials: 'The email and password do not match an account',
    wrongRole: 'The password is right but the account is not a reviewer account',
    example: { email: 'ravi.menon@example.org', password: 'Periyar#2025' },
    answer: Answers.ReviewerLoginAnswer,
  }),
  adminLogin: signIn({
    path: ApiPaths.adminLogin,
    summary: 'Admin sign-in by username',
    description:
      "Anyone holding an admin account's username (or email) and password; the answer's custom token opens a Firebase session. Wrong passwords are counted and lock the account for a while, as for authors. Changes nothing else and sends no email.",
    body: AdminLoginRequest,
    wrongCredentials: 'No admin account has this username, or the password is wrong',
    wrongRole: 'The email and password are right but the account is not an admin account',
    example: { username: 'admin', password: 'Chair#ICCS2025' },
    answer: Answers.AdminLoginAnswer,
  }),
  adminProfile: forAdmins('Admin', {
    method: 'POST',
    path: ApiPaths.adminProfile,
    summary: "Changes the signed-in admin's name, email or password (the current password is required)",
    description:
      "An admin, for their own account; wrong current passwords count toward the same lock as sign-in. Changes the account's name, email and (when given) password and its profile; a changed email or password ends its sessions, so the answer carries a fresh custom token. Sends no email.",
    body: { json: AdminProfileRequest },
    errors: {
      400: 'A field is missing or invalid, or the current password is wrong',
      409: 'Another account has this email, or wrong passwords were counted by several requests at the same moment: try again',
      429: 'Too many wrong current passwords: wait for the seconds in Retry-After',
    },
    example: { name: 'Meera Krishnan', email: 'chair@example.org', currentPassword: 'Chair#ICCS2025', newPassword: 'Chair#ICCS2025-b' },
    answer: Answers.AdminProfileAnswer,
  }),
} as const satisfies Record<string, Endpoint>;
