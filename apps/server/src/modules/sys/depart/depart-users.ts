import { and, eq, sql } from 'drizzle-orm';
import { defineList } from '../../../lib/list-query';
import { userListDefinition } from '../user/user-admin.list';
import { sysUser } from '../user/user.table';
import { sysUserDepart } from './depart.table';

const { username, realname, workNo, phone, status, createTime } = userListDefinition.fields;

/** The users of one department (the depId filter is the caller's baseWhere), found as 用户管理 finds them. */
export const departUserList = defineList({
  name: 'sys_user (department)',
  table: sysUser,
  fields: { username, realname, workNo, phone, status, createTime },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysUser.id,
});

/** Live users linked to the department (correlated EXISTS, so paging counts users once). */
export const inDepart = (depId: string) =>
  and(eq(sysUser.delFlag, 0), sql`exists (select 1 from ${sysUserDepart} where ${sysUserDepart.userId} = ${sysUser.id} and ${sysUserDepart.depId} = ${depId})`);

export const departUserColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  workNo: sysUser.workNo,
  phone: sysUser.phone,
  post: sysUser.post,
  status: sysUser.status,
};
