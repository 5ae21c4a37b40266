import { describe, expect, it } from 'vitest';
import { USER_LIST_FIELDS, listFieldCatalogue, systemLogResource } from '@bus/contracts';
import { superQueryFieldsOf } from '../fields-of';

describe('the advanced query fields from a list catalogue', () => {
  it('offers the fields the catalogue marks, with labels, dictionaries and choices', () => {
    const fields = superQueryFieldsOf(USER_LIST_FIELDS);
    expect(fields.map((field) => field.field)).toEqual([
      'username',
      'realname',
      'sex',
      'birthday',
      'phone',
      'email',
      'workNo',
      'idCard',
      'status',
      'createTime',
    ]);
    expect(fields.find((field) => field.field === 'sex')).toEqual({ field: 'sex', label: '性别', type: 'dict', dictCode: 'sex', dbType: 'int' });
    expect(fields.find((field) => field.field === 'birthday')).toEqual({ field: 'birthday', label: '生日', type: 'date' });
    // not offered: the department filter and codes the list only filters by
    expect(fields.some((field) => field.field === 'departId' || field.field === 'post')).toBe(false);
    expect(superQueryFieldsOf(systemLogResource.fields).find((field) => field.field === 'method')).toMatchObject({
      type: 'options',
      options: [
        { value: 'GET', label: 'GET' },
        { value: 'POST', label: 'POST' },
        { value: 'PUT', label: 'PUT' },
        { value: 'DELETE', label: 'DELETE' },
      ],
    });
  });

  it('picks in the page’s order and adjusts what the page shows', () => {
    const fields = superQueryFieldsOf(USER_LIST_FIELDS, { pick: ['status', 'realname'], adjust: { realname: { label: '员工姓名' } } });
    expect(fields.map((field) => [field.field, field.label])).toEqual([
      ['status', '状态'],
      ['realname', '员工姓名'],
    ]);
  });

  it('refuses to offer a field the list does not allow in the advanced query', () => {
    expect(() => superQueryFieldsOf(USER_LIST_FIELDS, { pick: ['departId'] })).toThrow('departId is not offered');
    const flags = listFieldCatalogue({ enabled: { label: '启用', type: 'boolean', advanced: true } });
    expect(superQueryFieldsOf(flags)[0]).toMatchObject({ type: 'options', options: [{ value: 'true' }, { value: 'false' }] });
  });
});
