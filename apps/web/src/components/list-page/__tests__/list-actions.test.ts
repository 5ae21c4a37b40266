import { describe, expect, it } from 'vitest';
import { exportFileName, exportParams, normalisePage } from '../list-actions';
import { IMPORT_MESSAGES, readImportReply } from '../import-result';

const reply = (code: number, result: unknown, message = '', success = true) => ({ success, message, code, result, timestamp: 0 });

describe('list export', () => {
  it('sends the list parameters without paging, plus the comma-joined selections', () => {
    const params = { realname: '李', column: 'createTime', order: 'desc', pageNo: 3, pageSize: 10, superQueryParams: '%5B%5D' };
    expect(exportParams(params, [])).toEqual({ realname: '李', column: 'createTime', order: 'desc', superQueryParams: '%5B%5D' });
    expect(exportParams(params, ['a', 'b'])).toMatchObject({ selections: 'a,b' });
  });

  it('names the file after the title with .xls, or .xlsx when the server sent one', () => {
    expect(exportFileName('用户信息', 'application/vnd.ms-excel')).toBe('用户信息.xls');
    expect(exportFileName('用户信息', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('用户信息.xlsx');
    expect(exportFileName(undefined, undefined)).toBe('导出文件.xls');
  });
});

describe('list answers', () => {
  it('accept records with total, or a plain array', () => {
    expect(normalisePage([{ id: 1 }, { id: 2 }])).toMatchObject({ records: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(normalisePage({ records: [], total: 5, size: 10, current: 1, pages: 1 }).total).toBe(5);
    expect(normalisePage(null)).toMatchObject({ records: [], total: 0 });
  });
});

describe('import replies', () => {
  it('code 201 is a partial success with an error file (spec fields or this server’s)', () => {
    expect(readImportReply(reply(201, { msg: '成功 3 条，失败 1 条', fileUrl: '/x/err', fileName: '失败.xlsx' }), 'a.xlsx', 'e.xlsx')).toEqual({
      kind: 'partial',
      message: '成功 3 条，失败 1 条',
      fileUrl: '/x/err',
      fileName: '失败.xlsx',
    });
    expect(readImportReply(reply(201, { errorFileUrl: '/sys/user/importError?id=1' }, '导入成功 2 条，失败 1 条'), 'a.xlsx', '用户导入失败.xlsx')).toMatchObject({
      kind: 'partial',
      fileUrl: '/sys/user/importError?id=1',
      fileName: '用户导入失败.xlsx',
    });
  });

  it('success shows the server message or the default; failure names the file', () => {
    expect(readImportReply(reply(200, {}, '导入成功 5 条'), 'a.xlsx', 'e')).toEqual({ kind: 'success', message: '导入成功 5 条' });
    expect(readImportReply(reply(200, null), 'a.xlsx', 'e')).toEqual({ kind: 'success', message: IMPORT_MESSAGES.uploaded });
    expect(readImportReply(reply(500, null, '文件中没有数据', false), '司机.xlsx', 'e')).toEqual({ kind: 'error', message: '司机.xlsx 文件中没有数据' });
    expect(readImportReply(undefined, 'a.xlsx', 'e')).toEqual({ kind: 'error', message: '文件上传失败' });
  });
});
