import fp from 'fastify-plugin';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp<{ db: Db }>(
  (app, { db }, done) => {
    app.decorate('db', db);
    done();
  },
  { name: 'db' },
);
