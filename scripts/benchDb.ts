import pg from 'pg';

/** Runs one statement on the PostgreSQL server of `baseUrl` (CREATE/DROP DATABASE for a bench's own database). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const url = new URL(baseUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Seconds since a performance.now() reading, for progress lines. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
