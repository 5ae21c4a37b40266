import { describe, expect, it } from 'vitest';
import { apiTest } from '../../../../test/helper';

const { tokens, ctx, call } = apiTest(['liuyang', 'caoyan', 'xujun', 'admin']);

const get = (url: string, token: string) => call('GET', `/api/workflow${url}`, token);
const leave = { leaveType: 'annual', days: 1, period: ['2026-03-09', '2026-03-09'], startHalf: 'am', endHalf: 'pm', reason: '回老家探亲' };
const startLeave = async (token: string) => {
  ctx().clock.advance(1000); // each one a second after the last
  const res = await call('POST', '/api/workflow/process/start', token, { processKey: 'leave', variables: leave });
  expect(res.statusCode).toBe(200);
  return res.json().result.id as string;
};
const page = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode).toBe(200);
  return res.json().result as { records: Array<{ id: string }>; total: number; nextCursor?: string };
};
/** liuyang applies for leave, his department head 曹艳 approves and copies it to 徐军: one copy in xujun's 抄送我的 */
const copyToXujun = async () => {
  const instanceId = await startLeave(tokens.liuyang);
  const todo = (await page('/task/todo?pageSize=100', tokens.caoyan)).records as Array<{ id: string; instanceId?: string }>;
  const task = todo.find((row) => row.instanceId === instanceId)!;
  ctx().clock.advance(1000);
  const res = await call('POST', '/api/workflow/task/approve', tokens.caoyan, { taskId: task.id, comment: '同意', ccUsers: ['xujun'] });
  expect(res.statusCode).toBe(200);
};
const ids = (records: Array<{ id: string }>) => records.map((record) => record.id);

describe('我发起的 on the list layer', () => {
  it('gives page 2 by cursor as by page number, and a row added meanwhile does not shift it', async () => {
    for (let i = 0; i < 5; i++) await startLeave(tokens.liuyang);
    const first = await page('/process/mine?pageNo=1&pageSize=2', tokens.liuyang);
    expect(first.records).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const byOffset = await page('/process/mine?pageNo=2&pageSize=2', tokens.liuyang);
    const byCursor = await page(`/process/mine?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.liuyang);
    expect(ids(byCursor.records)).toEqual(ids(byOffset.records));
    expect(ids(byCursor.records)).not.toEqual(expect.arrayContaining(ids(first.records)));

    // a new application arrives at the top while the user reads page 1: page 2 by the cursor is still the same rows
    const added = await startLeave(tokens.liuyang);
    const afterAdding = await page(`/process/mine?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.liuyang);
    expect(ids(afterAdding.records)).toEqual(ids(byOffset.records));
    expect(afterAdding.total).toBe(first.total + 1);
    // by page number the rows shift by one
    expect(ids((await page('/process/mine?pageNo=2&pageSize=2', tokens.liuyang)).records)[0]).toBe(ids(first.records)[1]);
    expect(ids((await page('/process/mine?pageNo=1&pageSize=2', tokens.liuyang)).records)[0]).toBe(added);
  });
});

describe('抄送我的 on the list layer', () => {
  it('gives page 2 by cursor as by page number, and a copy arriving meanwhile does not shift it', async () => {
    for (let i = 0; i < 5; i++) await copyToXujun();
    const first = await page('/cc/list?pageNo=1&pageSize=2', tokens.xujun);
    expect(first.nextCursor).toEqual(expect.any(String));
    const byOffset = await page('/cc/list?pageNo=2&pageSize=2', tokens.xujun);
    expect(byOffset.records).toHaveLength(2);
    const byCursor = await page(`/cc/list?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.xujun);
    expect(ids(byCursor.records)).toEqual(ids(byOffset.records));

    await copyToXujun();
    const afterAdding = await page(`/cc/list?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.xujun);
    expect(ids(afterAdding.records)).toEqual(ids(byOffset.records));
    expect(afterAdding.total).toBe(first.total + 1);
    expect(ids((await page('/cc/list?pageNo=2&pageSize=2', tokens.xujun)).records)[0]).toBe(ids(first.records)[1]);
    // the title search pages by cursor too
    const searched = await page('/cc/list?pageNo=1&pageSize=2&title=请假', tokens.xujun);
    expect(searched.records).toHaveLength(2);
    const next = await page(`/cc/list?pageNo=2&pageSize=2&title=请假&cursor=${searched.nextCursor}`, tokens.xujun);
    expect(ids(next.records)).toEqual(ids((await page('/cc/list?pageNo=2&pageSize=2&title=请假', tokens.xujun)).records));
  });
});

describe('我的已办 on the list layer', () => {
  it('gives page 2 by cursor as by page number, and a task done meanwhile does not shift it', async () => {
    for (let i = 0; i < 5; i++) await copyToXujun(); // 曹艳 approves each
    const first = await page('/task/done?pageNo=1&pageSize=2', tokens.caoyan);
    expect(first.nextCursor).toEqual(expect.any(String));
    const byOffset = await page('/task/done?pageNo=2&pageSize=2', tokens.caoyan);
    expect(byOffset.records).toHaveLength(2);
    const byCursor = await page(`/task/done?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.caoyan);
    expect(ids(byCursor.records)).toEqual(ids(byOffset.records));

    await copyToXujun();
    const afterAdding = await page(`/task/done?pageNo=2&pageSize=2&cursor=${first.nextCursor}`, tokens.caoyan);
    expect(ids(afterAdding.records)).toEqual(ids(byOffset.records));
    expect(afterAdding.total).toBe(first.total + 1);
    expect(ids((await page('/task/done?pageNo=2&pageSize=2', tokens.caoyan)).records)[0]).toBe(ids(first.records)[1]);
    // oldest first by cursor as by page number
    const oldest = await page('/task/done?pageNo=1&pageSize=2&order=asc', tokens.caoyan);
    const oldestNext = await page(`/task/done?pageNo=2&pageSize=2&order=asc&cursor=${oldest.nextCursor}`, tokens.caoyan);
    expect(ids(oldestNext.records)).toEqual(ids((await page('/task/done?pageNo=2&pageSize=2&order=asc', tokens.caoyan)).records));
  });
});

describe('流程运维 instances on the list layer', () => {
  it('gives page 2 by cursor as by page number, and an instance started meanwhile does not shift it', async () => {
    for (let i = 0; i < 5; i++) await startLeave(tokens.liuyang);
    const url = '/ops/instances?pageSize=2&processKey=leave&initiator=liuyang';
    const first = await page(`${url}&pageNo=1`, tokens.admin);
    expect(first.nextCursor).toEqual(expect.any(String));
    const byOffset = await page(`${url}&pageNo=2`, tokens.admin);
    expect(byOffset.records).toHaveLength(2);
    expect(ids((await page(`${url}&pageNo=2&cursor=${first.nextCursor}`, tokens.admin)).records)).toEqual(ids(byOffset.records));

    await startLeave(tokens.liuyang);
    const afterAdding = await page(`${url}&pageNo=2&cursor=${first.nextCursor}`, tokens.admin);
    expect(ids(afterAdding.records)).toEqual(ids(byOffset.records));
    expect(afterAdding.total).toBe(first.total + 1);
    expect(ids((await page(`${url}&pageNo=2`, tokens.admin)).records)[0]).toBe(ids(first.records)[1]);
  });
});
