/** Department roles and their grants (JeecgBoot SysDepartRoleController / SysDepartPermissionController). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deptRoleUserAddSchema, permissionTreeResultSchema, replySchema, saveDeptRolePermissionSchema, PERMS } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { departRoleKitOf, findDepartInTenant, findDepartRole, setUserDepartRoles, userDepartRoleIds } from './depart-role.service';
import { departPermissionIds, deptRolePermissionIds, grantTree, saveDeptRolePermissions, splitIds } from './grant.service';
import { permissionChange } from './permission-cache';

const PERM = PERMS.system.depart.authorize;

const departRoleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const changesPermissions = permissionChange(fastify);
  const tags = ['depart-role'];

  await fastify.register(departRoleKitOf(() => fastify.permissionCache.changed()).routes);

  fastify.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    {
      config: { permission: PERM },
      schema: {
        tags,
        summary: '部门角色授权用的菜单树（仅本部门权限）',
        querystring: z.object({ departId: z.string().min(1) }),
        response: { 200: replySchema(permissionTreeResultSchema) },
      },
    },
    async (request) => {
      await findDepartInTenant(db, request.query.departId, request.ctx.session.tenantId);
      return ok(await grantTree(db, new Set(await departPermissionIds(db, request.query.departId))));
    },
  );
  fastify.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    {
      config: { permission: PERM },
      schema: {
        tags,
        summary: '部门角色已授权的菜单',
        querystring: z.object({ roleId: z.string().min(1) }),
        response: { 200: replySchema(z.array(z.string())) },
      },
    },
    async (request) => {
      await findDepartRole(db, request.query.roleId, request.ctx.session.tenantId);
      return ok(await deptRolePermissionIds(db, request.query.roleId));
    },
  );
  fastify.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: { permission: PERM },
      schema: { tags, summary: '保存部门角色授权', body: saveDeptRolePermissionSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const role = await findDepartRole(db, request.body.roleId, request.ctx.session.tenantId);
      await changesPermissions(saveDeptRolePermissions(db, role.id, role.departId, request.body.permissionIds));
      return ok(null, '保存成功');
    },
  );
  fastify.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    { config: { permission: PERM }, schema: { tags, summary: '设置用户的部门角色', body: deptRoleUserAddSchema, response: { 200: replySchema(z.null()) } } },
    async (request) => {
      const { userId, newRoleId, oldRoleId } = request.body;
      await setUserDepartRoles(db, request.ctx.session, userId, splitIds(newRoleId), splitIds(oldRoleId));
      return ok(null, '保存成功');
    },
  );
  fastify.get(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    {
      config: { permission: PERM },
      schema: {
        tags,
        summary: '用户在部门内的部门角色',
        querystring: z.object({ userId: z.string().min(1), departId: z.string().min(1) }),
        response: { 200: replySchema(z.array(z.string())) },
      },
    },
    async (request) => {
      await findDepartInTenant(db, request.query.departId, request.ctx.session.tenantId);
      return ok(await userDepartRoleIds(db, request.query.userId, request.query.departId));
    },
  );
};

export default departRoleRoutes;
