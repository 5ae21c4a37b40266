import { and, eq, inArray, ne } from 'drizzle-orm';
import { PERMS } from '@bus/contracts';
import type { DictItemSave, DictSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList } from '../../../lib/list-query';
import { updateVersioned } from '../../../lib/versioned-update';
import { recordDataLog } from '../data-log/record-data-log';
import { sysDict, sysDictItem } from './dict.table';
import type { RequestContext } from '../../../lib/request-context';

export const dictList = defineList({
  name: 'sys_dict',
  dataRulePermission: PERMS.system.dict.list,
  table: sysDict,
  fields: {
    dictName: { column: sysDict.dictName, type: 'string', rule: 'like' },
    dictCode: { column: sysDict.dictCode, type: 'string', rule: 'like' },
    description: { column: sysDict.description, type: 'string', rule: 'like' },
    createTime: { column: sysDict.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  tieBreaker: sysDict.id,
});

export const dictItemList = defineList({
  name: 'sys_dict_item',
  table: sysDictItem,
  fields: {
    dictId: { column: sysDictItem.dictId, type: 'string', sortable: false },
    itemText: { column: sysDictItem.itemText, type: 'string', rule: 'like' },
    itemValue: { column: sysDictItem.itemValue, type: 'string', rule: 'like' },
    status: { column: sysDictItem.status, type: 'number', dict: 'valid_status' },
    sortOrder: { column: sysDictItem.sortOrder, type: 'number' },
    createTime: { column: sysDictItem.createTime, type: 'datetime' },
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  tieBreaker: sysDictItem.id,
});

async function assertDictCodeFree(db: Database, dictCode: string, exceptId?: string) {
  const [taken] = await db
    .select({ delFlag: sysDict.delFlag })
    .from(sysDict)
    .where(and(eq(sysDict.dictCode, dictCode), exceptId ? ne(sysDict.id, exceptId) : undefined));
  if (taken) throw fieldError('dictCode', taken.delFlag ? '字典编码已存在（在回收站中，可还原）' : '字典编码已存在');
}

export async function isDictCodeFree(db: Database, dictCode: string, exceptId?: string) {
  try {
    await assertDictCodeFree(db, dictCode, exceptId);
    return true;
  } catch {
    return false;
  }
}

export async function getLiveDict(db: Database, id: string, field?: string) {
  const [row] = await db
    .select()
    .from(sysDict)
    .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, 0)));
  if (!row) throw field ? fieldError(field, '字典不存在') : new AppError(404, '字典不存在');
  return row;
}

export async function addDict({ db, session, now }: RequestContext, input: DictSave) {
  return db.transaction(async (tx) => {
    await assertDictCodeFree(tx, input.dictCode);
    const [row] = await tx
      .insert(sysDict)
      .values({ dictName: input.dictName, dictCode: input.dictCode, description: input.description ?? null, createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_dict', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editDict({ db, session, now }: RequestContext, input: DictSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    await getLiveDict(tx, input.id);
    await assertDictCodeFree(tx, input.dictCode, input.id);
    const row = await updateVersioned(
      tx,
      sysDict,
      input.id,
      input.version,
      { dictName: input.dictName, dictCode: input.dictCode, description: input.description ?? null, updateBy: session.username, updateTime: now },
      '字典不存在',
    );
    await recordDataLog(tx, { table: 'sys_dict', record: row, by: session.username, at: now });
    return row;
  });
}

/** Soft delete: the dictionary goes to the recycle list and its items stop being served. */
export async function softDeleteDicts({ db, session, now }: RequestContext, ids: string[], delFlag: 0 | 1) {
  const rows = await db
    .update(sysDict)
    .set({ delFlag, updateBy: session.username, updateTime: now })
    .where(and(inArray(sysDict.id, ids), eq(sysDict.delFlag, delFlag === 1 ? 0 : 1)))
    .returning({ id: sysDict.id });
  if (rows.length === 0) throw new AppError(404, '字典不存在');
  return rows.length;
}

/** Purge a dictionary from the recycle list, with its items. */
export async function purgeDict(db: Database, id: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(sysDict)
      .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, 1)))
      .returning({ id: sysDict.id });
    if (rows.length === 0) throw new AppError(404, '回收站中没有该字典');
    await tx.delete(sysDictItem).where(eq(sysDictItem.dictId, id));
  });
}

async function assertItemValueFree(db: Database, dictId: string, itemValue: string, exceptId?: string) {
  const taken = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(and(eq(sysDictItem.dictId, dictId), eq(sysDictItem.itemValue, itemValue), exceptId ? ne(sysDictItem.id, exceptId) : undefined));
  if (taken.length) throw fieldError('itemValue', '该字典中已有此数据值');
}

const itemValues = (input: DictItemSave) => ({
  dictId: input.dictId,
  itemText: input.itemText,
  itemValue: input.itemValue,
  itemColor: input.itemColor || null,
  description: input.description ?? null,
  sortOrder: input.sortOrder ?? 1,
  status: input.status ?? 1,
});

export async function addDictItem({ db, session, now }: RequestContext, input: DictItemSave) {
  return db.transaction(async (tx) => {
    await getLiveDict(tx, input.dictId, 'dictId');
    await assertItemValueFree(tx, input.dictId, input.itemValue);
    const [row] = await tx
      .insert(sysDictItem)
      .values({ ...itemValues(input), createBy: session.username, createTime: now })
      .returning();
    await recordDataLog(tx, { table: 'sys_dict_item', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editDictItem({ db, session, now }: RequestContext, input: DictItemSave & { id: string; version: number }) {
  return db.transaction(async (tx) => {
    await getLiveDict(tx, input.dictId, 'dictId');
    await assertItemValueFree(tx, input.dictId, input.itemValue, input.id);
    const row = await updateVersioned(
      tx,
      sysDictItem,
      input.id,
      input.version,
      { ...itemValues(input), updateBy: session.username, updateTime: now },
      '字典项不存在',
    );
    await recordDataLog(tx, { table: 'sys_dict_item', record: row, by: session.username, at: now });
    return row;
  });
}

export async function deleteDictItems(db: Database, ids: string[]) {
  const rows = await db.delete(sysDictItem).where(inArray(sysDictItem.id, ids)).returning({ id: sysDictItem.id });
  if (rows.length === 0) throw new AppError(404, '字典项不存在');
  return rows.length;
}
