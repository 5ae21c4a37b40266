/**
 * 报价单 (issue 25): a quote for a demand (or a customer on the phone) on one of the published
 * packages. The clerk fills who, when, where and how many, picks the package, the vehicles, each
 * day's hours and the km; the discount follows 定制规则 for a school or a person (the clerk may change
 * it), and the price's lines are shown as they type, priced as the server prices them
 * (charterPrice); a discount above the approval line is said before it is sent. The server prices
 * the save again: what it refuses lands under its field.
 */
import { useEffect, useMemo } from 'react';
import { Alert, Col, Descriptions, Form, InputNumber, Modal, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  charterOrderResource,
  charterPrice,
  CharterPriceError,
  customDiscountOf,
  customRuleFor,
  DEFAULT_CUSTOM_RULE,
  formatMoney,
  pricingKindOf,
  quoteOfDemand,
  tripDays,
  type CharterDemandRecord,
  type CharterOrderRecord,
  type CharterOrderSave,
  type CharterPackageRecord,
  type CustomRuleSave,
} from '@bus/contracts';
import { resourceFormItem, useResourceForm } from '../../../../components/resource-kit';
import { useCustomRule } from '../../custom-rule/api/custom-rule-api';
import { charterOrderApi, usePublishedPackages } from '../api/charter-order-api';

type QuoteValues = CharterOrderSave;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const item = (name: string) => resourceFormItem(charterOrderResource, name);

/** the price of the values so far, or why there is none yet */
function priceOf(pkg: CharterPackageRecord | undefined, rule: CustomRuleSave, values: Partial<QuoteValues>) {
  if (!pkg) return '选择套餐后显示报价明细';
  const { startDate, endDate, passengers, vehicles, km, dayHours, discountPercent, customerKind } = values;
  if (!startDate || !endDate || !DAY.test(startDate) || !DAY.test(endDate) || endDate < startDate) return '请填写出发与返回日期';
  if (!passengers || !vehicles || km === undefined || km === null) return '请填写人数、车辆数与总里程';
  const hours = (dayHours ?? []).slice(0, tripDays(startDate, endDate));
  if (hours.length < tripDays(startDate, endDate) || hours.some((one) => !one)) return '请逐日填写用车时长';
  if (passengers > pkg.seats * vehicles) return `${vehicles} 辆 ${pkg.seats} 座车坐不下 ${passengers} 人`;
  const refusal = customRuleFor(rule, pricingKindOf(customerKind ?? ''), {
    passengers,
    dayHours: hours,
    startDate,
    today: dayjs().format('YYYY-MM-DD'),
  }).refusal;
  if (refusal) return refusal;
  try {
    return charterPrice(pkg, { dayHours: hours, km, vehicles, discountPercent: discountPercent ?? 0 });
  } catch (error) {
    if (error instanceof CharterPriceError) return error.message;
    throw error;
  }
}

export interface QuoteFormModalProps {
  open: boolean;
  /** the quote edited (a draft or a quote sent) */
  record?: CharterOrderRecord | null;
  /** a new quote for this demand */
  demand?: CharterDemandRecord | null;
  onClose(): void;
  onSaved?(saved: CharterOrderRecord): void;
}

