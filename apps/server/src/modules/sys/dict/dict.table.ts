import { index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

export const sysDict = pgTable('sys_dict', {
  id: idColumn(),
  dictName: text('dict_name').notNull(),
  dictCode: text('dict_code').notNull().unique(),
  description: text('description'),
  delFlag: smallint('del_flag').notNull().default(0),
  ...auditColumns(),
});

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    id: idColumn(),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    itemColor: text('item_color'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 enabled, 0 disabled */
    status: smallint('status').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('sys_dict_item_dict_idx').on(t.dictId), unique('sys_dict_item_value_uq').on(t.dictId, t.itemValue)],
);
