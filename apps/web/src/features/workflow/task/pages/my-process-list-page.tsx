/** 我发起的 (workflow/task/SendList): the user's own applications, where each waits, 撤回 while running. */
import { useNavigate } from 'react-router';
import { message, type TableColumnsType } from 'antd';
import type { WfMyInstanceRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction, RowActions, useListPage } from '../../../../components/list-page';
import { processDetailPath } from '../../process/lib/detail-params';
import { useUrge } from '../api/actions';
import { MINE_LIST_URL, mineQueryKey, useWithdraw } from '../api/mine';
import { InstanceStateTag } from '../components/instance-state-tag';
import { TitleSearchList } from '../components/title-search-list';

export default function MyProcessListPage({ title }: { title: string }) {
  const list = useListPage<WfMyInstanceRecord>({ url: MINE_LIST_URL, queryKey: mineQueryKey, defaultSort: null });
  const withdraw = useWithdraw();
  const navigate = useNavigate();

  const withdrawOne = async (record: WfMyInstanceRecord) => {
    if (!(await confirmAction(`确定撤回“${record.title}”吗？`, '审批中的任务将关闭，申请回到您手中，修改后可重新提交。', '撤回'))) return;
    void message.success(await withdraw.mutateAsync(record.id));
  };

  const urge = useUrge();
  const urgeOne = async (record: WfMyInstanceRecord) => {
    if (!(await confirmAction(`确定催办“${record.title}”吗？`, `将提醒「${record.currentNodes ?? ''}」的审批人尽快处理（每 10 分钟最多催办一次）。`, '催办')))
      return;
    try {
      void message.success(await urge.mutateAsync({ instanceId: record.id }));
    } catch (error) {
      reportFailure(error, '催办失败');
    }
  };

  const columns: TableColumnsType<WfMyInstanceRecord> = [
    { title: '流程标题', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '编号', dataIndex: 'serialNo', key: 'serialNo', width: 170, render: (serialNo: string | null) => serialNo ?? '—' },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 100,
      render: (state: string) => <InstanceStateTag state={state} />,
    },
    { title: '当前节点', dataIndex: 'currentNodes', key: 'currentNodes', width: 180, render: (nodes: string | null) => nodes ?? '—' },
    { title: '发起时间', dataIndex: 'startTime', key: 'startTime', width: 170 },
    { title: '结束时间', dataIndex: 'endTime', key: 'endTime', width: 170, render: (time: string | null) => time ?? '—' },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 130,
      render: (_, record) => (
        <RowActions
          actions={[
            { key: 'detail', label: '详情', onClick: () => navigate(processDetailPath(record.id)) },
            // 撤回 while someone other than the initiator has it (the server checks the initiator and the code)
            ...(record.state === 'running' && record.currentNodes !== '发起人'
              ? [
                  { key: 'urge', label: '催办', onClick: () => void urgeOne(record) },
                  { key: 'withdraw', label: '撤回', onClick: () => void withdrawOne(record) },
                ]
              : []),
          ]}
        />
      ),
    },
  ];

  return <TitleSearchList<WfMyInstanceRecord> title={title} list={list} columns={columns} emptyText="还没有发起过流程"></TitleSearchList>;
}
