/**
 * 职务管理 on the resource kit: the list's columns and the code's uniqueness; the kit does the
 * rest (tenant, data rules, versions, data log, the routes).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { PERMS, positionResource, type PositionSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysPosition } from './position.table';

export const positionList = defineList({
  name: 'sys_position',
  dataRulePermission: PERMS.system.position.list,
  table: sysPosition,
  fields: fieldsOf(positionResource.fields, {
    code: sysPosition.code,
    name: sysPosition.name,
    postRank: sysPosition.postRank,
    createTime: sysPosition.createTime,
  }),
  defaultSort: positionResource.defaultSort,
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

export const positionKit = resourceKit(
  {
    resource: positionResource,
    table: sysPosition,
    list: positionList,
    hooks: {
      async values({ db }, input: PositionSave, current) {
        await assertCodeFree(db, input.code, current?.id);
        return { code: input.code, name: input.name, postRank: input.postRank };
      },
    },
  },
  dataLog,
);

/** every position of the tenant, by code (the user form's post picker) */
export function allPositions(db: Database, tenantId: number) {
  return db.select().from(sysPosition).where(eq(sysPosition.tenantId, tenantId)).orderBy(asc(sysPosition.code));
}
