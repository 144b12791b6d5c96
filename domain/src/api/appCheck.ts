// App Check on the writes anyone can make: sign-in, registration, password reset, submission and
// payments. The SPA sends an App Check token in this header; the API verifies it and, while enforcement
// is on (APP_CHECK=enforce), refuses a call without a valid one with a 401 (docs/security.md, App Check).
import type { Endpoint, EndpointName } from './endpoints';
import { Endpoints } from './endpoints';

export const AppCheckHeader = 'X-Firebase-AppCheck';

/** The endpoints that take an App Check token. */
export const appCheckEndpointNames = [
  'authorLogin',
  'reviewerLogin',
  'adminLogin',
  'authorRegister',
  'reviewerRegister',
  'authorResetPassword',
  'conferenceRegister',
  'participantRegistration',
  'submitManuscript',
  'submitPayment',
  'recordPayment',
] as const satisfies readonly EndpointName[];

/** Built on first use, so a module that takes only the header's name does not pull in the endpoint table. */
let protectedRoutes: Set<string> | undefined;

/** Whether the endpoint takes an App Check token (by method and path, so a route built from the row counts too). */
export function needsAppCheck(endpoint: Pick<Endpoint, 'method' | 'path'>): boolean {
  protectedRoutes ??= new Set(appCheckEndpointNames.map((name) => `${Endpoints[name].method} ${Endpoints[name].path}`));
  return protectedRoutes.has(`${endpoint.method} ${endpoint.path}`);
}

export const AppCheckMessages = {
  missing: `This request carries no App Check token (${AppCheckHeader} header): use the conference site, or send the token your app gets from Firebase App Check.`,
  invalid: `This request's App Check token (${AppCheckHeader} header) is invalid or expired: reload the page and try again.`,
  /** The 401's description in the API document. */
  described: `No App Check token in the \`${AppCheckHeader}\` header, or one that is invalid or expired (while App Check is enforced)`,
} as const;
