// The message of a request field that fails a schema without a message of its own: zod's generic text
// ("Invalid input: expected object, received string") becomes one that names the field and says what it
// must be ("signatory must be an object with name, designation and image."), worked out from the schema
// at the field's path. Messages the schemas give themselves are kept as they are.
import type { z } from 'zod/mini';

/** zod's own messages, which say neither which field nor what it must hold in the product's words. */
const zodDefault = /^(Invalid input|Invalid option|Invalid element|Invalid key|Invalid union|Invalid string|Invalid number|Invalid date|Invalid value|Too small|Too big|Unrecognized key|Expected)/;

/** A zod schema's definition, as far as these messages read it. */
interface Definition {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: readonly Schema[];
  valueType?: Schema;
  entries?: Record<string, unknown>;
  values?: readonly unknown[];
}
interface Schema {
  _zod: { def: Definition };
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success', 'lazy']);

/** The schema under its wrappers (optional, nullable, default, a pipe's input). */
function unwrap(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = current._zod.def;
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

/** The schema of the field at `path`, when the schema says. */
function schemaAt(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const segment of path) {
    const def: Definition | undefined = unwrap(current)?._zod.def;
    if (!def) return undefined;
    if (def.type === 'object') current = def.shape?.[String(segment)];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'union') current = def.options?.map((option: Schema) => unwrap(option)?._zod.def.shape?.[String(segment)]).find((found: Schema | undefined) => found !== undefined);
    else return undefined;
  }
  return current;
}

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const quoted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');

/** What a value of the schema is, in words: "an object with name and designation", "a list of text". */
function describe(schema: Schema | undefined, depth = 0): string | null {
  const inner = unwrap(schema);
  if (!inner) return null;
  const def = inner._zod.def;
  const nullable = schema && schema._zod.def.type === 'nullable' ? ' or null' : '';
  switch (def.type) {
    case 'object':
      return `an object with ${list(Object.keys(def.shape ?? {}))}${nullable}`;
    case 'array': {
      const element = depth < 1 ? describe(def.element, depth + 1) : null;
      return `a list${element ? ` of ${element.replace(/^an? /, '')}s`.replace(/ss$/, 's') : ''}${nullable}`;
    }
    case 'string':
      return `text${nullable}`;
    case 'number':
    case 'int':
      return `a number${nullable}`;
    case 'boolean':
      return `true or false${nullable}`;
    case 'enum':
      return `one of ${quoted(Object.values(def.entries ?? {}))}${nullable}`;
    case 'literal':
      return `${quoted(def.values ?? [])}${nullable}`;
    case 'union': {
      const options = (def.options ?? []).map((option) => describe(option, depth + 1)).filter((text): text is string => text !== null);
      return options.length > 0 ? `${[...new Set(options)].join(' or ')}${nullable}` : null;
    }
    case 'record':
      return `an object${nullable}`;
    default:
      return null;
  }
}

/** The value the request holds at `path` (undefined when it holds none). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** A zod issue, as much of it as the message needs. */
type Issue = z.core.$ZodIssue;

/** The message for a failed field: the schema's own, or one naming the field and what it must be. */
export function requestMessage(schema: z.ZodMiniType, issue: Issue, input: unknown): string {
  if (!zodDefault.test(issue.message)) return issue.message;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'The request';
  const expected = () => describe(schemaAt(schema as unknown as Schema, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return `${field} is required.`;
      return `${field} must be ${expected() ?? `of type ${issue.expected}`}.`;
    case 'invalid_value':
      return `${field} must be one of ${quoted(issue.values)}.`;
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return `${field} must be at least ${String(issue.minimum)}.`;
      return `${field} must have at least ${String(issue.minimum)} ${issue.origin === 'string' ? 'characters' : 'items'}.`;
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') return `${field} must be at most ${String(issue.maximum)}.`;
      return `${field} may have at most ${String(issue.maximum)} ${issue.origin === 'string' ? 'characters' : 'items'}.`;
    case 'unrecognized_keys':
      return `${field === 'The request' ? 'The request' : field} does not take ${list(issue.keys)}.`;
    case 'invalid_format':
      return `${field} must be ${issue.format === 'regex' ? 'in the documented format' : `a valid ${issue.format}`}.`;
    default:
      return `${field} must be ${expected() ?? 'as the API reference describes it'}.`;
  }
}
