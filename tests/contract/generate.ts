// Requests made from the OpenAPI document alone, with fast-check: values that match a JSON Schema, the
// same with one field made hostile, arbitrary and broken JSON, wrong content types, missing bodies,
// path values that name nothing, and files whose bytes are random, empty or lie about their type.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  contentMediaType?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema & { $ref?: string } }> }>;
  security: Array<Record<string, string[]>>;
  /** The roles a signed-in operation lets in. */
  'x-roles'?: string[];
}

/** A file part of a multipart request. */
export interface FilePart {
  name: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

/** The body of a generated request, as it goes on the wire. */
export type Body =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; files: FilePart[] };

/** One generated request, before the caller's token is added. */
export interface Case {
  variant: string;
  path: string;
  query: Record<string, string>;
  body: Body;
}

/** Strings an attacker tries in any field. */
const hostileStrings = [
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000\u0007\b\r\n\u001b[31m',
  'line\r\nBcc: victim@example.org',
  '\u202eevil\u200b',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '😀'.repeat(300),
  '%00%E0%A4%A',
];

/** Values of the wrong type, or out of any sensible range, for a JSON field. */
const hostileValues: unknown[] = [...hostileStrings, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null, [], {}, [1, 2, 3], { __proto__: null, nested: { deep: ['x'] } }];

/** Path values that name nothing, or are not IDs at all. */
const hostilePathValues = [
  'ICCS25-9999',
  'does-not-exist',
  'x'.repeat(300),
  // A whole segment '..', or '%2e%2e' (which URL parsers read as the same dot segment), is resolved by the
  // client itself, and a segment starting '..%2F' by the Hosting emulator (its 404 page): neither reaches
  // the operation (the hostile table sends those to the function). An escaped traversal inside one segment does.
  '%2e%2e%2fusers',
  '%2F..%2Fetc',
  '__proto__',
  '%E0%A4%A',
  '%',
  'a%00b',
  '%F0%9F%98%80',
  'manuscripts',
  '0',
];

/** Strings matching a pattern; fast-check cannot generate lookaheads, so those are generated without them and filtered. */
function matching(pattern: string): fc.Arbitrary<string> {
  const expression = new RegExp(pattern);
  try {
    return fc.stringMatching(expression);
  } catch {
    return fc.stringMatching(new RegExp(pattern.replace(/\(\?[=!][^()]*\)/g, ''))).filter((value) => expression.test(value));
  }
}

/** Values matching a JSON Schema (the subset that zod's JSON Schema output uses). */
export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => arbitraryFor(member, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return matching(schema.pattern).filter((value) => value.length <= (schema.maxLength ?? Infinity));
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.contentMediaType) return fc.constant('');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200), unit: 'grapheme' });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 8) });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, arbitraryFor(property, depth + 1)]));
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A JSON object's text with one field replaced by a hostile value (or a prototype key added). */
function mutatedJson(base: Record<string, unknown>, fields: string[]): fc.Arbitrary<{ variant: string; text: string }> {
  const names = fields.length > 0 ? fields : ['field'];
  return fc.oneof(
    fc.tuple(fc.constantFrom(...names), fc.constantFrom(...hostileValues)).map(([name, value]) => ({
      variant: `field ${name} = ${JSON.stringify(value)?.slice(0, 40)}`,
      text: JSON.stringify({ ...base, [name]: value }),
    })),
    fc.constantFrom(...names).map((name) => ({ variant: `field ${name} missing`, text: JSON.stringify(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name))) })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => ({
      variant: `${key} key`,
      // JSON.stringify drops a __proto__ key set through an object literal: write it out.
      text: `{"${key}":{"role":"admin","polluted":true},${JSON.stringify(base).slice(1)}`.replace(/,}$/, '}'),
    })),
  );
}

/** Bytes a file part may carry: random, empty, or a type it claims and is not. */
const fileBytes: fc.Arbitrary<{ variant: string; fileName: string; type: string; bytes: Uint8Array }> = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ variant: 'random bytes as a PDF', fileName: 'paper.pdf', type: 'application/pdf', bytes })),
  fc.constant({ variant: 'an empty file', fileName: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() }),
  fc.constant({ variant: 'a PNG named .pdf', fileName: 'paper.pdf', type: 'application/pdf', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }),
  fc.constant({ variant: 'a truncated PDF', fileName: 'paper.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\n') }),
  fc.uint8Array({ minLength: 1, maxLength: 512 }).map((bytes) => ({ variant: 'random bytes as a JPEG', fileName: 'photo.jpg', type: 'image/jpeg', bytes })),
  fc.constant({ variant: 'a script named .pdf', fileName: '../../x.pdf', type: 'text/html', bytes: new TextEncoder().encode('<script>alert(1)</script>') }),
);

