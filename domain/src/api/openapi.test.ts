// The OpenAPI document as integrators' tools read it: Spectral's spectral:oas ruleset and Redocly's
// recommended rules find nothing, not even a warning; every operation is tagged and described; every
// example body is one its endpoint accepts; each operation declares what its endpoint can answer.
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { AppCheckHeader, appCheckEndpointNames } from './appCheck';
import { declaredErrors, declaredStatuses } from './contract';
import { ApiTags, Endpoints, type Endpoint } from './endpoints';
import { openApiDocument } from './openapi';
import { checkRequest } from '../validation';

type Operation = {
  tags?: string[];
  description?: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { description: string }>;
};
const document = openApiDocument() as { paths: Record<string, Record<string, Operation>>; info: Record<string, unknown>; tags: Array<{ name: string }> };
const source = JSON.stringify(document, null, 2);
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const endpoints = Object.entries(Endpoints) as Array<[string, Endpoint]>;

describe('the OpenAPI document under the linters', () => {
  it("passes Spectral's spectral:oas ruleset with no problem of any severity", async () => {
    const spectral = new Spectral();
    spectral.setRuleset(oas as RulesetDefinition);
    const problems = await spectral.run(new Document(source, Parsers.Json, 'openapi.json'));
    expect(problems.map((problem) => `${problem.code} at ${problem.path.join('.')}: ${problem.message}`)).toEqual([]);
  });

  it("passes Redocly's recommended rules with no problem of any severity", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? ''}: ${problem.message}`)).toEqual([]);
  });
});

describe('what the document says of each operation', () => {
  it('has contact and licence information, and describes every tag it uses', () => {
    expect(document.info.contact).toMatchObject({ email: expect.stringContaining('@') });
    expect(document.info.license).toMatchObject({ identifier: expect.any(String) });
    const used = new Set(operations.flatMap((operation) => operation.tags ?? []));
    expect([...used].sort()).toEqual(Object.keys(ApiTags).sort());
  });

  it('tags and describes every operation, naming who may call it', () => {
    for (const operation of operations) {
      expect(operation.tags).toHaveLength(1);
      expect(operation.description).toMatch(/^(No sign-in\.|Signed in as: [a-z, ]+\.) \S/);
    }
  });

  it.each(endpoints.filter(([, endpoint]) => endpoint.body))('%s: its example body is one the endpoint accepts', (_name, endpoint) => {
    expect(endpoint.example).toBeDefined();
    const schema = endpoint.body && ('json' in endpoint.body ? endpoint.body.json : endpoint.body.multipart);
    expect(checkRequest(schema!, endpoint.example).errors).toBeUndefined();
  });

  it('declares 415 exactly where a body is taken, 401 and 403 wherever a role is required, and 500 everywhere', () => {
    for (const [, endpoint] of endpoints) {
      const statuses = declaredStatuses(endpoint);
      expect(statuses.includes(415)).toBe(endpoint.body !== undefined);
      if (endpoint.access !== 'public') expect(statuses).toEqual(expect.arrayContaining([401, 403]));
      expect(statuses).toContain(500);
    }
  });

  it('names the App Check header and its 401 on the public writes, and on nothing else', () => {
    const appCheck = document as unknown as { components: { securitySchemes: Record<string, { in?: string; name?: string }> } };
    expect(appCheck.components.securitySchemes.firebaseAppCheck).toMatchObject({ in: 'header', name: AppCheckHeader });
    for (const [name, endpoint] of endpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const op = document.paths[path]![endpoint.method.toLowerCase()] as Operation & { security: Array<Record<string, unknown>> };
      const protectedWrite = (appCheckEndpointNames as readonly string[]).includes(name);
      expect(op.security.some((scheme) => 'firebaseAppCheck' in scheme), name).toBe(protectedWrite);
      if (protectedWrite) expect(op.responses['401']?.description, name).toContain(AppCheckHeader);
    }
    expect(appCheckEndpointNames).toEqual(expect.arrayContaining(['authorLogin', 'conferenceRegister', 'submitManuscript', 'submitPayment']));
  });

  it('lets an operation that takes no input refuse only a broken JSON body', () => {
    for (const name of ['healthcheck', 'openapi', 'apiDocs', 'apiDocsScript'] as const) {
      expect(Object.keys(declaredErrors(Endpoints[name]))).toEqual(['400']);
      expect(declaredErrors(Endpoints[name])[400]).toMatch(/does not parse/);
    }
  });

  it('gives each declared error status its own description of when it happens', () => {
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) expect(response.description.length, status).toBeGreaterThan(10);
      }
    }
  });
});
