import type { z } from 'zod';
import type { Db, DbOrTx } from '../db';
import { notFound } from '../errors';
import { checkVersion } from '../versions';
import type { AuthContext } from './access';
import { diff, recordAudit } from './audit';

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

type AnyResource<Row extends { id: number; version: number }, Input> = StaffResource<Row, Input, Record<string, unknown>>;

/*
 * Each change of a staff-edited entity is one transaction with its audit-log entry; updates and deletes are
 * made against the version read (If-Match: 428 without, 412 stale).
 */

/** The row; 404 when there is none. */
export async function findStaffRecord<Row extends { id: number; version: number }, Input>(
  db: DbOrTx,
  resource: AnyResource<Row, Input>,
  id: number,
  forUpdate = false,
): Promise<Row> {
  const row = await resource.find(db, id, forUpdate);
  if (!row) throw notFound(resource.noun);
  return row;
}

/**
 * The row as the caller read it: 404, then 428/412 against If-Match. Locked until the change commits, so a
 * change that read the same version at the same time waits, then finds the new one and gets 412.
 */
async function asRead<Row extends { id: number; version: number }, Input>(
  tx: DbOrTx,
  resource: AnyResource<Row, Input>,
  id: number,
  ifMatch: string | undefined,
) {
  const row = await findStaffRecord(tx, resource, id, true);
  checkVersion(ifMatch, row.version);
  return row;
}

export async function createStaffRecord<Row extends { id: number; version: number }, Input>(
  db: Db,
  auth: AuthContext,
  resource: AnyResource<Row, Input>,
  input: Input,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const created = await resource.insert(tx, input);
    await recordAudit(tx, auth, {
      accountId: null,
      entity: resource.entity,
      entityId: created.id,
      action: 'create',
      changes: diff({}, resource.toRecord(created)),
    });
    return created;
  });
}

export async function changeStaffRecord<Row extends { id: number; version: number }, Input>(
  db: Db,
  auth: AuthContext,
  resource: AnyResource<Row, Input>,
  id: number,
  ifMatch: string | undefined,
  input: Input,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await asRead(tx, resource, id, ifMatch);
    const after = await resource.update(tx, before, input);
    await recordAudit(tx, auth, {
      accountId: null,
      entity: resource.entity,
      entityId: after.id,
      action: 'update',
      changes: diff(resource.toRecord(before), resource.toRecord(after)),
    });
    return after;
  });
}

/** Removes the row; answers it as it was. */
export async function removeStaffRecord<Row extends { id: number; version: number }, Input>(
  db: Db,
  auth: AuthContext,
  resource: AnyResource<Row, Input>,
  id: number,
  ifMatch: string | undefined,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await asRead(tx, resource, id, ifMatch);
    const extra = await resource.remove(tx, before);
    await recordAudit(tx, auth, {
      accountId: null,
      entity: resource.entity,
      entityId: before.id,
      action: 'delete',
      changes: { ...diff(resource.toRecord(before), {}), ...extra },
    });
    return before;
  });
}
