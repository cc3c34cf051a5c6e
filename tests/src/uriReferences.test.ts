import { describe, expect, it } from 'vitest';
import { createSchemaUtils, type RJSFSchema } from '@rjsf/utils';
import { schemaFormValidator } from 'src/forms';
import uriReferences from 'src/forms/uriReferences';

/** vite.config.ts puts src/forms/uriReferences.ts in fast-uri's place inside @rjsf/utils (the ui project inlines rjsf). */
describe('the stand-in for fast-uri', () => {
  it('resolves a reference against an absolute base and leaves it as it is against none', () => {
    expect(uriReferences.resolve('https://example.test/schemas/listing', 'address')).toBe('https://example.test/schemas/address');
    expect(uriReferences.resolve('#', '#/$defs/address')).toBe('#/$defs/address');
    expect(uriReferences.resolve(undefined, 'address')).toBe('address');
  });

  it('compares URIs as resolved', () => {
    expect(uriReferences.equal('https://example.test/a', 'https://example.test/a')).toBe(true);
    expect(uriReferences.equal('HTTPS://example.test/a', 'https://example.test/a')).toBe(true);
    expect(uriReferences.equal('https://example.test/a', 'https://example.test/b')).toBe(false);
  });

  it("leaves rjsf's resolution of a draft 2020-12 schema's local and embedded references working", () => {
    const schema: RJSFSchema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example.test/schemas/listing',
      type: 'object',
      properties: { street: { $ref: '#/$defs/street' }, zip: { $ref: 'zip' } },
      $defs: { street: { type: 'string', title: 'Vej' }, zip: { $id: 'https://example.test/schemas/zip', type: 'string', title: 'Postnr.' } },
    };
    const utils = createSchemaUtils(schemaFormValidator(), schema);
    const resolved = utils.retrieveSchema(schema, {});
    expect(resolved.properties?.['street']).toMatchObject({ type: 'string', title: 'Vej' });
    expect(resolved.properties?.['zip']).toMatchObject({ type: 'string', title: 'Postnr.' });
  });
});
