/** 我的待办 (workflow/task/TodoList): the user's pending approvals, newest first; 审批 opens the decision. */
import { useState } from 'react';
import { Card, Form, Input, Tag, type TableColumnsType } from 'antd';
import { WORKFLOW_PERMISSIONS as P, type WfTaskRecord } from '@bus/contracts';
import { ListTable, RowActions, SearchForm, useListPage } from '../../../../components/list-page';
import { TODO_LIST_URL, todoQueryKey } from '../api/todo';
import { HandleTaskModal } from '../components/handle-task-modal';

export default function TodoListPage({ title }: { title: string }) {
  const list = useListPage<WfTaskRecord>({ url: TODO_LIST_URL, queryKey: todoQueryKey, defaultSort: null });
  const [handling, setHandling] = useState<WfTaskRecord | null>(null);

  const columns: TableColumnsType<WfTaskRecord> = [
    { title: '流程标题', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '当前节点', dataIndex: 'nodeName', key: 'nodeName', width: 160 },
    { title: '发起人', dataIndex: 'initiator', key: 'initiator', width: 120 },
    {
      title: '办理方式',
      key: 'assignee',
      width: 110,
      render: (_, task) => (task.assignee ? <Tag color="blue">待我审批</Tag> : <Tag color="orange">待认领</Tag>),
    },
    { title: '到达时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 100,
      render: (_, task) => <RowActions actions={[{ key: 'handle', label: '审批', code: P.taskHandle, onClick: () => setHandling(task) }]} />,
    },
  ];

  return (
    <Card title={title}>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="title" label="流程标题">
          <Input placeholder="请输入流程标题" allowClear />
        </Form.Item>
      </SearchForm>
      <ListTable<WfTaskRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '没有待办的审批' }} />
      <HandleTaskModal task={handling} onClose={() => setHandling(null)} />
    </Card>
  );
}
