/** A member's details (phone masked) and their custom-bus tickets, read-only. */
import { useEffect, useState } from 'react';
import { Descriptions, Drawer, Table, Typography, type TableColumnsType } from 'antd';
import type { CustomTicketRecord, MemberRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';
import { showTotal } from '../../../../components/list-page';
import { formatYuan } from '@bus/contracts';
import { useMemberTickets } from '../api/list-member-tickets';

const columns: TableColumnsType<CustomTicketRecord> = [
  { title: '订单号', dataIndex: 'orderNo', key: 'orderNo', width: 170 },
  { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 90 },
  { title: '乘车日期', dataIndex: 'travelDate', key: 'travelDate', width: 105 },
  { title: '票价', dataIndex: 'priceCents', key: 'priceCents', width: 80, align: 'right', render: (v: number) => formatYuan(v) },
  {
    title: '状态',
    dataIndex: 'state',
    key: 'state',
    width: 80,
    render: (v: string, r) => <DictTag dictCode="ops_custom_ticket_state" value={v} text={r.state_dictText} />,
  },
  { title: '购票时间', dataIndex: 'purchaseTime', key: 'purchaseTime', width: 150 },
];

export function MemberDetailDrawer({ member, onClose }: { member: MemberRecord | null; onClose(): void }) {
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => setPageNo(1), [member?.id]);
  const tickets = useMemberTickets(member?.id, pageNo);
  const page = tickets.data;
  return (
    <Drawer title={member ? `会员详情 · ${member.phone}` : '会员详情'} open={member !== null} width={760} onClose={onClose} destroyOnHidden>
      {member && (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 24 }} data-testid="member-detail">
            <Descriptions.Item label="手机号">{member.phone}</Descriptions.Item>
            <Descriptions.Item label="昵称">{member.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label="真实姓名">{member.realName || '—'}</Descriptions.Item>
            <Descriptions.Item label="身份证号">{member.idCardMasked || '—'}</Descriptions.Item>
            <Descriptions.Item label="实名状态">
              <DictTag dictCode="ops_member_real_name_state" value={member.realNameState} text={member.realNameState_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="会员状态">
              <DictTag dictCode="ops_member_status" value={member.status} text={member.status_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="卡片数">{member.cardCount}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{member.registerTime}</Descriptions.Item>
            <Descriptions.Item label="最近活跃" span={2}>
              {member.lastActiveTime || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>定制公交车票</Typography.Title>
          <Table<CustomTicketRecord>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={page?.records ?? []}
            loading={tickets.isFetching}
            locale={{ emptyText: '该会员还没有购买定制公交车票' }}
            pagination={{ current: pageNo, pageSize: 10, total: page?.total ?? 0, showTotal, showSizeChanger: false, onChange: setPageNo }}
          />
        </>
      )}
    </Drawer>
  );
}
