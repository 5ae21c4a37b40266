/** Menu admin, granting to roles and departments, and data rules (issue 3 "Menus and permissions"). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  dataRuleEditSchema,
  dataRuleRecordSchema,
  dataRuleSaveSchema,
  permissionEditSchema,
  permissionRecordSchema,
  permissionRecordTreeSchema,
  permissionSaveSchema,
  permissionTreeResultSchema,
  replySchema,
  saveDepartPermissionSchema,
  saveRolePermissionSchema,
  submenuBatchQuerySchema,
  submenuBatchResultSchema,
  submenuQuerySchema,
  PERMS,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { findRoleInTenant } from '../role/role.service';
import { addDataRule, deleteDataRule, editDataRule, listDataRules } from './data-rule.service';
import { departRoleIdsOf, findDepartInTenant } from './depart-role.service';
import { departPermissionIds, grantTree, rolePermissionIds, saveDepartPermissions, saveRolePermissions } from './grant.service';
import { childrenByParent, childrenOf, topLevelMenus } from './menu-levels';
import { addPermission, deletePermissions, editPermission, permissionAdminTree, toPermissionRecord } from './permission-admin.service';
import { permissionChange } from './permission-cache';

/** a delete replies how many items went with the subtree, and says it (菜单管理 shows the message) */
const deletedReply = (count: number) => ok(count, `已删除 ${count} 项`);

const permissionAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const changesPermissions = permissionChange(fastify);
  const tags = ['permission'];
  const idList = z.array(z.string());

  fastify.get(
    '/sys/permission/list',
    {
      config: { permission: PERMS.system.permission.list },
      schema: { tags, summary: '菜单管理：完整菜单树', response: { 200: replySchema(z.array(permissionRecordTreeSchema)) } },
    },
    async () => ok(await permissionAdminTree(db)),
  );
  // the same tree a level at a time (spec 01 section 7)
  fastify.get(
    '/sys/permission/getSystemMenuList',
    {
      config: { permission: PERMS.system.permission.list },
      schema: { tags, summary: '菜单管理：一级菜单', response: { 200: replySchema(z.array(permissionRecordSchema)) } },
    },
    async () => ok(await topLevelMenus(db)),
  );
  fastify.get(
    '/sys/permission/getSystemSubmenu',
    {
      config: { permission: PERMS.system.permission.list },
      schema: { tags, summary: '菜单管理：某菜单的下级', querystring: submenuQuerySchema, response: { 200: replySchema(z.array(permissionRecordSchema)) } },
    },
    async (request) => ok(await childrenOf(db, request.query.parentId)),
  );
  fastify.get(
    '/sys/permission/getSystemSubmenuBatch',
    {
      config: { permission: PERMS.system.permission.list },
      schema: {
        tags,
        summary: '菜单管理：多个菜单的下级（按上级分组）',
        querystring: submenuBatchQuerySchema,
        response: { 200: replySchema(submenuBatchResultSchema) },
      },
    },
    async (request) => ok(await childrenByParent(db, request.query.parentIds)),
  );
  fastify.post(
    '/sys/permission/add',
    {
      config: { permission: PERMS.system.permission.add },
      schema: { tags, summary: '新增菜单或按钮', body: permissionSaveSchema, response: { 200: replySchema(permissionRecordSchema) } },
    },
    async (request) => ok(toPermissionRecord(await changesPermissions(addPermission(db, request.ctx.session, request.body, fastify.now()))), '添加成功'),
  );
  fastify.put(
    '/sys/permission/edit',
    {
      config: { permission: PERMS.system.permission.edit },
      schema: { tags, summary: '编辑菜单或按钮', body: permissionEditSchema, response: { 200: replySchema(permissionRecordSchema) } },
    },
    async (request) => ok(toPermissionRecord(await changesPermissions(editPermission(db, request.ctx.session, request.body, fastify.now()))), '编辑成功'),
  );
  fastify.delete(
    '/sys/permission/delete',
    {
      config: { permission: PERMS.system.permission.delete },
      schema: {
        tags,
        summary: '删除菜单（含下级、授权与数据规则）',
        querystring: z.object({ id: z.string().min(1) }),
        response: { 200: replySchema(z.number()) },
      },
    },
    async (request) => deletedReply(await changesPermissions(deletePermissions(db, [request.query.id]))),
  );
  fastify.delete(
    '/sys/permission/deleteBatch',
    {
      config: { permission: PERMS.system.permission.batch_delete },
      schema: { tags, summary: '批量删除菜单', querystring: idsQuerySchema, response: { 200: replySchema(z.number()) } },
    },
    async (request) => deletedReply(await changesPermissions(deletePermissions(db, request.query.ids))),
  );

  fastify.get(
    '/sys/permission/queryTreeList',
    {
      config: { permission: PERMS.system.permission.list },
      schema: { tags, summary: '菜单与按钮树（授权用）', response: { 200: replySchema(permissionTreeResultSchema) } },
    },
    async () => ok(await grantTree(db)),
  );
  fastify.get(
    '/sys/permission/queryRolePermission',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: { tags, summary: '角色已授权的菜单与按钮', querystring: z.object({ roleId: z.string().min(1) }), response: { 200: replySchema(idList) } },
    },
    async (request) => {
      await findRoleInTenant(db, request.query.roleId, request.ctx.session.tenantId);
      return ok(await rolePermissionIds(db, request.query.roleId));
    },
  );
  fastify.post(
    '/sys/permission/saveRolePermission',
    {
      config: { permission: PERMS.system.role.authorize },
      schema: { tags, summary: '保存角色授权', body: saveRolePermissionSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await findRoleInTenant(db, request.body.roleId, request.ctx.session.tenantId);
      await changesPermissions(saveRolePermissions(db, request.body.roleId, request.body.permissionIds));
      return ok(null, '保存成功');
    },
  );

  fastify.get(
    '/sys/permission/queryTreeListForDepart',
    {
      config: { permission: PERMS.system.depart.authorize },
      schema: { tags, summary: '部门授权用的菜单树', response: { 200: replySchema(permissionTreeResultSchema) } },
    },
    async () => ok(await grantTree(db)),
  );
  fastify.get(
    '/sys/permission/queryDepartPermission',
    {
      config: { permission: PERMS.system.depart.authorize },
      schema: { tags, summary: '部门可分配的菜单与按钮', querystring: z.object({ departId: z.string().min(1) }), response: { 200: replySchema(idList) } },
    },
    async (request) => {
      await findDepartInTenant(db, request.query.departId, request.ctx.session.tenantId);
      return ok(await departPermissionIds(db, request.query.departId));
    },
  );
  fastify.post(
    '/sys/permission/saveDepartPermission',
    {
      config: { permission: PERMS.system.depart.authorize },
      schema: { tags, summary: '保存部门权限', body: saveDepartPermissionSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { departId, permissionIds } = request.body;
      await findDepartInTenant(db, departId, request.ctx.session.tenantId);
      await changesPermissions(saveDepartPermissions(db, departId, permissionIds, await departRoleIdsOf(db, departId)));
      return ok(null, '保存成功');
    },
  );

  fastify.get(
    '/sys/permission/getPermRuleListByPermId',
    {
      config: { permission: PERMS.system.permission.list },
      schema: {
        tags,
        summary: '菜单的数据规则',
        querystring: z.object({ permissionId: z.string().min(1) }),
        response: { 200: replySchema(z.array(dataRuleRecordSchema)) },
      },
    },
    async (request) => ok(await listDataRules(db, request.query.permissionId)),
  );
  fastify.post(
    '/sys/permission/addPermissionRule',
    {
      config: { permission: PERMS.system.dataRule.add },
      schema: { tags, summary: '新增数据规则', body: dataRuleSaveSchema, response: { 200: replySchema(dataRuleRecordSchema) } },
    },
    async (request) => ok(await addDataRule(db, request.ctx.session, request.body, fastify.now()), '添加成功'),
  );
  fastify.put(
    '/sys/permission/editPermissionRule',
    {
      config: { permission: PERMS.system.dataRule.edit },
      schema: { tags, summary: '编辑数据规则', body: dataRuleEditSchema, response: { 200: replySchema(dataRuleRecordSchema) } },
    },
    async (request) => ok(await editDataRule(db, request.ctx.session, request.body, fastify.now()), '编辑成功'),
  );
  fastify.delete(
    '/sys/permission/deletePermissionRule',
    {
      config: { permission: PERMS.system.dataRule.delete },
      schema: { tags, summary: '删除数据规则', querystring: z.object({ id: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteDataRule(db, request.query.id);
      return ok(null, '删除成功');
    },
  );
};

export default permissionAdminRoutes;
