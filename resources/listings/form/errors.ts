/** Every message in an rjsf error schema, its own and its children's, in order. */
export function errorsOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '__errors' && Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === 'string'));
    else if (value && typeof value === 'object') out.push(...errorsOf(value));
  }
  return [...new Set(out)];
}

/** The messages of one path below the field ('0.url' → errors of images[0].url). */
export function errorsAt(schema: unknown, path: (string | number)[]): string[] {
  let node: unknown = schema;
  for (const part of path) {
    if (!node || typeof node !== 'object') return [];
    node = (node as Record<string, unknown>)[String(part)];
  }
  const list = (node as { __errors?: unknown } | undefined)?.__errors;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}
