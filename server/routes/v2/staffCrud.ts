import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db';
import { notFound } from '../../errors';
import { authOf } from '../../plugins/auth';
import { diff, recordAudit } from '../../services/audit';
import { ApiErrorSchema } from '../../../schemas/errors';
import { IdParams } from './params';
import { checkVersion, etag } from '../../versions';
import { ETAG_HEADER } from '../../openapi';

const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema };
const IfMatch = z.object({ 'if-match': z.string().optional() });
/** Staff edit these; nobody else learns even what a body should be (the plugin checks before validation). */
const config = { access: { caller: 'staff' } } as const;

/** One staff-edited entity: how it is found, shown, created, changed and removed. */
export interface StaffResource<Row extends { id: number; version: number }, Input, Shown extends Record<string, unknown>> {
  /** '/announcements': the routes are GET/PUT/DELETE {path}/:id and POST {path}. */
  path: string;
  /** The answer's property: { [key]: the record }. */
  key: string;
  /** The audit log's entity name. */
  entity: string;
  /** For the 404: 'Meddelelsen findes ikke'. */
  noun: string;
  tags: string[];
  record: z.ZodType<Shown>;
  input: z.ZodType<Input>;
  descriptions?: { create?: string; update?: string; remove?: string };
  /** The row; `forUpdate` locks it until the transaction ends. */
  find(db: DbOrTx, id: number, forUpdate?: boolean): Promise<Row | undefined>;
  toRecord(row: Row): Shown;
  insert(tx: DbOrTx, input: Input): Promise<Row>;
  update(tx: DbOrTx, before: Row, input: Input): Promise<Row>;
  /** Removes the row; answers what the audit log should add to the removed fields. */
  remove(tx: DbOrTx, before: Row): Promise<Record<string, unknown>>;
}

/**
 * Read one, create, update and delete for a staff-edited entity, each change in one transaction with
 * its audit-log entry, updates and deletes against the version read (If-Match: 428 without, 412 stale).
 * Staff only.
 */
export function registerStaffCrud<Row extends { id: number; version: number }, Input, Shown extends Record<string, unknown>>(
  fastify: FastifyInstance,
  resource: StaffResource<Row, Input, Shown>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, key, entity, noun, tags, descriptions = {} } = resource;
  const Answer = z.object({ [key]: resource.record });
  const VersionedAnswer = Answer.meta({ headers: { ETag: ETAG_HEADER } });
  const answer = (row: Row) => ({ [key]: resource.toRecord(row) });
  const versionNote = 'Send the version read as If-Match.';
  const found = async (db: DbOrTx, id: number, forUpdate = false) => {
    const row = await resource.find(db, id, forUpdate);
    if (!row) throw notFound(noun);
    return row;
  };
  /**
   * The row as the caller read it: 404, then 428/412 against If-Match. Locked until the change commits, so a
   * change that read the same version at the same time waits, then finds the new one and gets 412.
   */
  const asRead = async (tx: DbOrTx, id: number, ifMatch: string | undefined) => {
    const row = await found(tx, id, true);
    checkVersion(ifMatch, row.version);
    return row;
  };
  // The type provider cannot see through the generic schema; the body has been parsed by resource.input.
  const inputOf = (body: unknown) => body as Input;

  app.get(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        description: `One ${entity.replaceAll('_', ' ')}; the ETag carries its version.`,
        params: IdParams,
        response: { 200: VersionedAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const row = await found(app.db, request.params.id);
      reply.header('ETag', etag(row.version));
      return answer(row);
    },
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        security,
        description: descriptions.create ?? `Creates a ${entity.replaceAll('_', ' ')}.`,
        body: resource.input,
        response: { 201: VersionedAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const created = await resource.insert(tx, inputOf(request.body));
        await recordAudit(tx, auth, { accountId: null, entity, entityId: created.id, action: 'create', changes: diff({}, resource.toRecord(created)) });
        return created;
      });
      reply.header('ETag', etag(row.version));
      return reply.status(201).send(answer(row));
    },
  );

  app.put(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        description: [descriptions.update, versionNote].filter(Boolean).join(' '),
        params: IdParams,
        headers: IfMatch,
        body: resource.input,
        response: { 200: VersionedAnswer, ...writeErrors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const before = await asRead(tx, request.params.id, request.headers['if-match']);
        const after = await resource.update(tx, before, inputOf(request.body));
        await recordAudit(tx, auth, {
          accountId: null,
          entity,
          entityId: after.id,
          action: 'update',
          changes: diff(resource.toRecord(before), resource.toRecord(after)),
        });
        return after;
      });
      reply.header('ETag', etag(row.version));
      return answer(row);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        description: [descriptions.remove, versionNote].filter(Boolean).join(' '),
        params: IdParams,
        headers: IfMatch,
        response: { 200: Answer, ...writeErrors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return app.db.transaction(async (tx) => {
        const before = await asRead(tx, request.params.id, request.headers['if-match']);
        const extra = await resource.remove(tx, before);
        await recordAudit(tx, auth, {
          accountId: null,
          entity,
          entityId: before.id,
          action: 'delete',
          changes: { ...diff(resource.toRecord(before), {}), ...extra },
        });
        return answer(before);
      });
    },
  );
}
