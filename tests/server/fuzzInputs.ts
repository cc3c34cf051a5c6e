/**
 * Invalid input for the write endpoints, derived from their schemas: one fast-check
 * arbitrary per endpoint that takes a valid request and breaks exactly one thing in it, so that the
 * broken thing is the only reason for the server to refuse. Used by tests/server/fuzz.test.ts (fixed
 * seeds, a few hundred cases) and scripts/bench-fuzz.ts (thousands). No vitest in here.
 *
 * The schemas are the JSON Schemas of the OpenAPI document (app.swagger()), so a new field or endpoint
 * is fuzzed without a line here. Every generated value is invalid by that schema, which is never
 * looser than the zod schema it was made from: a wrong type, a missing required field, a string too
 * long or short or not matching its pattern, a number out of range or not whole, a huge number or one
 * JSON spells but JavaScript reads as ±Infinity (1e999), an unknown enum value, an array too long or
 * short, deeply nested junk, NUL or a lone UTF-16 surrogate in a text or a key, a positive number
 * below a field's minimum down to 5e-324, a private address spelled in IPv6 where the server fetches
 * a URL. Besides the body: path ids and query parameters that are not numbers, name nothing, escape
 * no UTF-8 or are malformed escapes, If-Match and X-Account-Id junk, bodies that are not JSON or not
 * UTF-8 (bytes that are none in a text), prototype-pollution keys, bodies over the size limit.
 */
import fc from 'fast-check';
import { omit } from '../omit';

/** The part of JSON Schema that zod 4's toJSONSchema writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A valid request to an endpoint: the base every case breaks one thing of. */
export interface BaseRequest {
  method: Method;
  /** The OpenAPI path, '/api/v2/listings/{id}/close'. */
  path: string;
  params: Record<string, string | number>;
  query: Record<string, string | number>;
  headers: Record<string, string>;
  /** The JSON body, or a Buffer sent with headers['content-type']. */
  body?: unknown;
}

/** One fuzz case: the request to send and what was broken. */
export interface FuzzCase {
  /** 'body.address.zipCode: too long', 'params.id: not a number', 'raw: malformed JSON', ... */
  what: string;
  /** The top-level body field the case breaks, when it breaks one: a 400 should name it. */
  field?: string;
  /**
   * 'invalid': the schema refuses it, so the answer is a 4xx. 'unknown': valid in form but naming
   * nothing (an id that does not exist): never a 5xx and nothing stored, but an endpoint that answers
   * per row (bulk) may say so in a 200.
   */
  kind: 'invalid' | 'unknown';
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | Record<string, unknown> | unknown[];
}

/** Where the schemas of one endpoint come from. */
export interface EndpointSchemas {
  body?: JsonSchema;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
}

// --- values ---------------------------------------------------------------------------------------

/** A number as JSON spells it, for those JavaScript cannot hold: JSON.parse reads 1e999 as Infinity. */
class JsonNumeral {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with each JsonNumeral written as its own text. */
export function jsonText(value: unknown): string {
  const numerals: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof JsonNumeral ? `@@numeral${numerals.push(v.text) - 1}@@` : v));
  return text.replace(/"@@numeral(\d+)@@"/g, (_match, i: string) => numerals[Number(i)]!);
}

const containsNumeral = (value: unknown): boolean =>
  value instanceof JsonNumeral || (typeof value === 'object' && value !== null && Object.values(value).some(containsNumeral));

type Mutation = { value: unknown; what: string; kind?: 'invalid' | 'unknown' };
/** A value that replaces a field, or REMOVE to leave the field out. */
const REMOVE = Symbol('remove');
type FieldMutation = { value: unknown; what: string; kind?: 'invalid' | 'unknown' };

export const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  return [];
};

