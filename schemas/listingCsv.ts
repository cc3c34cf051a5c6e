/**
 * A case system's feed as CSV (docs/import.md): a header row naming the columns as the schemas name the
 * form fields, then one listing per line. Read the same way on the server (POST /listings/import with
 * Content-Type: text/csv) and in the browser (the import page's preview), into the JSON bodies that
 * POST /listings takes; the schemas then judge each row as they judge a form.
 *
 * - UTF-8, with or without a byte order mark; ';' or ',' between cells (whichever the header uses);
 *   cells quoted with '"' may hold the separator, line breaks and '""'.
 * - An empty cell is an absent field. Numbers in Danish ('1.250,5', '1250,5') or plain ('1250.5') form;
 *   booleans 'ja'/'nej', 'true'/'false', '1'/'0'. listingType is the type's id (1-4), key or Danish name.
 * - Lists of keys (facilities, energyLabels, usageProposals, secondaryUsageProposals) separated by '|';
 *   images as URLs separated by '|' or spaces; an address by its register id in `address.id`, the other
 *   parts of an object field as `advertisedAddress.streetName` and so on.
 * - A cell the export guarded against spreadsheet formulas ("'+45 ...") is read without the guard.
 *
 * A file that cannot be read as such a table is refused whole (CsvFormatError naming the line, and the
 * column where there is one); a cell that cannot be read as its field's kind is passed on as text, so that
 * the row is refused with the field's own Danish message.
 */

import type { z } from 'zod';
import { CsvFormatError, csvRecords, unguardedCell } from './csv';
import { parseDanishNumber } from './danishNumber';
import { listingObjectSchema } from './listings';
import { LISTING_TYPE_DEFINITIONS, LISTING_TYPE_NAMES } from './listingTypes';

export { CsvFormatError };

type Kind = 'string' | 'number' | 'boolean' | 'keys' | 'images' | 'object';

interface Column {
  kind: Kind;
  /** An object field's parts, by name. */
  parts?: Map<string, Kind>;
}

/** The zod type under optional(), default(), preprocess() and the like. */
function baseOf(schema: z.ZodType): { type: string; def: Record<string, unknown> } {
  const def: Record<string, unknown> & { type: string } = { ...schema.def };
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) return baseOf(def['innerType'] as z.ZodType);
  if (def.type === 'pipe') {
    const input = def['in'] as z.ZodType;
    return baseOf(baseOf(input).type === 'transform' ? (def['out'] as z.ZodType) : input);
  }
  return { type: def.type, def };
}

function kindOf(schema: z.ZodType): Kind {
  const { type, def } = baseOf(schema);
  if (type === 'number' || type === 'int') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'object') return 'object';
  if (type === 'array') return baseOf(def['element'] as z.ZodType).type === 'object' ? 'images' : 'keys';
  return 'string';
}

const ENVELOPE: Record<string, Column> = {
  listingType: { kind: 'number' },
  offMarket: { kind: 'boolean' },
  activate: { kind: 'boolean' },
  reopen: { kind: 'boolean' },
  accountId: { kind: 'number' },
};

let columns: Map<string, Column> | undefined;

/** Every field of every type (they agree on the kind of a field they share), and the envelope's. */
function fieldColumns(): Map<string, Column> {
  if (columns) return columns;
  columns = new Map(Object.entries(ENVELOPE));
  for (const type of LISTING_TYPE_NAMES) {
    const shape = listingObjectSchema(type).shape as Record<string, z.ZodType>;
    for (const [name, schema] of Object.entries(shape)) {
      if (columns.has(name)) continue;
      const kind = kindOf(schema);
      if (kind !== 'object') {
        columns.set(name, { kind });
        continue;
      }
      const partShape = (baseOf(schema).def['shape'] ?? {}) as Record<string, z.ZodType>;
      columns.set(name, { kind, parts: new Map(Object.entries(partShape).map(([part, s]) => [part, kindOf(s)])) });
    }
  }
  return columns;
}

/** '1.250,5', '1250,5', '1 250' and '1250.5' → a number; anything else stays text. */
export function csvNumberOf(text: string): number | string {
  const danish = parseDanishNumber(text);
  if (typeof danish === 'number') return danish;
  const trimmed = text.trim();
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

function booleanOf(text: string): boolean | string {
  const word = text.trim().toLowerCase();
  if (['ja', 'true', '1'].includes(word)) return true;
  if (['nej', 'false', '0'].includes(word)) return false;
  return text;
}

function listingTypeOf(text: string): number | string {
  const number = csvNumberOf(text);
  if (typeof number === 'number') return number;
  const word = text.trim().toLowerCase();
  const found = LISTING_TYPE_DEFINITIONS.find((t) => t.key.toLowerCase() === word || t.name.da.toLowerCase() === word || t.name.en.toLowerCase() === word);
  return found ? found.id : text;
}

function valueOf(kind: Kind, text: string): unknown {
  switch (kind) {
    case 'number':
      return csvNumberOf(text);
    case 'boolean':
      return booleanOf(text);
    case 'keys':
      return text
        .split(/[|;]/)
        .map((key) => key.trim())
        .filter(Boolean);
    case 'images':
      return text
        .split(/[|\s]+/)
        .filter(Boolean)
        .map((url) => ({ url }));
    default:
      return text;
  }
}

export interface CsvListing {
  /** The line of the file the listing starts on (the header is line 1). */
  line: number;
  body: Record<string, unknown>;
}

/** A feed's CSV text as the listing bodies POST /listings/import takes as JSON. */
export function listingsFromCsv(text: string): CsvListing[] {
  const records = csvRecords(text);
  const header = records.shift();
  if (!header) throw new CsvFormatError(1, null, 'Filen er tom: første linje skal navngive kolonnerne');
  const known = fieldColumns();
  const names = header.cells.map((cell) => cell.trim());
  const seen = new Set<string>();
  const targets = names.map((name, index) => {
    const [field = '', part, ...rest] = name.split('.');
    const column = known.get(field);
    const fits = column && rest.length === 0 && (column.parts ? part !== undefined && column.parts.has(part) : part === undefined);
    if (!name) throw new CsvFormatError(header.line, null, `Linje ${header.line}: kolonne ${index + 1} har intet navn`);
    if (!column || !fits) throw new CsvFormatError(header.line, name, `Linje ${header.line}: kolonnen »${name}« findes ikke`);
    if (seen.has(name)) throw new CsvFormatError(header.line, name, `Linje ${header.line}: kolonnen »${name}« står to gange`);
    seen.add(name);
    return { field, part, kind: part === undefined ? column.kind : (column.parts?.get(part) ?? 'string') };
  });
  return records.map(({ line, cells }) => {
    if (cells.length > names.length) {
      throw new CsvFormatError(line, null, `Linje ${line} har ${cells.length} celler, men overskriften har ${names.length}`);
    }
    const body: Record<string, unknown> = {};
    cells.forEach((raw, index) => {
      const target = targets[index];
      // An empty cell is an absent field; the export's guard against formulas ("'=...") is taken off.
      const text = unguardedCell(raw);
      if (!target || text.trim() === '') return;
      const value = target.field === 'listingType' ? listingTypeOf(text) : valueOf(target.kind, text);
      if (target.part === undefined) body[target.field] = value;
      else body[target.field] = { ...(body[target.field] as Record<string, unknown> | undefined), [target.part]: value };
    });
    return { line, body };
  });
}
