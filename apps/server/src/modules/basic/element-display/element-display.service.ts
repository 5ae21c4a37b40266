/**
 * Element display rules: the admin list through the shared list layer, create / versioned
 * update / delete within the tenant, the render map every signed-in page loads after sign-in,
 * and the tip text by id. pcRuleKey must name an existing check rule.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ElementDisplayEdit, ElementDisplaySave, ElementRenderMap } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { checkRuleExists, dataLog } from '../../sys';
import { formatDateTime } from '../../../lib/date-time';
import { basicElementDisplay } from './element-display.table';
import type { RequestContext } from '../../../lib/request-context';

const TABLE = 'basic_element_display';
type Row = typeof basicElementDisplay.$inferSelect;

export const elementDisplayList = defineList({
  name: TABLE,
  table: basicElementDisplay,
  fields: {
    targetUrl: { column: basicElementDisplay.targetUrl, type: 'string', rule: 'like' },
    elementKey: { column: basicElementDisplay.elementKey, type: 'string', rule: 'like' },
    elementName: { column: basicElementDisplay.elementName, type: 'string', rule: 'like' },
    pcHidden: { column: basicElementDisplay.pcHidden, type: 'boolean' },
    pcReadonly: { column: basicElementDisplay.pcReadonly, type: 'boolean' },
    pcRuleKey: { column: basicElementDisplay.pcRuleKey, type: 'string' },
    createTime: { column: basicElementDisplay.createTime, type: 'datetime' },
    updateTime: { column: basicElementDisplay.updateTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: basicElementDisplay.id,
  tenantColumn: basicElementDisplay.tenantId,
});

export const toElementDisplayRecord = (row: Row) => ({
  id: row.id,
  targetUrl: row.targetUrl,
  elementKey: row.elementKey,
  elementName: row.elementName,
  pcHidden: row.pcHidden,
  pcReadonly: row.pcReadonly,
  pcRuleKey: row.pcRuleKey,
  tips: row.tips,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
  updateBy: row.updateBy,
  updateTime: formatDateTime(row.updateTime),
  version: row.version,
});

type SaveInput = Omit<ElementDisplaySave, 'pcRuleKey'> & { pcRuleKey: string | null };

async function assertValid(db: Database, tenantId: number, input: SaveInput, exceptId?: string) {
  if (input.pcRuleKey) {
    if (!(await checkRuleExists(db, input.pcRuleKey))) throw fieldError('pcRuleKey', `校验规则不存在：${input.pcRuleKey}`);
  }
  const [taken] = await db
    .select({ id: basicElementDisplay.id })
    .from(basicElementDisplay)
    .where(
      and(
        eq(basicElementDisplay.tenantId, tenantId),
        eq(basicElementDisplay.targetUrl, input.targetUrl),
        eq(basicElementDisplay.elementKey, input.elementKey),
        exceptId ? ne(basicElementDisplay.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('elementKey', '该页面已配置过此元素，请编辑原有规则');
}

const columnsOf = (input: SaveInput) => ({
  targetUrl: input.targetUrl,
  elementKey: input.elementKey,
  elementName: input.elementName || null,
  pcHidden: input.pcHidden ?? false,
  pcReadonly: input.pcReadonly ?? false,
  pcRuleKey: input.pcRuleKey,
  tips: input.tips || null,
});

export async function createElementDisplay({ db, session, now }: RequestContext, input: SaveInput): Promise<Row> {
  return db.transaction(async (tx) => {
    await assertValid(tx, session.tenantId, input);
    const [row] = await tx
      .insert(basicElementDisplay)
      .values({ ...columnsOf(input), tenantId: session.tenantId, createBy: session.username, createTime: now })
      .returning();
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

export async function updateElementDisplay({ db, session, now }: RequestContext, input: SaveInput & Pick<ElementDisplayEdit, 'id' | 'version'>): Promise<Row> {
  return db.transaction(async (tx) => {
    await findInTenant(tx, session.tenantId, input.id);
    await assertValid(tx, session.tenantId, input, input.id);
    const row = await updateVersioned(
      tx,
      basicElementDisplay,
      input.id,
      input.version,
      { ...columnsOf(input), updateBy: session.username, updateTime: now },
      '元素显示规则不存在',
    );
    await dataLog.record(tx, { table: TABLE, record: row, by: session.username, at: now });
    return row;
  });
}

export async function findInTenant(db: Database, tenantId: number, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(basicElementDisplay)
    .where(and(eq(basicElementDisplay.id, id), eq(basicElementDisplay.tenantId, tenantId)));
  if (!row) throw new AppError(404, '元素显示规则不存在');
  return row;
}

export async function deleteElementDisplays(db: Database, tenantId: number, ids: string[]): Promise<number> {
  const rows = await db
    .delete(basicElementDisplay)
    .where(and(inArray(basicElementDisplay.id, ids), eq(basicElementDisplay.tenantId, tenantId)))
    .returning({ id: basicElementDisplay.id });
  if (rows.length === 0) throw new AppError(404, '元素显示规则不存在');
  return rows.length;
}

/** Every rule of the tenant, grouped per targetUrl (what forms apply). */
export async function renderMap(db: Database, tenantId: number): Promise<ElementRenderMap> {
  const rows = await db
    .select()
    .from(basicElementDisplay)
    .where(eq(basicElementDisplay.tenantId, tenantId))
    .orderBy(asc(basicElementDisplay.targetUrl), asc(basicElementDisplay.elementKey));
  // keyed by stored text (a targetUrl may read 'constructor' or '__proto__'): no prototype to collide with
  const map: ElementRenderMap = Object.create(null);
  for (const row of rows) {
    (map[row.targetUrl] ??= []).push({
      id: row.id,
      elementKey: row.elementKey,
      pcHidden: row.pcHidden,
      pcReadonly: row.pcReadonly,
      pcRuleKey: row.pcRuleKey,
      hasTips: Boolean(row.tips),
    });
  }
  return map;
}
