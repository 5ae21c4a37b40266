import { describe, expect, it } from 'vitest';
import { PERMS } from '@bus/contracts';
import { noticeActions, noticeConfirmation } from '../components/notice-actions';

describe('notice actions', () => {
  it.each([
    ['draft', ['编辑', '发布', '删除']],
    ['published', ['撤回']],
    ['expired', ['撤回']],
    ['withdrawn', []],
  ])('a %s notice offers %j', (state, labels) => {
    expect(noticeActions(state).map((a) => a.label)).toEqual(labels);
  });

  it('guards 发布 and 撤回 by their codes and asks before either', () => {
    expect(noticeActions('draft').find((a) => a.key === 'release')?.code).toBe(PERMS.ops.notice.release);
    expect(noticeActions('published')[0].code).toBe(PERMS.ops.notice.revoke);
    expect(noticeConfirmation('release', '1路改道')).toMatchObject({ title: '确定发布“1路改道”吗？', okText: '发布' });
    expect(noticeConfirmation('revoke', '1路改道').content).toContain('乘客将看不到');
  });
});