/** Deeply nested junk: an object or array `depth` levels deep. */
export function nested(depth: number, array: boolean): unknown {
  let value: unknown = 'bund';
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

/** Texts no schema of ours wants where it wants a number, a date, a pattern or an enum value. */
const JUNK_TEXT = [
  'abc',
  '12abc',
  'NaN',
  'Infinity',
  '∞',
  'æøå',
  '١٢٣٤',
  '０１２３',
  '🏢🏢',
  'null',
  'undefined',
  '{}',
  '[]',
  '<script>',
  "'; DROP TABLE listings; --",
];

/** A text of `length` characters (code points, as zod and PostgreSQL count them). */
const longText = (length: number, unit: 'x' | 'æ' | '😀') => unit.repeat(length);

/**
 * Wrong JSON types for a field of the given schema. Null only for a required field that does not accept
 * it: an optional field may take null for absent (emptyToUndefined), which its JSON Schema does not say.
 */
function wrongTypes(schema: JsonSchema, required = true): Mutation[] {
  const types = typesOf(schema);
  if (types.length === 0) return []; // unknown: anything goes
  const candidates: Mutation[] = [
    { value: 42, what: 'a number' },
    { value: 1.5, what: 'a fraction' },
    { value: true, what: 'a boolean' },
    { value: 'tekst', what: 'a text' },
    { value: {}, what: 'an object' },
    { value: [], what: 'an array' },
    { value: null, what: 'null' },
    { value: nested(200, false), what: 'objects nested 200 deep' },
    { value: nested(200, true), what: 'arrays nested 200 deep' },
  ];
  return candidates.filter(({ value }) => {
    if (value === null) return required && !types.includes('null');
    if (Array.isArray(value)) return !types.includes('array');
    if (typeof value === 'object') return !types.includes('object');
    if (typeof value === 'number') return !types.includes('number') && !(Number.isInteger(value) && types.includes('integer'));
    return !types.includes(typeof value);
  });
}

const exclusive = (flag: number | boolean | undefined, bound: number | undefined) => (typeof flag === 'number' ? flag : flag === true ? bound : undefined);

/** Invalid values of one field by its constraints, besides a wrong type. */
function constraintMutations(schema: JsonSchema, required: boolean): fc.Arbitrary<Mutation>[] {
  const out: fc.Arbitrary<Mutation>[] = [];
  const types = typesOf(schema);
  if (schema.enum && schema.enum.length > 0) {
    const known = new Set(schema.enum);
    const unknown = fc.oneof(fc.constantFrom(...JUNK_TEXT), fc.string({ minLength: 1, maxLength: 20 }), fc.integer());
    out.push(unknown.filter((v) => !known.has(v)).map((value) => ({ value, what: 'a value not in the enum' })));
  }
  if (types.includes('string') && !schema.enum) {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      out.push(
        fc.record({ extra: fc.integer({ min: 1, max: 50 }), unit: fc.constantFrom('x' as const, 'æ' as const, '😀' as const) }).map(({ extra, unit }) => ({
          value: longText(max + extra, unit),
          what: `a text ${max + extra} long (max ${max})`,
        })),
      );
    }
    if (required && (schema.minLength ?? 0) >= 1) {
      const min = schema.minLength ?? 1;
      out.push(
        fc
          .constantFrom('', ' ', '\t\n ', 'x'.repeat(min - 1))
          .filter((s) => s.trim().length < min)
          .map((value) => ({ value, what: `a text shorter than ${min}` })),
      );
    }
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      out.push(
        fc
          .oneof(fc.constantFrom(...JUNK_TEXT), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }))
          .filter((s) => s.trim() !== '' && !pattern.test(s.trim()))
          .map((value) => ({ value, what: `a text not matching ${schema.pattern}` })),
      );
    }
    if (schema.format === 'date' || schema.format === 'date-time' || schema.format === 'email' || schema.format === 'uri') {
      out.push(fc.constantFrom(...JUNK_TEXT, '2026-02-30', '31-12-2026', 'ikke@', 'http//x').map((value) => ({ value, what: `not a ${schema.format}` })));
    }
  }
  if (types.includes('number') || types.includes('integer')) {
    const min = schema.minimum ?? exclusive(schema.exclusiveMinimum, schema.minimum);
    const max = schema.maximum ?? exclusive(schema.exclusiveMaximum, schema.maximum);
    const exclusiveMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
    const exclusiveMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
    if (min !== undefined && min > -Number.MAX_SAFE_INTEGER) {
      const below = exclusiveMin ? min : min - 1;
      out.push(
        fc
          .constantFrom(below, below - 1000, -1e15)
          .filter((v) => v < min || (exclusiveMin && v === min))
          .map((value) => ({ value, what: `${value} (min ${min})` })),
      );
    }
    if (max !== undefined && max < Number.MAX_SAFE_INTEGER) {
      const above = exclusiveMax ? max : max + 1;
      out.push(fc.constantFrom(above, above + 1000, 1e15).map((value) => ({ value, what: `${value} (max ${max})` })));
    }
    if (max !== undefined && max >= Number.MAX_SAFE_INTEGER) {
      // Past what a JSON number can hold exactly.
      out.push(fc.constantFrom(2 ** 53, 1e20, 1e300).map((value) => ({ value, what: `${value} (max ${max})` })));
    }
    if (types.includes('integer') && !types.includes('number')) {
      out.push(
        fc
          .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
          .filter((v) => !Number.isInteger(v))
          .map((value) => ({ value, what: `${value}, not whole` })),
      );
      // Whole and in the schema's range, but past what an int column holds: an id that names nothing.
      if (max === undefined || max > 2 ** 31) {
        out.push(fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53 - 1).map((value) => ({ value, what: `${value}, no such row`, kind: 'unknown' as const })));
      }
    }
  }
  if (types.includes('array')) {
    if (schema.maxItems !== undefined) {
      const item = schema.items ? sampleValid(schema.items) : 1;
      out.push(
        fc.integer({ min: 1, max: 20 }).map((extra) => ({
          value: Array.from({ length: schema.maxItems! + extra }, () => item),
          what: `${schema.maxItems! + extra} items (max ${schema.maxItems})`,
        })),
      );
    }
    if ((schema.minItems ?? 0) >= 1) out.push(fc.constant({ value: [], what: `no items (min ${schema.minItems})` }));
    if (schema.items) {
      const items = schema.items;
      const bad = wrongTypes(items);
      if (bad.length > 0) {
        out.push(fc.constantFrom(...bad).map((m) => ({ value: [m.value], what: `an item that is ${m.what}` })));
        // A huge array of junk: refused without a row per item.
        out.push(fc.constant({ value: Array.from({ length: 50_000 }, () => bad[0]!.value), what: '50000 junk items' }));
      }
    }
  }
  return out;
}

