import fp from 'fastify-plugin';
import { badInput } from '../errors';

export const NUL_MESSAGE = 'Feltet indeholder et tegn, der ikke kan gemmes (NUL)';

/**
 * The path of the first text holding NUL (U+0000) anywhere in a parsed JSON value, '' for the value
 * itself, or undefined when there is none. Walks with a stack, not recursion: a body may nest deeper
 * than the call stack reaches.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store NUL in text or jsonb, and refuses the whole statement: a request carrying
 * one anywhere (body, query, path) is a 400 naming the field before any handler sees it.
 */
export const storableTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [['body', request.body], ['query', request.query], ['params', request.params]] as const) {
        if (Buffer.isBuffer(value)) continue;
        const path = nulPath(value);
        if (path !== undefined) throw badInput({ [path || part]: NUL_MESSAGE });
      }
    });
  },
  { name: 'storable-text' },
);