export function QuoteFormModal({ open, record, demand, onClose, onSaved }: QuoteFormModalProps) {
  const rule = useCustomRule().data ?? DEFAULT_CUSTOM_RULE;
  const packages = usePublishedPackages(open).data ?? [];
  // a quote on a package withdrawn since keeps it on the list
  const choices =
    record && !packages.some((pkg) => pkg.id === record.packageId)
      ? [{ id: record.packageId, name: `${record.packageName}（已下架）` }, ...packages]
      : packages;
  const blank: Partial<QuoteValues> | undefined = demand
    ? {
        ...quoteOfDemand(demand),
        vehicles: 1,
        dayHours: Array.from({ length: tripDays(demand.startDate, demand.endDate) }, () => 8),
        discountPercent: customDiscountOf(rule, pricingKindOf(demand.customerKind)),
        note: demand.note,
      }
    : { vehicles: 1, dayHours: [8], discountPercent: 0 };
  const { form, modalProps } = useResourceForm<typeof charterOrderResource, QuoteValues>({
    api: charterOrderApi,
    open,
    record,
    blank,
    onClose,
    onSaved,
    toValues: (order) => ({
      demandId: order.demandId,
      customerKind: order.customerKind,
      customerName: order.customerName,
      contact: order.contact,
      phone: order.phone,
      startDate: order.startDate,
      endDate: order.endDate,
      fromPlace: order.fromPlace,
      toPlace: order.toPlace,
      passengers: order.passengers,
      packageId: order.packageId,
      vehicles: order.vehicles,
      dayHours: order.dayHours,
      km: order.km,
      discountPercent: order.discountPercent,
      note: order.note,
    }),
    success: (saved) =>
      record
        ? `报价单 ${saved.orderNo} 已修改，合计 ¥${formatMoney(saved.totalCents)}`
        : `报价单 ${saved.orderNo} 已生成（草稿），合计 ¥${formatMoney(saved.totalCents)}`,
  });
  const values = (Form.useWatch([], form) ?? {}) as Partial<QuoteValues>;
  const pkg = packages.find((one) => one.id === values.packageId);
  const price = priceOf(pkg, rule, values);

  // one hours field per day of the trip (a day added starts at 8 hours)
  const days =
    values.startDate && values.endDate && DAY.test(values.startDate) && DAY.test(values.endDate) && values.endDate >= values.startDate
      ? Math.min(60, tripDays(values.startDate, values.endDate))
      : 1;
  useEffect(() => {
    if (!open) return;
    const hours = (form.getFieldValue('dayHours') as number[] | undefined) ?? [];
    if (hours.length !== days)
      form.setFieldValue(
        'dayHours',
        Array.from({ length: days }, (_, i) => hours[i] ?? 8),
      );
  }, [open, days, form]);
  const dayLabels = useMemo(
    () =>
      Array.from({ length: days }, (_, i) =>
        values.startDate && DAY.test(values.startDate) ? dayjs(values.startDate).add(i, 'day').format('M月D日') : `第 ${i + 1} 天`,
      ),
    [days, values.startDate],
  );

  const kindChanged = (changed: Partial<QuoteValues>) => {
    if (changed.customerKind) form.setFieldValue('discountPercent', customDiscountOf(rule, pricingKindOf(changed.customerKind)));
  };
  const overLine = (values.discountPercent ?? 0) > rule.approvalDiscountPercent;

  return (
    <Modal {...modalProps} title={record ? `修改报价：${record.orderNo}` : demand ? `报价：${demand.customerName}` : '新建报价单'} width={920}>
      <Form form={form} name="charter-quote" layout="vertical" autoComplete="off" onValuesChange={kindChanged}>
        <Form.Item name="demandId" hidden>
          <input />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>{item('customerKind')}</Col>
          <Col span={8}>{item('customerName')}</Col>
          <Col span={8}>{item('contact')}</Col>
          <Col span={8}>{item('phone')}</Col>
          <Col span={8}>{item('startDate')}</Col>
          <Col span={8}>{item('endDate')}</Col>
          <Col span={8}>{item('fromPlace')}</Col>
          <Col span={8}>{item('toPlace')}</Col>
          <Col span={8}>{item('passengers')}</Col>
          <Col span={8}>
            <Form.Item label="包车套餐" name="packageId" rules={[{ required: true, message: '请选择包车套餐' }]}>
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="选择已发布的套餐"
                options={choices.map((one) => ({ value: one.id, label: one.name }))}
                notFoundContent="没有已发布的套餐：请先在包车发布中发布"
              />
            </Form.Item>
          </Col>
          <Col span={8}>{item('vehicles')}</Col>
          <Col span={8}>{item('km')}</Col>
          <Col span={16}>
            <Form.Item label="每日用车时长" required>
              <Space wrap size={[8, 8]}>
                {dayLabels.map((label, i) => (
                  <Form.Item key={i} name={['dayHours', i]} noStyle rules={[{ required: true, message: `请填写${label}的用车时长` }]}>
                    <InputNumber aria-label={`${label}用车时长`} min={0.5} max={24} step={0.5} addonBefore={label} addonAfter="小时" style={{ width: 190 }} />
                  </Form.Item>
                ))}
              </Space>
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              label="折扣"
              name="discountPercent"
              rules={[{ required: true, message: '请输入折扣' }]}
              extra={overLine ? `超过审批线 ${rule.approvalDiscountPercent}%，客户确认时需总经理审批` : `审批线 ${rule.approvalDiscountPercent}%`}
            >
              <InputNumber min={0} max={50} step={0.5} precision={1} addonAfter="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>{item('note')}</Col>
        </Row>
      </Form>
      {typeof price === 'string' ? (
        <Alert type="info" showIcon message={price} />
      ) : (
        <Descriptions bordered size="small" column={3} title="报价明细" styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="基本费用">
            {price.days} 天 × {price.vehicles} 辆 × ¥{formatMoney(pkg!.dayPriceCents)} = ¥{formatMoney(price.baseCents)}
          </Descriptions.Item>
          <Descriptions.Item label="超时费">
            {price.overtimeHours ? `${price.overtimeHours} 小时 × ${price.vehicles} 辆 = ` : '未超时 '}¥{formatMoney(price.overtimeCents)}
          </Descriptions.Item>
          <Descriptions.Item label="超里程费">
            {price.extraKm ? `${price.extraKm} 公里 × ${price.vehicles} 辆 = ` : '未超里程 '}¥{formatMoney(price.extraKmCents)}
          </Descriptions.Item>
          <Descriptions.Item label="小计">¥{formatMoney(price.subtotalCents)}</Descriptions.Item>
          <Descriptions.Item label="折扣">-¥{formatMoney(price.discountCents)}</Descriptions.Item>
          <Descriptions.Item label="合计">
            <Typography.Text strong data-testid="quote-total">
              ¥{formatMoney(price.totalCents)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