/** The path with each parameter filled. */
function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? 'x');
}

/** Generated requests for one operation of the document: each a variant an attacker or a careless client would send. */
export function casesFor(template: string, operation: Operation): fc.Arbitrary<Case> {
  const pathNames = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const pathValues = fc.record(Object.fromEntries(pathNames.map((name) => [name, fc.constantFrom(...hostilePathValues)]))) as fc.Arbitrary<Record<string, string>>;
  const path = pathValues.map((values) => pathWith(template, values));
  const validQuery = fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, arbitraryFor(parameter.schema).map(String)])), {
    requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  }) as fc.Arbitrary<Record<string, string>>;
  const hostileQuery = queryParameters.length === 0
    ? fc.constant({ unexpected: 'x'.repeat(5000) })
    : fc.tuple(validQuery, fc.constantFrom(...queryParameters.map((parameter) => parameter.name)), fc.constantFrom(...hostileStrings)).map(([query, name, value]) => ({ ...query, [name]: value }));
  const query = fc.oneof(validQuery, hostileQuery);

  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  const bodies: Array<fc.Arbitrary<{ variant: string; body: Body }>> = [];
  const text = (contentType: string, value: string) => ({ kind: 'text', contentType, text: value }) as const;
  if (json) {
    const example = json.example ?? {};
    const fields = Object.keys(json.schema.properties ?? {});
    bodies.push(
      fc.constant({ variant: 'the documented example', body: text('application/json', JSON.stringify(example)) }),
      arbitraryFor(json.schema).map((value) => ({ variant: 'a body made from the schema', body: text('application/json', JSON.stringify(value)) })),
      mutatedJson(example, fields).map(({ variant, text: value }) => ({ variant: `the example with ${variant}`, body: text('application/json', value) })),
      fc.jsonValue({ maxDepth: 3 }).map((value) => ({ variant: 'arbitrary JSON', body: text('application/json', JSON.stringify(value) ?? 'null') })),
      fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"a":"\\ud800"}').map((value) => ({ variant: 'broken JSON', body: text('application/json', value) })),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml').map((type) => ({
        variant: `the example as ${type}`,
        body: text(type, JSON.stringify(example)),
      })),
      fc.constant({ variant: 'no body', body: { kind: 'none' } as Body }),
    );
  }
  if (multipart) {
    const schema = multipart.schema;
    const fileNames = Object.entries(schema.properties ?? {}).filter(([, property]) => property.contentMediaType).map(([name]) => name);
    const fieldNames = Object.keys(schema.properties ?? {}).filter((name) => !fileNames.includes(name));
    const example = Object.fromEntries(Object.entries(multipart.example ?? {}).map(([name, value]) => [name, String(value)]));
    const files = fc.array(fileBytes, { minLength: fileNames.length, maxLength: fileNames.length }).map((parts) =>
      parts.map((part, index) => ({ name: fileNames[index]!, fileName: part.fileName, type: part.type, bytes: part.bytes, variant: part.variant })),
    );
    const describeFiles = (parts: Array<{ name: string; variant: string }>) => parts.map((part) => `${part.name}: ${part.variant}`).join(', ');
    bodies.push(
      files.map((parts) => ({ variant: `the documented fields with ${describeFiles(parts) || 'no file'}`, body: { kind: 'multipart', fields: example, files: parts } as Body })),
      fc
        .tuple(fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['field'])), fc.constantFrom(...hostileStrings), files)
        .map(([name, value, parts]) => ({ variant: `the fields with ${name} = ${JSON.stringify(value).slice(0, 40)}`, body: { kind: 'multipart', fields: { ...example, [name]: value }, files: parts } as Body })),
      fc.constant({ variant: 'the fields without their files', body: { kind: 'multipart', fields: example, files: [] } as Body }),
      fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=zzz').map((type) => ({
        variant: `a body sent as ${type} without a valid form`,
        body: text(type, type === 'application/json' ? JSON.stringify(example) : '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated'),
      })),
      fc.constant({ variant: 'no body', body: { kind: 'none' } as Body }),
    );
  }
  if (bodies.length === 0) bodies.push(fc.constant({ variant: 'no body', body: { kind: 'none' } as Body }));
  return fc.tuple(path, query, fc.oneof(...bodies)).map(([filledPath, filledQuery, { variant, body }]) => ({ variant, path: filledPath, query: filledQuery, body }));
}
