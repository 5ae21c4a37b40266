import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, exportColumnsOf, idsQuerySchema, shownProperty } from './resource';

const resource = defineResource({
  api: '/demo/thing',
  noun: '物品',
  title: '物品管理',
  permissions: { list: 'demo:widgets:view' },
  record: z.object({ id: z.string() }),
  save: z.object({ name: z.string().min(1, '请输入名称') }),
  fields: {
    name: { label: '名称', type: 'string', export: 20 },
    kind: { label: '类别', type: 'string', dict: 'thing_kind', export: 10 },
    routeId: { label: '线路', type: 'string', column: { display: 'routeNumber' }, export: 8 },
    note: { label: '备注', type: 'string' },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

describe('a declared resource', () => {
  it('sorts by creation time, newest first, unless it says otherwise, and refuses a default sort that is no field', () => {
    expect(resource.defaultSort).toEqual({ field: 'createTime', order: 'desc' });
    expect(() => defineResource({ ...resource, fields: { name: { label: '名称', type: 'string' } }, defaultSort: undefined })).toThrow(
      /default sort createTime/,
    );
  });

  it('edits with the save, the record id and the version read', () => {
    expect(resource.edit.safeParse({ name: 'a', id: 'x', version: 0 }).success).toBe(true);
    const missing = resource.edit.safeParse({ name: 'a', id: 'x' });
    expect(missing.success).toBe(false);
  });

  it('exports the fields it marks, a dictionary field as its text and a field shown by another property as that one', () => {
    expect(exportColumnsOf(resource.fields)).toEqual([
      ['name', '名称', 20],
      ['kind_dictText', '类别', 10],
      ['routeNumber', '线路', 8],
    ]);
    expect(shownProperty('note', resource.fields.note)).toBe('note');
  });
});

describe('ids of a batch', () => {
  it('are split, trimmed and deduplicated', () => {
    expect(idsQuerySchema.parse({ ids: ' a, b,,a ,' }).ids).toEqual(['a', 'b']);
  });

  it('are refused when none is given or more than 1,000 are', () => {
    expect(idsQuerySchema.safeParse({ ids: ' , ' }).error?.issues[0].message).toBe('请选择记录');
    const many = Array.from({ length: 1001 }, (_, i) => `r${i}`).join(',');
    expect(idsQuerySchema.safeParse({ ids: many }).error?.issues[0].message).toBe('一次最多选择 1000 条记录');
  });
});
