/**
 * Table-backed dictionaries (DESIGN.md rule 1). The tree-select sends table and column names
 * (tableName, text, code, pidField, hasChildField, condition): each is looked up in this
 * registry and anything else is a 422 naming the parameter; names never reach the SQL text, only
 * the registered drizzle columns do, and every value is bound. Every table is limited to the
 * caller's tenant (or is a global one, like the category tree).
 *
 * Named table dictionaries (dynamic_*) let the search-select, the multi-select and the
 * department picker read a table by code instead of by names.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DYNAMIC_DICT_PREFIX, type DictOption, type DictTreeNode } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { sysCategory } from '../category/category.table';
import { sysDepart } from '../depart/depart.table';
import { sysPosition } from '../position/position.table';
import { userInTenant } from '../user/user-admin.list';
import { sysUser } from '../user/user.table';
import { ownValue } from '../../../lib/own-property';

interface DictTable {
  table: PgTable;
  /** the columns a caller may name, by their database name (as the web sends them) */
  columns: Record<string, AnyPgColumn>;
  /** rows the caller may see */
  scope(tenantId: number): SQL[];
}

export const DICT_TABLES: Record<string, DictTable> = {
  sys_depart: {
    table: sysDepart,
    columns: {
      id: sysDepart.id,
      depart_name: sysDepart.departName,
      parent_id: sysDepart.parentId,
      org_code: sysDepart.orgCode,
      org_category: sysDepart.orgCategory,
      status: sysDepart.status,
    },
    scope: (tenantId) => [eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)],
  },
  sys_category: {
    table: sysCategory,
    columns: { id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name, code: sysCategory.code, has_child: sysCategory.hasChild },
    scope: () => [],
  },
  sys_position: {
    table: sysPosition,
    columns: { id: sysPosition.id, code: sysPosition.code, name: sysPosition.name, post_rank: sysPosition.postRank },
    scope: (tenantId) => [eq(sysPosition.tenantId, tenantId)],
  },
  sys_user: {
    table: sysUser,
    columns: { id: sysUser.id, username: sysUser.username, realname: sysUser.realname, work_no: sysUser.workNo },
    scope: (tenantId) => [eq(sysUser.delFlag, 0), eq(sysUser.status, 1), userInTenant(tenantId)],
  },
};

/** Named table dictionaries: code -> table, shown text and stored value. */
export const TABLE_DICTIONARIES: Record<string, { table: string; text: string; code: string }> = {
  dynamic_depart: { table: 'sys_depart', text: 'depart_name', code: 'id' },
  dynamic_user: { table: 'sys_user', text: 'realname', code: 'username' },
  dynamic_position: { table: 'sys_position', text: 'name', code: 'code' },
  dynamic_category: { table: 'sys_category', text: 'name', code: 'code' },
};

export const CONDITION_MESSAGE = '树选择的 condition 参数不正确，需要 JSON 对象字符串';
export const MAX_DICT_PAGE_SIZE = 100;
export const MAX_DYNAMIC_ITEMS = 500;

function tableOf(name: string | undefined, param = 'tableName'): DictTable {
  const table = name ? ownValue(DICT_TABLES, name) : undefined;
  if (!table) throw fieldError(param, name ? `不支持的字典表：${name}` : '请指定字典表');
  return table;
}

function columnOf(table: DictTable, tableName: string, name: string | undefined, param: string): AnyPgColumn {
  const column = name ? ownValue(table.columns, name) : undefined;
  if (!column) throw fieldError(param, name ? `字典表 ${tableName} 没有可用的字段：${name}` : `请指定 ${param}`);
  return column;
}

/** `condition`: a JSON object of allowlisted columns to plain values, each an equality. */
export function parseCondition(table: DictTable, tableName: string, condition: string | undefined): SQL[] {
  if (!condition) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw fieldError('condition', CONDITION_MESSAGE);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError('condition', CONDITION_MESSAGE);
  return Object.entries(parsed).map(([name, value]) => {
    const column = columnOf(table, tableName, name, 'condition');
    if (value === null) return isNull(column);
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw fieldError('condition', `condition 中 ${name} 的值只能是文字或数字`);
    return eq(column, String(value));
  });
}

