/**
 * 我发起的 (workflow/task/SendList): the user's own applications, where each waits; 催办 and 撤回
 * while an approver has one, 重新提交 and 撤销 when it was sent back to the user (待重新提交).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { message, type TableColumnsType } from 'antd';
import type { WfMyInstanceRecord, WfTaskRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction, rowActionsColumn, useListPage } from '../../../../components/list-page';
import { processDetailPath } from '../../process/lib/detail-params';
import { useUrge } from '../api/actions';
import { MINE_LIST_URL, mineQueryKey, useWithdraw } from '../api/mine';
import { HandleTaskModal } from '../components/handle-task-modal';
import { applicationTitleColumn } from '../components/application-title';
import { InstanceStateTag } from '../components/instance-state-tag';
import { TitleSearchList } from '../components/title-search-list';
import { useCancelFlow } from '../components/use-cancel-application';

export default function MyProcessListPage({ title }: { title: string }) {
  const list = useListPage<WfMyInstanceRecord>({ url: MINE_LIST_URL, queryKey: mineQueryKey, defaultSort: null });
  const withdraw = useWithdraw();
  const navigate = useNavigate();
  const cancel = useCancelFlow();
  const [resubmitting, setResubmitting] = useState<WfMyInstanceRecord | null>(null);

  const withdrawOne = async (record: WfMyInstanceRecord) => {
    if (!(await confirmAction(`确定撤回“${record.title}”吗？`, '审批中的任务将关闭，申请回到您手中，修改后可重新提交，或撤销。', '撤回'))) return;
    void message.success(await withdraw.mutateAsync(record.id));
  };

  const urge = useUrge();
  const urgeOne = async (record: WfMyInstanceRecord) => {
    if (
      !(await confirmAction(`确定催办“${record.title}”吗？`, `将提醒「${record.currentNodes ?? ''}」的审批人尽快处理（每 10 分钟最多催办一次）。`, '催办', {
        danger: false,
      }))
    )
      return;
    try {
      void message.success(await urge.mutateAsync({ instanceId: record.id }));
    } catch (error) {
      reportFailure(error, '催办失败');
    }
  };

  const columns: TableColumnsType<WfMyInstanceRecord> = [
    // 编号 and 发起时间 have columns of their own here
    applicationTitleColumn((record) => navigate(processDetailPath(record.id)), { width: 260, show: () => ({ serialNo: null, startTime: null }) }),
    { title: '编号', dataIndex: 'serialNo', key: 'serialNo', width: 170, render: (serialNo: string | null) => serialNo ?? '—' },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 100,
      render: (state: string) => <InstanceStateTag state={state} />,
    },
    { title: '当前节点', dataIndex: 'currentNodes', key: 'currentNodes', width: 150, render: (nodes: string | null) => nodes ?? '—' },
    { title: '发起时间', dataIndex: 'startTime', key: 'startTime', width: 150, render: (time: string) => time.slice(0, 16) },
    { title: '结束时间', dataIndex: 'endTime', key: 'endTime', width: 150, render: (time: string | null) => time?.slice(0, 16) ?? '—' },
    rowActionsColumn(170, (record) => [
      { key: 'detail', label: '详情', onClick: () => navigate(processDetailPath(record.id)) },
      // 撤回 while an approver has it; 重新提交 / 撤销 once it is back with the user (the server checks both)
      ...(record.state === 'running'
        ? [
            { key: 'urge', label: '催办', onClick: () => void urgeOne(record) },
            { key: 'withdraw', label: '撤回', onClick: () => void withdrawOne(record) },
          ]
        : []),
      ...(record.state === 'returned' && record.resubmitTaskId
        ? [
            { key: 'resubmit', label: '重新提交', onClick: () => setResubmitting(record) },
            { key: 'cancel', label: '撤销', danger: true, onClick: () => void cancel(record) },
          ]
        : []),
    ]),
  ];

  return (
    <TitleSearchList<WfMyInstanceRecord> title={title} list={list} columns={columns} emptyText="还没有发起过流程">
      <HandleTaskModal task={resubmitting && resubmitTaskOf(resubmitting)} onClose={() => setResubmitting(null)} />
    </TitleSearchList>
  );
}

/** The user's own task on an application sent back to them, as the resubmit dialog reads it. */
function resubmitTaskOf(record: WfMyInstanceRecord): WfTaskRecord {
  return {
    id: record.resubmitTaskId!,
    instanceId: record.id,
    title: record.title,
    processKey: record.processKey,
    initiator: record.initiator,
    initiatorName: null,
    nodeId: '',
    nodeName: record.currentNodes ?? '',
    assignee: record.initiator,
    createTime: null,
    serialNo: record.serialNo,
    startTime: record.startTime,
    resubmit: true,
  };
}
