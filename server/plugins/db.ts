import fp from 'fastify-plugin';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export const dbPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'db' },
);
