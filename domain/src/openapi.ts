// The OpenAPI 3.1 document of the whole API, made from the endpoint table: every endpoint with its
// parameters, request body, answer and error answers. Served at /api/openapi.json.
import { z } from 'zod/mini';
import { ApiErrorSchema } from './api';
import { conference } from './conference';
import { Endpoints, isFileAnswer, type Endpoint } from './endpoints';
import { uploadRules } from './files';

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
      if (!segment.startsWith(':')) return segment;
      names.push(segment.slice(1));
      return `{${segment.slice(1)}}`;
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

function requestBody(body: Endpoint['body']) {
  if (!body) return undefined;
  if ('json' in body) return { required: true, content: { 'application/json': { schema: jsonSchema(body.json, 'input') } } };
  const fields = jsonSchema(body.multipart, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const properties: Record<string, JsonSchema> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  for (const part of body.files) {
    const rules = uploadRules[part.upload];
    properties[part.name] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A ${rules.types.join(', ')} file of at most ${rules.maxBytes / (1024 * 1024)} MB`,
    };
    if (part.required) required.push(part.name);
  }
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
}

function answer(endpoint: Endpoint) {
  if (isFileAnswer(endpoint.answer)) {
    return { description: 'The file', content: Object.fromEntries(endpoint.answer.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) };
  }
  return { description: 'Success', content: { 'application/json': { schema: jsonSchema(endpoint.answer, 'output') } } };
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

function operation(name: string, endpoint: Endpoint, parameters: unknown[]) {
  const roles = endpoint.access === 'public' ? null : endpoint.access;
  const guarded = roles !== null;
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(roles ? { description: `For: ${roles.join(', ')}.`, security: [{ firebaseIdToken: [] }] } : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: requestBody(endpoint.body) } : {}),
    responses: {
      '200': answer(endpoint),
      '400': errorAnswer('The request is malformed or a field is invalid; `errors` names the fields'),
      ...(guarded ? { '401': errorAnswer('Not signed in'), '403': errorAnswer('Signed in, but not allowed') } : {}),
      '404': errorAnswer('Not found'),
      '409': errorAnswer('Refused in the current state'),
      '429': errorAnswer('Too many attempts; Retry-After says when to try again'),
      '500': errorAnswer('An internal error'),
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint of the table. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(Endpoints) as Array<[string, Endpoint]>) {
    const { path, names } = openApiPath(endpoint.path);
    const parameters = [
      ...names.map((parameter) => ({ name: parameter, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParameters(endpoint.query),
    ];
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, parameters) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${conference.shortName} conference API`,
      version: '1.0.0',
      description:
        'The HTTP API of the conference site: registration, submission, payment, review, decisions and publication. ' +
        'Signed-in endpoints take a Firebase ID token as `Authorization: Bearer <token>`; the login endpoints answer a custom token to exchange for one.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(ApiErrorSchema, 'output') },
      securitySchemes: { firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase Authentication ID token' } },
    },
  };
}
