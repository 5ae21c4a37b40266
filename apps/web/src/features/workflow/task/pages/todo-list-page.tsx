/** 我的待办 (workflow/task/TodoList): the user's pending approvals, newest first; 审批 opens the decision. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Tag, type TableColumnsType } from 'antd';
import { WORKFLOW_PERMISSIONS as P, type WfTaskRecord } from '@bus/contracts';
import { rowActionsColumn, useListPage } from '../../../../components/list-page';
import { processDetailPath } from '../../process/lib/detail-params';
import { TODO_LIST_URL, todoQueryKey } from '../api/todo';
import { applicationTitleColumn } from '../components/application-title';
import { DueTime } from '../components/due-time';
import { HandleTaskModal } from '../components/handle-task-modal';
import { TitleSearchList } from '../components/title-search-list';

export default function TodoListPage({ title }: { title: string }) {
  const list = useListPage<WfTaskRecord>({ url: TODO_LIST_URL, queryKey: todoQueryKey, defaultSort: null });
  const [handling, setHandling] = useState<WfTaskRecord | null>(null);
  const navigate = useNavigate();

  const columns: TableColumnsType<WfTaskRecord> = [
    applicationTitleColumn((task) => navigate(processDetailPath(task.instanceId, task.id))),
    { title: '当前节点', dataIndex: 'nodeName', key: 'nodeName', width: 140 },
    { title: '发起人', key: 'initiator', width: 100, render: (_, task) => task.initiatorName ?? task.initiator },
    {
      title: '办理方式',
      key: 'assignee',
      width: 110,
      render: (_, task) =>
        task.resubmit ? (
          <Tag color="gold">待重新提交</Tag>
        ) : task.owner ? (
          <Tag color="purple">{`${task.owner} 委派`}</Tag>
        ) : task.signType ? (
          <Tag color="cyan">加签</Tag>
        ) : task.assignee ? (
          <Tag color="blue">待我审批</Tag>
        ) : (
          <Tag color="orange">待认领</Tag>
        ),
    },
    { title: '到达时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    { title: '处理期限', key: 'dueTime', width: 130, render: (_, task) => <DueTime due={task.dueTime} /> },
    rowActionsColumn(130, (task) => [
      // an application sent back to the user: theirs to resubmit (or give up), not to approve
      { key: 'handle', label: task.resubmit ? '重新提交' : '审批', code: P.taskHandle, onClick: () => setHandling(task) },
      // 流程详情 opens in a tab of its own, for this task (同意 / 驳回 there too)
      { key: 'detail', label: '详情', onClick: () => navigate(processDetailPath(task.instanceId, task.id)) },
    ]),
  ];

  return (
    <TitleSearchList<WfTaskRecord> title={title} list={list} columns={columns} emptyText="没有待办的审批">
      <HandleTaskModal task={handling} onClose={() => setHandling(null)} />
    </TitleSearchList>
  );
}
