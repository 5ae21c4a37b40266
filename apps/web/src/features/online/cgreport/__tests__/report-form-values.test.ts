import { describe, expect, it } from 'vitest';
import type { CgreportRecord } from '@bus/contracts';
import { formFieldOf, mergeFields, toFormValues, toSaveRequest } from '../components/report-form-values';

const record: CgreportRecord = {
  id: 'r1',
  code: 'frontline_staff',
  name: '一线人员',
  reportSql: 'select work_no, realname, sex from rpt_user',
  columns: [
    { field: 'work_no', title: '工号', sortable: true, show: true, width: 110 },
    { field: 'realname', title: '姓名', sortable: false, show: true },
    { field: 'sex', title: '性别', dictCode: 'sex', sortable: false, show: true },
  ],
  queryFields: [{ field: 'realname', title: '姓名', mode: 'single', hidden: false }],
  remark: null,
  createBy: 'admin',
  createTime: '2026-03-02 09:00:00',
  version: 0,
};

describe('report definition form', () => {
  it('round-trips a definition through the form rows', () => {
    const values = toFormValues(record);
    expect(values.columns.map((c) => `${c.field}:${c.query}`)).toEqual(['work_no:none', 'realname:single', 'sex:none']);
    const request = toSaveRequest(values);
    expect(request.columns).toEqual([
      { field: 'work_no', title: '工号', dictCode: null, width: 110, show: true, sortable: true },
      { field: 'realname', title: '姓名', dictCode: null, width: null, show: true, sortable: false },
      { field: 'sex', title: '性别', dictCode: 'sex', width: null, show: true, sortable: false },
    ]);
    expect(request.queryFields).toEqual([{ field: 'realname', title: '姓名', mode: 'single', hidden: false, dictCode: null }]);
  });

  it('parsing the SQL again keeps the settings of known columns and adds new ones', () => {
    const rows = mergeFields(['realname', 'phone'], toFormValues(record).columns);
    expect(rows.map((r) => [r.field, r.title, r.query])).toEqual([
      ['realname', '姓名', 'single'],
      ['phone', 'phone', 'none'],
    ]);
  });

  it('maps server field errors onto the column rows', () => {
    expect(formFieldOf('columns.2.field')).toEqual(['columns', 2, 'title']);
    expect(formFieldOf('reportSql')).toBe('reportSql');
  });
});