/** A value the schema accepts, for filling arrays past maxItems: the first enum value or a plain one. */
function sampleValid(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const [type] = typesOf(schema);
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** NUL somewhere in a text: valid by every schema, but PostgreSQL cannot store it, so it must be refused. */
const withNul = (text: string) => fc.nat({ max: text.length }).map((at) => ({ value: `${text.slice(0, at)}\u0000${text.slice(at)}`, what: 'a text with NUL' }));

/** Halves of a UTF-16 surrogate pair alone, or in the wrong order: JSON escapes them, but they are no Unicode text. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800', '\ud83d'];

/** A lone surrogate somewhere in a text: text that is not well-formed Unicode must be refused. */
const withLoneSurrogate = (text: string) =>
  fc.record({ at: fc.nat({ max: text.length }), surrogate: fc.constantFrom(...LONE_SURROGATES) }).map(({ at, surrogate }) => ({
    value: `${text.slice(0, at)}${surrogate}${text.slice(at)}`,
    what: `a text with ${JSON.stringify(surrogate)}`,
  }));

/**
 * Private and loopback hosts spelled in IPv6 (IPv4-mapped, compressed, in full, unique local, link
 * local, NAT64): a server that fetches a URL someone typed must fetch none of them.
 */
const PRIVATE_IPV6_URLS = [
  'http://[::ffff:127.0.0.1]:8080/x.png',
  'http://[::ffff:7f00:1]/x.png',
  'http://[::1]/x.png',
  'http://[0:0:0:0:0:0:0:1]:80/x.png',
  'http://[::]/x.png',
  'http://[fd00::1]/x.png',
  'https://[fc00::5]:8443/x.png',
  'http://[fe80::1]/x.png',
  'http://[::ffff:10.0.0.1]/x.png',
  'http://[::ffff:192.168.1.1]/x.png',
  'http://[::ffff:169.254.169.254]/latest/meta-data/x.png',
  'http://[64:ff9b::7f00:1]/x.png',
  'http://[::127.0.0.1]/x.png',
];

/** A URL the server would fetch, pointed at a private address: the URL itself, or the first of a list of images. */
function privateUrl(current: unknown): fc.Arbitrary<Mutation> | undefined {
  const urls = fc.constantFrom(...PRIVATE_IPV6_URLS);
  if (typeof current === 'string') return urls.map((url) => ({ value: url, what: `${url}, a private address` }));
  if (Array.isArray(current) && current.length > 0 && typeof current[0] === 'object' && current[0] !== null && 'url' in current[0]) {
    return urls.map((url) => ({ value: [{ ...current[0], url }, ...current.slice(1)], what: `an image at ${url}, a private address` }));
  }
  return undefined;
}

/**
 * Numbers past any bound, and past what a double holds (JSON.parse reads 1e999 as Infinity): refused by
 * the field's bounds, or by the values a field without bounds is checked against.
 */
function hugeNumbers(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const types = typesOf(schema);
  const min = schema.minimum ?? exclusive(schema.exclusiveMinimum, schema.minimum);
  const max = schema.maximum ?? exclusive(schema.exclusiveMaximum, schema.maximum);
  const integer = types.includes('integer') && !types.includes('number');
  const outside = (v: number) =>
    (min === undefined && max === undefined) || (min !== undefined && v < min) || (max !== undefined && v > max) || (integer && !Number.isSafeInteger(v));
  return fc.constantFrom(
    ...[1e308, -1e308, 2 ** 63, -(2 ** 63), Number.MAX_VALUE].filter(outside).map((value) => ({ value, what: `${value}` })),
    ...['1e999', '-1e999', '1e400'].map((text) => ({ value: new JsonNumeral(text), what: `${text} (±Infinity once parsed)` })),
  );
}

/** Positive numbers down to the smallest a double holds, below a field's positive minimum: no area or amount is that small. */
function tinyNumbers(schema: JsonSchema): fc.Arbitrary<Mutation> | undefined {
  const min = schema.minimum ?? exclusive(schema.exclusiveMinimum, schema.minimum);
  if (min === undefined || min <= 0 || typesOf(schema).includes('integer')) return undefined;
  return fc.constantFrom(Number.MIN_VALUE, 1e-300, min / 2).map((value) => ({ value, what: `${value} (min ${min})` }));
}

/**
 * What a field must refuse though it looks like its type: a lone surrogate in a text or in an item of
 * a list of texts, a huge, non-finite or tiny number.
 */
function hostileMutations(schema: JsonSchema, current: unknown): fc.Arbitrary<FieldMutation> | undefined {
  const options: fc.Arbitrary<Mutation>[] = [];
  const types = typesOf(schema);
  if (types.includes('string') && !schema.enum) options.push(withLoneSurrogate(typeof current === 'string' ? current : 'Tekst'));
  if (types.includes('array') && schema.items && typesOf(schema.items).includes('string') && !schema.items.enum) {
    const item = typeof (current as unknown[] | undefined)?.[0] === 'string' ? ((current as string[])[0] as string) : String(sampleValid(schema.items));
    options.push(withLoneSurrogate(item).map((m) => ({ value: [m.value], what: `an item that is ${m.what}` })));
  }
  if (types.includes('number') || types.includes('integer')) options.push(hugeNumbers(schema));
  const tiny = tinyNumbers(schema);
  if (tiny) options.push(tiny);
  return options.length > 0 ? fc.oneof(...options).map((m) => ({ ...m, what: `is ${m.what}` })) : undefined;
}

function fieldMutations(schema: JsonSchema, required: boolean, current: unknown): fc.Arbitrary<FieldMutation> {
  const options: fc.Arbitrary<FieldMutation>[] = [];
  const wrong = wrongTypes(schema, required);
  if (wrong.length > 0) options.push(fc.constantFrom(...wrong).map((m) => ({ ...m, what: `is ${m.what}` })));
  options.push(...constraintMutations(schema, required).map((a) => a.map((m) => ({ ...m, what: `is ${m.what}` }))));
  if (required) options.push(fc.constant({ value: REMOVE, what: 'is missing' }));
  if (typeof current === 'string' && current.length > 0 && (schema.maxLength === undefined || current.length < schema.maxLength)) {
    options.push(withNul(current).map((m) => ({ ...m, what: `is ${m.what}` })));
  }
  if (options.length === 0) return fc.constant({ value: REMOVE, what: 'is missing' });
  return fc.oneof(...options);
}

/** The object schema that describes `value`: for anyOf/oneOf of objects, the branch whose fields it has. */
function objectBranch(schema: JsonSchema, value: unknown): JsonSchema | undefined {
  if (schema.properties) return schema;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!branches || typeof value !== 'object' || value === null) return undefined;
  const keys = Object.keys(value);
  return branches.find((b) => b.properties && keys.every((k) => k in b.properties!) && (b.required ?? []).every((k) => keys.includes(k)));
}

