/** 我的已办 (workflow/task/DoneList): what the user did on approvals, newest first; 拿回 while the next step has not acted. */
import { useNavigate } from 'react-router';
import { Tag, message, type TableColumnsType } from 'antd';
import { WF_ACTION_TEXT, type WfDoneRecord } from '@bus/contracts';
import { confirmAction, rowActionsColumn, useListPage } from '../../../../components/list-page';
import { reportFailure } from '../../../../components/form-modal';
import { DONE_LIST_URL, doneQueryKey, useRetrieveTask } from '../api/actions';
import { TitleSearchList } from '../components/title-search-list';
import { applicationTitleColumn } from '../components/application-title';
import { InstanceStateTag } from '../components/instance-state-tag';
import { processDetailPath } from '../../process/lib/detail-params';

const ACTION_COLORS: Record<string, string> = {
  approve: 'green',
  resubmit: 'green',
  reject: 'red',
  transfer: 'blue',
  delegate: 'blue',
  resolve: 'cyan',
  addSign: 'purple',
};

// 拿回 needs the page's own code (workflow:task:done), which whoever sees this page has; the server checks it again
export default function DoneListPage({ title }: { title: string }) {
  const list = useListPage<WfDoneRecord>({ url: DONE_LIST_URL, queryKey: doneQueryKey, defaultSort: null });
  const retrieve = useRetrieveTask();
  const navigate = useNavigate();

  const retrieveOne = async (record: WfDoneRecord) => {
    if (
      !(await confirmAction(
        `确定拿回“${record.title}”吗？`,
        `下一步「${record.currentNodes ?? ''}」的任务将取消，「${record.nodeName ?? ''}」回到您的待办重新审批。`,
        '拿回',
      ))
    )
      return;
    try {
      void message.success(await retrieve.mutateAsync({ taskId: record.taskId }));
    } catch (error) {
      reportFailure(error, '拿回失败');
    }
  };

  const columns: TableColumnsType<WfDoneRecord> = [
    applicationTitleColumn((record) => navigate(processDetailPath(record.instanceId)), { width: 240 }),
    { title: '办理节点', dataIndex: 'nodeName', key: 'nodeName', width: 150, render: (name: string | null) => name ?? '—' },
    {
      title: '我的操作',
      dataIndex: 'action',
      key: 'action',
      width: 100,
      render: (action: string) => <Tag color={ACTION_COLORS[action]}>{WF_ACTION_TEXT[action] ?? action}</Tag>,
    },
    { title: '意见', dataIndex: 'comment', key: 'comment', width: 140, ellipsis: true, render: (comment: string | null) => comment || '—' },
    {
      title: '流程状态',
      dataIndex: 'instanceState',
      key: 'instanceState',
      width: 100,
      render: (state: string) => <InstanceStateTag state={state} />,
    },
    { title: '当前节点', dataIndex: 'currentNodes', key: 'currentNodes', width: 150, render: (nodes: string | null) => nodes ?? '—' },
    { title: '办理时间', dataIndex: 'handleTime', key: 'handleTime', width: 150, render: (time: string) => time.slice(0, 16) },
    rowActionsColumn(
      120,
      (record) => [
        { key: 'detail', label: '详情', onClick: () => navigate(processDetailPath(record.instanceId)) },
        ...(record.canRetrieve ? [{ key: 'retrieve', label: '拿回', onClick: () => void retrieveOne(record) }] : []),
      ],
      { key: 'operate' },
    ),
  ];

  return <TitleSearchList<WfDoneRecord> title={title} list={list} columns={columns} emptyText="还没有办理过的审批" />;
}
