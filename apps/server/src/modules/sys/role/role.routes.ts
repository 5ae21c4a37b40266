import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  pageResultSchema,
  permissionTreeResultSchema,
  replySchema,
  roleDataRuleResultSchema,
  roleOptionSchema,
  roleUserRecordSchema,
  saveRoleDataRuleSchema,
  PERMS,
} from '@bus/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '../../../lib/app-error';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { grantTree, roleDataRules, saveRoleDataRules, splitIds } from '../permission/grant.service';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';
import { addUsersToRole, findRoleInTenant, isRoleCodeTaken, queryAllRoles, removeUserFromRole, roleKitOf, roleUserList } from './role.service';
import { grantableRoleIds } from './role-grant.service';
import { sysUserRole } from './role.table';

const roleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const tags = ['role'];

  await fastify.register(roleKitOf(() => fastify.permissionCache.changed()).routes);

  fastify.get(
    '/sys/role/checkRoleCode',
    {
      config: { permission: PERMS.system.role.list },
      schema: {
        tags,
        summary: '角色编码是否可用',
        querystring: z.object({ roleCode: z.string().min(1, '角色编码不能为空'), id: z.string().optional() }),
        response: { 200: replySchema(z.boolean()) },
      },
    },
    async (request) => {
      const taken = await isRoleCodeTaken(db, request.query.roleCode.trim(), request.query.id);
      return ok(!taken, taken ? '角色编码已存在' : '该编码可用');
    },
  );
  // AUTHENTICATED: the role options of the user form and pickers (names and codes of the session tenant only).
  fastify.get(
    '/sys/role/queryall',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '当前租户的全部角色（grantable：当前用户能否授予）', response: { 200: replySchema(z.array(roleOptionSchema)) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const roles = await queryAllRoles(db, session.tenantId);
      const grantable = await grantableRoleIds(
        db,
        session,
        roles.map((r) => r.id),
      );
      return ok(roles.map((role) => ({ ...role, grantable: grantable.has(role.id) })));
    },
  );
  fastify.get(
    '/sys/role/queryTreeList',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: { tags, summary: '授权用的菜单与按钮树', response: { 200: replySchema(permissionTreeResultSchema) } },
    },
    async () => ok(await grantTree(db)),
  );
  fastify.get(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: {
        tags,
        summary: '角色在某菜单上的数据规则',
        params: z.object({ permissionId: z.string(), roleId: z.string() }),
        response: { 200: replySchema(roleDataRuleResultSchema) },
      },
    },
    async (request) => {
      await findRoleInTenant(db, request.params.roleId, request.ctx.session.tenantId);
      return ok(await roleDataRules(db, request.params.permissionId, request.params.roleId));
    },
  );
  fastify.post(
    '/sys/role/datarule',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: { tags, summary: '保存角色的数据规则', body: saveRoleDataRuleSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await findRoleInTenant(db, request.body.roleId, request.ctx.session.tenantId);
      await saveRoleDataRules(db, request.body.roleId, request.body.permissionId, request.body.dataRuleIds);
      return ok(null, '保存成功');
    },
  );

  fastify.get(
    '/sys/user/userRoleList',
    {
      config: { permission: PERMS.system.role.list },
      schema: {
        tags,
        summary: '角色下的用户',
        querystring: z.object({ roleId: z.string({ message: 'roleId 不能为空' }).min(1, 'roleId 不能为空') }).passthrough(),
        response: { 200: replySchema(pageResultSchema(roleUserRecordSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const roleId = request.query.roleId;
      await findRoleInTenant(db, roleId, session.tenantId);
      const base = [
        eq(sysUser.delFlag, 0),
        sql`${sysUser.id} in (select ${sysUserRole.userId} from ${sysUserRole} where ${sysUserRole.roleId} = ${roleId})`,
        sql`${sysUser.id} in (select ${sysUserTenant.userId} from ${sysUserTenant} where ${sysUserTenant.tenantId} = ${session.tenantId})`,
      ];
      return ok(
        await runList(roleUserList, request.query, request.ctx, {
          baseWhere: [and(...base)],
          select: (p) =>
            db
              .select({
                id: sysUser.id,
                username: sysUser.username,
                realname: sysUser.realname,
                phone: sysUser.phone,
                orgCode: sysUser.orgCode,
                status: sysUser.status,
              })
              .from(sysUser)
              .where(p.where)
              .orderBy(...p.orderBy)
              .limit(p.limit)
              .offset(p.offset),
        }),
      );
    },
  );
  fastify.post(
    '/sys/user/addSysUserRole',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: {
        tags,
        summary: '给角色添加用户',
        body: z.object({ roleId: z.string().min(1, '请选择角色'), userIdList: z.array(z.string().min(1)).min(1, '请选择用户').max(1000) }),
        response: { 200: replySchema(z.number()) },
      },
    },
    async (request) => ok(await addUsersToRole(db, request.ctx.session, request.body.roleId, request.body.userIdList), '添加成功'),
  );
  fastify.delete(
    '/sys/user/deleteUserRole',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: {
        tags,
        summary: '把用户移出角色',
        querystring: z.object({ roleId: z.string().min(1), userId: z.string().min(1) }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const userIds = splitIds(request.query.userId);
      if (userIds.length === 0) throw fieldError('userId', '请选择用户');
      await removeUserFromRole(db, request.ctx.session, request.query.roleId, userIds);
      return ok(null, '移除成功');
    },
  );
};

export default roleRoutes;
