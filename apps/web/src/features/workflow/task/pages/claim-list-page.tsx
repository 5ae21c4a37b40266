/** 待认领 (workflow/task/ClaimList): tasks offered to the user among others; 认领 makes one theirs (it then waits in 我的待办). */
import { useNavigate } from 'react-router';
import { message, type TableColumnsType } from 'antd';
import { WORKFLOW_PERMISSIONS as P, type WfTaskRecord } from '@bus/contracts';
import { rowActionsColumn, useListPage } from '../../../../components/list-page';
import { isApiError } from '../../../../lib/http';
import { TODO_LIST_URL, todoQueryKey, useClaimTask } from '../api/todo';
import { TitleSearchList } from '../components/title-search-list';
import { applicationTitleColumn } from '../components/application-title';
import { DueTime } from '../components/due-time';
import { processDetailPath } from '../../process/lib/detail-params';

export default function ClaimListPage({ title }: { title: string }) {
  // under the to-do key: a claim or an approval refreshes both lists
  const list = useListPage<WfTaskRecord>({ url: TODO_LIST_URL, queryKey: [...todoQueryKey, 'claim'], fixedParams: { scope: 'claim' }, defaultSort: null });
  const claim = useClaimTask();
  const navigate = useNavigate();
  const claimOne = async (task: WfTaskRecord) => {
    try {
      void message.success(await claim.mutateAsync(task.id));
    } catch (error) {
      // a refused claim (someone was quicker) was shown by the shared client; anything else is a bug
      if (!isApiError(error)) throw error;
    }
  };

  const columns: TableColumnsType<WfTaskRecord> = [
    applicationTitleColumn((task) => navigate(processDetailPath(task.instanceId))),
    { title: '当前节点', dataIndex: 'nodeName', key: 'nodeName', width: 140 },
    { title: '发起人', key: 'initiator', width: 100, render: (_, task) => task.initiatorName ?? task.initiator },
    { title: '到达时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    { title: '处理期限', key: 'dueTime', width: 130, render: (_, task) => <DueTime due={task.dueTime} /> },
    rowActionsColumn(130, (task) => [
      { key: 'claim', label: '认领', code: P.taskHandle, onClick: () => void claimOne(task) },
      { key: 'detail', label: '详情', onClick: () => navigate(processDetailPath(task.instanceId)) },
    ]),
  ];

  return <TitleSearchList<WfTaskRecord> title={title} list={list} columns={columns} emptyText="没有待认领的任务"></TitleSearchList>;
}
