/**
 * Process models and their versions. A model row holds the newest XML; every save and every
 * restore appends a version (numbered from 1, never changed). Writes that can race name the lock
 * version they read (409 when stale). Everything is limited to the session's tenant.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { describeIssues, lintXml } from '@bus/bpmn-designer/lint-xml';
import { modelResource, PERMS } from '@bus/contracts';
import type { WfModelAdd, WfModelSave, WfRestore, WorkflowEngine } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { assertRunnablePatterns } from '../form/form-patterns';
import { findForm, formKeyTaken, insertForm, parseFormSchema, writeFormVersion, type FormRow } from '../form/form.service';
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
  fields: fieldsOf(modelResource.fields, {
    name: wfModel.name,
    modelKey: wfModel.modelKey,
    category: wfModel.category,
    engine: wfModel.engine,
    latestVersion: wfModel.latestVersion,
    createTime: wfModel.createTime,
    updateTime: wfModel.updateTime,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: wfModel.id,
  tenantColumn: wfModel.tenantId,
});

export const liveModels = eq(wfModel.delFlag, 0);

export async function findModel(db: Database, tenantId: number, id: string): Promise<ModelRow> {
  const [row] = await db
    .select()
    .from(wfModel)
    .where(and(eq(wfModel.id, id), eq(wfModel.tenantId, tenantId), liveModels));
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
  values: { modelId: string; versionNo: number; xml: string; svg?: string | null; engine: string; draft: boolean; comment?: string | null },
  { session, now }: Pick<RequestContext, 'session' | 'now'>,
) {
  await db.insert(wfModelVersion).values({ ...values, svg: values.svg ?? null, comment: values.comment || null, createBy: session.username, createTime: now });
}

/**
 * The designer's lint over the diagram (with the start form's fields when there is one): the
 * errors, which make a version a draft. A save that does not ask for a draft is refused with
 * them named (`refuse`), so no API client stores a broken diagram as deployable.
 */
async function lintErrors(xml: string, startForm: Record<string, unknown> | undefined) {
  const result = await lintXml(xml, { startForm });
  if (result.readError) throw fieldError('xml', `流程 XML 无法读取：${result.readError}`);
  return result.errors;
}

const draftOnly = (errors: { id: string; message: string }[]) =>
  fieldError('xml', `流程有 ${errors.length} 个错误，只能保存为草稿：${describeIssues(errors as never)}`);

export async function addModel({ db, session, now }: RequestContext, input: WfModelAdd & { engine: WorkflowEngine }) {
  const diagram = readBpmnXml(input.xml);
  if (diagram.processId !== input.modelKey) throw fieldError('xml', `流程 XML 的流程标识 ${diagram.processId} 与模型标识 ${input.modelKey} 不一致`);
  return mapUniqueViolation('modelKey', keyTaken(input.modelKey), () =>
    db.transaction(async (tx) => {
      await assertKeyFree(tx, session.tenantId, input.modelKey, 'modelKey');
      const engine = diagram.engine ?? input.engine;
      const draft = (await lintErrors(input.xml, undefined)).length > 0;
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
          deployableVersion: draft ? null : 1,
          xml: input.xml,
          createBy: session.username,
          createTime: now,
        })
        .returning();
      await appendVersion(tx, { modelId: row.id, versionNo: 1, xml: input.xml, engine, draft, comment: '新建' }, { session, now });
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

/** The form a start-form save writes to: the linked live start form, or none (a new one is made). */
async function linkedStartForm(db: Database, tenantId: number, formId: string | null): Promise<FormRow | null> {
  if (!formId) return null;
  try {
    const form = await findForm(db, tenantId, formId);
    return form.kind === 'start' ? form : null;
  } catch {
    return null; // deleted since it was linked: the save makes a new one
  }
}

/** `<key>_start`, or `<key>_start_<4 random letters or digits>` when another form has it. */
async function freeStartFormKey(db: Database, tenantId: number, processKey: string): Promise<string> {
  const key = `${processKey}_start`;
  if (!(await formKeyTaken(db, tenantId, key))) return key;
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const candidate = `${key}_${Array.from({ length: 4 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')}`;
    if (!(await formKeyTaken(db, tenantId, candidate))) return candidate;
  }
}

interface NextVersion {
  xml: string;
  svg?: string | null;
  engine?: WorkflowEngine;
  comment?: string | null;
  startFormId?: string | null;
  /** store even with lint errors, as a draft; otherwise lint errors are a 422 */
  draft?: boolean;
  startForm?: { schema: Record<string, unknown>; version?: number };
}

/**
 * Writes `xml` as the model's newest version, and with it the start form when one is given; key
 * and name follow the diagram's process. Everything is written in the caller's transaction, so a
 * refusal of either (409, 422) leaves both as they were.
 */
async function writeNewVersion(tx: Database, deps: RequestContext, current: ModelRow, lockVersion: number, next: NextVersion) {
  const { tenantId } = deps.session;
  const diagram = readBpmnXml(next.xml);
  await assertKeyFree(tx, tenantId, diagram.processId, 'xml', current.id);
  if (next.startFormId) await assertStartForm(tx, tenantId, next.startFormId);
  const formId = next.startFormId !== undefined ? next.startFormId : current.startFormId;

  let form: FormRow | null = null;
  let linkFormId = next.startFormId;
  if (next.startForm) {
    assertRunnablePatterns(next.startForm.schema);
    const schemaJson = JSON.stringify(next.startForm.schema);
    const linked = await linkedStartForm(tx, tenantId, formId);
    if (linked) {
      if (next.startForm.version === undefined) throw fieldError('startForm', '请提供发起表单读取时的版本');
      form = await writeFormVersion(tx, deps, linked, next.startForm.version, { schemaJson, comment: '流程设计器保存' });
    } else {
      const formKey = await freeStartFormKey(tx, tenantId, diagram.processId);
      const name = `${diagram.processName ?? current.name}-发起表单`;
      form = await insertForm(tx, deps, { name, formKey, kind: 'start', schema: next.startForm.schema });
      linkFormId = form.id;
    }
  }

  const startFormSchema =
    next.startForm?.schema ?? (await linkedStartForm(tx, tenantId, formId).then((linked) => (linked ? parseFormSchema(linked.schemaJson) : undefined)));
  const errors = await lintErrors(next.xml, startFormSchema);
  if (errors.length > 0 && !next.draft) throw draftOnly(errors);
  const draft = errors.length > 0;

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
      ...(linkFormId !== undefined ? { startFormId: linkFormId } : {}),
      latestVersion: sql`${wfModel.latestVersion} + 1`,
      ...(draft ? {} : { deployableVersion: sql`${wfModel.latestVersion} + 1` }),
      updateBy: deps.session.username,
      updateTime: deps.now,
    },
    MODEL_NOT_FOUND,
  );
  await appendVersion(tx, { modelId: row.id, versionNo: row.latestVersion, xml: next.xml, svg: next.svg, engine, draft, comment: next.comment }, deps);
  return { row, startForm: form };
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
      // restoring is never refused: the version is a draft when today's rules find errors in it
      const { row } = await writeNewVersion(tx, { ...deps, db: tx }, current, input.version, {
        xml: old.xml,
        svg: old.svg,
        engine: old.engine as WorkflowEngine,
        comment,
        draft: true,
      });
      return row;
    }),
  );
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
  const [row] = await db
    .select()
    .from(wfModelVersion)
    .where(and(eq(wfModelVersion.modelId, modelId), eq(wfModelVersion.versionNo, versionNo)));
  if (!row) throw new AppError(404, `版本 ${versionNo} 不存在`);
  return row;
}
