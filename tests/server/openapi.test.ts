import SwaggerParser from '@apidevtools/swagger-parser';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { listings } from '../../server/db/schema';

let t: TestApp;
let document: { openapi: string; tags: { name: string; description?: string }[]; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string;
  const?: unknown;
  title?: string;
  enum?: unknown[];
  description?: string;
  $ref?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
}

const componentSchemas = () => (document as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences every $ref and checks the document against the OpenAPI 3.1 schema.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operations()
        .filter(({ operation }) => !operation.summary)
        .map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    const listing = document.paths['/api/v2/listings/{id}'];
    expect(listing?.['get']?.operationId).toBe('getListingsById');
    expect(listing?.['put']?.operationId).toBe('putListingsById');
  });

  it('declares the errors the server gives around the routes: 401 without a token, 413 and 415 for a body, 429 where limited, 500 anywhere', () => {
    const tracking = document.paths['/api/v2/tracking']?.['post'];
    expect(Object.keys(tracking?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415', '429']));
    expect(tracking?.responses).not.toHaveProperty('401');
    const create = document.paths['/api/v2/listings']?.['post'];
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415']));
    for (const { operation, method, path } of operations()) {
      if (operation.security?.length) expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
      expect(operation.responses, `${method} ${path}`).toHaveProperty('500');
    }
  });

  it('declares the feed import as JSON or CSV', () => {
    const body = document.paths['/api/v2/listings/import']?.['post']?.requestBody as { content: Record<string, { schema: { type?: string } }> };
    expect(Object.keys(body.content)).toEqual(['application/json', 'text/csv']);
    expect(body.content['text/csv']?.schema.type).toBe('string');
    expect(body.content['application/json']?.schema.type).toBe('array');
  });

  it('declares If-Match as required exactly where a change without it is a 428, and an ETag on the answers that carry the version', () => {
    for (const { operation, method, path } of operations()) {
      const ifMatch = operation.parameters?.find((p) => p.in === 'header' && p.name === 'if-match');
      expect(Boolean(ifMatch?.required), `${method} ${path}`).toBe('428' in operation.responses);
      if ('412' in operation.responses) expect(ifMatch, `${method} ${path}`).toBeDefined();
    }
    const listing = document.paths['/api/v2/listings/{id}'];
    expect(listing?.['get']?.responses['200']?.headers).toHaveProperty('ETag');
    expect(listing?.['put']?.responses['200']?.headers).toHaveProperty('ETag');
    // An order starts a promotion: there is no version to send yet.
    const order = document.paths['/api/v2/listings/{id}/promotion']?.['post'];
    expect(order?.parameters?.map((p) => p.name)).not.toContain('if-match');
    expect(order?.responses).not.toHaveProperty('428');
    const create = document.paths['/api/v2/listings']?.['post'];
    expect(create?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(Object.keys(create?.responses['201']?.headers ?? {})).toEqual(['RateLimit-Policy', 'RateLimit', 'X-Request-Id', 'ETag', 'Idempotency-Replayed']);
  });

  it('declares X-Account-Id on every signed-in call and the rate limit headers where calls are limited', () => {
    for (const { operation, method, path } of operations()) {
      const names = operation.parameters?.filter((p) => p.in === 'header').map((p) => p.name) ?? [];
      expect(names.includes('x-account-id'), `${method} ${path}`).toBe(Boolean(operation.security?.length));
    }
    const login = document.paths['/auth/login']?.['post'];
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses['200']?.headers ?? {})).toEqual(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'X-Request-Id']);
    expect(login?.responses['429']?.headers).toHaveProperty('retry-after');
    // The index is not limited per address; a key's own limit is told on every answer to it.
    expect(Object.keys(document.paths['/api/v2/listings']?.['get']?.responses['200']?.headers ?? {})).toEqual([
      'RateLimit-Policy',
      'RateLimit',
      'X-Request-Id',
    ]);
  });

  it('declares the text answers as text: the token as text/plain, the exports as text/csv', () => {
    expect(Object.keys(document.paths['/auth/login']?.['post']?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(document.paths['/auth/renew-token']?.['post']?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(Object.keys(document.paths['/api/v2/listings/export.csv']?.['get']?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it("declares the listing bodies per type and variant, split on listingType, from the forms' schemas", () => {
    const schemas = componentSchemas();
    const body = (document.paths['/api/v2/listings']?.['post']?.requestBody as { content: Record<string, { schema: Schema }> }).content['application/json']
      ?.schema;
    const branches = (body?.oneOf ?? []).flatMap((branch) => branch.oneOf ?? [branch]).map((branch) => branch.$ref?.split('/').pop());
    expect(branches).toEqual([
      'NewRentalListingInput',
      'NewRentalOffMarketListingInput',
      'NewInvestmentListingInput',
      'NewInvestmentOffMarketListingInput',
      'NewSalesListingInput',
      'NewSalesOffMarketListingInput',
      'NewOfficespaceListingInput',
    ]);
    const rental = schemas['NewRentalListingInput']?.properties;
    expect(rental?.['listingType']).toMatchObject({ const: 1 });
    expect(rental?.['yearlyRent']).toMatchObject({ title: 'Årlig leje' });
    expect(schemas['NewRentalOffMarketListingInput']?.properties?.['offMarket']).toMatchObject({ const: true });
    expect(schemas['ImportedSalesListingInput']).toMatchObject({ required: expect.arrayContaining(['accountOwnerListingIdentifierID']) });
  });

  it('declares a listing answer per type and variant, and every demo listing answers as its branch says, with no field it leaves out', async () => {
    const schemas = componentSchemas();
    const answer = document.paths['/api/v2/listings/{id}']?.['get']?.responses['200']?.content?.['application/json']?.schema;
    const branches = (answer?.properties?.['listing']?.oneOf ?? [])
      .flatMap((branch) => branch.oneOf ?? [branch])
      .map((branch) => branch.$ref?.split('/').pop());
    expect(branches).toEqual([
      'RentalListing',
      'RentalOffMarketListing',
      'InvestmentListing',
      'InvestmentOffMarketListing',
      'SalesListing',
      'SalesOffMarketListing',
      'OfficespaceListing',
    ]);
    expect(schemas['RentalListing']?.properties?.['yearlyRent']).toMatchObject({ title: 'Årlig leje' });
    expect(schemas['InvestmentListing']?.properties?.['returnPercent']).toMatchObject({ title: 'Afkast', type: 'number' });
    expect(schemas['SalesOffMarketListing']?.properties?.['offMarket']).toMatchObject({ const: true });

    // As an integrator's validator reads the document: the answer's schema, its references into the components.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const at = 'https://member.example/openapi.json';
    ajv.addSchema(document, at);
    const checkAnswer = ajv.compile({ $ref: `${at}#/paths/~1api~1v2~1listings~1%7Bid%7D/get/responses/200/content/application~1json/schema` });
    const checkBranch = new Map(branches.map((name) => [name, ajv.compile({ $ref: `${at}#/components/schemas/${name}` })]));
    const ids = (await t.database.db.select({ id: listings.id }).from(listings)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const id of ids) {
      const body = (await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/listings/${id}` })).json<{ listing: Record<string, unknown> }>();
      const { listingType, offMarket } = body.listing;
      const branch = branches.find((name) => {
        const properties = schemas[name ?? '']?.properties;
        return properties?.['listingType']?.const === listingType && properties?.['offMarket']?.const === offMarket;
      });
      const checkOwn = checkBranch.get(branch);
      if (!checkAnswer(body) || !checkOwn?.(body.listing)) problems.push(`${id} (${branch}): ${ajv.errorsText(checkOwn?.errors ?? checkAnswer.errors)}`);
      const declared = Object.keys(schemas[branch ?? '']?.properties ?? {});
      const undeclared = Object.keys(body.listing).filter((key) => !declared.includes(key));
      if (undeclared.length > 0) problems.push(`${id} (${branch}): ${undeclared.join(', ')} not declared`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every code its values and their meaning', () => {
    const listing = componentSchemas()['RentalListing'];
    expect(listing?.properties?.['status']).toMatchObject({ enum: [1, 2, 3, 4, 5, 6, 7], description: expect.stringContaining('2 = Aktiv') });
    expect(listing?.properties?.['listingType']).toMatchObject({ const: 1, description: '1 = Lejemål' });
    const row = document.paths['/api/v2/listings']?.['get']?.responses['200']?.content?.['application/json']?.schema.properties?.['listings']?.items;
    expect(row?.properties?.['listingType']).toMatchObject({ enum: [1, 2, 3, 4], description: expect.stringContaining('1 = Lejemål') });
    const accounts = document.paths['/api/v2/accounts']?.['get']?.responses['200']?.content?.['application/json']?.schema.properties?.['accounts']?.items;
    expect(accounts?.properties?.['accountType']).toMatchObject({ enum: [1, 2, 3, 4, 5], description: expect.stringContaining('1 = Mægler') });
    expect(accounts?.properties?.['userRoles']?.items).toMatchObject({ enum: [1, 2, 3], description: expect.stringContaining('3 = Læser') });
  });

  it("passes Redocly's lint with no error (redocly.yaml says which rules are off and why)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      // A failed lint rejects with the report; the environment keeps the CLI from phoning home.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', 'redocly.yaml', '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number } };
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const spectral = new Spectral();
    // The package's own rules are typed looser than the ruleset type it asks for (their functions' options).
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    // Read as JSON: handed an object, Spectral would write it out and parse it again as YAML.
    const findings = await spectral.run(new Document(JSON.stringify(document), Json));
    expect(findings.map(({ code, path, message }) => `${String(code)} at ${path.join('.')}: ${message}`)).toEqual([]);
  });

  it('gives every operation one tag of the global tags, each described, and every tag an operation', () => {
    const { tags } = document;
    expect(tags.filter((tag) => !tag.description).map((tag) => tag.name)).toEqual([]);
    const used = operations().map(({ operation }) => operation.tags ?? []);
    expect(used.filter((names) => names.length !== 1 || !tags.some((tag) => tag.name === names[0]))).toEqual([]);
    expect(tags.map((tag) => tag.name).filter((name) => !used.some((names) => names.includes(name)))).toEqual([]);
  });

  it('gives the committed client types: openapi-typescript makes tests/server/generated/memberApi.d.ts from it (vitest -u writes them anew)', async () => {
    const header =
      '// Made by tests/server/openapi.test.ts from the OpenAPI document with openapi-typescript; `npx vitest run tests/server/openapi.test.ts -u` makes it anew.\n';
    const types = header + astToString(await openapiTS(structuredClone(document) as never, { silent: true, defaultNonNullable: false }));
    await expect(types).toMatchFileSnapshot('./generated/memberApi.d.ts');
  });
});