interface PathMutation {
  path: string[];
  mutation: FieldMutation;
}

/** The mutations of one field, by its schema, whether it is required and its value in the base body. */
type FieldMutator = (schema: JsonSchema, required: boolean, current: unknown) => fc.Arbitrary<FieldMutation> | undefined;

/** A mutation of one field of an object body, at any depth the base body reaches. */
function objectMutations(schema: JsonSchema, base: Record<string, unknown>, mutate: FieldMutator, prefix: string[] = []): fc.Arbitrary<PathMutation>[] {
  const out: fc.Arbitrary<PathMutation>[] = [];
  const branch = objectBranch(schema, base);
  if (!branch?.properties) return out;
  const required = new Set(branch.required ?? []);
  // Other branches of a union may take the field's absence or another type: mutate only what no branch allows.
  const isUnion = branch !== schema;
  for (const [name, property] of Object.entries(branch.properties)) {
    const current = base[name];
    const path = [...prefix, name];
    const nestedBranch = current !== undefined ? objectBranch(property, current) : undefined;
    if (nestedBranch && typeof current === 'object' && current !== null && !Array.isArray(current)) {
      out.push(...objectMutations(property, current as Record<string, unknown>, mutate, path));
    }
    const isRequired = required.has(name);
    if (isUnion && !isRequired) continue;
    const mutations = mutate(property, isRequired, current);
    if (mutations) out.push(mutations.map((mutation) => ({ path, mutation })));
  }
  return out;
}

