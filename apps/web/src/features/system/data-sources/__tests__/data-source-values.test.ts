import { describe, expect, it } from 'vitest';
import { toDataSourceFormValues, toDataSourceRequest } from '../components/data-source-values';

describe('data source form values', () => {
  it('sends postgresql, a numeric port and no password when left empty', () => {
    expect(
      toDataSourceRequest({
        code: ' rpt ',
        name: '报表',
        host: ' db.internal ',
        port: '5433' as unknown as number,
        databaseName: 'r',
        username: 'u',
        password: '',
        remark: ' ',
      }),
    ).toEqual({
      code: 'rpt',
      name: '报表',
      dbType: 'postgresql',
      host: 'db.internal',
      port: 5433,
      databaseName: 'r',
      username: 'u',
      password: null,
      remark: null,
    });
  });

  it('never puts a stored password into the edit form', () => {
    const values = toDataSourceFormValues({
      id: '1',
      code: 'rpt',
      name: '报表',
      dbType: 'postgresql',
      host: 'h',
      port: 5432,
      databaseName: 'd',
      username: 'u',
      hasPassword: true,
      remark: null,
      createTime: '',
      version: 0,
    });
    expect(values.password).toBe('');
    expect(toDataSourceFormValues()).toEqual({ port: 5432 });
  });
});
