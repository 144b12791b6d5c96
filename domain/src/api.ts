// The HTTP API's paths and the shapes of the answers the SPA reads, shared by client and server.
import type { Role } from './roles';

export const ApiPaths = {
  healthcheck: '/api/healthcheck',
  conferenceRegister: '/conregister',
  authorLogin: '/api/authors/login',
  authorRegister: '/api/authors/register',
  authorResetPassword: '/api/authors/resetpassword',
  reviewerRegister: '/api/reviewers/reviewerregister',
  reviewerLogin: '/api/reviewers/reviewerlogin',
  adminLogin: '/api/admin/login',
  session: '/api/session',
} as const;

/** Every error answer of the API: a 4xx or 5xx status with a message a person can read. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

export interface HealthResponse {
  message: string;
}

/** Login answers carry a custom token the SPA exchanges for a Firebase session. */
export interface LoginResponse {
  success: boolean;
  message: string;
  token: string;
  role: Role;
}

export interface AuthorLoginResponse extends LoginResponse {
  authorId: string;
}

export interface ReviewerLoginResponse extends LoginResponse {
  reviewer: { name: string; email: string };
}

export interface MessageResponse {
  success?: boolean;
  message: string;
}

export interface SessionResponse {
  uid: string;
  role: Role;
  name: string;
  email: string;
}
