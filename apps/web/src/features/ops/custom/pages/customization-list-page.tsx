/**
 * 企业与个人定制 (zsgj/CustomizationList): custom-bus requests, 已提交 → 评估中 → 已开线 / 未通过;
 * 开始评估 starts the approval 定制线路评估, whose state each row shows with a link to it. While it
 * runs, the row offers nothing by hand (the approval answers the request).
 */
import { useState } from 'react';
import { Space, Typography } from 'antd';
import { customRequestResource, formatWeekdays, type CustomRequestRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict/dict-tag';
import { SearchText } from '../../../../components/list-page';
import { ApprovalStateTag } from '../../../../components/approval/approval-state-tag';
import { ResourceListPage, resourceSearchItems, type ColumnEntry } from '../../../../components/resource-kit';
import { customRequestsApi } from '../api/custom-requests-api';
import { CustomDemandCard } from '../components/custom-demand-card';
import { CustomRequestDecisionModal, type Decision } from '../components/custom-request-decision-modal';

const searchItems = [
  <SearchText key="keyword" name="keyword" label="单位/联系人" placeholder="单位名称或联系人" />,
  ...resourceSearchItems(customRequestResource, ['kind', 'state', 'submitTime']),
];

const columns: ReadonlyArray<ColumnEntry<CustomRequestRecord>> = [
  // 类型 in 64 px (定制类型 in the search form and the export)
  ['kind', { sorter: false, title: '类型' }],
  {
    title: '单位 / 联系人',
    key: 'contact',
    width: 165,
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <Typography.Text strong ellipsis style={{ maxWidth: 145 }}>
          {r.company || r.contactName}
        </Typography.Text>
        <Typography.Text type="secondary">{`${r.company ? `${r.contactName} ` : ''}${r.contactPhone}`}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '行程（出发 / 返程）',
    key: 'trip',
    width: 205,
    render: (_, r) => (
      <Space direction="vertical" size={0}>
        <span>{`${r.fromPlace} → ${r.toPlace}`}</span>
        <Typography.Text type="secondary">{`${r.departTime}${r.returnTime ? ` / ${r.returnTime}` : ''} · ${formatWeekdays(r.weekdays)}`}</Typography.Text>
      </Space>
    ),
  },
  // 乘车人数 in 70 px
  ['passengers', { title: '人数', align: 'right' }],
  // the request's state, and under it its evaluation's approval (the node a running one waits at)
  {
    title: '状态/审批',
    key: 'state',
    width: 105,
    render: (_, r) => (
      <Space direction="vertical" size={4}>
        <DictTag dictCode="ops_custom_state" value={r.state} />
        {r.approval && <ApprovalStateTag approval={r.approval} />}
      </Space>
    ),
  },
  {
    title: '开通线路/答复',
    key: 'reply',
    width: 140,
    // a fixed layout: the columns keep their widths whatever the replies hold
    ellipsis: true,
    render: (_, r) => (
      <Space direction="vertical" size={0} style={{ maxWidth: 120 }}>
        {r.routeNumber && <Typography.Text strong>{r.routeNumber}</Typography.Text>}
        {r.reply ? (
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.reply }} style={{ maxWidth: 120 }}>
            {r.reply}
          </Typography.Text>
        ) : (
          !r.routeNumber && <Typography.Text type="secondary">—</Typography.Text>
        )}
      </Space>
    ),
  },
  'submitTime',
];

export default function CustomizationListPage({ title }: { title: string }) {
  const [deciding, setDeciding] = useState<{ record: CustomRequestRecord; decision: Decision } | null>(null);
  return (
    <ResourceListPage
      api={customRequestsApi}
      title={title}
      banner={<CustomDemandCard />}
      searchItems={searchItems}
      columns={columns}
      actionsWidth={136}
      onStateAction={(action, record) => setDeciding({ record, decision: action as Decision })}
      stateActionsHeld={(record) => record.approval?.state === 'running'}
    >
      <CustomRequestDecisionModal record={deciding?.record ?? null} decision={deciding?.decision ?? 'open'} onClose={() => setDeciding(null)} />
    </ResourceListPage>
  );
}
