/** Process models of the designer (流程设计) and their version history: /api/workflow/model/... */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
  modelResource,
  WORKFLOW_PERMISSIONS as P,
  wfHistoryListQuerySchema,
  wfModelAddSchema,
  wfModelDetailSchema,
  wfModelRecordSchema,
  wfModelSaveReplySchema,
  wfModelSaveSchema,
  wfModelVersionDetailSchema,
  wfModelVersionRecordSchema,
  wfRestoreSchema,
  wfVersionQuerySchema,
  type WfModelRecord,
  type WfModelVersionRecord,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { toFormRecord } from '../form/form-record';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog, userDirectory } from '../../sys';
import { deploymentSummaries } from '../runtime/ops.service';
import { addModel, findModel, findModelVersion, liveModels, modelList, modelVersionList, restoreModel, saveModel, type ModelRow } from './model.service';
import { wfModel, wfModelVersion } from './model.table';

const tags = ['workflow-model'];
/** XML (2 MB) and SVG (4 MB) as JSON strings, quotes escaped: room for both */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;
const ADD_BODY_LIMIT = 5 * 1024 * 1024;

const toRecord = (row: Omit<ModelRow, 'xml'>): WfModelRecord => ({
  id: row.id,
  modelKey: row.modelKey,
  name: row.name,
  description: row.description,
  category: row.category,
  engine: row.engine as WfModelRecord['engine'],
  latestVersion: row.latestVersion,
  draft: row.deployableVersion !== row.latestVersion,
  deployableVersion: row.deployableVersion,
  startFormId: row.startFormId,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
  version: row.version,
});

const versionColumns = {
  id: wfModelVersion.id,
  modelId: wfModelVersion.modelId,
  versionNo: wfModelVersion.versionNo,
  engine: wfModelVersion.engine,
  draft: wfModelVersion.draft,
  comment: wfModelVersion.comment,
  createBy: wfModelVersion.createBy,
  createByName: userDirectory.realnameOfUsername(wfModelVersion.createBy),
  createTime: wfModelVersion.createTime,
};
interface VersionRow {
  id: string;
  modelId: string;
  versionNo: number;
  engine: string;
  draft: boolean;
  comment: string | null;
  createBy: string | null;
  createByName: string | null;
  createTime: Date;
}
const toVersion = (row: VersionRow): WfModelVersionRecord => ({
  id: row.id,
  modelId: row.modelId,
  versionNo: row.versionNo,
  engine: row.engine as WfModelVersionRecord['engine'],
  draft: row.draft,
  comment: row.comment,
  createBy: row.createBy,
  createByName: row.createByName,
  createTime: formatDateTime(row.createTime),
});

const { xml: _xml, ...listColumns } = getTableColumns(wfModel);

/**
 * 流程模型 on the resource kit: the list (without the diagrams, with each model's deployment) and
 * the delete (the model and its versions leave the list: marked deleted); added, read and saved by
 * the routes below.
 */
const modelKit = resourceKit(
  {
    resource: modelResource,
    table: wfModel,
    list: modelList,
    baseWhere: () => [liveModels],
    select: (db) => (parts) =>
      db
        .select(listColumns)
        .from(wfModel)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
    toRecord,
    // each model's deployed version and its state (v3 已部署, 已挂起, 未部署)
    listed: async ({ db, session }, records) => {
      const deployed = await deploymentSummaries(
        db,
        session.tenantId,
        records.map((record) => String(record.modelKey)),
      );
      return records.map((record) => ({ ...record, deployment: deployed.get(String(record.modelKey)) ?? null }));
    },
    ownRoutes: ['queryById', 'add'],
    softDelete: () => ({ delFlag: 1, version: sql`${wfModel.version} + 1` as unknown as number }),
    dataLog: false,
    hooks: {},
  },
  dataLog,
);

const modelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(modelKit.routes);

  fastify.get(
    '/workflow/model/queryById',
    {
      config: { permission: P.modelView },
      schema: { tags, summary: '流程模型（最新版本的 XML）', querystring: recordIdQuerySchema, response: { 200: replySchema(wfModelDetailSchema) } },
    },
    async (request) => {
      const row = await findModel(db, request.ctx.session.tenantId, request.query.id);
      return ok({ ...toRecord(row), xml: row.xml });
    },
  );

  fastify.post(
    '/workflow/model/add',
    {
      config: { permission: P.modelDesign },
      bodyLimit: ADD_BODY_LIMIT,
      schema: { tags, summary: '新建流程模型（版本 1）', body: wfModelAddSchema, response: { 200: replySchema(wfModelRecordSchema) } },
    },
    async (request) => ok(toRecord(await addModel(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/workflow/model/save',
    {
      config: { permission: P.modelDesign },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: '保存流程模型（新版本，可连同发起表单；有校验错误时只能存为草稿）',
        body: wfModelSaveSchema,
        response: { 200: replySchema(wfModelSaveReplySchema) },
      },
    },
    async (request) => {
      const { row, startForm } = await saveModel(request.ctx, request.body);
      const saved = row.deployableVersion === row.latestVersion ? `保存成功（版本 ${row.latestVersion}）` : `已保存为草稿（版本 ${row.latestVersion}）`;
      return ok({ ...toRecord(row), startForm: startForm ? toFormRecord(startForm) : null }, saved);
    },
  );

  fastify.get(
    '/workflow/model/history/list',
    {
      config: { permission: P.modelView },
      schema: {
        tags,
        summary: '流程模型的版本列表',
        querystring: wfHistoryListQuerySchema,
        response: { 200: replySchema(pageResultSchema(wfModelVersionRecordSchema)) },
      },
    },
    async (request) => {
      const context = request.ctx;
      const { id, ...params } = request.query;
      await findModel(db, context.session.tenantId, id);
      const page = await runList(modelVersionList, params as Record<string, string>, context, {
        baseWhere: [eq(wfModelVersion.modelId, id)],
        select: (p) =>
          db
            .select(versionColumns)
            .from(wfModelVersion)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
      });
      return ok({ ...page, records: page.records.map((r) => toVersion(r as VersionRow)) });
    },
  );

  fastify.get(
    '/workflow/model/history/get',
    {
      config: { permission: P.modelView },
      schema: { tags, summary: '流程模型的某一版本', querystring: wfVersionQuerySchema, response: { 200: replySchema(wfModelVersionDetailSchema) } },
    },
    async (request) => {
      const { tenantId } = request.ctx.session;
      const found = await findModelVersion(db, tenantId, request.query.id, request.query.versionNo);
      const names = await userDirectory.realnamesOf(db, found.createBy ? [found.createBy] : []);
      return ok({ ...toVersion({ ...found, createByName: found.createBy ? (names.get(found.createBy) ?? null) : null }), xml: found.xml, svg: found.svg });
    },
  );

  fastify.post(
    '/workflow/model/history/restore',
    {
      config: { permission: P.modelDesign },
      schema: { tags, summary: '将某一版本恢复为最新版本', body: wfRestoreSchema, response: { 200: replySchema(wfModelRecordSchema) } },
    },
    async (request) => {
      const row = await restoreModel(request.ctx, request.body);
      return ok(toRecord(row), `已恢复为版本 ${row.latestVersion}`);
    },
  );
};

export default modelRoutes;
