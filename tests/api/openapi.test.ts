// The OpenAPI document served at /api/openapi.json: a standard validator accepts it, it describes every
// route the router serves with its method, parameters and bodies, and the requests and answers it
// describes are the ones the API really takes and gives.
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPaths, Endpoints, Messages, declaredStatuses, needsAppCheck, successStatus } from '@confsys/domain';
import { routes } from '../../functions/src/api/routes';
import { call, demo, loginAs } from '../support/emulator';
import { callRouter } from '../support/inProcess';

interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security: Array<Record<string, string[]>>;
  'x-roles'?: string[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let document: Document;

beforeAll(async () => {
  const answer = await call<Document>('GET', ApiPaths.openapi);
  expect(answer.status).toBe(200);
  document = answer.body;
});

/** `/api/x/:id` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route of the router, with its method, and nothing else', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(described.sort()).toEqual(routes.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: parameters, body, answer and sign-in as the route table says', (_key, route) => {
    const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
    expect(operation.operationId).toBe(route.name);
    const pathParameters = (route.path.match(/:(\w+)/g) ?? []).map((name) => name.slice(1));
    expect(operation.parameters?.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) ?? []).toEqual(pathParameters);
    // A signed-in route asks for the ID token; the public writes App Check guards ask for its token instead.
    expect(operation.security.some((scheme) => 'firebaseIdToken' in scheme)).toBe(route.access !== 'public');
    // Its roles are the ones the router lets in, the callers the contract fuzz sends each case as.
    expect(operation['x-roles']).toEqual(route.access === 'public' ? undefined : [...route.access]);
    expect(operation.security.some((scheme) => 'firebaseAppCheck' in scheme)).toBe(needsAppCheck(route));
    if (route.body && 'json' in route.body) expect(Object.keys(operation.requestBody!.content)).toEqual(['application/json']);
    else if (route.body) expect(Object.keys(operation.requestBody!.content)).toEqual(['multipart/form-data']);
    else expect(operation.requestBody).toBeUndefined();
    // The success status the route table gives (201 where it creates), and the statuses it declares, exactly.
    expect(operation.responses[String(successStatus(route))]?.content).toBeDefined();
    expect(Object.keys(operation.responses).map(Number).sort((a, b) => a - b)).toEqual(declaredStatuses(route).sort((a, b) => a - b));
  });

  it('names the fields a form sends, required ones as required, and its files', () => {
    const register = document.paths['/api/authors/register']!.post!.requestBody!.content['application/json']!.schema;
    expect(register.required).toEqual(['name', 'gender', 'designation', 'organization', 'phone', 'address', 'email', 'password', 'confirmPassword']);
    const submit = document.paths['/api/authors/submit']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(Object.keys(submit.properties ?? {}).sort()).toEqual(['abstract', 'authorId', 'authorsDetails', 'excludedReviewers', 'file', 'keywords', 'title', 'topics']);
    expect(submit.required).toContain('file');
    const payment = document.paths['/api/authors/submit-payment']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(payment.required).not.toContain('receipt');
  });
});

describe('requests refused by their schema', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await loginAs('admin', demo.admin.username, demo.admin.password);
  });

  it('answers 400 with every field named, before anything runs', async () => {
    const answer = await call<{ message: string; errors: Record<string, string> }>('POST', ApiPaths.authorRegister, { json: { name: 'Ann', email: 'not-an-email', password: 'abc', confirmPassword: 'abd' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      gender: 'Gender is required',
      designation: 'Designation is required',
      organization: 'Organization is required',
      phone: 'Phone is required',
      address: 'Address is required',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Passwords do not match!',
    });
    expect(answer.body.message).toBe('Gender is required');
  });

  it('refuses a decision that is neither Accepted nor Rejected, naming the field', async () => {
    const answer = await call<{ message: string; errors: Record<string, string> }>('POST', ApiPaths.updateStatus, { token: admin, json: { paperId: 'ICCS25-0001', status: 'Published' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'status must be Accepted or Rejected.', errors: { status: 'status must be Accepted or Rejected.' } });
  });

  it('checks the query too', async () => {
    const answer = await call<{ message: string }>('GET', '/api/reviews/getReviewComments', { token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Paper ID is required');
  });
});

describe('answers checked against their schema (npm test sets API_CHECK_ANSWERS)', () => {
  it('turns an answer of another shape into a 500, and passes one of the right shape', async () => {
    expect(process.env.API_CHECK_ANSWERS).toBe('1');
    const strayed = await callRouter([{ ...Endpoints.healthcheck, name: 'healthcheck', handler: async () => ({ status: 'up' }) }], 'GET', ApiPaths.healthcheck);
    expect(strayed.status).toBe(500);
    const right = await callRouter([{ ...Endpoints.healthcheck, name: 'healthcheck', handler: async () => ({ message: 'up' }) }], 'GET', ApiPaths.healthcheck);
    expect(right).toMatchObject({ status: 200, body: { message: 'up' } });
  });

  it('answers a transaction that lost a race 409 (try again), whether Firestore or its emulator reports it', async () => {
    const failing = (error: Error) => [{ ...Endpoints.invitation, name: 'invitation' as const, handler: async () => Promise.reject(error) }];
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });
    for (const lost of [aborted, closed]) {
      expect(await callRouter(failing(lost), 'GET', ApiPaths.invitation('a1b2c3'))).toMatchObject({ status: 409, body: { message: Messages.tryAgainConcurrent } });
    }
    // Another invalid argument is the server's fault, not a race.
    const other = Object.assign(new Error('3 INVALID_ARGUMENT: Property name is invalid.'), { code: 3 });
    expect((await callRouter(failing(other), 'GET', ApiPaths.invitation('a1b2c3'))).status).toBe(500);
  });
});
