/** Start forms and node forms of the form designer, with their version history: /api/workflow/form/... */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
  formResource,
  WORKFLOW_PERMISSIONS as P,
  wfFormAddSchema,
  wfFormDetailSchema,
  wfFormRecordSchema,
  wfFormSaveSchema,
  wfFormVersionDetailSchema,
  wfFormVersionRecordSchema,
  wfHistoryListQuerySchema,
  wfRestoreSchema,
  wfVersionQuerySchema,
  type WfFormVersionRecord,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog, userDirectory } from '../../sys';
import { addForm, findForm, findFormVersion, formList, formVersionList, liveForms, parseFormSchema, restoreForm, saveForm } from './form.service';
import { toFormRecord } from './form-record';
import { wfForm, wfFormVersion } from './form.table';

const tags = ['workflow-form'];
const BODY_LIMIT = 2 * 1024 * 1024;

const versionColumns = {
  id: wfFormVersion.id,
  formId: wfFormVersion.formId,
  versionNo: wfFormVersion.versionNo,
  comment: wfFormVersion.comment,
  createBy: wfFormVersion.createBy,
  createByName: userDirectory.realnameOfUsername(wfFormVersion.createBy),
  createTime: wfFormVersion.createTime,
};
interface VersionRow {
  id: string;
  formId: string;
  versionNo: number;
  comment: string | null;
  createBy: string | null;
  createByName: string | null;
  createTime: Date;
}
const toVersion = (row: VersionRow): WfFormVersionRecord => ({
  id: row.id,
  formId: row.formId,
  versionNo: row.versionNo,
  comment: row.comment,
  createBy: row.createBy,
  createByName: row.createByName,
  createTime: formatDateTime(row.createTime),
});

const { schemaJson: _schemaJson, ...listColumns } = getTableColumns(wfForm);

/**
 * 表单 on the resource kit: the list (without the forms' JSON) and the delete (the form and its
 * versions leave the list: marked deleted); added, read and saved by the routes below.
 */
const formKit = resourceKit(
  {
    resource: formResource,
    table: wfForm,
    list: formList,
    baseWhere: () => [liveForms],
    select: (db) => (parts) =>
      db
        .select(listColumns)
        .from(wfForm)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset),
    toRecord: toFormRecord,
    ownRoutes: ['queryById', 'add'],
    softDelete: () => ({ delFlag: 1, version: sql`${wfForm.version} + 1` as unknown as number }),
    dataLog: false,
    hooks: {},
  },
  dataLog,
);

const formRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  await fastify.register(formKit.routes);

  fastify.get(
    '/workflow/form/queryById',
    {
      config: { permission: P.formView },
      schema: { tags, summary: '表单（最新版本的设计）', querystring: recordIdQuerySchema, response: { 200: replySchema(wfFormDetailSchema) } },
    },
    async (request) => {
      const row = await findForm(db, request.ctx.session.tenantId, request.query.id);
      return ok({ ...toFormRecord(row), schema: parseFormSchema(row.schemaJson) });
    },
  );

  fastify.post(
    '/workflow/form/add',
    {
      config: { permission: P.formDesign },
      bodyLimit: BODY_LIMIT,
      schema: { tags, summary: '新建表单（版本 1）', body: wfFormAddSchema, response: { 200: replySchema(wfFormRecordSchema) } },
    },
    async (request) => ok(toFormRecord(await addForm(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/workflow/form/save',
    {
      config: { permission: P.formDesign },
      bodyLimit: BODY_LIMIT,
      schema: { tags, summary: '保存表单（新版本）', body: wfFormSaveSchema, response: { 200: replySchema(wfFormRecordSchema) } },
    },
    async (request) => {
      const row = await saveForm(request.ctx, request.body);
      return ok(toFormRecord(row), `保存成功（版本 ${row.latestVersion}）`);
    },
  );

  fastify.get(
    '/workflow/form/history/list',
    {
      config: { permission: P.formView },
      schema: {
        tags,
        summary: '表单的版本列表',
        querystring: wfHistoryListQuerySchema,
        response: { 200: replySchema(pageResultSchema(wfFormVersionRecordSchema)) },
      },
    },
    async (request) => {
      const context = request.ctx;
      const { id, ...params } = request.query;
      await findForm(db, context.session.tenantId, id);
      const page = await runList(formVersionList, params as Record<string, string>, context, {
        baseWhere: [eq(wfFormVersion.formId, id)],
        select: (p) =>
          db
            .select(versionColumns)
            .from(wfFormVersion)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
      });
      return ok({ ...page, records: page.records.map((r) => toVersion(r as VersionRow)) });
    },
  );

  fastify.get(
    '/workflow/form/history/get',
    {
      config: { permission: P.formView },
      schema: { tags, summary: '表单的某一版本', querystring: wfVersionQuerySchema, response: { 200: replySchema(wfFormVersionDetailSchema) } },
    },
    async (request) => {
      const found = await findFormVersion(db, request.ctx.session.tenantId, request.query.id, request.query.versionNo);
      const names = await userDirectory.realnamesOf(db, found.createBy ? [found.createBy] : []);
      return ok({
        ...toVersion({ ...found, createByName: found.createBy ? (names.get(found.createBy) ?? null) : null }),
        schema: parseFormSchema(found.schemaJson),
      });
    },
  );

  fastify.post(
    '/workflow/form/history/restore',
    {
      config: { permission: P.formDesign },
      schema: { tags, summary: '将某一版本恢复为最新版本', body: wfRestoreSchema, response: { 200: replySchema(wfFormRecordSchema) } },
    },
    async (request) => {
      const row = await restoreForm(request.ctx, request.body);
      return ok(toFormRecord(row), `已恢复为版本 ${row.latestVersion}`);
    },
  );
};

export default formRoutes;
