import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WfTaskRecord } from '@bus/contracts';
import { HandleTaskModal } from '../components/handle-task-modal';

const task = (over: Partial<WfTaskRecord> = {}): WfTaskRecord => ({
  id: 't1',
  instanceId: 'i1',
  title: '用车申请-liuyang-2026-11-26',
  processKey: 'car',
  initiator: 'liuyang',
  initiatorName: '刘洋',
  nodeId: 'leader',
  nodeName: '直属领导审批',
  assignee: 'chenjing',
  createTime: '2026-11-26 09:00:00',
  owner: null,
  signType: null,
  ...over,
});

const open = (record: WfTaskRecord) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HandleTaskModal task={record} onClose={() => undefined} />
    </QueryClientProvider>,
  );
const choices = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);

describe('the handle dialog offers what the task allows', () => {
  it('an own task: 同意, 驳回, 转办, 委派, 加签, with CC users and attachments on 同意', async () => {
    open(task());
    expect(choices()).toEqual(['同意', '驳回', '转办', '委派', '加签']);
    expect(await screen.findByText('抄送给')).toBeTruthy();
    expect(screen.getByText('上传附件')).toBeTruthy();
  });

  it('a delegated task: only 处理完成, naming who delegated it', () => {
    open(task({ assignee: 'lina', owner: 'chenjing' }));
    expect(choices()).toEqual(['处理完成']);
    expect(screen.getByText('委派人')).toBeTruthy();
    expect(screen.getByRole('button', { name: /处\s*理\s*完\s*成/ })).toBeTruthy();
  });

  it('a sign task: 同意 or 不同意, nothing passed on', () => {
    open(task({ nodeName: '直属领导审批（加签）', signType: 'before' }));
    expect(choices()).toEqual(['同意', '不同意']);
    expect(screen.queryByText('抄送给')).toBeNull();
  });

  it("the applicant's own application sent back: 重新提交 and 撤销申请, no decision to take, nobody to copy", async () => {
    open(task({ nodeId: 'start', nodeName: '提交申请', assignee: 'liuyang', resubmit: true }));
    expect(await screen.findByRole('button', { name: /重\s*新\s*提\s*交/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /撤\s*销\s*申\s*请/ })).toBeTruthy();
    expect(screen.getByText(/^重新提交：/)).toBeTruthy();
    expect(screen.queryByText('抄送给')).toBeNull();
    expect(screen.queryByRole('button', { name: /^驳\s*回$/ })).toBeNull();
  });
});
