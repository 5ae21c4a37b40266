import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayRouteResource, PERMS, replySchema, type GatewayRoute, type GatewayRouteSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysGatewayRoute } from './gateway.table';

type Row = typeof sysGatewayRoute.$inferSelect;

const routeList = defineList({
  name: 'sys_gateway_route',
  dataRulePermission: PERMS.system.gateway.list,
  table: sysGatewayRoute,
  fields: fieldsOf(gatewayRouteResource.fields, {
    routerId: sysGatewayRoute.routerId,
    name: sysGatewayRoute.name,
    uri: sysGatewayRoute.uri,
    predicates: null,
    filters: null,
    sortOrder: sysGatewayRoute.sortOrder,
    status: sysGatewayRoute.status,
    createTime: sysGatewayRoute.createTime,
  }),
  defaultSort: gatewayRouteResource.defaultSort,
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

const toRecord = (row: Row): GatewayRoute => ({
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
  routerId: input.routerId,
  name: input.name,
  uri: input.uri,
  predicates: JSON.stringify(input.predicates),
  filters: JSON.stringify(input.filters),
  sortOrder: input.sortOrder,
  status: input.status,
});

async function assertRouterIdFree(db: Database, routerId: string, exceptId?: string) {
  const [other] = await db.select({ id: sysGatewayRoute.id }).from(sysGatewayRoute).where(eq(sysGatewayRoute.routerId, routerId));
  if (other && other.id !== exceptId) throw fieldError('routerId', `路由ID ${routerId} 已存在`);
}

const gatewayRouteKit = resourceKit(
  {
    resource: gatewayRouteResource,
    table: sysGatewayRoute,
    list: routeList,
    toRecord,
    messages: { added: '添加成功', edited: '编辑成功', deleted: '删除成功' },
    hooks: {
      async values({ db }, input: GatewayRouteSave, current) {
        await assertRouterIdFree(db, input.routerId, current?.id);
        return columnsOf(input);
      },
    },
  },
  dataLog,
);

/** 网关路由: the kit's routes, and the enabled routes as the JSON the proxy loads. */
const gatewayRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const tags = ['gateway'];
  await fastify.register(gatewayRouteKit.routes);

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
