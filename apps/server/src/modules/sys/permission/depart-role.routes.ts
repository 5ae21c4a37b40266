/** Department roles and their grants (JeecgBoot SysDepartRoleController / SysDepartPermissionController). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  departRoleEditSchema,
  departRoleListRecordSchema,
  departRoleRecordSchema,
  departRoleSaveSchema,
  deptRoleUserAddSchema,
  pageResultSchema,
  permissionTreeResultSchema,
  replySchema,
  saveDeptRolePermissionSchema,
  PERMS,
  type DepartRoleRecord,
} from '@bus/contracts';
import { eq } from 'drizzle-orm';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import {
  addDepartRole,
  deleteDepartRoles,
  departRoleList,
  editDepartRole,
  findDepartInTenant,
  findDepartRole,
  setUserDepartRoles,
  userDepartRoleIds,
} from './depart-role.service';
import { grantableDepartRoleIds } from '../role/role-grant.service';
import { sysDepartRole } from './depart-permission.table';
import { departPermissionIds, deptRolePermissionIds, grantTree, saveDeptRolePermissions, splitIds } from './grant.service';
import { permissionChange } from './permission-cache';

const PERM = PERMS.system.depart.authorize;

const departRoleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const changesPermissions = permissionChange(fastify);
  const tags = ['depart-role'];

  fastify.get(
    '/sys/sysDepartRole/list',
    {
      config: { permission: PERM },
      schema: {
        tags,
        summary: '部门角色列表（grantable：当前用户能否授予）',
        querystring: z.object({ deptId: z.string().min(1, 'deptId 不能为空') }).passthrough(),
        response: { 200: replySchema(pageResultSchema(departRoleListRecordSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      await findDepartInTenant(db, request.query.deptId, session.tenantId);
      const page = await runList<DepartRoleRecord>(departRoleList, request.query, request.ctx, {
        baseWhere: [eq(sysDepartRole.departId, request.query.deptId)],
      });
      const grantable = await grantableDepartRoleIds(
        db,
        session,
        page.records.map((role) => role.id),
      );
      return ok({ ...page, records: page.records.map((role) => ({ ...role, grantable: grantable.has(role.id) })) });
    },
  );
  fastify.post(
    '/sys/sysDepartRole/add',
    {
      config: { permission: PERM },
      schema: { tags, summary: '新增部门角色', body: departRoleSaveSchema, response: { 200: replySchema(departRoleRecordSchema) } },
    },
    async (request) => ok(await addDepartRole(db, request.ctx.session, request.body, fastify.now()), '添加成功'),
  );
  fastify.put(
    '/sys/sysDepartRole/edit',
    {
      config: { permission: PERM },
      schema: { tags, summary: '编辑部门角色', body: departRoleEditSchema, response: { 200: replySchema(departRoleRecordSchema) } },
    },
    async (request) => ok(await editDepartRole(db, request.ctx.session, request.body, fastify.now()), '编辑成功'),
  );
  fastify.delete(
    '/sys/sysDepartRole/delete',
    {
      config: { permission: PERM },
      schema: { tags, summary: '删除部门角色', querystring: z.object({ id: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await changesPermissions(deleteDepartRoles(db, request.ctx.session, [request.query.id]));
      return ok(null, '删除成功');
    },
  );
  fastify.delete(
    '/sys/sysDepartRole/deleteBatch',
    {
      config: { permission: PERM },
      schema: { tags, summary: '批量删除部门角色', querystring: idsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await changesPermissions(deleteDepartRoles(db, request.ctx.session, request.query.ids));
      return ok(null, '删除成功');
    },
  );
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
