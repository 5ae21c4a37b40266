import { describe, expect, it } from 'vitest';
import { rowActionsWidth } from '../crud-actions';

const link = (label: string, code?: string) => ({ key: label, label, onClick: () => undefined, ...(code ? { code: code as never } : {}) });

describe('the width of a row’s 操作 (links on one line)', () => {
  it('grows with each link the user may use, and with 更多 when something is folded into it', () => {
    const all = () => true;
    const two = rowActionsWidth([link('编辑'), link('删除')], [], all);
    const four = rowActionsWidth([link('发布'), link('查看'), link('编辑'), link('删除')], [], all);
    expect(four - two).toBe(2 * (28 + 14 + 4));
    expect(four).toBeGreaterThan(200); // 公告管理's draft: 200 px had cut 删除 (4 × 42 + 3 × 4 + 32 = 212)
    expect(rowActionsWidth([link('编辑')], [link('删除')], all)).toBeGreaterThan(rowActionsWidth([link('编辑')], [], all) + 28 + 14);
  });

  it('leaves out what the user may not use, and 更多 when nothing in it is theirs', () => {
    const can = (code: string) => code !== 'secret';
    expect(rowActionsWidth([link('编辑'), link('删除', 'secret')], [link('重置密码', 'secret')], can)).toBe(rowActionsWidth([link('编辑')], [], can));
  });
});
