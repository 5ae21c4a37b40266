/**
 * 办卡管理 (isps/CardProcessingList): the cards, searched by number, the holder's phone, type, state
 * and issue time; 办卡 from the toolbar; on a row the actions its state allows (充值, 挂失, 解挂,
 * 补卡, 退卡: contracts' cardStates) and its ledger.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { IdcardOutlined } from '@ant-design/icons';
import { cardResource, ISPS_CARD_PERMS, type CardRecord } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { usePermission } from '../../../../lib/permissions';
import { cardsApi } from '../api/card-api';
import { CardLedgerDrawer } from '../components/card-ledger-drawer';
import { CardOperationModal, type DeskAction } from '../components/card-operation-modal';
import { IssueCardModal } from '../components/issue-card-modal';

const searchItems = [
  ...resourceSearchItems(cardResource, ['cardNo']),
  <Form.Item key="holderPhone" name="holderPhone" label="持卡人手机">
    <Input allowClear maxLength={11} placeholder="完整号码或后 4 位以上" />
  </Form.Item>,
  ...resourceSearchItems(cardResource, ['cardType', 'state', 'issueTime']),
];

export default function CardListPage({ title }: { title: string }) {
  const { can } = usePermission();
  const [issuing, setIssuing] = useState(false);
  const [acting, setActing] = useState<{ action: DeskAction; card: CardRecord } | null>(null);
  const [ledgerOf, setLedgerOf] = useState<CardRecord | null>(null);
  return (
    <ResourceListPage
      api={cardsApi}
      title={title}
      searchItems={searchItems}
      columns={[
        'cardNo',
        'cardType',
        ['memberId', { render: (name: string | null, card: CardRecord) => (card.memberId ? `${name ?? ''} ${card.holderPhone ?? ''}` : '不记名') }],
        'state',
        'balanceCents',
        // the deposit is in the export and the dialogs; the list keeps the page's width
        'issuePlaceId',
        'issueTime',
      ]}
      toolbar={
        can(ISPS_CARD_PERMS.issue) && (
          <Button type="primary" icon={<IdcardOutlined />} onClick={() => setIssuing(true)}>
            办卡
          </Button>
        )
      }
      rowActions={(card) => [{ key: 'ledger', label: '流水', onClick: () => setLedgerOf(card) }]}
      onStateAction={(action, card) => setActing({ action: action as DeskAction, card })}
      rowStateActions={2}
      actionsWidth={150}
    >
      <IssueCardModal open={issuing} onClose={() => setIssuing(false)} />
      <CardOperationModal action={acting?.action ?? null} card={acting?.card ?? null} onClose={() => setActing(null)} />
      <CardLedgerDrawer card={ledgerOf} onClose={() => setLedgerOf(null)} />
    </ResourceListPage>
  );
}
