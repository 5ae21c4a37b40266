/**
 * 订单查看 (bc/OrderCheck, /bc/orderCheck?id=…, issue 25): one order read whole, as a clerk answers
 * a customer on the phone: who, the trip, the quote's every line, what was received and what is
 * still owed, its receipts, its discount's approval, and its whole history (who moved it, when,
 * from which state to which, with what said). The moves its state and the user's codes allow are
 * offered here too. Without an id the page asks for an order number.
 */
import { Alert, Button, Card, Descriptions, Empty, Input, Result, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useState } from 'react';
import {
  CHARTER_RECEIPT_METHODS,
  charterOrderStates,
  DISCOUNT_APPROVAL_TEXT,
  formatMoney,
  type ApiReply,
  type CharterOrderAction,
  type CharterOrderRecord,
  type CharterReceipt,
  type PageResult,
} from '@bus/contracts';
import { ApprovalStateTag } from '../../../../components/approval/approval-state-tag';
import { DictTag } from '../../../../components/dict';
import { http, unwrap } from '../../../../lib/http';
import { usePermission } from '../../../../lib/permissions';
import { useOrderView } from '../api/charter-order-api';
import { ORDER_PAGE_ACTIONS, useOrderMoves } from '../components/use-order-moves';

/** three pairs a row on a wide screen, one on a phone */
const COLUMNS = { xs: 1, sm: 2, lg: 3 } as const;
const RECEIPT_KIND: Record<string, string> = { deposit: '定金', balance: '尾款', refund: '退款' };
const yuan = (cents: number) => `¥${formatMoney(cents)}`;
const stateText = (state: string | null) => (state ? charterOrderStates.stateText(state) : '—');

