// The OpenAPI 3.1 document of the whole API, made from the endpoint table: every endpoint with its
// parameters, request body, answer and error answers. Served at /api/openapi.json.
import { z } from 'zod/mini';
import { ApiErrorSchema } from './answers';
import { pathParameter } from './apiPaths';
import { conference } from '../conference/conference';
import { defaultIdentity } from '../conference/builtIdentity';
import { AppCheckHeader, needsAppCheck } from './appCheck';
import { declaredErrors, successStatus } from './contract';
import { ApiTags, Endpoints, isFileAnswer, type Endpoint } from './endpoints';
import { uploadRules } from '../files';
import { EditionHeader, editionIdPattern } from '../editions/edition';

type JsonSchema = Record<string, unknown>;

/** A request or answer schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its $schema line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** `/api/admin/publish/:paperId` as OpenAPI writes it, `/api/admin/publish/{paperId}`, with the parameters' names. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path
    .split('/')
    .map((segment) => {
      const parameter = pathParameter(segment);
      if (!parameter) return segment;
      names.push(parameter.name);
      return `{${parameter.name}}${parameter.suffix}`;
    })
    .join('/');
  return { path: converted, names };
}

function queryParameters(query: z.ZodMiniType | undefined) {
  if (!query) return [];
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(endpoint: Endpoint) {
  const body = endpoint.body;
  if (!body) return undefined;
  const example = endpoint.example ? { example: endpoint.example } : {};
  if ('json' in body) {
    return { description: 'A JSON object', required: true, content: { 'application/json': { schema: jsonSchema(body.json, 'input'), ...example } } };
  }
  const fields = jsonSchema(body.multipart, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const properties: Record<string, JsonSchema> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  const files: Record<string, string> = {};
  for (const part of body.files) {
    const rules = uploadRules[part.upload];
    const what = `A ${rules.types.join(', ')} file of at most ${rules.maxBytes / (1024 * 1024)} MB`;
    properties[part.name] = { type: 'string', contentMediaType: 'application/octet-stream', description: what };
    files[part.name] = `(${what.charAt(0).toLowerCase()}${what.slice(1)})`;
    if (part.required) required.push(part.name);
  }
  return {
    description: body.files.length > 0 ? 'A multipart form: the fields as text, and the files' : 'A multipart form of text fields',
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required }, ...(endpoint.example ? { example: { ...endpoint.example, ...files } } : {}) } },
  };
}

function answer(endpoint: Endpoint) {
  if (isFileAnswer(endpoint.answer)) {
    return { description: 'The file', content: Object.fromEntries(endpoint.answer.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) };
  }
  return {
    description: successStatus(endpoint) === 201 ? 'Created' : 'Success',
    content: { 'application/json': { schema: jsonSchema(endpoint.answer, 'output') } },
  };
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

function operation(name: string, endpoint: Endpoint, parameters: unknown[]) {
  const roles = endpoint.access === 'public' ? null : endpoint.access;
  const who = roles ? `Signed in as: ${roles.join(', ')}.` : 'No sign-in.';
  const errors = declaredErrors(endpoint);
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `${who} ${endpoint.description}`,
    security: [{ ...(roles ? { firebaseIdToken: [] } : {}), ...(needsAppCheck(endpoint) ? { firebaseAppCheck: [] } : {}) }].filter((scheme) => Object.keys(scheme).length > 0),
    // The roles let in, for a client to read (the description says it in words). Not the ID token's scopes:
    // the linters hold scopes to OAuth's, and a bearer token declares none.
    ...(roles ? { 'x-roles': [...roles] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: requestBody(endpoint) } : {}),
    responses: {
      [String(successStatus(endpoint))]: answer(endpoint),
      ...Object.fromEntries(Object.entries(errors).map(([status, description]) => [status, errorAnswer(description)])),
      '500': errorAnswer('An internal error; try again later'),
    },
  };
}

/** Every signed-in operation may name the edition it acts on (a read answered from an archived edition; a change to one refused). */
const editionParameter = {
  name: EditionHeader,
  in: 'header',
  required: false,
  description: 'The edition to read from (the current one when absent): an archived edition answers reads as it stood, and refuses changes with 403.',
  schema: { type: 'string', pattern: editionIdPattern.source },
};

/** The OpenAPI 3.1 document of every endpoint of the table. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(Endpoints) as Array<[string, Endpoint]>) {
    const { path, names } = openApiPath(endpoint.path);
    const parameters = [
      ...names.map((parameter) => ({ name: parameter, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(endpoint.query),
      ...(endpoint.access === 'public' ? [] : [editionParameter]),
    ];
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, parameters) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${conference.shortName} conference API`,
      version: '1.0.0',
      description: [
        `The HTTP API of the ${defaultIdentity.title} site: registration, submission, payment, review, decisions and publication.`,
        '',
        '**Signing in.** Call the sign-in operation of your role (`POST /api/authors/login`, `/api/reviewers/reviewerlogin` or `/api/admin/login`). ' +
          'It answers a Firebase custom token: exchange it for an ID token with Firebase Authentication (`signInWithCustomToken`, or the REST call ' +
          '`accounts:signInWithCustomToken`), then send `Authorization: Bearer <ID token>` on every signed-in operation. An ID token lasts an hour.',
        '',
        '**Errors.** Every refusal is a JSON object `{ message, errors? }`: `message` says what is wrong, and `errors` maps each invalid field to its message. ' +
          'Each operation lists the statuses it can answer and when. A 429 carries `Retry-After`.',
      ].join('\n'),
      contact: { name: `${conference.shortName} organising committee`, email: defaultIdentity.contactEmail },
      license: { name: 'CC-BY-4.0', identifier: 'CC-BY-4.0' },
    },
    servers: [{ url: '/', description: 'This site' }],
    tags: Object.entries(ApiTags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ApiErrorSchema, 'output') },
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Authentication ID token' },
        firebaseAppCheck: {
          type: 'apiKey',
          in: 'header',
          name: AppCheckHeader,
          description: 'A Firebase App Check token (reCAPTCHA Enterprise on the site) on the writes anyone can make: sign-in, registration, submission, payments. While App Check is enforced, a call without a valid one is refused with 401.',
        },
      },
    },
  };
}
