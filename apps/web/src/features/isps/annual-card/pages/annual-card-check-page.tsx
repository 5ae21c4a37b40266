/**
 * 年卡审核 (isps/AnnualCardCheckList): the annual-card applications, each with its approval (where
 * it waits, or how it ended, a link to 流程详情); 年卡申请 from the toolbar, 材料 and 补充材料 on a row.
 */
import { useState } from 'react';
import { Button, Space } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { ISPS_ANNUAL_CARD_PERMS, type AnnualCardRecord } from '@bus/contracts';
import { ApprovalStateTag } from '../../../../components/approval/approval-state-tag';
import { DictTag } from '../../../../components/dict';
import { ResourceListPage } from '../../../../components/resource-kit';
import { usePermission } from '../../../../lib/permissions';
import { annualCardsApi } from '../api/annual-card-api';
import { ApplyAnnualCardModal, DocumentsModal, SupplementModal } from '../components/annual-card-modals';

export default function AnnualCardCheckPage({ title }: { title: string }) {
  const { can } = usePermission();
  const [applying, setApplying] = useState(false);
  const [supplementing, setSupplementing] = useState<AnnualCardRecord | null>(null);
  const [viewing, setViewing] = useState<AnnualCardRecord | null>(null);
  return (
    <ResourceListPage
      api={annualCardsApi}
      title={title}
      columns={[
        'createTime',
        ['memberId', { render: (name: string | null, record: AnnualCardRecord) => `${name ?? ''} ${record.holderPhone ?? ''}`.trim() }],
        'cardNo',
        'validFrom',
        'validTo',
        [
          'state',
          {
            render: (_: string, record: AnnualCardRecord) => (
              <Space direction="vertical" size={2}>
                <DictTag dictCode="isps_annual_card_state" value={record.state} />
                {record.approval?.state === 'running' && <ApprovalStateTag approval={record.approval} />}
              </Space>
            ),
          },
        ],
        'reviewNote',
      ]}
      toolbar={
        can(ISPS_ANNUAL_CARD_PERMS.apply) && (
          <Button type="primary" icon={<IdcardOutlined />} onClick={() => setApplying(true)}>
            年卡申请
          </Button>
        )
      }
      rowActions={(record) => [
        { key: 'documents', label: '材料', onClick: () => setViewing(record) },
        ...(record.state === 'reviewing'
          ? [{ key: 'supplement', label: '补充材料', code: ISPS_ANNUAL_CARD_PERMS.supplement, onClick: () => setSupplementing(record) }]
          : []),
      ]}
      actionsWidth={130}
      emptyText="暂无年卡申请：点击「年卡申请」为已实名的乘客提交"
    >
      <ApplyAnnualCardModal open={applying} onClose={() => setApplying(false)} />
      <SupplementModal application={supplementing} onClose={() => setSupplementing(null)} />
      <DocumentsModal application={viewing} onClose={() => setViewing(null)} />
    </ResourceListPage>
  );
}
