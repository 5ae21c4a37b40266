/**
 * Online reports: the administrator's definitions (online:cgreport:*) and the three calls of the
 * popup report picker (spec 03 section 7 "Popup report"), open to every signed-in user because
 * any form may carry a popup field; they read only through the tenant-scoped report sources.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  cgreportEditSchema,
  cgreportRecordSchema,
  cgreportSaveSchema,
  parseSqlResultSchema,
  replySchema,
  reportRowSchema,
  reportSourceInfoSchema,
  rpColumnsSchema,
  rpQueryItemSchema,
  type DictOption,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { dictionaryItems } from '../../sys';
import { cgreportKit, createReport, editReport, findReport, findReportByCode, getReportData, parseReportSql, toCgreportRecord } from './cgreport.service';
import { REPORT_SOURCES } from './report-sources';

const tags = ['online-report'];

const recordReply = { 200: replySchema(cgreportRecordSchema) };

const cgreportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const write = (request: FastifyRequest) => {
    const session = request.ctx.session;
    return { db, tenantId: session.tenantId, by: session.username, now: fastify.now() };
  };

  /* ---------- definitions (Online报表配置) ---------- */

  await fastify.register(cgreportKit.routes);

  fastify.get(
    '/online/cgreport/head/sources',
    {
      config: { permission: PERMS.online.cgreport.list },
      schema: { tags, summary: '报表可查询的数据源及其列', response: { 200: replySchema(z.array(reportSourceInfoSchema)) } },
    },
    async () => ok(REPORT_SOURCES.map((s) => ({ name: s.name, title: s.title, columns: s.columns.map(([name, title]) => ({ name, title })) }))),
  );

  fastify.post(
    '/online/cgreport/head/parseSql',
    {
      config: { permission: PERMS.online.cgreport.list },
      schema: {
        tags,
        summary: '检查报表 SQL 并返回结果列与参数（只读事务中执行）',
        body: z.object({ reportSql: z.string().max(20000) }),
        response: { 200: replySchema(parseSqlResultSchema) },
      },
    },
    async (request) => ok(await parseReportSql(db, request.ctx.session.tenantId, request.body.reportSql), 'SQL 解析成功'),
  );

  fastify.post(
    '/online/cgreport/head/add',
    {
      config: { permission: PERMS.online.cgreport.add },
      schema: { tags, summary: '新增报表定义（SQL 须能运行，列须在结果中）', body: cgreportSaveSchema, response: recordReply },
    },
    async (request) => ok(toCgreportRecord(await createReport(write(request), request.body)), '添加成功'),
  );

  fastify.put(
    '/online/cgreport/head/edit',
    { config: { permission: PERMS.online.cgreport.edit }, schema: { tags, summary: '编辑报表定义', body: cgreportEditSchema, response: recordReply } },
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok(toCgreportRecord(await editReport(write(request), id, version, input)), '编辑成功');
    },
  );

  /* ---------- the popup report picker ---------- */

  fastify.get(
    '/online/cgreport/api/getRpColumns/:code',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '报表的列、字典选项与配置 id',
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: replySchema(rpColumnsSchema) },
      },
    },
    async (request) => {
      const row = await findReportByCode(db, request.ctx.session.tenantId, request.params.code);
      const shown = row.columns.filter((c) => c.show !== false);
      const dictOptions: Record<string, DictOption[]> = Object.create(null); // keyed by configured field names
      for (const column of shown) {
        if (!column.dictCode) continue;
        dictOptions[column.field] = (await dictionaryItems(db, column.dictCode)).map((i) => ({ value: i.value, text: i.text, label: i.text, title: i.text }));
      }
      return ok({
        cgRpConfigId: row.id,
        cgRpConfigName: row.name,
        columns: shown.map((c) => ({ dataIndex: c.field, title: c.title, width: c.width ?? null, dictCode: c.dictCode ?? null, sorter: !!c.sortable })),
        dictOptions,
      });
    },
  );

  fastify.get(
    '/online/cgreport/api/getQueryInfo/:cgRpConfigId',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '报表的查询条件',
        params: z.object({ cgRpConfigId: z.string().min(1) }),
        response: { 200: replySchema(z.array(rpQueryItemSchema)) },
      },
    },
    async (request) => {
      const row = await findReport(db, request.ctx.session.tenantId, request.params.cgRpConfigId);
      return ok(row.queryFields.map((q) => ({ field: q.field, label: q.title, mode: q.mode, hidden: q.hidden, dictCode: q.dictCode ?? null })));
    },
  );

  fastify.get(
    '/online/cgreport/api/getData/:cgRpConfigId',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '报表数据（查询字段、self_ 参数、排序与分页均为绑定参数）',
        params: z.object({ cgRpConfigId: z.string().min(1) }),
        querystring: listQuerySchema,
        response: { 200: replySchema(z.object({ records: z.array(reportRowSchema), total: z.number() })) },
      },
    },
    async (request) => {
      const page = await getReportData(db, request.ctx.session.tenantId, request.params.cgRpConfigId, request.query);
      return ok({ records: page.records, total: page.total });
    },
  );
};

export default cgreportRoutes;