function applyPath(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return { ...base };
  if (rest.length === 0) return value === REMOVE ? omit(base, head) : { ...base, [head]: value };
  return { ...base, [head]: applyPath((base[head] ?? {}) as Record<string, unknown>, rest, value) };
}

// --- the request around the body -----------------------------------------------------------------

/** Path ids that are not positive whole numbers, or name nothing (the schema's numbers are coerced). */
const BAD_IDS: { value: string; kind: 'invalid' | 'unknown' }[] = [
  ...[
    'abc',
    '-1',
    '0',
    '1.5',
    '1,5',
    'NaN',
    'Infinity',
    '1e400',
    'null',
    'true',
    '[]',
    '%00',
    '%2e%2e',
    '%C3%A6%C3%B8%C3%A5',
    '%F0%9F%8F%A2',
    "1'--",
    '99999999999999999999',
  ].map((value) => ({ value, kind: 'invalid' as const })),
  // Escapes that are no UTF-8: a lone surrogate (as WTF-8 writes it), a stray byte, an overlong '/'.
  ...['%ED%A0%80', '1%ED%B0%80', '%FF', '%C0%AF'].map((value) => ({ value, kind: 'invalid' as const })),
  // Escapes that are malformed: a lone '%', one cut short, one that is no hexadecimal.
  ...['%', '1%', '%E0%A4%A', '%zz', '%u0031'].map((value) => ({ value, kind: 'invalid' as const })),
  ...['999999', '2147483647', '2147483648', '9007199254740991', '1e9', '0x7fffffff'].map((value) => ({ value, kind: 'unknown' as const })),
];

const paramArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_IDS) },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => !/^\s*[+-]?(\d|0x|0b|0o|\.\d)/i.test(s) && s.trim() !== '' && !/^\s*(Infinity|-Infinity)\s*$/.test(s))
      .map((value) => ({ value: encodeURIComponent(value), kind: 'invalid' as const })),
  },
);

// `*` and a list naming the current version match (RFC 9110); a list of versions long gone does not.
const IF_MATCH_JUNK = ['', ' ', 'W/"abc"', '"-1"', 'W/"1.5"', 'W/"999999"', '"999998", "999999"', 'W/'.repeat(500), 'x'.repeat(8000), '\t'];
const ACCOUNT_HEADER_JUNK = ['abc', '-1', '0', '1.5', '9999999999', ' 1 2 ', '0x10'];

/**
 * Bodies that are not the JSON object asked for, sent as raw text with a content type. An endpoint
 * without a body ignores a well-formed one, so it gets only those that cannot be read at all.
 */
function rawBodies(base: BaseRequest, hasBody: boolean): fc.Arbitrary<{ payload: string | Buffer; type: string; what: string }> {
  const json = base.body !== undefined && !Buffer.isBuffer(base.body) ? JSON.stringify(base.body) : '{"a":1}';
  const inner = json.startsWith('{') && json !== '{}' ? json.slice(1, -1) + ',' : '';
  const unreadable = [
    { payload: '{"a":', type: 'application/json', what: 'malformed JSON' },
    { payload: json.slice(0, Math.max(1, json.length - 1)), type: 'application/json', what: 'truncated JSON' },
    { payload: `{${inner}"__proto__":{"isStaff":true,"polluted":true}}`, type: 'application/json', what: '__proto__ key' },
    { payload: `{${inner}"constructor":{"prototype":{"polluted":true}}}`, type: 'application/json', what: 'constructor.prototype key' },
    { payload: `{"zz":{"__proto__":{"polluted":true}},${inner}"b":1}`, type: 'application/json', what: 'nested __proto__ key' },
    { payload: '<listing><id>1</id></listing>', type: 'application/xml', what: 'XML' },
    { payload: 'multipart junk', type: 'multipart/form-data; boundary=x', what: 'multipart' },
    { payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, type: 'application/json', what: 'a body over the 1 MiB limit' },
  ];
  const wrongShape = [
    { payload: '', type: 'application/json', what: 'an empty JSON body' },
    { payload: 'null', type: 'application/json', what: 'JSON null' },
    { payload: '"tekst"', type: 'application/json', what: 'a JSON string' },
    { payload: '[1,2,3]', type: 'application/json', what: 'a JSON array' },
    { payload: '1e999', type: 'application/json', what: 'a JSON number' },
    { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json', what: 'arrays nested 5000 deep' },
    { payload: `{"a":${'['.repeat(400_000)}${']'.repeat(400_000)}}`, type: 'application/json', what: 'arrays nested 400000 deep' },
    { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: 'application/json', what: 'invalid UTF-8' },
    ...notUtf8(json),
    { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded', what: 'a form body' },
  ];
  return fc.constantFrom(...unreadable, ...(hasBody ? wrongShape : []));
}

/** The body with bytes that are no UTF-8 (a stray byte, a cut-off sequence, a lone surrogate as WTF-8) at the start of its first text. */
function notUtf8(json: string): { payload: Buffer; type: string; what: string }[] {
  const at = json.indexOf('":"');
  if (at < 0) return [];
  const head = Buffer.from(json.slice(0, at + 3));
  const tail = Buffer.from(json.slice(at + 3));
  return [[0xff], [0xc3], [0xed, 0xa0, 0x80]].map((bytes) => ({
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    type: 'application/json',
    what: `bytes ${bytes.map((b) => b.toString(16)).join(' ')} in a text, no UTF-8`,
  }));
}

function buildUrl(path: string, params: Record<string, string | number>, query: Record<string, string | number>, rawQuery?: string): string {
  const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? ''));
  const search = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  const q = [search, rawQuery].filter(Boolean).join('&');
  return q ? `${url}?${q}` : url;
}

