/**
 * Process models and their versions. A model row holds the newest XML; every save and every
 * restore appends a version (numbered from 1, never changed). Writes that can race name the lock
 * version they read (409 when stale). Everything is limited to the session's tenant.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import type { WfModelAdd, WfModelSave, WfRestore, WorkflowEngine } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { wfForm } from '../form/form.table';
import { mapUniqueViolation } from '../unique-violation';
import { readBpmnXml } from './bpmn-xml';
import { wfModel, wfModelVersion } from './model.table';
import type { RequestContext } from '../../../lib/request-context';

export type ModelRow = typeof wfModel.$inferSelect;

export const MODEL_NOT_FOUND = '流程模型不存在';
const keyTaken = (key: string) => `流程标识 ${key} 已存在`;

export const modelList = defineList({
  name: 'wf_model',
  dataRulePermission: PERMS.workflow.model.view,
  table: wfModel,
  fields: {
    modelKey: { column: wfModel.modelKey, type: 'string', rule: 'like' },
    name: { column: wfModel.name, type: 'string', rule: 'like' },
    category: { column: wfModel.category, type: 'string' },
    engine: { column: wfModel.engine, type: 'string' },
    latestVersion: { column: wfModel.latestVersion, type: 'number' },
    createTime: { column: wfModel.createTime, type: 'datetime' },
    updateTime: { column: wfModel.updateTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: wfModel.id,
  tenantColumn: wfModel.tenantId,
});

export const liveModels = eq(wfModel.delFlag, 0);

export async function findModel(db: Database, tenantId: number, id: string): Promise<ModelRow> {
  const [row] = await db.select().from(wfModel).where(and(eq(wfModel.id, id), eq(wfModel.tenantId, tenantId), liveModels));
  if (!row) throw new AppError(404, MODEL_NOT_FOUND);
  return row;
}

async function assertKeyFree(db: Database, tenantId: number, key: string, field: string, exceptId?: string) {
  const [other] = await db
    .select({ id: wfModel.id })
    .from(wfModel)
    .where(and(eq(wfModel.tenantId, tenantId), eq(wfModel.modelKey, key), liveModels, exceptId ? ne(wfModel.id, exceptId) : undefined));
  if (other) throw fieldError(field, keyTaken(key));
}

async function appendVersion(
  db: Database,
  values: { modelId: string; versionNo: number; xml: string; svg?: string | null; engine: string; comment?: string | null },
  { session, now }: Pick<RequestContext, 'session' | 'now'>,
) {
  await db.insert(wfModelVersion).values({ ...values, svg: values.svg ?? null, comment: values.comment || null, createBy: session.username, createTime: now });
}

export async function addModel({ db, session, now }: RequestContext, input: WfModelAdd & { engine: WorkflowEngine }) {
  const diagram = readBpmnXml(input.xml);
  if (diagram.processId !== input.modelKey) throw fieldError('xml', `流程 XML 的流程标识 ${diagram.processId} 与模型标识 ${input.modelKey} 不一致`);
  return mapUniqueViolation('modelKey', keyTaken(input.modelKey), () =>
    db.transaction(async (tx) => {
      await assertKeyFree(tx, session.tenantId, input.modelKey, 'modelKey');
      const engine = diagram.engine ?? input.engine;
      const [row] = await tx
        .insert(wfModel)
        .values({
          tenantId: session.tenantId,
          modelKey: input.modelKey,
          name: input.name,
          description: input.description ?? null,
          category: input.category ?? null,
          engine,
          latestVersion: 1,
          xml: input.xml,
          createBy: session.username,
          createTime: now,
        })
        .returning();
      await appendVersion(tx, { modelId: row.id, versionNo: 1, xml: input.xml, engine, comment: '新建' }, { session, now });
      return row;
    }),
  );
}

async function assertStartForm(db: Database, tenantId: number, formId: string) {
  const [form] = await db
    .select({ kind: wfForm.kind })
    .from(wfForm)
    .where(and(eq(wfForm.id, formId), eq(wfForm.tenantId, tenantId), eq(wfForm.delFlag, 0)));
  if (!form) throw fieldError('startFormId', '发起表单不存在');
  if (form.kind !== 'start') throw fieldError('startFormId', '只能关联发起表单');
}

/** Writes `xml` as the model's newest version; key and name follow the diagram's process. */
async function writeNewVersion(
  tx: Database,
  deps: RequestContext,
  current: ModelRow,
  lockVersion: number,
  next: { xml: string; svg?: string | null; engine?: WorkflowEngine; comment?: string | null; startFormId?: string | null },
) {
  const diagram = readBpmnXml(next.xml);
  await assertKeyFree(tx, deps.session.tenantId, diagram.processId, 'xml', current.id);
  if (next.startFormId) await assertStartForm(tx, deps.session.tenantId, next.startFormId);
  const engine = next.engine ?? diagram.engine ?? (current.engine as WorkflowEngine);
  const row = await updateVersioned(
    tx,
    wfModel,
    current.id,
    lockVersion,
    {
      xml: next.xml,
      engine,
      modelKey: diagram.processId,
      name: diagram.processName ?? current.name,
      ...(next.startFormId !== undefined ? { startFormId: next.startFormId } : {}),
      latestVersion: sql`${wfModel.latestVersion} + 1`,
      updateBy: deps.session.username,
      updateTime: deps.now,
    },
    MODEL_NOT_FOUND,
  );
  await appendVersion(tx, { modelId: row.id, versionNo: row.latestVersion, xml: next.xml, svg: next.svg, engine, comment: next.comment }, deps);
  return row;
}

