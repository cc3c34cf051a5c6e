import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { users } from '../../server/db/schema';

/** Servers started together on one new PostgreSQL database migrate and seed it in turn, not over each other. */
describe.runIf(process.env.TEST_DB === 'postgres')('instances starting at once', () => {
  it('migrate and seed a new database once between them', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `member_area_startup_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.toString() })));
    try {
      await Promise.all(
        instances.map((database) =>
          database.exclusively(async () => {
            await migrateDatabase(database);
            await seed(database.db);
          }),
        ),
      );
      const staff = await instances[0]!.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, 'staff@demo.test'));
      expect(staff).toEqual([{ n: 1 }]);
    } finally {
      for (const database of instances) await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
