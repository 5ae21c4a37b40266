/**
 * 报价试算 (issue 25): what a trip on a package costs, as a clerk answers a customer on the phone:
 * who it is for, the first day, days, hours a day, km, passengers, vehicles and a discount in, every line of the
 * price out (charterPrice, the rule the quotes use), recomputed as they type. A personal or school
 * charter takes 定制规则's discount (the clerk may still change it) and is refused below its
 * fewest passengers or, for pupils, above its hours a day; any charter booked later than its days
 * ahead is refused.
 */
import { Alert, DatePicker, Descriptions, Form, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  charterPrice,
  CharterPriceError,
  CHARTER_CUSTOMER_KINDS,
  customDiscountOf,
  customRuleFor,
  DEFAULT_CUSTOM_RULE,
  formatMoney,
  type CharterCustomerKind,
  type CharterPrice,
  type CharterPackageRecord,
  type CustomRuleSave,
} from '@bus/contracts';
import { useCustomRule } from '../../custom-rule/api/custom-rule-api';

interface TrialValues {
  kind: CharterCustomerKind;
  startDate?: Dayjs | null;
  days: number;
  hours: number;
  km: number;
  passengers: number;
  vehicles: number;
  discountPercent: number;
}

const START: TrialValues = { kind: 'standard', days: 1, hours: 8, km: 100, passengers: 30, vehicles: 1, discountPercent: 0 };
const KIND_OPTIONS = Object.entries(CHARTER_CUSTOMER_KINDS).map(([value, label]) => ({ value, label }));

function priceOf(record: CharterPackageRecord, rule: CustomRuleSave, values: Partial<TrialValues>): CharterPrice | string {
  const { kind, startDate, days, hours, km, passengers, vehicles, discountPercent } = { ...START, ...values };
  if (!days || !hours || km === null || !vehicles || !passengers) return '请填写天数、每天时长、里程、人数与车辆数';
  const dayHours = Array.from({ length: Math.min(days, 61) }, () => hours);
  const booking = startDate ? { startDate: startDate.format('YYYY-MM-DD'), today: dayjs().format('YYYY-MM-DD') } : {};
  const refusal = customRuleFor(rule, kind, { passengers, dayHours, ...booking }).refusal;
  if (refusal) return refusal;
  if (passengers > record.seats * vehicles) return `${vehicles} 辆 ${record.seats} 座车坐不下 ${passengers} 人`;
  try {
    return charterPrice(record, { dayHours, km, vehicles, discountPercent: discountPercent ?? 0 });
  } catch (error) {
    if (error instanceof CharterPriceError) return error.message;
    throw error;
  }
}

export function PriceTrialModal({ record, onClose }: { record: CharterPackageRecord | null; onClose(): void }) {
  const [form] = Form.useForm<TrialValues>();
  const values = Form.useWatch([], form) ?? START;
  const rule = useCustomRule().data ?? DEFAULT_CUSTOM_RULE;
  const price = record ? priceOf(record, rule, values) : null;
  // a customer kind brings its discount
  const kindChanged = (changed: Partial<TrialValues>) => {
    if (changed.kind) form.setFieldValue('discountPercent', customDiscountOf(rule, changed.kind));
  };
  return (
    <Modal open={record !== null} title={`报价试算：${record?.name ?? ''}`} width={640} footer={null} onCancel={onClose} destroyOnHidden>
      {record && (
        <>
          <Form
            form={form}
            name="charter-price-trial"
            layout="inline"
            initialValues={START}
            onValuesChange={kindChanged}
            autoComplete="off"
            style={{ rowGap: 12, marginBottom: 16 }}
          >
            <Form.Item label="客户类型" name="kind">
              <Select options={KIND_OPTIONS} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item label="出发日期" name="startDate">
              <DatePicker placeholder="可不填" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="用车天数" name="days">
              <InputNumber min={1} max={60} precision={0} addonAfter="天" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label="每天时长" name="hours">
              <InputNumber min={0.5} max={24} step={0.5} addonAfter="小时" style={{ width: 130 }} />
            </Form.Item>
            <Form.Item label="总里程" name="km">
              <InputNumber min={0} max={100000} precision={0} addonAfter="公里" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="人数" name="passengers">
              <InputNumber min={1} max={3500} precision={0} addonAfter="人" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label="车辆数" name="vehicles">
              <InputNumber min={1} max={50} precision={0} addonAfter="辆" style={{ width: 110 }} />
            </Form.Item>
            <Form.Item label="折扣" name="discountPercent">
              <InputNumber min={0} max={100} step={0.5} precision={1} addonAfter="%" style={{ width: 110 }} />
            </Form.Item>
          </Form>
          {typeof price === 'string' || price === null ? (
            <Alert type="warning" showIcon message={price} />
          ) : (
            <Descriptions bordered size="small" column={1} styles={{ label: { width: 120, whiteSpace: 'nowrap' } }}>
              <Descriptions.Item label="基本费用">
                {price.days} 天 × {price.vehicles} 辆 × ¥{formatMoney(record.dayPriceCents)} = ¥{formatMoney(price.baseCents)}
              </Descriptions.Item>
              <Descriptions.Item label="超时费">
                {price.overtimeHours ? `${price.overtimeHours} 小时 × ${price.vehicles} 辆 × ¥${formatMoney(record.overtimePriceCents)} = ` : '未超时 '}¥
                {formatMoney(price.overtimeCents)}
              </Descriptions.Item>
              <Descriptions.Item label="超里程费">
                {price.extraKm ? `${price.extraKm} 公里 × ${price.vehicles} 辆 × ¥${formatMoney(record.kmPriceCents)} = ` : '未超里程 '}¥
                {formatMoney(price.extraKmCents)}
              </Descriptions.Item>
              <Descriptions.Item label="小计">¥{formatMoney(price.subtotalCents)}</Descriptions.Item>
              <Descriptions.Item label="折扣">-¥{formatMoney(price.discountCents)}</Descriptions.Item>
              <Descriptions.Item label="合计">
                <strong data-testid="trial-total">¥{formatMoney(price.totalCents)}</strong>
              </Descriptions.Item>
            </Descriptions>
          )}
        </>
      )}
    </Modal>
  );
}
