/**
 * 请假申请 (workflow/form/LeaveForm): the leave form of the seeded 请假申请 process (days, type,
 * dates, reason; the department head approves, more than 3 days then HR) and, below it, the user's
 * own leave applications with where each waits; each opens its 流程详情.
 */
import { useNavigate } from 'react-router';
import { Card, Result, Spin, type TableColumnsType } from 'antd';
import type { WfMyInstanceRecord } from '@bus/contracts';
import { ListTable, RowActions, useListPage } from '../../../../components/list-page';
import { processDetailPath } from '../lib/detail-params';
import { MINE_LIST_URL, mineQueryKey } from '../../task/api/mine';
import { ApplicationTitle } from '../../task/components/application-title';
import { InstanceStateTag } from '../../task/components/instance-state-tag';
import { useStartable } from '../api/start';
import { StartProcessForm } from '../components/start-process-form';

export const LEAVE_PROCESS_KEY = 'leave';

const columnsOpening = (open: (record: WfMyInstanceRecord) => void): TableColumnsType<WfMyInstanceRecord> => [
  {
    title: '流程标题',
    key: 'title',
    width: 300,
    render: (_, record) => <ApplicationTitle title={record.title} serialNo={record.serialNo} startTime={record.startTime} onOpen={() => open(record)} />,
  },
  { title: '状态', dataIndex: 'state', key: 'state', width: 110, render: (state: string) => <InstanceStateTag state={state} /> },
  { title: '当前节点', dataIndex: 'currentNodes', key: 'currentNodes', width: 140, render: (nodes: string | null) => nodes ?? '—' },
  {
    title: '操作',
    key: 'action',
    fixed: 'right',
    width: 80,
    render: (_, record) => <RowActions actions={[{ key: 'detail', label: '详情', onClick: () => open(record) }]} />,
  },
];

export default function LeavePage() {
  const startable = useStartable();
  const navigate = useNavigate();
  const columns = columnsOpening((record) => navigate(processDetailPath(record.id)));
  const leave = startable.data?.find((row) => row.processKey === LEAVE_PROCESS_KEY);
  const list = useListPage<WfMyInstanceRecord>({
    url: MINE_LIST_URL,
    queryKey: [...mineQueryKey, LEAVE_PROCESS_KEY],
    defaultSort: null,
    fixedParams: { processKey: LEAVE_PROCESS_KEY },
    pageSize: 5,
  });

  if (startable.isPending) return <Spin />;
  if (!leave)
    return (
      <Card>
        <Result status="warning" title="请假流程未部署或已挂起" subTitle="请联系流程管理员在「流程设计」中部署「请假申请」流程。" />
      </Card>
    );
  return (
    <StartProcessForm
      process={leave}
      extra={
        <Card title="我的请假记录" size="small" style={{ marginTop: 16 }}>
          <ListTable<WfMyInstanceRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '还没有请假记录' }} />
        </Card>
      }
    />
  );
}
