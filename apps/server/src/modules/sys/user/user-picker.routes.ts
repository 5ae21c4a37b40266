import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { AUTHENTICATED, pageResultSchema, replySchema, userPickSchema, listQuerySchema } from '@bus/contracts';
import { defineList, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { sysUserDepart } from '../depart/depart.table';
import { userInTenant, userListDefinition } from './user-admin.list';
import { sysUser } from './user.table';

const pickColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  workNo: sysUser.workNo,
  idCard: sysUser.idCard,
  phone: sysUser.phone,
  createTime: sysUser.createTime,
};

const { username, realname, workNo, createTime } = userListDefinition.fields;

/** The select-existing-user modal searches only these fields, the others as 用户管理 does. */
const pickList = defineList({
  name: 'sys_user',
  table: sysUser,
  fields: {
    username,
    realname,
    workNo,
    // equality only: a partial-match search would let anyone guess a colleague's number digit by digit
    idCard: { column: sysUser.idCard, type: 'string', rule: 'eq' },
    createTime,
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysUser.id,
});

/**
 * Pickers are open to every signed-in user, so the ID-card number (spec 03 shows it in the modal)
 * is masked to its region and last four characters: enough to tell two 张伟 apart.
 */
export function maskIdCard(idCard: string | null): string | null {
  if (!idCard) return idCard;
  return idCard.length <= 8 ? '*'.repeat(idCard.length) : `${idCard.slice(0, 4)}${'*'.repeat(idCard.length - 8)}${idCard.slice(-4)}`;
}

const masked = <T extends { idCard: string | null }>(rows: T[]) => rows.map((row) => ({ ...row, idCard: maskIdCard(row.idCard) }));

const activeInTenant = (tenantId: number) => [eq(sysUser.delFlag, 0), eq(sysUser.status, 1), userInTenant(tenantId)];

/**
 * User pickers. Every signed-in user may pick colleagues of their tenant (roles, departments,
 * workflow and business forms assign people), so these are AUTHENTICATED and return only the
 * few identifying fields of active users.
 */
const userPickerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/user/selectUserList',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags: ['user-picker'],
        summary: '选择用户（分页）',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(userPickSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const page = await runList(pickList, request.query, request.ctx, {
        baseWhere: activeInTenant(session.tenantId),
        select: (p) =>
          db
            .select(pickColumns)
            .from(sysUser)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
      });
      return ok({ ...page, records: masked(page.records) });
    },
  );

  fastify.get(
    '/sys/user/queryUserByDepId',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags: ['user-picker'],
        summary: '部门下的用户',
        querystring: z.object({ id: z.string().min(1, '请选择部门') }),
        response: { 200: replySchema(z.array(userPickSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const rows = await db
        .select(pickColumns)
        .from(sysUser)
        .innerJoin(sysUserDepart, eq(sysUserDepart.userId, sysUser.id))
        .where(and(eq(sysUserDepart.depId, request.query.id), ...activeInTenant(session.tenantId)))
        .orderBy(asc(sysUser.workNo), asc(sysUser.id));
      return ok(masked(rows));
    },
  );
};

export default userPickerRoutes;
