import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import type { CategorySave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { FILL_RULE_GENERATORS } from '../fill-rule/generators';
import { formatDateTime } from '../../../lib/date-time';
import { sysCategory } from './category.table';
import type { RequestContext } from '../../../lib/request-context';

export const ROOT = '0';
type CategoryRow = typeof sysCategory.$inferSelect;

export const categoryList = defineList({
  name: 'sys_category',
  dataRulePermission: PERMS.system.category.list,
  table: sysCategory,
  fields: {
    pid: { column: sysCategory.pid, type: 'string', sortable: false },
    name: { column: sysCategory.name, type: 'string', rule: 'like' },
    code: { column: sysCategory.code, type: 'string', rule: 'like' },
    createTime: { column: sysCategory.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'code', order: 'asc' },
  tieBreaker: sysCategory.id,
});

export const toCategoryRecord = (row: CategoryRow) => ({ ...row, createTime: formatDateTime(row.createTime), updateTime: formatDateTime(row.updateTime) });
export const toCategoryNode = (row: CategoryRow) => ({
  key: row.id,
  value: row.id,
  title: row.name,
  code: row.code,
  pid: row.pid,
  isLeaf: row.hasChild !== '1',
});

export async function getCategory(db: Database, id: string, field?: string) {
  const [row] = await db.select().from(sysCategory).where(eq(sysCategory.id, id));
  if (!row) throw field ? fieldError(field, '父级分类不存在') : new AppError(404, '分类不存在');
  return row;
}

export function childrenOf(db: Database, pid: string) {
  return db.select().from(sysCategory).where(eq(sysCategory.pid, pid)).orderBy(asc(sysCategory.code));
}

/** Roots, or the roots whose code is given (loadTreeRoot?pcode=). */
export function rootsByCode(db: Database, code?: string) {
  return db
    .select()
    .from(sysCategory)
    .where(code ? eq(sysCategory.code, code) : eq(sysCategory.pid, ROOT))
    .orderBy(asc(sysCategory.code));
}

async function refreshHasChild(tx: Database, id: string) {
  if (id === ROOT) return;
  const [n] = await tx.select({ n: count() }).from(sysCategory).where(eq(sysCategory.pid, id));
  await tx
    .update(sysCategory)
    .set({ hasChild: Number(n?.n ?? 0) > 0 ? '1' : '0' })
    .where(eq(sysCategory.id, id));
}

/** Same lock idea as departments: concurrent adds under one parent get distinct codes. */
const lockCodes = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('sys_category.code'))`);

export async function addCategory({ db, session, now }: RequestContext, input: CategorySave) {
  return db.transaction(async (tx) => {
    const pid = input.pid && input.pid !== ROOT ? input.pid : ROOT;
    if (pid !== ROOT) await getCategory(tx, pid, 'pid');
    await lockCodes(tx);
    const code = await FILL_RULE_GENERATORS.category_code_rule.generate(
      {},
      { db: tx, now, tenantId: session.tenantId, ruleCode: 'category_code_rule', formData: { pid } },
    );
    const [row] = await tx.insert(sysCategory).values({ pid, name: input.name, code, createBy: session.username, createTime: now }).returning();
    await refreshHasChild(tx, pid);
    await recordDataLog(tx, { table: 'sys_category', record: row, by: session.username, at: now });
    return row;
  });
}

/** Renames a category; its place in the tree (and so its code) stays. */
export async function editCategory({ db, session, now }: RequestContext, input: CategorySave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    const current = await getCategory(tx, input.id);
    const pid = input.pid && input.pid !== ROOT ? input.pid : ROOT;
    if (pid !== current.pid) throw fieldError('pid', '不能修改父级分类，请新建后删除旧分类');
    const row = await updateVersioned(
      tx,
      sysCategory,
      input.id,
      input.version,
      { name: input.name, updateBy: session.username, updateTime: now },
      '分类不存在',
    );
    await recordDataLog(tx, { table: 'sys_category', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteCategories(db: Database, ids: string[]) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(sysCategory).where(inArray(sysCategory.id, ids));
    if (rows.length === 0) throw new AppError(404, '分类不存在');
    const [children] = await tx
      .select({ n: count() })
      .from(sysCategory)
      .where(and(inArray(sysCategory.pid, ids), ne(sysCategory.pid, ROOT)));
    const childRows =
      Number(children?.n ?? 0) > 0 ? await tx.select({ id: sysCategory.id, pid: sysCategory.pid }).from(sysCategory).where(inArray(sysCategory.pid, ids)) : [];
    const outside = childRows.filter((c) => !ids.includes(c.id));
    if (outside.length) {
      const parent = rows.find((r) => r.id === outside[0].pid);
      throw new AppError(422, `分类「${parent?.name ?? ''}」下还有子分类，请先删除子分类`);
    }
    await tx.delete(sysCategory).where(inArray(sysCategory.id, ids));
    for (const pid of new Set(rows.map((r) => r.pid))) await refreshHasChild(tx, pid);
    return rows.length;
  });
}
