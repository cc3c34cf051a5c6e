import fp from 'fastify-plugin';
import { badInput } from '../errors';

export const NUL_MESSAGE = 'Feltet indeholder et tegn, der ikke kan gemmes (NUL)';
export const ILL_FORMED_MESSAGE = 'Feltet indeholder et tegn, der ikke kan gemmes (ugyldig Unicode)';
export const NOT_UTF8_MESSAGE = 'Feltet indeholder tegn, der ikke er UTF-8';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A JSON body's bytes as text, when they are UTF-8. Decoded leniently, bytes that are not would become U+FFFD and be
 * stored so: they are a 400 instead, naming the text they are in (the first key or value holding U+FFFD once
 * decoded leniently), or the body when that cannot be told.
 */
export function utf8Text(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const found = faultyText(parsed, (text) => (text.includes('\ufffd') ? NOT_UTF8_MESSAGE : undefined));
    throw badInput({ [found?.path || 'body']: NOT_UTF8_MESSAGE });
  }
}

/** Why a text cannot be stored, or undefined when it can. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (!text.isWellFormed()) return ILL_FORMED_MESSAGE;
  return undefined;
}

/**
 * The first text anywhere in a parsed JSON value, key or value, that `why` finds fault with: its path ('' for
 * the value itself, a bad key written well-formed) and why. Walks with a stack, not recursion: a body may
 * nest deeper than the call stack reaches.
 */
function faultyText(value: unknown, why: (text: string) => string | undefined): { path: string; message: string } | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value: current, path } = entry;
    if (typeof current === 'string') {
      const message = why(current);
      if (message) return { path, message };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key.toWellFormed()}` : key.toWellFormed();
        const message = why(key);
        if (message) return { path: childPath, message };
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/** The first text anywhere in a parsed JSON value that cannot be stored, and why. */
export const unstorableText = (value: unknown) => faultyText(value, unstorable);

/**
 * The first query parameter whose %-escapes are not UTF-8 (a lone surrogate as %ED%A0%80, a stray byte as
 * %FF): the query parser keeps such a value as its escapes, so it is caught in the URL itself.
 */
function illFormedQueryParameter(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start < 0) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    const [rawName = '', rawValue = ''] = pair.split(/=(.*)/s);
    const name = decoded(rawName);
    if (name === undefined) return 'query';
    if (decoded(rawValue) === undefined) return name;
  }
  return undefined;
}

/** A URL component decoded as the query parser does ('+' is a space, a '%' that starts no escape is itself), or undefined. */
function decoded(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' ').replace(/%(?![0-9a-f]{2})/gi, '%25'));
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL cannot store NUL in text or jsonb, and refuses the whole statement; text that is not
 * well-formed Unicode (a lone UTF-16 surrogate, which JSON can escape) fails in jsonb and is changed into
 * U+FFFD in text. A request carrying either anywhere (body, query, path; keys too) is a 400 naming the
 * field before any handler sees it, as is a JSON body whose bytes are not UTF-8. Headers need no check: Node
 * reads them as Latin-1, always well-formed.
 */
export const storableTextPlugin = fp(
  (app, _options, done) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, parsed) => {
      let text: string;
      try {
        text = utf8Text(body);
      } catch (error) {
        parsed(error as Error);
        return;
      }
      // Fastify's own parser: it answers through `parsed`, and returns nothing to wait for.
      void parseJson(request, text, parsed);
    });
    app.addHook('preValidation', (request, _reply, next) => {
      for (const [part, value] of [
        ['body', request.body],
        ['query', request.query],
        ['params', request.params],
      ] as const) {
        if (Buffer.isBuffer(value)) continue;
        const found = unstorableText(value);
        if (found) {
          next(badInput({ [found.path || part]: found.message }));
          return;
        }
      }
      const parameter = illFormedQueryParameter(request.url);
      next(parameter === undefined ? undefined : badInput({ [parameter]: ILL_FORMED_MESSAGE }));
    });
    done();
  },
  { name: 'storable-text' },
);
