/** 定制客运票务 (zsgj/CustomTicketList): seats sold on custom lines, read-only, with totals and seats per line and day. */
import { Collapse, Form, Table } from 'antd';
import { customTicketResource, type ListQueryParams } from '@bus/contracts';
import { RouteSelect } from '../../../../components/pickers';
import { SearchPhone } from '../../../../components/list-page';
import { ResourceListPage, resourceSearchItems, searchParamsOf } from '../../../../components/resource-kit';
import { formatYuan } from '@bus/contracts';
import { customTicketsApi, useCustomTicketSummary } from '../api/custom-tickets-api';
import { TicketDayTable } from '../components/ticket-day-table';

const searchItems = [
  <Form.Item key="routeId" name="routeId" label="线路">
    <RouteSelect lineType="custom" placeholder="请选择定制线路" />
  </Form.Item>,
  ...resourceSearchItems(customTicketResource, ['travelDate', 'state', 'orderNo']),
  <SearchPhone key="phone" />,
];

/** the search's values as list parameters: the order number and phone as typed, without spaces around them */
const toParams = (values: Record<string, unknown>) => {
  const params = searchParamsOf(values);
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
  return { ...params, orderNo: trimmed(params.orderNo), phone: trimmed(params.phone) };
};

/** the totals row of the tickets the filters select */
function TicketTotals({ filters }: { filters: ListQueryParams }) {
  const totals = useCustomTicketSummary(filters).data;
  if (!totals) return null;
  return (
    <Table.Summary>
      <Table.Summary.Row data-testid="ticket-totals">
        <Table.Summary.Cell index={0} colSpan={2}>
          合计
        </Table.Summary.Cell>
        <Table.Summary.Cell index={2} colSpan={4}>
          {`共 ${totals.tickets} 张，已售座位 ${totals.soldSeats} 个，退款 ${totals.refunded} 张`}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={6} align="right">
          {formatYuan(totals.amountCents)}
        </Table.Summary.Cell>
        <Table.Summary.Cell index={7} colSpan={2}>
          实收（已支付、已使用）
        </Table.Summary.Cell>
      </Table.Summary.Row>
    </Table.Summary>
  );
}

function TicketDays({ filters }: { filters: ListQueryParams }) {
  const totals = useCustomTicketSummary(filters).data;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      items={[{ key: 'days', label: '每日售座（按线路、乘车日期）', children: <TicketDayTable summary={totals} /> }]}
    />
  );
}

export default function CustomTicketListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={customTicketsApi}
      title={title}
      searchItems={searchItems}
      toParams={toParams}
      columns={[
        'orderNo',
        'routeId',
        'passengerName',
        'phone',
        'travelDate',
        ['priceCents', { align: 'right', render: (cents: number) => formatYuan(cents) }],
        'state',
        'purchaseTime',
      ]}
      tableSummary={(filters) => <TicketTotals filters={filters} />}
      afterTable={(filters) => <TicketDays filters={filters} />}
    />
  );
}
