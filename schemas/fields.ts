import { z } from 'zod';
import './zodLocale';

/**
 * Field builders that carry SPEC 5's generic Danish messages, so that every schema words its
 * errors the same way and names the field: '{label} er krævet', '{label} skal være korrekt', ...
 */
/** Numbers in messages as Danes write them: 1.000.000 and 0,5; a four-digit number (a year) ungrouped. */
let danishNumber: Intl.NumberFormat | undefined;
// A whole number below 10.000 reads the same in every notation; the formatter, slow to create, waits for others.
const n = (value: number) =>
  Number.isInteger(value) && value >= 0 && value < 10_000
    ? String(value)
    : (danishNumber ??= new Intl.NumberFormat('da-DK', { useGrouping: 'min2', maximumFractionDigits: 2 })).format(value);

export const messages = {
  required: (label: string) => `${label} er krævet`,
  invalid: (label: string) => `${label} skal være korrekt`,
  positive: (label: string) => `${label} skal være positiv`,
  between: (label: string, min: number, max: number) => `${label} skal være mellem ${n(min)} og ${n(max)}`,
  lengthBetween: (label: string, min: number, max: number) => `${label} skal være mellem ${n(min)} og ${n(max)} tegn`,
  minLength: (label: string, min: number) => `${label} skal være mindst ${n(min)} tegn`,
  maxLength: (label: string, max: number) => `${label} må højst være ${n(max)} tegn`,
  /** Counts and amounts: '{label} må højst være {max}'. */
  atMost: (label: string, max: number) => `${label} må højst være ${n(max)}`,
  /** A 'to' value below its 'from' value: '{label} må ikke være mindre end {other}'. */
  notBelow: (label: string, other: string) => `${label} må ikke være mindre end ${other.toLowerCase()}`,
  /** SPEC 5: an image URL or upload that is already on the listing. */
  duplicateImage: () => 'Billedet findes allerede',
};

/**
 * The largest id PostgreSQL's integer columns hold. A larger one names no row, and the database refuses
 * it as out of range rather than finding nothing: every id a request carries is checked against it.
 */
export const MAX_ID = 2_147_483_647;

const requiredOr = (label: string, message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required(label) : message;
const requiredOrInvalid = (label: string) => requiredOr(label, messages.invalid(label));

/**
 * An id a request carries, as its body holds it: a whole number from 1 to MAX_ID, anything else
 * '{label} skal være korrekt' (or the message given).
 */
export function recordId(label: string, message = messages.invalid(label)) {
  return z
    .number({ error: requiredOr(label, message) })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
    .meta({ title: label });
}
/** The same, as the text of a path or query parameter. */
export function recordIdParameter(label: string, message = messages.invalid(label)) {
  return z.coerce
    .number({ error: requiredOr(label, message) })
    .int(message)
    .positive(message)
    .max(MAX_ID, message)
    .meta({ title: label });
}

interface TextOptions {
  min?: number;
  max?: number;
}

/** A required text; empty counts as missing. */
export function text(label: string, { min, max }: TextOptions = {}) {
  let s = z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .min(1, messages.required(label));
  if (min !== undefined && max !== undefined) {
    s = s.min(min, messages.lengthBetween(label, min, max)).max(max, messages.lengthBetween(label, min, max));
  } else if (min !== undefined) {
    s = s.min(min, messages.minLength(label, min));
  } else if (max !== undefined) {
    s = s.max(max, messages.maxLength(label, max));
  }
  return s.meta({ title: label });
}

/** An optional text: empty strings are stored as absent. */
export function optionalText(label: string, options: TextOptions = {}) {
  return z.preprocess(emptyToUndefined, text(label, options).optional()).meta({ title: label });
}

export function email(label: string) {
  return z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .min(1, messages.required(label))
    .pipe(z.email(messages.invalid(label)))
    .meta({ title: label });
}

/** SPEC 5: a phone number must include a country code, e.g. +45. */
export const PHONE_PATTERN = /^\+[1-9]\d{0,3}[ ]?\d(?:[ ]?\d){5,13}$/;
export function phone(label: string) {
  return z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .min(1, messages.required(label))
    .regex(PHONE_PATTERN, `${messages.invalid(label)} (med landekode, fx +45)`)
    .meta({ title: label });
}
export function optionalPhone(label: string) {
  return z.preprocess(emptyToUndefined, phone(label).optional()).meta({ title: label });
}

export function url(label: string, max?: number) {
  let s = z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .min(1, messages.required(label));
  if (max !== undefined) s = s.max(max, messages.maxLength(label, max));
  return s.pipe(z.url({ protocol: /^https?$/, error: messages.invalid(label) })).meta({ title: label });
}
export function optionalUrl(label: string, max?: number) {
  return z.preprocess(emptyToUndefined, url(label, max).optional()).meta({ title: label });
}

/** A Danish zip code: four digits. */
export function zipCode(label: string) {
  return z
    .string({ error: requiredOrInvalid(label) })
    .trim()
    .regex(/^\d{4}$/, messages.invalid(label))
    .meta({ title: label });
}

/**
 * The smallest area or amount typed in: 1 m², 1 kr. A smaller positive number is no real property's, and a
 * figure divided by one (a price per m²) can overflow.
 */
export const MIN_AMOUNT = 1;

/**
 * A positive number from MIN_AMOUNT up to `max` (every number has a ceiling: see NUMBER_LIMITS). Zod's
 * number refuses NaN and ±Infinity, so what passes is always finite.
 */
export function positiveNumber(label: string, max: number) {
  return z
    .number({ error: requiredOrInvalid(label) })
    .positive(messages.positive(label))
    .min(MIN_AMOUNT, messages.between(label, MIN_AMOUNT, max))
    .max(max, messages.atMost(label, max))
    .meta({ title: label });
}
export function optionalPositiveNumber(label: string, max: number) {
  return z.preprocess(emptyToUndefined, positiveNumber(label, max).optional()).meta({ title: label });
}

export function integerBetween(label: string, min: number, max: number) {
  return z
    .number({ error: requiredOrInvalid(label) })
    .int(messages.invalid(label))
    .min(min, messages.between(label, min, max))
    .max(max, messages.between(label, min, max))
    .meta({ title: label });
}

export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Turns a zod error into `{ path: message }`, the first message per field, for API answers and forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
