import { and, eq, ne, sql } from 'drizzle-orm';
import { dictItemResource, dictResource, PERMS, type DictItemSave, type DictSave } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import type { RequestContext } from '../../../lib/request-context';
import { resourceKit } from '../../../lib/resource-kit';
import { dataLog } from '../data-log/data-log-writer';
import { sysDict, sysDictItem } from './dict.table';

export const dictList = defineList({
  name: 'sys_dict',
  dataRulePermission: PERMS.system.dict.list,
  table: sysDict,
  fields: fieldsOf(dictResource.fields, {
    dictName: sysDict.dictName,
    dictCode: sysDict.dictCode,
    description: sysDict.description,
    createTime: sysDict.createTime,
  }),
  defaultSort: dictResource.defaultSort,
  tieBreaker: sysDict.id,
});

export const dictItemList = defineList({
  name: 'sys_dict_item',
  table: sysDictItem,
  fields: fieldsOf(dictItemResource.fields, {
    dictId: sysDictItem.dictId,
    itemText: sysDictItem.itemText,
    itemValue: sysDictItem.itemValue,
    itemColor: null,
    description: null,
    status: sysDictItem.status,
    sortOrder: sysDictItem.sortOrder,
    createTime: sysDictItem.createTime,
  }),
  defaultSort: dictItemResource.defaultSort,
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

/** 数据字典 on the resource kit: a delete puts the dictionary in the recycle bin, whose items stop being served. */
export const dictKit = resourceKit(
  {
    resource: dictResource,
    table: sysDict,
    list: dictList,
    baseWhere: () => [eq(sysDict.delFlag, 0)],
    softDelete: () => ({ delFlag: 1 }),
    hooks: {
      async values({ db }, input: DictSave, current) {
        await assertDictCodeFree(db, input.dictCode, current?.id);
        return { dictName: input.dictName, dictCode: input.dictCode, description: input.description ?? null };
      },
    },
  },
  dataLog,
);

/** Back from the recycle bin: its items are served again. */
export async function restoreDict({ db, session, now }: RequestContext, id: string) {
  const rows = await db
    .update(sysDict)
    .set({ delFlag: 0, updateBy: session.username, updateTime: now })
    .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, 1)))
    .returning({ id: sysDict.id });
  if (rows.length === 0) throw new AppError(404, '字典不存在');
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

/** 字典配置: the items of a live dictionary; the list without a dictId is empty. */
export const dictItemKit = resourceKit(
  {
    resource: dictItemResource,
    table: sysDictItem,
    list: dictItemList,
    messages: { deletedBatch: (count) => `已删除 ${count} 条` },
    baseWhere: (_ctx, query) => (query && !query.dictId ? [sql`false`] : []),
    hooks: {
      async values({ db }, input: DictItemSave, current) {
        await getLiveDict(db, input.dictId, 'dictId');
        await assertItemValueFree(db, input.dictId, input.itemValue, current?.id);
        return {
          dictId: input.dictId,
          itemText: input.itemText,
          itemValue: input.itemValue,
          itemColor: input.itemColor || null,
          description: input.description ?? null,
          sortOrder: input.sortOrder ?? 1,
          status: input.status ?? 1,
        };
      },
    },
  },
  dataLog,
);
