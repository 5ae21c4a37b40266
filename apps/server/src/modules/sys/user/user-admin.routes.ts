import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { adminChangePasswordSchema, AUTHENTICATED, departSchema, frozenBatchSchema, replySchema, userAddSchema, userEditSchema, PERMS } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysRole, sysUserRole } from '../role/role.table';
import { userKit } from './user-admin.kit';
import { createUser, editUser, requireTenantUser, resetPassword, setUsersStatus, splitIds } from './user-admin.service';
import { sysUser } from './user.table';

const tags = ['user-admin'];

/** User administration (system/UserList). */
const userAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  // list, queryById, delete, deleteBatch (to the recycle bin) and exportXls
  await fastify.register(userKit((userIds) => fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userIds })).routes);

  fastify.post(
    '/sys/user/add',
    {
      config: { permission: PERMS.system.user.add },
      schema: { tags, summary: '新增用户', body: userAddSchema, response: { 200: replySchema(z.object({ id: z.string() })) } },
    },
    async (request) => {
      const row = await createUser(db, request.ctx.session, request.body, fastify.now());
      return ok({ id: row.id }, '添加成功');
    },
  );

  fastify.put(
    '/sys/user/edit',
    {
      config: { permission: PERMS.system.user.edit },
      schema: { tags, summary: '编辑用户', body: userEditSchema, response: { 200: replySchema(z.object({ id: z.string(), version: z.number() })) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const row = await editUser(db, session, request.body, fastify.now());
      if (row.status === 2) await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userIds: [row.id] });
      return ok({ id: row.id, version: row.version }, '修改成功');
    },
  );

  fastify.get(
    '/sys/user/queryUserRole',
    {
      config: { permission: PERMS.system.user.list },
      schema: { tags, summary: '用户的角色 id', querystring: z.object({ userid: z.string().min(1) }), response: { 200: replySchema(z.array(z.string())) } },
    },
    async (request) => {
      const session = request.ctx.session;
      await requireTenantUser(db, session.tenantId, request.query.userid);
      const rows = await db
        .select({ id: sysUserRole.roleId })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(and(eq(sysUserRole.userId, request.query.userid), eq(sysRole.tenantId, session.tenantId)));
      return ok(rows.map((r) => r.id));
    },
  );

  fastify.get(
    '/sys/user/userDepartList',
    {
      config: { permission: PERMS.system.user.list },
      schema: { tags, summary: '用户的部门', querystring: z.object({ userId: z.string().min(1) }), response: { 200: replySchema(z.array(departSchema)) } },
    },
    async (request) => {
      const session = request.ctx.session;
      await requireTenantUser(db, session.tenantId, request.query.userId);
      const rows = await db
        .select({ id: sysDepart.id, departName: sysDepart.departName, orgCode: sysDepart.orgCode })
        .from(sysDepart)
        .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
        .where(and(eq(sysUserDepart.userId, request.query.userId), eq(sysDepart.tenantId, session.tenantId), eq(sysDepart.delFlag, 0)))
        .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
      return ok(rows);
    },
  );

  fastify.get(
    '/sys/user/checkOnlyUser',
    {
      // any signed-in user may ask whether an account name is free (forms of several pages use it)
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '账号是否可用',
        querystring: z.object({ username: z.string().trim().min(1, '请输入账号') }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request, reply) => {
      const [taken] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, request.query.username)).limit(1);
      if (taken) return reply.send({ success: false, message: '用户账号已存在', code: 200, result: null, timestamp: Date.now() });
      return ok(null, '该账号可用');
    },
  );

  fastify.put(
    '/sys/user/frozenBatch',
    {
      config: { permission: PERMS.system.user.frozen },
      schema: { tags, summary: '冻结 / 解冻用户', body: frozenBatchSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { ids, status } = request.body;
      const userIds = await setUsersStatus(db, request.ctx.session, splitIds(ids), status, fastify.now());
      if (status === 2) await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userIds });
      return ok(null, status === 2 ? '冻结成功' : '解冻成功');
    },
  );

  fastify.put(
    '/sys/user/changePassword',
    {
      config: { permission: PERMS.system.user.reset_password },
      schema: { tags, summary: '管理员重置用户密码', body: adminChangePasswordSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { username, password } = request.body;
      const userId = await resetPassword(db, request.ctx.session, username, password, fastify.now());
      await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userIds: [userId] });
      return ok(null, '密码修改成功');
    },
  );
};

export default userAdminRoutes;
