/**
 * Route table of an upstream proxy (Spring-Cloud-Gateway style). The server does not proxy;
 * it keeps the table and exports the enabled routes as JSON for the proxy to load.
 */
import { eq, inArray, asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMS,
  gatewayRouteEditSchema,
  gatewayRouteSaveSchema,
  gatewayRouteSchema,
  pageResultSchema,
  replySchema,
  type GatewayRouteSave,
  listQuerySchema,
} from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { sysGatewayRoute } from './gateway.table';

type Row = typeof sysGatewayRoute.$inferSelect;

const routeList = defineList({
  name: 'sys_gateway_route',
  dataRulePermission: PERMS.system.gateway.list,
  table: sysGatewayRoute,
  fields: {
    routerId: { column: sysGatewayRoute.routerId, type: 'string', rule: 'like' },
    name: { column: sysGatewayRoute.name, type: 'string', rule: 'like' },
    uri: { column: sysGatewayRoute.uri, type: 'string', rule: 'like' },
    status: { column: sysGatewayRoute.status, type: 'number' },
    sortOrder: { column: sysGatewayRoute.sortOrder, type: 'number' },
    createTime: { column: sysGatewayRoute.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  tieBreaker: sysGatewayRoute.id,
});

const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const toRecord = (row: Row) => ({
  id: row.id,
  routerId: row.routerId,
  name: row.name,
  uri: row.uri,
  predicates: parseList(row.predicates),
  filters: parseList(row.filters),
  sortOrder: row.sortOrder,
  status: row.status,
  status_dictText: row.status === 1 ? '启用' : '停用',
  createTime: formatDateTime(row.createTime)!,
  version: row.version,
});

const columnsOf = (input: GatewayRouteSave) => ({
  ...input,
  predicates: JSON.stringify(input.predicates),
  filters: JSON.stringify(input.filters),
});

async function assertRouterIdFree(db: Database, routerId: string, exceptId?: string) {
  const [other] = await db.select({ id: sysGatewayRoute.id }).from(sysGatewayRoute).where(eq(sysGatewayRoute.routerId, routerId));
  if (other && other.id !== exceptId) throw fieldError('routerId', `路由ID ${routerId} 已存在`);
}

const gatewayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const tags = ['gateway'];
  const recordReply = replySchema(gatewayRouteSchema);

  fastify.get(
    '/sys/gatewayRoute/list',
    {
      config: { permission: PERMS.system.gateway.list },
      schema: { tags, summary: '网关路由列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(gatewayRouteSchema)) } },
    },
    async (request) => {
      const page = await runList(routeList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toRecord(r as Row)) });
    },
  );

  fastify.post(
    '/sys/gatewayRoute/add',
    {
      config: { permission: PERMS.system.gateway.add },
      schema: { tags, summary: '新增网关路由', body: gatewayRouteSaveSchema, response: { 200: recordReply } },
    },
    async (request) => {
      const by = request.ctx.session.username;
      const now = fastify.now();
      await assertRouterIdFree(db, request.body.routerId);
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(sysGatewayRoute)
          .values({ ...columnsOf(request.body), createBy: by, createTime: now })
          .returning();
        await recordDataLog(tx, { table: 'sys_gateway_route', record: saved, by, at: now });
        return saved;
      });
      return ok(toRecord(row), '添加成功');
    },
  );

  fastify.put(
    '/sys/gatewayRoute/edit',
    {
      config: { permission: PERMS.system.gateway.edit },
      schema: { tags, summary: '编辑网关路由', body: gatewayRouteEditSchema, response: { 200: recordReply } },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      const by = request.ctx.session.username;
      const now = fastify.now();
      await assertRouterIdFree(db, input.routerId, id);
      const row = await db.transaction(async (tx) => {
        const saved = await updateVersioned(tx, sysGatewayRoute, id, version, { ...columnsOf(input), updateBy: by, updateTime: now }, '路由不存在');
        await recordDataLog(tx, { table: 'sys_gateway_route', record: saved, by, at: now });
        return saved;
      });
      return ok(toRecord(row), '编辑成功');
    },
  );

  fastify.delete(
    '/sys/gatewayRoute/delete',
    {
      config: { permission: PERMS.system.gateway.delete },
      schema: { tags, summary: '删除网关路由', querystring: z.object({ id: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const deleted = await db.delete(sysGatewayRoute).where(eq(sysGatewayRoute.id, request.query.id)).returning({ id: sysGatewayRoute.id });
      if (deleted.length === 0) throw new AppError(404, '路由不存在');
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/sys/gatewayRoute/deleteBatch',
    {
      config: { permission: PERMS.system.gateway.delete },
      schema: { tags, summary: '批量删除网关路由', querystring: z.object({ ids: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const ids = request.query.ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const deleted = await db.delete(sysGatewayRoute).where(inArray(sysGatewayRoute.id, ids)).returning({ id: sysGatewayRoute.id });
      return ok(null, `已删除 ${deleted.length} 条路由`);
    },
  );

  fastify.get(
    '/sys/gatewayRoute/export',
    {
      config: { permission: PERMS.system.gateway.list },
      schema: {
        tags,
        summary: '导出启用的路由（供代理加载的 JSON）',
        response: {
          200: replySchema(
            z.array(z.object({ id: z.string(), uri: z.string(), order: z.number(), predicates: z.array(z.string()), filters: z.array(z.string()) })),
          ),
        },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(sysGatewayRoute)
        .where(eq(sysGatewayRoute.status, 1))
        .orderBy(asc(sysGatewayRoute.sortOrder), asc(sysGatewayRoute.routerId));
      return ok(rows.map((r) => ({ id: r.routerId, uri: r.uri, order: r.sortOrder, predicates: parseList(r.predicates), filters: parseList(r.filters) })));
    },
  );
};

export default gatewayRoutes;
