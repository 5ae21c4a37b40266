import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idsQuerySchema,
  PERMS,
  dataSourceEditSchema,
  dataSourceSaveSchema,
  dataSourceSchema,
  dataSourceTestSchema,
  pageResultSchema,
  replySchema,
  listQuerySchema,
} from '@bus/contracts';
import { defineList, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import {
  createDataSource,
  deleteDataSources,
  editDataSource,
  findDataSource,
  testConnection,
  toDataSourceRecord,
  type DataSourceSettings,
} from './data-source.service';
import { sysDataSource } from './data-source.table';

const dataSourceList = defineList({
  name: 'sys_data_source',
  dataRulePermission: PERMS.system.dataSource.list,
  table: sysDataSource,
  fields: {
    code: { column: sysDataSource.code, type: 'string', rule: 'like' },
    name: { column: sysDataSource.name, type: 'string', rule: 'like' },
    host: { column: sysDataSource.host, type: 'string', rule: 'like' },
    databaseName: { column: sysDataSource.databaseName, type: 'string', rule: 'like' },
    createTime: { column: sysDataSource.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysDataSource.id,
});

const recordReply = replySchema(dataSourceSchema);

const dataSourceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const settings: DataSourceSettings = { key: fastify.config.dataSourceKey, allowedHosts: fastify.config.dataSourceAllowedHosts ?? [] };
  const tags = ['dataSource'];

  fastify.get(
    '/sys/dataSource/list',
    {
      config: { permission: PERMS.system.dataSource.list },
      schema: { tags, summary: '数据源列表（不含密码）', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(dataSourceSchema)) } },
    },
    async (request) => {
      const page = await runList(dataSourceList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toDataSourceRecord(r as typeof sysDataSource.$inferSelect)) });
    },
  );

  fastify.get(
    '/sys/dataSource/queryById',
    {
      config: { permission: PERMS.system.dataSource.list },
      schema: { tags, summary: '数据源详情（不含密码）', querystring: z.object({ id: z.string().min(1) }), response: { 200: recordReply } },
    },
    async (request) => ok(toDataSourceRecord(await findDataSource(db, request.query.id))),
  );

  fastify.post(
    '/sys/dataSource/add',
    {
      config: { permission: PERMS.system.dataSource.add },
      schema: { tags, summary: '新增数据源', body: dataSourceSaveSchema, response: { 200: recordReply } },
    },
    async (request) => ok(toDataSourceRecord(await createDataSource(db, settings, request.body, request.ctx.session.username, fastify.now())), '添加成功'),
  );

  fastify.put(
    '/sys/dataSource/edit',
    {
      config: { permission: PERMS.system.dataSource.edit },
      schema: { tags, summary: '编辑数据源（密码留空则不修改）', body: dataSourceEditSchema, response: { 200: recordReply } },
    },
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok(toDataSourceRecord(await editDataSource(db, settings, id, version, input, request.ctx.session.username, fastify.now())), '编辑成功');
    },
  );

  fastify.delete(
    '/sys/dataSource/delete',
    {
      config: { permission: PERMS.system.dataSource.delete },
      schema: { tags, summary: '删除数据源', querystring: z.object({ id: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await findDataSource(db, request.query.id);
      await deleteDataSources(db, [request.query.id]);
      return ok(null, '删除成功');
    },
  );

  fastify.delete(
    '/sys/dataSource/deleteBatch',
    {
      config: { permission: PERMS.system.dataSource.batch_delete },
      schema: { tags, summary: '批量删除数据源', querystring: idsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      return ok(null, `已删除 ${await deleteDataSources(db, request.query.ids)} 个数据源`);
    },
  );

  fastify.post(
    '/sys/dataSource/testConnection',
    {
      config: { permission: PERMS.system.dataSource.edit },
      schema: {
        tags,
        summary: '测试连接（只连接 DATA_SOURCE_ALLOWED_HOSTS 中的主机，只读，5 秒超时）',
        body: dataSourceTestSchema,
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      await testConnection(db, settings, request.body);
      return ok(null, '连接成功');
    },
  );
};

export default dataSourceRoutes;
