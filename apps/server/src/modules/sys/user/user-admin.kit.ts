/**
 * 用户管理 and 用户回收站 on the resource kit: the list (with department, role and position names),
 * queryById, exportXls, and delete / deleteBatch, which move the users to the recycle bin and end
 * their sessions. Add and edit (passwords, roles, departments), freeze, password reset, import and
 * the recycle bin's restore and purge are the area's own routes.
 */
import { userRecordSchema, userRecycleBinResource, userResource } from '@bus/contracts';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../../lib/app-error';
import { readOnlyResourceKit, resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { countLiveTenantUsers, liveUsersOfTenant, selectUserPage, userInTenant, userListDefinition, withUserNames } from './user-admin.list';
import { endUserSessions } from './user-admin.service';
import { sysUser } from './user.table';

/** `sessionsEnded`: tells every node that the deleted users' sessions are over (the event bus). */
export function userKit(sessionsEnded: (userIds: string[]) => Promise<void>) {
  return resourceKit(
    {
      resource: userResource,
      table: sysUser,
      list: userListDefinition,
      baseWhere: (ctx) => liveUsersOfTenant(ctx.session.tenantId),
      select: (db, ctx) => async (parts) => withUserNames(db, await selectUserPage(db, parts), ctx.session.tenantId),
      countUnfiltered: (ctx) => countLiveTenantUsers(ctx.db, ctx.session.tenantId),
      listRecord: userRecordSchema,
      ownRoutes: ['add', 'edit'],
      softDelete: () => ({ delFlag: 1 }),
      messages: { deleted: '删除成功', deletedBatch: () => '批量删除成功' },
      hooks: {
        async beforeDelete({ db, session }, rows) {
          if (rows.some((row) => row.id === session.userId)) throw fieldError('ids', '不能删除当前登录用户');
          await endUserSessions(
            db,
            rows.map((row) => row.id),
          );
        },
        afterCommit: (_ctx, ids) => sessionsEnded(ids),
      },
    },
    dataLog,
  );
}

/** The recycle bin's list: the tenant's deleted users (restore and purge are the area's own routes). */
export const userRecycleBinKit = readOnlyResourceKit({
  resource: userRecycleBinResource,
  table: sysUser,
  list: userListDefinition,
  baseWhere: (ctx) => [eq(sysUser.delFlag, 1), userInTenant(ctx.session.tenantId)],
  select: (db, ctx) => async (parts) => withUserNames(db, await selectUserPage(db, parts), ctx.session.tenantId),
  ownRoutes: ['queryById'],
});
