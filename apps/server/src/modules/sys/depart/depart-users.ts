import { and, eq, sql } from 'drizzle-orm';
import { defineList } from '../../../lib/list-query';
import { sysUser } from '../user/user.table';
import { sysUserDepart } from './depart.table';

/** The users of one department (the depId filter is the caller's baseWhere). */
export const departUserList = defineList({
  name: 'sys_user (department)',
  table: sysUser,
  fields: {
    username: { column: sysUser.username, type: 'string', rule: 'like' },
    realname: { column: sysUser.realname, type: 'string', rule: 'like' },
    workNo: { column: sysUser.workNo, type: 'string', rule: 'like' },
    phone: { column: sysUser.phone, type: 'string', rule: 'like' },
    status: { column: sysUser.status, type: 'number', dict: 'user_status' },
    createTime: { column: sysUser.createTime, type: 'datetime' },
  },
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
