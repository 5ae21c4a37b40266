import { and, eq, inArray, ne } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import type { PositionSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { sysPosition } from './position.table';
import type { RequestContext } from '../../../lib/request-context';

export const positionList = defineList({
  name: 'sys_position',
  dataRulePermission: PERMS.system.position.list,
  table: sysPosition,
  fields: {
    name: { column: sysPosition.name, type: 'string', rule: 'like' },
    code: { column: sysPosition.code, type: 'string', rule: 'like' },
    postRank: { column: sysPosition.postRank, type: 'string', dict: 'position_rank' },
    createTime: { column: sysPosition.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysPosition.id,
  tenantColumn: sysPosition.tenantId,
});

async function assertCodeFree(db: Database, code: string, exceptId?: string) {
  // codes are unique across tenants (users store the code as their post)
  const taken = await db
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(and(eq(sysPosition.code, code), exceptId ? ne(sysPosition.id, exceptId) : undefined));
  if (taken.length) throw fieldError('code', '职务编码已存在');
}

async function assertInTenant(db: Database, tenantId: number, id: string) {
  const [row] = await db
    .select({ id: sysPosition.id })
    .from(sysPosition)
    .where(and(eq(sysPosition.id, id), eq(sysPosition.tenantId, tenantId)));
  if (!row) throw new AppError(404, '职务不存在');
}

export async function addPosition({ db, session, now }: RequestContext, input: PositionSave) {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [row] = await tx
      .insert(sysPosition)
      .values({ code: input.code, name: input.name, postRank: input.postRank, tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_position', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editPosition({ db, session, now }: RequestContext, input: PositionSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    await assertInTenant(tx, session.tenantId, input.id);
    await assertCodeFree(tx, input.code, input.id);
    const row = await updateVersioned(
      tx,
      sysPosition,
      input.id,
      input.version,
      { code: input.code, name: input.name, postRank: input.postRank, updateBy: session.username, updateTime: now },
      '职务不存在',
    );
    await recordDataLog(tx, { table: 'sys_position', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deletePositions(db: Database, tenantId: number, ids: string[]) {
  const rows = await db
    .delete(sysPosition)
    .where(and(inArray(sysPosition.id, ids), eq(sysPosition.tenantId, tenantId)))
    .returning({ id: sysPosition.id });
  if (rows.length === 0) throw new AppError(404, '职务不存在');
  return rows.length;
}
