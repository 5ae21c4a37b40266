// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportFileName, exportParams, normalisePage } from '../list-actions';
import { finishedJobOutcome, IMPORT_MESSAGES, readImportReply } from '../import-result';

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
    expect(
      readImportReply(reply(201, { errorFileUrl: '/sys/user/importError?id=1' }, '导入成功 2 条，失败 1 条'), 'a.xlsx', '用户导入失败.xlsx'),
    ).toMatchObject({
      kind: 'partial',
      fileUrl: '/sys/user/importError?id=1',
      fileName: '用户导入失败.xlsx',
    });
  });

  it('a 202 is a background import to follow; its end reads like a direct reply', () => {
    expect(readImportReply(reply(202, { statusUrl: '/sys/user/importJob?id=9', totalRows: 12000 }, '共 12000 行，正在后台导入'), 'a.xlsx', 'e.xlsx')).toEqual({
      kind: 'running',
      message: '共 12000 行，正在后台导入',
      statusUrl: '/sys/user/importJob?id=9',
      totalRows: 12000,
    });
    const job = {
      status: 'done' as const,
      totalRows: 3,
      processedRows: 3,
      successCount: 2,
      failCount: 1,
      message: '导入成功 2 条，失败 1 条',
      errorFileUrl: '/sys/user/importError?id=9',
    };
    expect(finishedJobOutcome(job, 'a.xlsx', '用户导入失败.xlsx')).toEqual({
      kind: 'partial',
      message: '导入成功 2 条，失败 1 条',
      fileUrl: '/sys/user/importError?id=9',
      fileName: '用户导入失败.xlsx',
    });
    expect(finishedJobOutcome({ ...job, failCount: 0, errorFileUrl: null, message: '导入成功 3 条' }, 'a.xlsx', 'e')).toEqual({
      kind: 'success',
      message: '导入成功 3 条',
    });
    expect(finishedJobOutcome({ ...job, status: 'failed', message: '导入中断' }, 'a.xlsx', 'e')).toEqual({ kind: 'error', message: 'a.xlsx 导入中断' });
  });

  it('success shows the server message or the default; failure names the file', () => {
    expect(readImportReply(reply(200, {}, '导入成功 5 条'), 'a.xlsx', 'e')).toEqual({ kind: 'success', message: '导入成功 5 条' });
    expect(readImportReply(reply(200, null), 'a.xlsx', 'e')).toEqual({ kind: 'success', message: IMPORT_MESSAGES.uploaded });
    expect(readImportReply(reply(500, null, '文件中没有数据', false), '司机.xlsx', 'e')).toEqual({ kind: 'error', message: '司机.xlsx 文件中没有数据' });
    expect(readImportReply(undefined, 'a.xlsx', 'e')).toEqual({ kind: 'error', message: '文件上传失败' });
  });
});
