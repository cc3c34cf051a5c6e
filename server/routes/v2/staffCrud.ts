import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { changeStaffRecord, createStaffRecord, findStaffRecord, removeStaffRecord, type StaffResource } from '../../services/staffCrud';
import { ApiErrorSchema } from '../../../schemas/errors';
import { IdParams } from './params';
import { etag } from '../../versions';
import { ETAG_HEADER } from '../../openapi';

const security = [{ bearer: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { ...errors, 412: ApiErrorSchema, 428: ApiErrorSchema };
const IfMatch = z.object({ 'if-match': z.string().optional() });
/** Staff edit these; nobody else learns even what a body should be (the plugin checks before validation). */
const config = { access: { caller: 'staff' } } as const;

export type { StaffResource };

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
  const { path, key, entity, tags, descriptions = {} } = resource;
  const Answer = z.object({ [key]: resource.record });
  const VersionedAnswer = Answer.meta({ headers: { ETag: ETAG_HEADER } });
  const answer = (row: Row) => ({ [key]: resource.toRecord(row) });
  const versionNote = 'Send the version read as If-Match.';
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
      const row = await findStaffRecord(app.db, resource, request.params.id);
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
      const row = await createStaffRecord(app.db, authOf(request), resource, inputOf(request.body));
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
      const row = await changeStaffRecord(app.db, authOf(request), resource, request.params.id, request.headers['if-match'], inputOf(request.body));
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
      return answer(await removeStaffRecord(app.db, authOf(request), resource, request.params.id, request.headers['if-match']));
    },
  );
}
