/**
 * The company directory: people of a department subtree of the session's tenant, with only the
 * contact fields a colleague may see (never passwords or ID cards).
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { newWorkbook } from '../../../lib/xlsx/workbook';
import { PERMS } from '@bus/contracts';
import type { AddressEntry } from '@bus/contracts';
import { defineList, runList, type ListContext, type QueryParams } from '../../../lib/list-query';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { userListDefinition } from '../user/user-admin.list';
import { sysUser } from '../user/user.table';

// Written out in full: inside a select list drizzle would leave column names unqualified.
const postName = sql<string | null>`(select p.name from sys_position p where p.code = "sys_user"."post" limit 1)`;

const { realname, workNo, phone, email, post, createTime } = userListDefinition.fields;

export const addressList = defineList({
  name: 'address_list',
  dataRulePermission: PERMS.system.address.list,
  table: sysUser,
  // found as 用户管理 finds them, by the contact fields only
  fields: { realname, workNo, phone, email, post, createTime },
  defaultSort: { field: 'workNo', order: 'asc' },
  tieBreaker: sysUser.id,
});

/** User belongs to a department of the tenant whose org code starts with `orgCode` (the subtree). */
function inSubtree(tenantId: number, orgCode: string | undefined) {
  return sql`exists (select 1 from ${sysUserDepart} inner join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.depId} where ${and(
    eq(sysUserDepart.userId, sysUser.id),
    eq(sysDepart.tenantId, tenantId),
    eq(sysDepart.delFlag, 0),
    orgCode ? like(sysDepart.orgCode, `${orgCode.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )})`;
}

/** Names of the user's departments in this tenant, in org-code order. */
const departNames = (tenantId: number) =>
  sql<
    string | null
  >`(select string_agg(d.depart_name, '，' order by d.org_code) from sys_user_depart ud inner join sys_depart d on d.id = ud.dep_id where ud.user_id = "sys_user"."id" and d.tenant_id = ${tenantId} and d.del_flag = 0)`;

export async function listAddresses(params: QueryParams, context: ListContext, options: { maxPageSize?: number } = {}) {
  const orgCode = typeof params.orgCode === 'string' && params.orgCode.trim() ? params.orgCode.trim() : undefined;
  const { tenantId } = context.session;
  return runList<AddressEntry>(addressList, params, context, {
    maxPageSize: options.maxPageSize,
    baseWhere: [eq(sysUser.delFlag, 0), inSubtree(tenantId, orgCode)],
    select: (p) =>
      context.db
        .select({
          id: sysUser.id,
          realname: sysUser.realname,
          workNo: sysUser.workNo,
          post: sysUser.post,
          postName,
          phone: sysUser.phone,
          email: sysUser.email,
          departName: departNames(tenantId),
        })
        .from(sysUser)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
  });
}

const COLUMNS: Array<[keyof AddressEntry, string, number]> = [
  ['realname', '姓名', 12],
  ['workNo', '工号', 14],
  ['departName', '部门', 30],
  ['postName', '职务', 14],
  ['phone', '手机号', 16],
  ['email', '邮箱', 28],
];

export async function buildAddressWorkbook(rows: AddressEntry[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('通讯录');
  sheet.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  for (const row of rows) sheet.addRow(Object.fromEntries(COLUMNS.map(([key]) => [key, row[key] ?? ''])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
