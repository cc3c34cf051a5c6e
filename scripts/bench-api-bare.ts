/**
 * `npm run bench:api -- --bare`: the least a Node server does for the listing index, so that the API's
 * margin over the floor splits into what any Node server pays on this machine (the HTTP hop, the answer's
 * JSON) and what our stack adds (fastify, the token, zod's checks of the query and the answer, Drizzle, the
 * records). node:http and pg only: per request, the floor's statements as the floor runs them (one after
 * another on a pooled connection, prepared by name), then every row as an object and the lot as JSON, sent
 * with the API's security headers. No checks at all: a reference, not a server to copy.
 *
 * Run by the bench as a child process: PORT, DATABASE_URL and BARE_STATEMENTS (a JSON file of the request's
 * recorded statements); it says `listening` on stdout when it takes requests.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { replay, type Statement } from './bench-api-data';
import { securityHeaders } from '../server/securityHeaders';

/** The bare server for `recorded` on PostgreSQL at `connectionString`, not yet listening. */
export function bareServer(recorded: Statement[], connectionString: string): { server: Server; close: () => Promise<void> } {
  // Rows as objects: pg names them, as the API's answer names its fields.
  const statements = recorded.map(({ rowMode: _arrays, ...statement }) => statement);
  const headers = securityHeaders();
  const pool = new pg.Pool({ connectionString, max: 10 });
  const server = createServer((_request, response) => {
    void (async () => {
      const client = await pool.connect();
      try {
        const results: unknown[][] = [];
        for (const statement of statements) results.push((await replay(client, statement)).rows);
        const body = JSON.stringify({ results });
        for (const [name, value] of headers) response.setHeader(name, value);
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  };
  return { server, close };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const statements = JSON.parse(readFileSync(process.env.BARE_STATEMENTS ?? '', 'utf8')) as Statement[];
  bareServer(statements, process.env.DATABASE_URL ?? '').server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
}