export interface TreeQuery {
  pid?: string;
  tableName?: string;
  text?: string;
  code?: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string;
}

/** One level of a table tree: the children of `pid` (roots when empty or '0'). */
export async function loadTreeLevel(db: Database, tenantId: number, query: TreeQuery): Promise<DictTreeNode[]> {
  const tableName = query.tableName ?? '';
  const table = tableOf(query.tableName);
  const text = columnOf(table, tableName, query.text, 'text');
  const code = columnOf(table, tableName, query.code, 'code');
  const pidColumn = columnOf(table, tableName, query.pidField || 'pid', 'pidField');
  const hasChild = query.hasChildField ? columnOf(table, tableName, query.hasChildField, 'hasChildField') : undefined;
  const conditions = [...table.scope(tenantId), ...parseCondition(table, tableName, query.condition)];
  const level = query.pid && query.pid !== '0' ? eq(pidColumn, query.pid) : or(isNull(pidColumn), eq(pidColumn, ''), eq(pidColumn, '0'));
  const rows = (await db
    .select({ key: code, title: text, parentId: pidColumn, ...(hasChild ? { hasChild } : {}) })
    .from(table.table)
    .where(and(...conditions, level))
    .orderBy(asc(text))
    .limit(1000)) as Array<{ key: unknown; title: unknown; parentId: unknown; hasChild?: unknown }>;
  const keys = rows.map((r) => String(r.key));
  let parents = new Set<string>();
  if (!hasChild && keys.length) {
    const counted = await db
      .select({ parent: pidColumn, n: count() })
      .from(table.table)
      .where(and(...conditions, inArray(pidColumn, keys)))
      .groupBy(pidColumn);
    parents = new Set(counted.map((c) => String(c.parent)));
  }
  return rows.map((row) => {
    const key = String(row.key);
    const leaf = hasChild ? String(row.hasChild) !== '1' : !parents.has(key);
    const title = String(row.title ?? '');
    return { key, value: key, title, label: title, leaf, isLeaf: leaf, parentId: row.parentId === null ? null : String(row.parentId) };
  });
}

/** The registered table dictionary of a code, or undefined (then it is a sys_dict code). */
export function tableDictionary(code: string) {
  const entry = ownValue(TABLE_DICTIONARIES, code);
  if (!entry) return undefined;
  const table = tableOf(entry.table, 'dict');
  return { table, text: columnOf(table, entry.table, entry.text, 'dict'), code: columnOf(table, entry.table, entry.code, 'dict') };
}

const toOption = (value: unknown, text: unknown): DictOption => {
  const label = String(text ?? '');
  return { value: String(value), text: label, label, title: label };
};

/** Options of a table dictionary, optionally narrowed by text and by stored values. */
export async function tableDictOptions(
  db: Database,
  tenantId: number,
  code: string,
  filter: { keyword?: string; values?: string[]; limit: number },
): Promise<DictOption[] | undefined> {
  const dict = tableDictionary(code);
  if (!dict) return undefined;
  const conditions = [...dict.table.scope(tenantId)];
  if (filter.keyword) conditions.push(ilike(dict.text, `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.values) conditions.push(inArray(dict.code, filter.values));
  const rows = await db
    .select({ value: dict.code, text: dict.text })
    .from(dict.table.table)
    .where(and(...conditions))
    .orderBy(asc(dict.text))
    .limit(filter.limit);
  return rows.map((r) => toOption(r.value, r.text));
}

export function assertDynamicCode(code: string) {
  if (!code.startsWith(DYNAMIC_DICT_PREFIX)) throw fieldError('dictCode', 'dictCode must start with dynamic_');
}
