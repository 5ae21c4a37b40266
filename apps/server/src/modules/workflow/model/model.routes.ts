/** Process models of the designer (流程设计) and their version history: /api/workflow/model/... */
import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
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
  listQuerySchema,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { toFormRecord } from '../form/form-record';
import { userDirectory } from '../../sys';
import { deploymentSummaries } from '../runtime/ops.service';
import {
  addModel,
  deleteModel,
  findModel,
  findModelVersion,
  liveModels,
  modelList,
  modelVersionList,
  restoreModel,
  saveModel,
  type ModelRow,
} from './model.service';
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

const modelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const { xml: _xml, ...listColumns } = getTableColumns(wfModel);

  fastify.get(
    '/workflow/model/list',
    {
      config: { permission: P.modelView },
      schema: { tags, summary: '流程模型列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(wfModelRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(modelList, request.query, request.ctx, {
        baseWhere: [liveModels],
        // the list never carries the diagrams
        select: (p) =>
          db
            .select(listColumns)
            .from(wfModel)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
      });
      // each model's deployed version and its state (v3 已部署, 已挂起, 未部署)
      const deployed = await deploymentSummaries(
        db,
        request.ctx.session.tenantId,
        page.records.map((r) => (r as ModelRow).modelKey),
      );
      return ok({
        ...page,
        records: page.records.map((r) => ({ ...toRecord(r as Omit<ModelRow, 'xml'>), deployment: deployed.get((r as ModelRow).modelKey) ?? null })),
      });
    },
  );

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

  fastify.delete(
    '/workflow/model/delete',
    {
      config: { permission: P.modelDelete },
      schema: { tags, summary: '删除流程模型（连同历史版本）', querystring: recordIdQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteModel(request.ctx, request.query.id);
      return ok(null, '删除成功!');
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
