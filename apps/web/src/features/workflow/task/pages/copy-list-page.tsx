/**
 * 抄送我的 (workflow/task/CopyList): approvals copied to the user, unread in bold; 查看 opens the
 * application's 流程详情 (its form, diagram and timeline) and marks the copy read.
 */
import { useNavigate } from 'react-router';
import { Tag, type TableColumnsType } from 'antd';
import type { WfCcRecord } from '@bus/contracts';
import { rowActionsColumn, useListPage } from '../../../../components/list-page';
import { processDetailPath } from '../../process/lib/detail-params';
import { CC_LIST_URL, ccQueryKey, useReadCopy } from '../api/actions';
import { TitleSearchList } from '../components/title-search-list';
import { applicationTitleColumn } from '../components/application-title';
import { InstanceStateTag } from '../components/instance-state-tag';

export default function CopyListPage({ title }: { title: string }) {
  const list = useListPage<WfCcRecord>({ url: CC_LIST_URL, queryKey: ccQueryKey, defaultSort: null });
  const read = useReadCopy();
  const navigate = useNavigate();

  const openOne = (record: WfCcRecord) => {
    // 标为已读 at once (the detail marks it too; a failure only leaves it bold)
    if (!record.readTime) read.mutate({ id: record.id });
    navigate(processDetailPath(record.instanceId));
  };

  const unread = (record: WfCcRecord) => !record.readTime;
  const columns: TableColumnsType<WfCcRecord> = [
    applicationTitleColumn(openOne, { show: (record) => ({ strong: unread(record), testId: unread(record) ? 'cc-unread' : 'cc-read' }) }),
    { title: '抄送节点', dataIndex: 'nodeName', key: 'nodeName', width: 130, render: (name: string | null) => name ?? '—' },
    { title: '抄送人', key: 'sender', width: 90, render: (_, record) => record.senderName ?? record.sender },
    { title: '发起人', key: 'initiator', width: 90, render: (_, record) => record.initiatorName ?? record.initiator },
    {
      title: '流程状态',
      dataIndex: 'instanceState',
      key: 'instanceState',
      width: 110,
      render: (state: string) => <InstanceStateTag state={state} />,
    },
    {
      title: '阅读状态',
      key: 'read',
      width: 90,
      render: (_, record) => (unread(record) ? <Tag color="orange">未读</Tag> : <Tag>已读</Tag>),
    },
    { title: '抄送时间', dataIndex: 'createTime', key: 'createTime', width: 170 },
    rowActionsColumn(90, (record) => [{ key: 'open', label: '查看', onClick: () => openOne(record) }], { key: 'operate' }),
  ];

  return <TitleSearchList<WfCcRecord> title={title} list={list} columns={columns} emptyText="没有抄送给您的流程" />;
}
