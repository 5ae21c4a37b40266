import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  AUTHENTICATED,
  departEditSchema,
  departRecordSchema,
  departSaveSchema,
  departTreeNodeSchema,
  departUserRecordSchema,
  departUsersAddSchema,
  idTreeNodeSchema,
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { buildDepartTree, subtreeIds, toDepartRecord, toIdTree, withAncestors } from './depart-tree';
import { departUserColumns, departUserList, inDepart } from './depart-users';
import {
  addDepart,
  addUsersToDepart,
  deleteDeparts,
  editDepart,
  getTenantDepart,
  listTenantDeparts,
  myDepartIds,
  removeUserFromDepart,
  searchDepartIds,
} from './depart.service';

const tags = ['depart'];
const treeReply = { 200: replySchema(z.array(departTreeNodeSchema)) };
const flag = z.enum(['true', 'false']).optional();
// the tree endpoints feed department pickers on many forms (users, announcements, data rules):
// every signed-in user may read the tree of their own tenant
const pickerConfig = { permission: AUTHENTICATED } as const;

const departRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/sysDepart/queryTreeList',
    {
      config: pickerConfig,
      schema: {
        tags,
        summary: '部门树（loadDuty 含职务节点，belongToMe 只含本人部门及下级）',
        querystring: z.object({ loadDuty: flag, belongToMe: flag, _t: z.any().optional() }),
        response: treeReply,
      },
    },
    async (request) => {
      const session = request.ctx.session;
      let rows = await listTenantDeparts(db, session.tenantId);
      if (request.query.loadDuty !== 'true') rows = rows.filter((r) => r.orgCategory !== '5');
      if (request.query.belongToMe === 'true') {
        const mine = subtreeIds(rows, await myDepartIds(db, session.userId));
        rows = rows.filter((r) => mine.has(r.id));
      }
      return ok(buildDepartTree(rows));
    },
  );

  fastify.get(
    '/sys/sysDepart/queryDepartTreeSync',
    {
      config: pickerConfig,
      schema: { tags, summary: '部门树的一层（懒加载）', querystring: z.object({ pid: z.string().optional(), _t: z.any().optional() }), response: treeReply },
    },
    async (request) => {
      const session = request.ctx.session;
      const rows = await listTenantDeparts(db, session.tenantId);
      const pid = request.query.pid || null;
      const level = rows.filter((r) => (pid ? r.parentId === pid : !r.parentId || !rows.some((p) => p.id === r.parentId)));
      return ok(
        buildDepartTree(level).map((node) => {
          const hasChildren = rows.some((r) => r.parentId === node.id);
          return { ...node, isLeaf: !hasChildren };
        }),
      );
    },
  );

  fastify.get(
    '/sys/sysDepart/queryIdTree',
    {
      config: pickerConfig,
      schema: { tags, summary: '部门 id/名称树', response: { 200: replySchema(z.array(idTreeNodeSchema)) } },
    },
    async (request) => ok(toIdTree(buildDepartTree(await listTenantDeparts(db, request.ctx.session.tenantId)))),
  );

  fastify.get(
    '/sys/sysDepart/searchBy',
    {
      config: pickerConfig,
      schema: { tags, summary: '按名称搜索部门（保留上级路径）', querystring: z.object({ keyWord: z.string().max(100).optional() }), response: treeReply },
    },
    async (request) => {
      const session = request.ctx.session;
      const rows = await listTenantDeparts(db, session.tenantId);
      const keyWord = request.query.keyWord?.trim();
      if (!keyWord) return ok(buildDepartTree(rows));
      const keep = withAncestors(rows, await searchDepartIds(db, session.tenantId, keyWord));
      return ok(buildDepartTree(rows.filter((r) => keep.has(r.id))));
    },
  );

  fastify.get(
    '/sys/sysDepart/queryById',
    {
      config: { permission: PERMS.system.depart.list },
      schema: { tags, summary: '部门详情', querystring: recordIdQuerySchema, response: { 200: replySchema(departRecordSchema) } },
    },
    async (request) => ok(toDepartRecord(await getTenantDepart(db, request.ctx.session.tenantId, request.query.id))),
  );

  fastify.post(
    '/sys/sysDepart/add',
    {
      config: { permission: PERMS.system.depart.add },
      schema: { tags, summary: '新增部门（机构编码由填值规则 org_num_role 生成）', body: departSaveSchema, response: { 200: replySchema(departRecordSchema) } },
    },
    async (request) => ok(toDepartRecord(await addDepart(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/sysDepart/edit',
    {
      config: { permission: PERMS.system.depart.edit },
      schema: { tags, summary: '编辑部门', body: departEditSchema, response: { 200: replySchema(departRecordSchema) } },
    },
    async (request) => ok(toDepartRecord(await editDepart(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/sysDepart/delete',
    {
      config: { permission: PERMS.system.depart.delete },
      schema: { tags, summary: '删除部门（有用户或下级部门时拒绝）', querystring: recordIdQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteDeparts(db, request.ctx.session.tenantId, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/sysDepart/deleteBatch',
    {
      config: { permission: PERMS.system.depart.batch_delete },
      schema: { tags, summary: '批量删除部门（全部成功或全部拒绝）', querystring: idsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const n = await deleteDeparts(db, request.ctx.session.tenantId, request.query.ids);
      return ok(null, `已删除 ${n} 个部门`);
    },
  );

  fastify.get(
    '/sys/user/departUserList',
    {
      config: { permission: PERMS.system.depart.list },
      schema: {
        tags,
        summary: '部门的用户',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(departUserRecordSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const depId = String(request.query.depId ?? '');
      await getTenantDepart(db, session.tenantId, depId);
      return ok(
        await runList(departUserList, request.query, request.ctx, {
          baseWhere: [inDepart(depId)],
          select: (p) =>
            db
              .select(departUserColumns)
              .from(departUserList.table)
              .where(p.where)
              .orderBy(...p.orderBy)
              .limit(p.limit)
              .offset(p.offset),
        }),
      );
    },
  );

  fastify.post(
    '/sys/user/editSysDepartWithUser',
    {
      config: { permission: PERMS.system.depart.edit },
      schema: { tags, summary: '把已有用户加入部门', body: departUsersAddSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const n = await addUsersToDepart(db, request.ctx.session.tenantId, request.body.depId, request.body.userIdList);
      return ok(null, `已添加 ${n} 名用户`);
    },
  );

  fastify.delete(
    '/sys/user/deleteUserInDepart',
    {
      config: { permission: PERMS.system.depart.edit },
      schema: {
        tags,
        summary: '把用户移出部门',
        querystring: z.object({ depId: z.string().min(1), userId: z.string().min(1) }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      await removeUserFromDepart(db, request.ctx.session.tenantId, request.query.depId, request.query.userId);
      return ok(null, '已移出部门');
    },
  );
};

export default departRoutes;
