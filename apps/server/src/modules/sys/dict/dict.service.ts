import { and, asc, eq } from 'drizzle-orm';
import type { DictItem } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { sysDict, sysDictItem } from './dict.table';

const itemColumns = {
  dictCode: sysDict.dictCode,
  value: sysDictItem.itemValue,
  text: sysDictItem.itemText,
  color: sysDictItem.itemColor,
};

const toDictItem = (row: { value: string; text: string; color: string | null }): DictItem => ({
  value: row.value,
  text: row.text,
  title: row.text,
  label: row.text,
  color: row.color,
});

const enabledItems = and(eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1));
const itemOrder = [asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue)];

/**
 * Read straight from the database on each call: with several server instances an in-process
 * cache would serve stale items after an edit elsewhere, and the query is small.
 */
export async function getDictItems(db: Database, dictCode: string): Promise<DictItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(enabledItems, eq(sysDict.dictCode, dictCode)))
    .orderBy(...itemOrder);
  return rows.map(toDictItem);
}

export async function getAllDictItems(db: Database): Promise<Record<string, DictItem[]>> {
  const rows = await db
    .select(itemColumns)
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(enabledItems)
    .orderBy(asc(sysDict.dictCode), ...itemOrder);
  // keyed by stored dictionary codes, which may read 'constructor' or '__proto__'
  const all: Record<string, DictItem[]> = Object.create(null);
  for (const row of rows) (all[row.dictCode] ??= []).push(toDictItem(row));
  return all;
}