export async function saveModel(deps: RequestContext, input: WfModelSave) {
  return mapUniqueViolation('xml', '流程标识已存在', () =>
    deps.db.transaction(async (tx) => {
      const current = await findModel(tx, deps.session.tenantId, input.id);
      return writeNewVersion(tx, { ...deps, db: tx }, current, input.version, input);
    }),
  );
}

export async function restoreModel(deps: RequestContext, input: WfRestore & { versionNo: number }) {
  return mapUniqueViolation('versionNo', '该版本的流程标识已被其他模型使用', () =>
    deps.db.transaction(async (tx) => {
      const current = await findModel(tx, deps.session.tenantId, input.id);
      const old = await findModelVersion(tx, deps.session.tenantId, input.id, input.versionNo);
      const comment = input.comment || `恢复自版本 ${input.versionNo}`;
      return writeNewVersion(tx, { ...deps, db: tx }, current, input.version, { xml: old.xml, svg: old.svg, engine: old.engine as WorkflowEngine, comment });
    }),
  );
}

export async function deleteModel({ db, session, now }: RequestContext, id: string) {
  const rows = await db
    .update(wfModel)
    .set({ delFlag: 1, updateBy: session.username, updateTime: now, version: sql`${wfModel.version} + 1` })
    .where(and(eq(wfModel.id, id), eq(wfModel.tenantId, session.tenantId), liveModels))
    .returning({ id: wfModel.id });
  if (rows.length === 0) throw new AppError(404, MODEL_NOT_FOUND);
}

export const modelVersionList = defineList({
  name: 'wf_model_version',
  table: wfModelVersion,
  fields: {
    versionNo: { column: wfModelVersion.versionNo, type: 'number' },
    createBy: { column: wfModelVersion.createBy, type: 'string' },
    createTime: { column: wfModelVersion.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'versionNo', order: 'desc' },
  tieBreaker: wfModelVersion.id,
});

export async function findModelVersion(db: Database, tenantId: number, modelId: string, versionNo: number) {
  await findModel(db, tenantId, modelId);
  const [row] = await db.select().from(wfModelVersion).where(and(eq(wfModelVersion.modelId, modelId), eq(wfModelVersion.versionNo, versionNo)));
  if (!row) throw new AppError(404, `版本 ${versionNo} 不存在`);
  return row;
}
