/**
 * 分类字典 on the resource kit: a tree shared by every tenant. The list pages the roots (every
 * level while searching), a code comes from the category_code_rule under its parent, a node keeps
 * its parent, and a node with children outside the deletion is not deleted. `hasChild` of a parent
 * follows its children.
 */
import { and, asc, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { categoryResource, PERMS, type CategorySave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { FILL_RULE_GENERATORS } from '../fill-rule/generators';
import { sysCategory } from './category.table';

export const ROOT = '0';
type CategoryRow = typeof sysCategory.$inferSelect;

export const categoryList = defineList({
  name: 'sys_category',
  dataRulePermission: PERMS.system.category.list,
  table: sysCategory,
  fields: fieldsOf(categoryResource.fields, { pid: sysCategory.pid, name: sysCategory.name, code: sysCategory.code, createTime: sysCategory.createTime }),
  defaultSort: categoryResource.defaultSort,
  tieBreaker: sysCategory.id,
});

export const toCategoryNode = (row: CategoryRow) => ({
  key: row.id,
  value: row.id,
  title: row.name,
  code: row.code,
  pid: row.pid,
  isLeaf: row.hasChild !== '1',
});

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

/** marks a parent as having children or not, leaving out the nodes about to go */
async function refreshHasChild(db: Database, id: string, going: string[] = []) {
  if (id === ROOT) return;
  const [n] = await db
    .select({ n: count() })
    .from(sysCategory)
    .where(and(eq(sysCategory.pid, id), going.length ? notInArray(sysCategory.id, going) : undefined));
  await db
    .update(sysCategory)
    .set({ hasChild: Number(n?.n ?? 0) > 0 ? '1' : '0' })
    .where(eq(sysCategory.id, id));
}

/** Same lock idea as departments: concurrent adds under one parent get distinct codes. */
const lockCodes = (db: Database) => db.execute(sql`select pg_advisory_xact_lock(hashtext('sys_category.code'))`);

const searching = (query: Readonly<Record<string, unknown>>) => ['name', 'code'].some((k) => typeof query[k] === 'string' && query[k] !== '');

export const categoryKit = resourceKit(
  {
    resource: categoryResource,
    table: sysCategory,
    list: categoryList,
    // a search looks at every level; without one only the roots are paged
    baseWhere: (_ctx, query) => (query && !searching(query) ? [eq(sysCategory.pid, ROOT)] : []),
    messages: { deletedBatch: (n) => `已删除 ${n} 条` },
    hooks: {
      async values({ db, session, now }, input: CategorySave, current) {
        const pid = input.pid && input.pid !== ROOT ? input.pid : ROOT;
        if (current) {
          if (pid !== current.pid) throw fieldError('pid', '不能修改父级分类，请新建后删除旧分类');
          return { name: input.name };
        }
        if (pid !== ROOT) {
          const [parent] = await db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.id, pid));
          if (!parent) throw fieldError('pid', '父级分类不存在');
        }
        await lockCodes(db);
        const code = await FILL_RULE_GENERATORS.category_code_rule.generate(
          {},
          { db, now, tenantId: session.tenantId, ruleCode: 'category_code_rule', formData: { pid } },
        );
        return { pid, name: input.name, code };
      },
      async afterWrite({ db }, row, previous) {
        if (!previous) await refreshHasChild(db, row.pid);
      },
      async beforeDelete({ db }, rows) {
        const ids = rows.map((row) => row.id);
        const [outside] = await db
          .select({ pid: sysCategory.pid })
          .from(sysCategory)
          .where(and(inArray(sysCategory.pid, ids), notInArray(sysCategory.id, ids), ne(sysCategory.pid, ROOT)))
          .limit(1);
        if (outside) {
          const parent = rows.find((row) => row.id === outside.pid);
          throw new AppError(422, `分类「${parent?.name ?? ''}」下还有子分类，请先删除子分类`);
        }
        for (const pid of new Set(rows.map((row) => row.pid))) await refreshHasChild(db, pid, ids);
      },
    },
  },
  dataLog,
);