/** finds an order by its number and opens it */
function FindOrder({ onFound }: { onFound(id: string): void }) {
  const [error, setError] = useState<string | null>(null);
  const find = async (orderNo: string) => {
    const no = orderNo.trim();
    if (!no) return setError('请输入订单号');
    const page = unwrap((await http.get<ApiReply<PageResult<CharterOrderRecord>>>('/bc/charterOrder/list', { params: { orderNo: no, pageSize: 1 } })).data);
    if (!page.records.length) return setError(`没有订单号为 ${no} 的订单`);
    setError(null);
    onFound(page.records[0].id);
  };
  return (
    <Space direction="vertical" style={{ width: 420 }}>
      <Input.Search aria-label="订单号" placeholder="输入订单号，如 BC202603020001" enterButton="查看" onSearch={(value) => void find(value)} allowClear />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}

export default function OrderCheckPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const view = useOrderView(id);
  const { can } = usePermission();
  const moves = useOrderMoves();

  if (!id)
    return (
      <Card title={title}>
        <Empty description="请输入订单号查看订单的报价、收款与全部记录；在包车订单列表中点击订单号也可打开">
          <FindOrder onFound={(found) => setParams({ id: found })} />
        </Empty>
      </Card>
    );
  if (view.isPending) return <Spin tip="正在读取订单…" style={{ display: 'block', padding: 48 }} />;
  if (view.isError)
    return <Result status="warning" title="无法查看该订单" subTitle={view.error.message} extra={<FindOrder onFound={(found) => setParams({ id: found })} />} />;

  const { order, events, receipts, receivableCents } = view.data;
  const held = order.discountApproval === 'pending';
  const actions = held
    ? []
    : charterOrderStates.allowed(order.state, (code) => can(code)).filter((action) => ORDER_PAGE_ACTIONS.includes(action as CharterOrderAction));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>订单 {order.orderNo}</span>
            <DictTag dictCode="bc_order_state" value={order.state} text={order.state_dictText} />
            {order.discountApproval !== 'none' && <Tag>{DISCOUNT_APPROVAL_TEXT[order.discountApproval as keyof typeof DISCOUNT_APPROVAL_TEXT]}</Tag>}
          </Space>
        }
      >
        {actions.length > 0 && (
          // in the body, not the card's head: on a phone the buttons wrap below the number instead of covering it
          <Space wrap style={{ marginBottom: 16 }}>
            {actions.map((action) => (
              <Button key={action} danger={charterOrderStates.actions[action].danger} onClick={() => moves.take(action, order)}>
                {charterOrderStates.labelOf(action, order.state)}
              </Button>
            ))}
          </Space>
        )}
        {held && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="折扣审批中：审批结束前订单不能确认或取消" />}
        {order.state === 'cancelled' && order.cancelReason && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={`已取消：${order.cancelReason}`}
            description={`违约金 ${yuan(order.cancelFeeCents ?? 0)}`}
          />
        )}
        <Descriptions bordered size="small" column={COLUMNS} styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="客户">
            <Space size={4}>
              <DictTag dictCode="bc_customer_kind" value={order.customerKind} text={order.customerKind_dictText} />
              {order.customerName}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="联系人">{order.contact}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{order.phone}</Descriptions.Item>
          <Descriptions.Item label="行程日期">
            {order.startDate === order.endDate ? order.startDate : `${order.startDate} 至 ${order.endDate}`}
          </Descriptions.Item>
          <Descriptions.Item label="路线" span={2}>
            {order.fromPlace} → {order.toPlace}
          </Descriptions.Item>
          <Descriptions.Item label="套餐">{order.packageName}</Descriptions.Item>
          <Descriptions.Item label="车辆">
            {order.vehicles} 辆 × {order.seats} 座（{order.passengers} 人）
          </Descriptions.Item>
          <Descriptions.Item label="里程">{order.km} 公里</Descriptions.Item>
          <Descriptions.Item label="每日用车" span={3}>
            {order.dayHours.map((hours, i) => `第 ${i + 1} 天 ${hours} 小时`).join('，')}
          </Descriptions.Item>
          {order.note && (
            <Descriptions.Item label="备注" span={3}>
              {order.note}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title="报价与收款">
        <Descriptions bordered size="small" column={COLUMNS} styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="基本费用">{yuan(order.baseCents)}</Descriptions.Item>
          <Descriptions.Item label="超时费">{yuan(order.overtimeCents)}</Descriptions.Item>
          <Descriptions.Item label="超里程费">{yuan(order.extraKmCents)}</Descriptions.Item>
          <Descriptions.Item label="小计">{yuan(order.subtotalCents)}</Descriptions.Item>
          <Descriptions.Item label={`折扣 ${order.discountPercent}%`}>-{yuan(order.discountCents)}</Descriptions.Item>
          <Descriptions.Item label="合计">
            <Typography.Text strong>{yuan(order.totalCents)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="应付定金">{yuan(order.depositCents)}</Descriptions.Item>
          <Descriptions.Item label="已收">{yuan(order.receivedCents)}</Descriptions.Item>
          <Descriptions.Item label="未收">
            <Typography.Text strong type={receivableCents > 0 ? 'warning' : undefined} data-testid="order-receivable">
              {yuan(receivableCents)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="折扣审批" span={3}>
            {view.data.approval ? <ApprovalStateTag approval={view.data.approval} /> : DISCOUNT_APPROVAL_TEXT.none}
          </Descriptions.Item>
        </Descriptions>
        <Table<CharterReceipt>
          style={{ marginTop: 16 }}
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 700 }}
          dataSource={receipts}
          locale={{ emptyText: '暂无收款' }}
          columns={[
            { title: '时间', dataIndex: 'at', width: 170 },
            { title: '类型', dataIndex: 'kind', width: 80, render: (kind: string) => RECEIPT_KIND[kind] ?? kind },
            { title: '金额', dataIndex: 'amountCents', width: 130, align: 'right', render: (cents: number) => yuan(cents) },
            {
              title: '方式',
              dataIndex: 'method',
              width: 110,
              render: (method: string) => CHARTER_RECEIPT_METHODS[method as keyof typeof CHARTER_RECEIPT_METHODS] ?? method,
            },
            { title: '经办人', dataIndex: 'by', width: 100 },
            { title: '备注', dataIndex: 'note', ellipsis: true },
          ]}
        />
      </Card>

      <Card title="订单记录">
        <Timeline
          items={events.map((event) => ({
            key: event.id,
            color: event.toState === 'cancelled' ? 'red' : event.action.startsWith('discount') ? 'orange' : 'blue',
            children: (
              <div data-testid="order-event">
                <Typography.Text strong>{event.actionText}</Typography.Text>
                <Typography.Text type="secondary">
                  {' '}
                  {event.fromState && event.fromState !== event.toState
                    ? `${stateText(event.fromState)} → ${stateText(event.toState)}`
                    : stateText(event.toState)}{' '}
                  · {event.by ?? '系统'} · {event.at}
                </Typography.Text>
                {event.note && <div>{event.note}</div>}
              </div>
            ),
          }))}
        />
      </Card>
      {moves.dialogs}
    </Space>
  );
}
