/**
 * Start forms and node forms of the form designer, with versions the same way as process models:
 * a form row holds the newest JSON, every save and restore appends a version numbered from 1.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formResource, type WfFormAdd, type WfFormSave, type WfRestore } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { mapUniqueViolation } from '../unique-violation';
import { wfForm, wfFormVersion } from './form.table';
import { assertRunnablePatterns } from './form-patterns';
import type { RequestContext } from '../../../lib/request-context';

export type FormRow = typeof wfForm.$inferSelect;

export const FORM_NOT_FOUND = '表单不存在';
const keyTaken = (key: string) => `表单标识 ${key} 已存在`;

export const formList = defineList({
  name: 'wf_form',
  table: wfForm,
  fields: fieldsOf(formResource.fields, {
    name: wfForm.name,
    formKey: wfForm.formKey,
    kind: wfForm.kind,
    description: null,
    latestVersion: wfForm.latestVersion,
    createTime: wfForm.createTime,
    updateTime: wfForm.updateTime,
  }),
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: wfForm.id,
  tenantColumn: wfForm.tenantId,
});

export const liveForms = eq(wfForm.delFlag, 0);

export async function findForm(db: Database, tenantId: number, id: string): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(wfForm)
    .where(and(eq(wfForm.id, id), eq(wfForm.tenantId, tenantId), liveForms));
  if (!row) throw new AppError(404, FORM_NOT_FOUND);
  return row;
}

/** Whether a live form of the tenant has the key. */
export async function formKeyTaken(db: Database, tenantId: number, formKey: string): Promise<boolean> {
  const [other] = await db
    .select({ id: wfForm.id })
    .from(wfForm)
    .where(and(eq(wfForm.tenantId, tenantId), eq(wfForm.formKey, formKey), liveForms));
  return Boolean(other);
}

export async function addForm(deps: RequestContext, input: WfFormAdd) {
  assertRunnablePatterns(input.schema);
  return mapUniqueViolation('formKey', keyTaken(input.formKey), () =>
    deps.db.transaction(async (tx) => {
      if (await formKeyTaken(tx, deps.session.tenantId, input.formKey)) throw fieldError('formKey', keyTaken(input.formKey));
      return insertForm(tx, deps, input);
    }),
  );
}

/** Writes a new form as version 1 inside the caller's transaction (key checked by the caller). */
export async function insertForm(tx: Database, { session, now }: Pick<RequestContext, 'session' | 'now'>, input: WfFormAdd) {
  const schemaJson = JSON.stringify(input.schema ?? {});
  const [row] = await tx
    .insert(wfForm)
    .values({
      tenantId: session.tenantId,
      formKey: input.formKey,
      name: input.name,
      kind: input.kind ?? 'start',
      description: input.description ?? null,
      latestVersion: 1,
      schemaJson,
      createBy: session.username,
      createTime: now,
    })
    .returning();
  await tx.insert(wfFormVersion).values({ formId: row.id, versionNo: 1, schemaJson, comment: '新建', createBy: session.username, createTime: now });
  return row;
}

/** Writes `schemaJson` as the form's newest version inside the caller's transaction (409 when `lockVersion` is stale). */
export async function writeFormVersion(
  tx: Database,
  { session, now }: Pick<RequestContext, 'session' | 'now'>,
  current: FormRow,
  lockVersion: number,
  next: { schemaJson: string; name?: string; description?: string | null; comment?: string | null },
) {
  const row = await updateVersioned(
    tx,
    wfForm,
    current.id,
    lockVersion,
    {
      schemaJson: next.schemaJson,
      name: next.name ?? current.name,
      description: next.description === undefined ? current.description : next.description,
      latestVersion: sql`${wfForm.latestVersion} + 1`,
      updateBy: session.username,
      updateTime: now,
    },
    FORM_NOT_FOUND,
  );
  await tx.insert(wfFormVersion).values({
    formId: row.id,
    versionNo: row.latestVersion,
    schemaJson: next.schemaJson,
    comment: next.comment || null,
    createBy: session.username,
    createTime: now,
  });
  return row;
}

export async function saveForm(deps: RequestContext, input: WfFormSave) {
  assertRunnablePatterns(input.schema);
  return deps.db.transaction(async (tx) => {
    const current = await findForm(tx, deps.session.tenantId, input.id);
    return writeFormVersion(tx, deps, current, input.version, {
      schemaJson: JSON.stringify(input.schema),
      name: input.name,
      description: input.description,
      comment: input.comment,
    });
  });
}

export async function restoreForm(deps: RequestContext, input: WfRestore & { versionNo: number }) {
  return deps.db.transaction(async (tx) => {
    const current = await findForm(tx, deps.session.tenantId, input.id);
    const old = await findFormVersion(tx, deps.session.tenantId, input.id, input.versionNo);
    return writeFormVersion(tx, deps, current, input.version, { schemaJson: old.schemaJson, comment: input.comment || `恢复自版本 ${input.versionNo}` });
  });
}

export const formVersionList = defineList({
  name: 'wf_form_version',
  table: wfFormVersion,
  fields: {
    versionNo: { column: wfFormVersion.versionNo, type: 'number' },
    createBy: { column: wfFormVersion.createBy, type: 'string' },
    createTime: { column: wfFormVersion.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'versionNo', order: 'desc' },
  tieBreaker: wfFormVersion.id,
});

export async function findFormVersion(db: Database, tenantId: number, formId: string, versionNo: number) {
  await findForm(db, tenantId, formId);
  const [row] = await db
    .select()
    .from(wfFormVersion)
    .where(and(eq(wfFormVersion.formId, formId), eq(wfFormVersion.versionNo, versionNo)));
  if (!row) throw new AppError(404, `版本 ${versionNo} 不存在`);
  return row;
}

/** Stored JSON back to the object the form designer reads (stored text is always an object). */
export function parseFormSchema(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
