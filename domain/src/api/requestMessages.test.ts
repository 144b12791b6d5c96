// Every field of every request schema in the endpoint table answers a wrong value with a message that
// says what the field must be, never zod's generic "Invalid input" or "Invalid option": each JSON body's
// example is walked field by field (nested ones too) with values of the wrong type, and each query and
// form is sent with a field missing or of the wrong type.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { Endpoints, type Endpoint } from './endpoints';
import { checkRequest } from '../validation';

const zodDefault = /^(Invalid input|Invalid option|Invalid element|Invalid key|Invalid union|Too small|Too big|Unrecognized key|Expected)/;

type Path = ReadonlyArray<string | number>;

/** Values of another type than `value`'s. */
function wrongValues(value: unknown): unknown[] {
  if (typeof value === 'string') return [12345, {}, null, []];
  if (typeof value === 'number') return ['twelve', {}, null, true];
  if (typeof value === 'boolean') return ['yes', 1, null];
  if (Array.isArray(value)) return ['text', 5, {}, null, [{}], [5]];
  if (value !== null && typeof value === 'object') return ['text', 5, [], null];
  return ['text', 5, {}, []];
}

/** Every path in an example: its fields, nested fields, and the first item of each list. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return value.length > 0 ? [...here, ...pathsOf(value[0], [...at, 0])] : here;
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, field]) => pathsOf(field, [...at, key]))];
  return here;
}

const valueAt = (value: unknown, path: Path): unknown => path.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);
function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValue((value as Record<string | number, unknown>)[head], rest, replacement);
  return copy;
}

interface Case {
  endpoint: string;
  field: string;
  sent: string;
  errors: Record<string, string>;
}

const endpoints = Object.entries(Endpoints) as Array<[string, Endpoint]>;

function jsonCases(): Case[] {
  return endpoints.flatMap(([name, endpoint]) => {
    const schema = endpoint.body && 'json' in endpoint.body ? endpoint.body.json : null;
    if (!schema) return [];
    const example = endpoint.example;
    return pathsOf(example).flatMap((path) =>
      wrongValues(valueAt(example, path)).map((wrong) => ({
        endpoint: name,
        field: path.join('.'),
        sent: JSON.stringify(wrong),
        errors: checkRequest(schema, withValue(example, path, wrong)).errors ?? {},
      })),
    );
  });
}

/** The fields of an object schema (a query or a form). */
const fieldsOf = (schema: z.ZodMiniType): string[] => Object.keys((schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {});

function formCases(): Case[] {
  return endpoints.flatMap(([name, endpoint]) =>
    [endpoint.query, endpoint.body && 'multipart' in endpoint.body ? endpoint.body.multipart : undefined].flatMap((schema) =>
      schema
        ? fieldsOf(schema).flatMap((field) =>
            [undefined, 5, ['a', 'b'], {}].map((wrong) => ({ endpoint: name, field, sent: JSON.stringify(wrong) ?? 'nothing', errors: checkRequest(schema, { [field]: wrong }).errors ?? {} })),
          )
        : [],
    ),
  );
}

describe('request messages', () => {
  const cases = [...jsonCases(), ...formCases()];

  it('walks every request schema of the endpoint table', () => {
    const withFields = endpoints
      .filter(([, endpoint]) => (endpoint.query && fieldsOf(endpoint.query).length > 0) || (endpoint.body && ('json' in endpoint.body ? pathsOf(endpoint.example).length > 0 : fieldsOf(endpoint.body.multipart).length > 0)))
      .map(([name]) => name);
    expect(withFields.length).toBeGreaterThanOrEqual(60);
    expect([...new Set(cases.map((item) => item.endpoint))].sort()).toEqual(withFields.sort());
  });

  it('never answers with zod\'s generic text', () => {
    const generic = cases.flatMap(({ endpoint, field, sent, errors }) =>
      Object.entries(errors)
        .filter(([, message]) => zodDefault.test(message))
        .map(([key, message]) => `${endpoint}: ${field} = ${sent} -> ${key}: ${message}`),
    );
    expect(generic).toEqual([]);
  });

  it('reports a JSON field of the wrong type under that field, or the request when the body is one of several shapes', () => {
    const misplaced = jsonCases()
      .filter(({ errors }) => Object.keys(errors).length > 0)
      .filter(({ field, errors }) => !Object.keys(errors).some((key) => key === '' || key === field || key.startsWith(`${field}.`) || field.startsWith(`${key}.`)))
      .map(({ endpoint, field, errors }) => `${endpoint}: ${field} -> ${Object.keys(errors).join(', ')}`);
    expect(misplaced).toEqual([]);
  });

  it('says what a field must be, by its name', () => {
    const { saveFees, authorResetPassword } = Endpoints;
    expect(checkRequest(saveFees.body.json, { ...saveFees.example, signatory: 'Dr. P. Lakshmi' }).errors).toEqual({ signatory: 'signatory must be an object with name, designation and image.' });
    expect(checkRequest(saveFees.body.json, { ...saveFees.example, categories: [5] }).errors).toEqual({ 'categories.0': 'categories.0 must be an object with id, label, inPerson and online.' });
    expect(checkRequest(authorResetPassword.body.json, { ...authorResetPassword.example, code: 12345 }).errors).toEqual({ code: 'code must be text.' });
    expect(checkRequest(Endpoints.submitManuscript.body.multipart, { title: 'A title' }).errors).toMatchObject({ abstract: 'abstract is required.', keywords: 'keywords is required.' });
  });
});
