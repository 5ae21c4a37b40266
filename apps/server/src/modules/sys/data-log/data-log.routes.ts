import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, dataLogCompareRowSchema, dataLogResource, dataLogSchema, replySchema, type DataLog } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { readOnlyResourceKit } from '../../../lib/resource-kit';
import { ok } from '../../../lib/reply';
import { compareVersions } from './compare-versions';
import { sysDataLog } from './data-log.table';

const tags = ['dataLog'];

const dataLogList = defineList({
  name: 'sys_data_log',
  dataRulePermission: PERMS.system.dataLog.list,
  table: sysDataLog,
  fields: fieldsOf(dataLogResource.fields, {
    dataTable: sysDataLog.dataTable,
    dataId: sysDataLog.dataId,
    dataVersion: sysDataLog.dataVersion,
    dataContent: null,
    createBy: sysDataLog.createBy,
    createTime: sysDataLog.createTime,
  }),
  defaultSort: dataLogResource.defaultSort,
  tieBreaker: sysDataLog.id,
});

type Row = typeof sysDataLog.$inferSelect;
const toRecord = (row: Row): DataLog => ({ ...row, createTime: formatDateTime(row.createTime)! });

const dataLogKit = readOnlyResourceKit({ resource: dataLogResource, table: sysDataLog, list: dataLogList, toRecord });

/** Saved versions of audited records (system:dataLog:list); written by recordDataLog. */
const dataLogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const config = { permission: PERMS.system.dataLog.list } as const;

  // the list and queryById (the read-only kit's)
  await fastify.register(dataLogKit.routes);

  fastify.get(
    '/sys/dataLog/queryDataVerList',
    {
      config,
      schema: {
        tags,
        summary: '一条记录的全部版本',
        querystring: z.object({ dataTable: z.string().min(1, '缺少表名'), dataId: z.string().min(1, '缺少数据 ID') }),
        response: { 200: replySchema(z.array(dataLogSchema)) },
      },
    },
    async (request) => {
      const { dataTable, dataId } = request.query;
      const rows = await db
        .select()
        .from(sysDataLog)
        .where(and(eq(sysDataLog.dataTable, dataTable), eq(sysDataLog.dataId, dataId)))
        .orderBy(asc(sysDataLog.dataVersion), asc(sysDataLog.createTime));
      return ok(rows.map(toRecord));
    },
  );

  fastify.get(
    '/sys/dataLog/queryCompareList',
    {
      config,
      schema: {
        tags,
        summary: '对比同一记录的两个版本',
        querystring: z.object({ dataId1: z.string().min(1, '请选择第一个版本'), dataId2: z.string().min(1, '请选择第二个版本') }),
        response: { 200: replySchema(z.array(dataLogCompareRowSchema)) },
      },
    },
    async (request) => {
      const { dataId1, dataId2 } = request.query;
      const rows = await db
        .select()
        .from(sysDataLog)
        .where(inArray(sysDataLog.id, [dataId1, dataId2]));
      const first = rows.find((r) => r.id === dataId1);
      const second = rows.find((r) => r.id === dataId2);
      if (!first || !second) throw new AppError(404, '数据日志不存在');
      if (first.dataTable !== second.dataTable || first.dataId !== second.dataId) throw fieldError('dataId2', '只能对比同一条记录的两个版本');
      return ok(compareVersions(first.dataContent, second.dataContent));
    },
  );
};

export default dataLogRoutes;
