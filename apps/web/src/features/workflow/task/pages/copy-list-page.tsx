/** 抄送我的 (workflow/task/CopyList): approvals copied to the user, unread in bold; opening one marks it read. */
import { useState } from 'react';
import { Descriptions, Modal, Tag, Typography, type TableColumnsType } from 'antd';
import type { WfCcRecord } from '@bus/contracts';
import { RowActions, useListPage } from '../../../../components/list-page';
import { CC_LIST_URL, ccQueryKey, useReadCopy } from '../api/actions';
import { TitleSearchList } from '../components/title-search-list';
import { InstanceStateTag } from '../components/instance-state-tag';
import { INSTANCE_STATES } from '../components/instance-states';

export default function CopyListPage({ title }: { title: string }) {
  const list = useListPage<WfCcRecord>({ url: CC_LIST_URL, queryKey: ccQueryKey, defaultSort: null });
  const [open, setOpen] = useState<WfCcRecord | null>(null);
  const read = useReadCopy();

  const openOne = (record: WfCcRecord) => {
    setOpen(record);
    // 标为已读 on open (a failure only leaves it bold)
    if (!record.readTime) read.mutate({ id: record.id });
  };

  const unread = (record: WfCcRecord) => !record.readTime;
  const columns: TableColumnsType<WfCcRecord> = [
    {
      title: '流程标题',
      dataIndex: 'title',
      key: 'title',
      ellipsis: true,
      render: (text: string, record) => (
        <Typography.Text strong={unread(record)} data-testid={unread(record) ? 'cc-unread' : 'cc-read'}>
          {text}
        </Typography.Text>
      ),
    },
    { title: '抄送节点', dataIndex: 'nodeName', key: 'nodeName', width: 150, render: (name: string | null) => name ?? '—' },
    { title: '抄送人', dataIndex: 'sender', key: 'sender', width: 110 },
    { title: '发起人', dataIndex: 'initiator', key: 'initiator', width: 110 },
    {
      title: '流程状态',
      dataIndex: 'instanceState',
      key: 'instanceState',
      width: 100,
      render: (state: string) => <InstanceStateTag state={state} />,
    },
    {
      title: '阅读状态',
      key: 'read',
      width: 100,
      render: (_, record) => (unread(record) ? <Tag color="orange">未读</Tag> : <Tag>已读</Tag>),
    },
    { title: '抄送时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    {
      title: '操作',
      key: 'operate',
      fixed: 'right',
      width: 90,
      render: (_, record) => <RowActions actions={[{ key: 'open', label: '查看', onClick: () => openOne(record) }]} />,
    },
  ];

  return (
    <TitleSearchList<WfCcRecord> title={title} list={list} columns={columns} emptyText="没有抄送给您的流程">
      <Modal title="抄送详情" open={open !== null} onCancel={() => setOpen(null)} footer={null} destroyOnHidden>
        {open && (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="流程标题">{open.title}</Descriptions.Item>
            <Descriptions.Item label="抄送节点">{open.nodeName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="抄送人">{open.sender}</Descriptions.Item>
            <Descriptions.Item label="发起人">{open.initiator}</Descriptions.Item>
            <Descriptions.Item label="流程状态">{INSTANCE_STATES[open.instanceState]?.text ?? open.instanceState}</Descriptions.Item>
            <Descriptions.Item label="抄送时间">{open.createTime}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </TitleSearchList>
  );
}
