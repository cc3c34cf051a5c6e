/** A plain object (not null, not an array), with its keys readable: for JSON and other values of unknown shape. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
