/**
 * 月卡开通 (isps/MonthCardOpenList): the monthly passes opened at the desk, searched by card, month
 * and pay mode; 开通月卡 finds the 月卡 by its number, takes whole months from this month on at
 * 充值设置's price and says the amount before it is paid. A 422 lands under its field; the
 * dialog's request key makes a second click charge nothing twice.
 */
import { useMemo, useState } from 'react';
import { Button, DatePicker, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { formatYuan, ISPS_MONTH_PASS_PERMS, lastMonthOf, monthPassResource, type ApiReply, type CardRecord, type MonthPassRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { resourceApi, ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';
import { usePermission } from '../../../../lib/permissions';
import { newRequestId, useRechargeSetting } from '../../card/api/card-api';
import { payModeSearchItem, PayModeSelect } from '../../card/components/desk-selects';

const searchItems = [...resourceSearchItems(monthPassResource, ['createTime', 'cardNo', 'fromMonth']), payModeSearchItem()];

export const monthPassesApi = resourceApi(monthPassResource);

/** the active 月卡 whose number holds what was typed */
function MonthlyCardSelect({
  value,
  onChange,
  id,
  onPicked,
}: {
  value?: string;
  onChange?(value: string): void;
  id?: string;
  onPicked?(card: CardRecord): void;
}) {
  const [text, setText] = useState('');
  const cards = useQuery({
    queryKey: ['isps-monthly-cards', text],
    enabled: text.length >= 4,
    queryFn: async () =>
      unwrap(await getReply<{ records: CardRecord[] }>('/isps/card/list', { params: { cardNo: text, cardType: 'monthly', state: 'active', pageSize: 20 } }))
        .records,
  });
  return (
    <Select
      id={id}
      showSearch
      value={value}
      onChange={(next: string) => {
        onChange?.(next);
        const card = cards.data?.find((c) => c.id === next);
        if (card) onPicked?.(card);
      }}
      onSearch={setText}
      filterOption={false}
      loading={cards.isFetching}
      placeholder="输入卡号（至少 4 位）查找正常状态的月卡"
      notFoundContent={text.length >= 4 ? '没有找到该卡号的月卡' : '请输入卡号'}
      options={(cards.data ?? []).map((card) => ({ value: card.id, label: `${card.cardNo}${card.holderName ? `（${card.holderName}）` : ''}` }))}
    />
  );
}

interface Values {
  cardId?: string;
  fromMonth?: Dayjs;
  months?: number;
  payMode?: string;
}

function OpenModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useQueryClient();
  const settings = useRechargeSetting();
  const requestId = useMemo(() => (open ? newRequestId() : ''), [open]);
  const [paidUntil, setPaidUntil] = useState<string | null>(null);
  const { form, modalProps } = useModalForm<null, Values, string>({
    open,
    title: '开通月卡',
    blank: { fromMonth: dayjs(), months: 1, payMode: 'cash' },
    save: async (values) => {
      const reply = (
        await http.post<ApiReply<MonthPassRecord>>(
          '/isps/monthPass/open',
          {
            cardId: values.cardId ?? '',
            fromMonth: values.fromMonth?.format('YYYY-MM') ?? '',
            months: values.months ?? 0,
            payMode: values.payMode ?? '',
            requestId,
          },
          { skipErrorHandler: true },
        )
      ).data;
      unwrap(reply);
      await client.invalidateQueries({ queryKey: monthPassesApi.queryKey });
      return reply.message;
    },
    success: (text) => text,
    onClose: () => {
      setPaidUntil(null);
      onClose();
    },
  });
  /** a card whose pass runs into this month or later is renewed from the month after it */
  const picked = async (card: CardRecord) => {
    setPaidUntil(null);
    const passes = unwrap(
      await getReply<{ records: MonthPassRecord[] }>('/isps/monthPass/list', { params: { cardNo: card.cardNo, pageSize: 24 } }),
    ).records.filter((pass) => pass.cardNo === card.cardNo);
    const last = passes
      .map((pass) => pass.toMonth)
      .sort()
      .at(-1);
    if (!last || last < dayjs().format('YYYY-MM')) return;
    setPaidUntil(last);
    form.setFieldValue('fromMonth', dayjs(`${last}-01`).add(1, 'month'));
  };
  const months = Form.useWatch('months', form) as number | undefined;
  const from = Form.useWatch('fromMonth', form) as Dayjs | undefined;
  const price = settings.data?.monthPassCents ?? 0;
  return (
    <Modal {...modalProps} width={560} okText="收费并开通">
      <Form form={form} name="month-pass-open" layout="vertical" autoComplete="off">
        <Form.Item label="月卡" name="cardId" rules={[{ required: true, message: '请选择卡片' }]}>
          <MonthlyCardSelect onPicked={(card) => void picked(card)} />
        </Form.Item>
        {paidUntil && <Typography.Paragraph type="secondary">该卡已开通至 {paidUntil}，从下个月起续开</Typography.Paragraph>}
        <Form.Item label="开始月份" name="fromMonth" rules={[{ required: true, message: '请选择开始月份' }]}>
          <DatePicker picker="month" style={{ width: 200 }} disabledDate={(day) => day.isBefore(dayjs(), 'month')} />
        </Form.Item>
        <Form.Item label="开通月数" name="months" rules={[{ required: true, message: '请输入开通月数' }]}>
          <InputNumber min={1} max={12} precision={0} addonAfter="个月" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="支付方式" name="payMode" rules={[{ required: true, message: '请选择支付方式' }]}>
          <PayModeSelect />
        </Form.Item>
      </Form>
      {months && from && (
        <Typography.Paragraph strong>
          {from.format('YYYY-MM')} 至 {lastMonthOf(from.format('YYYY-MM'), months)}，每月 {formatYuan(price)}，应收 {formatYuan(price * months)}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

export default function MonthCardOpenPage({ title }: { title: string }) {
  const { can } = usePermission();
  const [opening, setOpening] = useState(false);
  return (
    <ResourceListPage
      api={monthPassesApi}
      title={title}
      searchItems={searchItems}
      toolbar={
        can(ISPS_MONTH_PASS_PERMS.open) && (
          <Button type="primary" icon={<CalendarOutlined />} onClick={() => setOpening(true)}>
            开通月卡
          </Button>
        )
      }
      emptyText="暂无月卡开通记录：为正常状态的月卡按月开通"
    >
      <OpenModal open={opening} onClose={() => setOpening(false)} />
    </ResourceListPage>
  );
}
