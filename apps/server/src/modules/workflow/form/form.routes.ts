/** Start forms and node forms of the form designer, with their version history: /api/workflow/form/... */
import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  recordIdQuerySchema,
  replySchema,
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
  listQuerySchema,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { userDirectory } from '../../sys';
import {
  addForm,
  deleteForm,
  findForm,
  findFormVersion,
  formList,
  formVersionList,
  liveForms,
  parseFormSchema,
  restoreForm,
  saveForm,
  type FormRow,
} from './form.service';
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

const formRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const { schemaJson: _schemaJson, ...listColumns } = getTableColumns(wfForm);

  fastify.get(
    '/workflow/form/list',
    {
      config: { permission: P.formView },
      schema: { tags, summary: '表单列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(wfFormRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(formList, request.query, request.ctx, {
        baseWhere: [liveForms],
        select: (p) =>
          db
            .select(listColumns)
            .from(wfForm)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
      });
      return ok({ ...page, records: page.records.map((r) => toFormRecord(r as Omit<FormRow, 'schemaJson'>)) });
    },
  );

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

  fastify.delete(
    '/workflow/form/delete',
    {
      config: { permission: P.formDelete },
      schema: { tags, summary: '删除表单（连同历史版本）', querystring: recordIdQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteForm(request.ctx, request.query.id);
      return ok(null, '删除成功!');
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
