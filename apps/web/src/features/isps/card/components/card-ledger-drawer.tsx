/** 卡内流水: a card's newest ledger entries, each with what it moved and the balance after it. */
import { Drawer, Table, Tag, Typography } from 'antd';
import { formatYuan, type CardRecord, type LedgerRecord } from '@bus/contracts';
import { useCardLedger } from '../api/card-api';

export function CardLedgerDrawer({ card, onClose }: { card: CardRecord | null; onClose(): void }) {
  const ledger = useCardLedger(card?.id ?? null);
  return (
    <Drawer open={card !== null} onClose={onClose} width={900} title={card ? `卡内流水：${card.cardNo}（余额 ${formatYuan(card.balanceCents)}）` : ''}>
      <Table<LedgerRecord>
        size="small"
        rowKey="id"
        loading={ledger.isLoading}
        dataSource={ledger.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: '暂无流水' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 160 },
          {
            title: '类型',
            dataIndex: 'kind_dictText',
            width: 100,
            render: (text: string, entry) => <Tag color={entry.amountCents >= 0 ? 'blue' : 'default'}>{text}</Tag>,
          },
          {
            title: '金额',
            dataIndex: 'amountCents',
            width: 110,
            align: 'right',
            render: (cents: number) => (
              <Typography.Text type={cents < 0 ? 'danger' : 'success'}>{`${cents > 0 ? '+' : ''}${formatYuan(cents)}`}</Typography.Text>
            ),
          },
          { title: '余额', dataIndex: 'balanceAfterCents', width: 110, align: 'right', render: (cents: number) => formatYuan(cents) },
          { title: '网点', dataIndex: 'placeName', width: 120, ellipsis: true, render: (name: string | null) => name ?? '—' },
          { title: '经办人', dataIndex: 'createBy', width: 90 },
          { title: '备注', dataIndex: 'note', ellipsis: true, render: (note: string | null) => note ?? '' },
        ]}
      />
    </Drawer>
  );
}
