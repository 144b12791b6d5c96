// The OpenAPI document, byte for byte as /api/openapi.json answers it (Express's compact JSON), against
// the copy kept in tests/fixtures/openapi.json: a reshaping of the endpoint table that changes no
// endpoint leaves it as it was. A change to the API rewrites the copy on purpose:
// `OPENAPI_FIXTURE=write npx vitest run --project unit domain/src/api/openapiFixture.test.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

const fixture = new URL('../../../tests/fixtures/openapi.json', import.meta.url);

/** Where two texts first part, with a little of each around it (the document is one long line). */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
  return `at character ${at}:\n  now:     …${around(actual)}…\n  fixture: …${around(expected)}…`;
}

describe('the OpenAPI document', () => {
  it('is the one kept in tests/fixtures/openapi.json, byte for byte', () => {
    const served = JSON.stringify(openApiDocument());
    if (process.env.OPENAPI_FIXTURE === 'write') writeFileSync(fixture, served);
    expect(firstDifference(served, readFileSync(fixture, 'utf8'))).toBeUndefined();
  });
});
