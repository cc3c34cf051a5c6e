import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, unknown>;
}

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

  it('declares the errors the server gives around the routes: 401 without a token, 413 and 415 for a body, 429 where limited', () => {
    const tracking = document.paths['/api/v2/tracking']?.['post'];
    expect(Object.keys(tracking?.responses ?? {})).toEqual(expect.arrayContaining(['413', '415', '429']));
    expect(tracking?.responses).not.toHaveProperty('401');
    const create = document.paths['/api/v2/listings']?.['post'];
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '403', '413', '415']));
    for (const { operation, method, path } of operations()) {
      if (operation.security?.length) expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
    }
  });

  it('declares the feed import as JSON or CSV', () => {
    const body = document.paths['/api/v2/listings/import']?.['post']?.requestBody as { content: Record<string, { schema: { type?: string } }> };
    expect(Object.keys(body.content)).toEqual(['application/json', 'text/csv']);
    expect(body.content['text/csv']?.schema.type).toBe('string');
    expect(body.content['application/json']?.schema.type).toBe('array');
  });
});
