/** 定制客运票务 (zsgj/CustomTicketList): seats sold on custom lines, read-only, with totals and seats per line and day. */
import { Button, Card, Collapse, DatePicker, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { parsePhoneSearch, PERMS, PHONE_SEARCH_MESSAGE, type CustomTicketRecord } from '@bus/contracts';
import { ListTable, SearchForm, WideSearchItem, useListPage } from '../../../../components/list-page';
import { DictTag } from '../../../../components/dict';
import { RouteSelect } from '../../../../components/pickers';
import { useDictItems } from '../../../../lib/dict-cache';
import { formatYuan } from '../../../../lib/money';
import { Authorized } from '../../../../lib/permissions';
import { useCustomTicketSummary } from '../api/get-custom-ticket-summary';
import { CUSTOM_TICKET_EXPORT_URL, CUSTOM_TICKET_LIST_URL, customTicketsQueryKey } from '../api/list-custom-tickets';
import { TicketDayTable } from '../components/ticket-day-table';

export default function CustomTicketListPage({ title }: { title: string }) {
  const list = useListPage<CustomTicketRecord>({
    url: CUSTOM_TICKET_LIST_URL,
    queryKey: customTicketsQueryKey,
    exportUrl: CUSTOM_TICKET_EXPORT_URL,
    exportTitle: '定制客运票务',
    defaultSort: { column: 'purchaseTime', order: 'desc' },
  });
  const summary = useCustomTicketSummary(list.filters);
  const states = useDictItems('ops_custom_ticket_state');
  const selectedIds = list.selectedRowKeys.map(String);

  const search = (values: Record<string, unknown>) => {
    const range = values.travel as [Dayjs, Dayjs] | undefined;
    list.search({
      routeId: values.routeId,
      travelDate_begin: range?.[0]?.format('YYYY-MM-DD'),
      travelDate_end: range?.[1]?.format('YYYY-MM-DD'),
      state: values.state,
      orderNo: typeof values.orderNo === 'string' ? values.orderNo.trim() : undefined,
      phone: typeof values.phone === 'string' ? values.phone.trim() : undefined,
    });
  };

  const columns: TableColumnsType<CustomTicketRecord> = [
    { title: '订单号', dataIndex: 'orderNo', key: 'orderNo', width: 180, sorter: true },
    { title: '线路', dataIndex: 'routeNumber', key: 'routeNumber', width: 90 },
    { title: '乘客', dataIndex: 'passengerName', key: 'passengerName', width: 90, sorter: true },
    { title: '手机号', dataIndex: 'phone', key: 'phone', width: 120 },
    { title: '乘车日期', dataIndex: 'travelDate', key: 'travelDate', width: 110, sorter: true },
    { title: '票价', dataIndex: 'priceCents', key: 'priceCents', width: 90, align: 'right', sorter: true, render: (v: number) => formatYuan(v) },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 90,
      render: (v: string, r) => <DictTag dictCode="ops_custom_ticket_state" value={v} text={r.state_dictText} />,
    },
    { title: '购票时间', dataIndex: 'purchaseTime', key: 'purchaseTime', width: 170, sorter: true },
  ];

  const totals = summary.data;
  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item name="routeId" label="线路">
          <RouteSelect lineType="custom" placeholder="请选择定制线路" />
        </Form.Item>
        <WideSearchItem>
          <Form.Item name="travel" label="乘车日期">
            <DatePicker.RangePicker style={{ width: '100%' }} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
        </WideSearchItem>
        <Form.Item name="state" label="票务状态">
          <Select allowClear placeholder="请选择" options={(states.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        </Form.Item>
        <Form.Item name="orderNo" label="订单号">
          <Input placeholder="请输入订单号" allowClear />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          rules={[
            {
              validator: async (_, value?: string) => (!value?.trim() || parsePhoneSearch(value) ? undefined : Promise.reject(new Error(PHONE_SEARCH_MESSAGE))),
            },
          ]}
        >
          <Input placeholder="完整号码或后 4 位" allowClear inputMode="numeric" />
        </Form.Item>
      </SearchForm>
      <Space wrap>
        <Authorized code={PERMS.ops.customTicket.export}>
          <Button icon={<ExportOutlined />} loading={list.exporting} onClick={() => void list.exportXls()} style={{ marginBottom: 16 }}>
            {selectedIds.length ? `导出选中 (${selectedIds.length})` : '导出'}
          </Button>
        </Authorized>
      </Space>
      <ListTable<CustomTicketRecord>
        {...list.tableProps}
        columns={columns}
        locale={{ emptyText: '暂无车票' }}
        summary={() =>
          totals ? (
            <Table.Summary fixed>
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
          ) : null
        }
      />
      <Collapse
        size="small"
        style={{ marginTop: 16 }}
        items={[{ key: 'days', label: '每日售座（按线路、乘车日期）', children: <TicketDayTable summary={totals} /> }]}
      />
    </Card>
  );
}
