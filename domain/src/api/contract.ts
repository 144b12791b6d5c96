// What each endpoint can answer: its success status and every error status with when it happens. The
// OpenAPI document declares exactly these, and in the test suites the router refuses to send any other
// (API_CHECK_ANSWERS), so the document and the API cannot drift apart.
import type { Endpoint, ErrorStatus } from './endpoints';
import { AppCheckMessages, needsAppCheck } from './appCheck';
import { EditionHeader } from '../editions/edition';

/** Whether a path pattern names a record (`/api/admin/publish/:paperId`). */
export const hasPathParameters = (endpoint: Pick<Endpoint, 'path'>): boolean => endpoint.path.includes('/:');

/** The statuses an endpoint's shape implies, with the generic description of each. */
function impliedErrors(endpoint: Endpoint): Partial<Record<ErrorStatus, string>> {
  const guarded = endpoint.access !== 'public';
  const implied: Partial<Record<ErrorStatus, string>> = {};
  // A body that claims to be JSON must parse, even where the operation takes none (any other body is ignored there).
  implied[400] =
    hasPathParameters(endpoint) || endpoint.query || endpoint.body
      ? 'A parameter or a field is missing or invalid, the address holds a malformed escape, or the JSON body does not parse; `errors` names each field with its message'
      : 'A body was sent that claims to be JSON and does not parse (this operation takes no body)';
  const bearer = 'No `Authorization: Bearer` ID token, or one that is invalid, expired or revoked';
  if (guarded || needsAppCheck(endpoint)) implied[401] = [guarded ? bearer : null, needsAppCheck(endpoint) ? AppCheckMessages.described : null].filter(Boolean).join('; or ');
  if (guarded) {
    implied[403] = `The token's role may not call this operation (it is for: ${(endpoint.access as readonly string[]).join(', ')}); or it names an archived edition (${EditionHeader}, or a paper of it) and changes something, or reads as one of its reviewers`;
  }
  const noEdition = `the ${EditionHeader} header names no current or archived edition`;
  if (hasPathParameters(endpoint)) implied[404] = `The address names no such record, or a value that is not an ID${guarded ? `; or ${noEdition}` : ''}`;
  else if (guarded) implied[404] = `The ${noEdition.slice(4)}`;
  if (endpoint.body && 'multipart' in endpoint.body && endpoint.body.files.length > 0) implied[413] = 'A file is larger than its upload limit';
  if (endpoint.body) {
    implied[415] = 'multipart' in endpoint.body ? 'The body is not multipart/form-data, or it is compressed' : 'The body is not JSON in UTF-8 (Content-Type application/json), or it is compressed';
  }
  return implied;
}

/** Every error status the endpoint can answer, with when it happens: the implied ones, made precise by its own. */
export function declaredErrors(endpoint: Endpoint): Partial<Record<ErrorStatus, string>> {
  const declared = { ...impliedErrors(endpoint), ...endpoint.errors };
  // An endpoint's own 401 (a wrong password) comes on top of App Check's, which it does not replace.
  if (needsAppCheck(endpoint) && endpoint.errors?.[401]) declared[401] = `${endpoint.errors[401]}; or ${AppCheckMessages.described}`;
  return Object.fromEntries(Object.entries(declared).sort(([a], [b]) => Number(a) - Number(b)));
}

/** The success status of an endpoint. */
export const successStatus = (endpoint: Pick<Endpoint, 'success'>): 200 | 201 => endpoint.success ?? 200;

/** Every status the endpoint may answer (success and errors); 500, an internal failure, is declared on every operation. */
export function declaredStatuses(endpoint: Endpoint): number[] {
  return [successStatus(endpoint), ...Object.keys(declaredErrors(endpoint)).map(Number), 500];
}
