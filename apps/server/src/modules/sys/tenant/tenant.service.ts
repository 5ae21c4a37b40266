/**
 * 租户管理 on the resource kit (records keyed by integers): a name used once, an id given or the
 * next after the highest, and no delete of the signed-in tenant or of one that still has users.
 */
import { and, eq, inArray, max, ne } from 'drizzle-orm';
import { PERMS, tenantResource, type TenantSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysTenant, sysUserTenant } from './tenant.table';

export const tenantList = defineList({
  name: 'sys_tenant',
  dataRulePermission: PERMS.system.tenant.list,
  table: sysTenant,
  fields: fieldsOf(tenantResource.fields, { id: sysTenant.id, name: sysTenant.name, status: sysTenant.status, createTime: sysTenant.createTime }),
  defaultSort: tenantResource.defaultSort,
  tieBreaker: sysTenant.id,
});

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.name, name), exceptId ? ne(sysTenant.id, exceptId) : undefined));
  if (rows.length) throw fieldError('name', '租户名称已存在');
}

/** the id asked for when it is free, or the next after the highest */
async function newTenantId(db: Database, asked: number | null | undefined) {
  if (asked) {
    const [taken] = await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, asked));
    if (taken) throw fieldError('id', '租户编号已存在');
    return asked;
  }
  const [{ top }] = await db.select({ top: max(sysTenant.id) }).from(sysTenant);
  return (top ?? 0) + 1;
}

export const tenantKit = resourceKit(
  {
    resource: tenantResource,
    table: sysTenant,
    list: tenantList,
    messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功', deletedBatch: () => '删除成功' },
    // the data log keys records by text
    logged: (row) => ({ ...row, id: String(row.id) }) as never,
    hooks: {
      async values({ db }, input: TenantSave, current) {
        await assertNameFree(db, input.name, current?.id);
        const columns = { name: input.name, status: input.status ?? 1 };
        return current ? columns : { id: await newTenantId(db, input.id), ...columns };
      },
      // a tenant that still has users is not deleted (their data would be orphaned)
      async beforeDelete({ db, session }, rows) {
        const ids = rows.map((row) => row.id);
        if (ids.includes(session.tenantId)) throw new AppError(422, '不能删除当前登录的租户', { errors: [{ field: 'id', message: '不能删除当前登录的租户' }] });
        const users = await db.select({ tenantId: sysUserTenant.tenantId }).from(sysUserTenant).where(inArray(sysUserTenant.tenantId, ids)).limit(1);
        if (users.length) throw new AppError(409, `租户 ${users[0].tenantId} 下仍有用户，不能删除`);
      },
    },
  },
  dataLog,
);

export async function queryTenants(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sysTenant.id, name: sysTenant.name, status: sysTenant.status })
    .from(sysTenant)
    .where(inArray(sysTenant.id, ids))
    .orderBy(sysTenant.id);
}