const asCase = (base: BaseRequest, wrap: (b: unknown) => unknown, change: Partial<FuzzCase> & Pick<FuzzCase, 'what'>): FuzzCase => ({
  kind: 'invalid',
  method: base.method,
  url: buildUrl(base.path, base.params, base.query),
  headers: { ...base.headers },
  ...(base.body === undefined ? {} : { payload: (Buffer.isBuffer(base.body) ? base.body : wrap(base.body)) as FuzzCase['payload'] }),
  ...change,
});

export interface CaseOptions {
  /** The body is a wrapper around what is fuzzed (the tracking endpoint's base64 rawData). */
  wrapBody?: (inner: unknown) => unknown;
  /** Top-level body fields holding a URL the server fetches (or a list of images with URLs). */
  fetchedUrls?: readonly string[];
  /** The endpoint reads the caller's headers (X-Account-Id): false for the auth service and tracking. */
  authenticated: boolean;
}

/**
 * Every way to break the base request, by the endpoint's schemas: the body's fields, the whole body,
 * the path and query parameters, If-Match, X-Account-Id, and bodies that are not JSON.
 */
export function invalidCases(base: BaseRequest, schemas: EndpointSchemas, options: CaseOptions): fc.Arbitrary<FuzzCase> {
  const wrap = options.wrapBody ?? ((b: unknown) => b);
  const arbitraries: { weight: number; arbitrary: fc.Arbitrary<FuzzCase> }[] = [];
  const jsonBody = base.body !== undefined && !Buffer.isBuffer(base.body);

  if (schemas.body && jsonBody && typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body)) {
    const body = base.body as Record<string, unknown>;
    const bodyCase = ({ path, mutation }: PathMutation) => {
      const payload = wrap(applyPath(body, path, mutation.value));
      return asCase(base, wrap, {
        what: `body.${path.join('.')} ${mutation.what}`,
        field: path[0],
        kind: mutation.kind ?? 'invalid',
        // A number JSON.stringify cannot write goes as text.
        ...(containsNumeral(payload)
          ? { payload: jsonText(payload), headers: { ...base.headers, 'content-type': 'application/json' } }
          : { payload: payload as FuzzCase['payload'] }),
      });
    };
    const fields = objectMutations(schemas.body, body, fieldMutations);
    if (fields.length > 0) arbitraries.push({ weight: 8, arbitrary: fc.oneof(...fields).map(bodyCase) });
    const hostile = objectMutations(schemas.body, body, (schema, _required, current) => hostileMutations(schema, current));
    if (hostile.length > 0) arbitraries.push({ weight: 3, arbitrary: fc.oneof(...hostile).map(bodyCase) });
    const fetched = (options.fetchedUrls ?? []).flatMap((name) => {
      const urls = privateUrl(body[name]);
      return urls ? [urls.map((m): PathMutation => ({ path: [name], mutation: { ...m, what: `is ${m.what}` } }))] : [];
    });
    if (fetched.length > 0) arbitraries.push({ weight: 2, arbitrary: fc.oneof(...fetched).map(bodyCase) });
    const required = objectBranch(schemas.body, body)?.required ?? [];
    const wholeBodies: Mutation[] = [
      { value: [], what: 'an array' },
      { value: [body], what: 'the body in an array' },
      { value: nested(300, false), what: 'objects nested 300 deep' },
      ...(required.length > 0
        ? [
            { value: {}, what: 'an empty object' },
            { value: { ukendt: 'felt', [`x${'y'.repeat(200)}`]: nested(50, true) }, what: 'only unknown keys' },
          ]
        : []),
      ...LONE_SURROGATES.map((s) => ({ value: { ...body, [`felt${s}`]: 'x' }, what: `with a key holding ${JSON.stringify(s)}` })),
    ];
    arbitraries.push({
      weight: 2,
      arbitrary: fc.constantFrom(...wholeBodies).map((m) => asCase(base, wrap, { what: `body is ${m.what}`, payload: wrap(m.value) as FuzzCase['payload'] })),
    });
  }

  if (Buffer.isBuffer(base.body)) {
    // An upload: bytes that are not a picture, under each picture type.
    arbitraries.push({
      weight: 4,
      arbitrary: fc
        .record({ bytes: fc.uint8Array({ minLength: 1, maxLength: 4096 }), type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp') })
        .map(({ bytes, type }) =>
          asCase(base, wrap, {
            what: `${bytes.length} random bytes as ${type}`,
            headers: { ...base.headers, 'content-type': type },
            payload: Buffer.from(bytes),
          }),
        ),
    });
  }

  const pathParams = Object.keys(schemas.params);
  if (pathParams.length > 0) {
    arbitraries.push({
      weight: 3,
      arbitrary: fc.record({ name: fc.constantFrom(...pathParams), id: paramArbitrary }).map(({ name, id }) =>
        asCase(base, wrap, {
          what: `params.${name} is ${decodeSafely(id.value)}`,
          kind: id.kind,
          url: buildUrl(base.path, { ...base.params, [name]: id.value }, base.query),
        }),
      ),
    });
  }

  const queryNames = Object.keys(schemas.query).filter((name) => name in base.query);
  if (queryNames.length > 0) {
    arbitraries.push({
      weight: 3,
      arbitrary: fc.oneof(
        fc.record({ name: fc.constantFrom(...queryNames), id: paramArbitrary }).map(({ name, id }) => {
          const rest = omit(base.query, name);
          return asCase(base, wrap, {
            what: `query.${name} is ${decodeSafely(id.value)}`,
            kind: id.kind,
            url: buildUrl(base.path, base.params, rest, `${encodeURIComponent(name)}=${id.value}`),
          });
        }),
        fc.constantFrom(...queryNames).map((name) => {
          const rest = omit(base.query, name);
          return asCase(base, wrap, { what: `query.${name} is missing`, url: buildUrl(base.path, base.params, rest) });
        }),
      ),
    });
  }

  if ('if-match' in base.headers) {
    arbitraries.push({
      weight: 1,
      arbitrary: fc.constantFrom(...IF_MATCH_JUNK, null).map((value) => {
        const rest = omit(base.headers, 'if-match');
        return asCase(base, wrap, {
          what: value === null ? 'If-Match is missing' : `If-Match is ${JSON.stringify(value.slice(0, 20))}`,
          headers: value === null ? rest : { ...rest, 'if-match': value },
        });
      }),
    });
  }

  if (options.authenticated)
    arbitraries.push({
      weight: 1,
      arbitrary: fc
        .constantFrom(...ACCOUNT_HEADER_JUNK)
        .map((value) => asCase(base, wrap, { what: `X-Account-Id is ${value}`, headers: { ...base.headers, 'x-account-id': value } })),
    });

  arbitraries.push({
    weight: 2,
    arbitrary: rawBodies(base, schemas.body !== undefined || base.body !== undefined).map(({ payload, type, what }) =>
      asCase(base, wrap, { what: `raw body: ${what}`, headers: { ...base.headers, 'content-type': type }, payload }),
    ),
  });

  return fc.oneof(...arbitraries);
}

function decodeSafely(value: string): string {
  try {
    return JSON.stringify(decodeURIComponent(value));
  } catch {
    return JSON.stringify(value);
  }
}

/** The schemas of one endpoint in the OpenAPI document. */
export function endpointSchemas(document: OpenApiDocument, method: Method, path: string): EndpointSchemas {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  const params: Record<string, JsonSchema> = {};
  const query: Record<string, JsonSchema> = {};
  for (const p of operation.parameters ?? []) {
    if (p.in === 'path') params[p.name] = p.schema;
    if (p.in === 'query') query[p.name] = p.schema;
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return { params, query, ...(body ? { body } : {}) };
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every write endpoint the OpenAPI document lists: 'POST /api/v2/listings', ... */
export function writeEndpoints(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}
