/**
 * 报价试算 (issue 25): what a trip on a package costs, as a clerk answers a customer on the phone:
 * days, hours a day, km, vehicles and a discount in, every line of the price out (charterPrice, the
 * rule the quotes use), recomputed as they type.
 */
import { Alert, Descriptions, Form, InputNumber, Modal } from 'antd';
import { charterPrice, CharterPriceError, formatMoney, type CharterPrice, type CharterPackageRecord } from '@bus/contracts';

interface TrialValues {
  days: number;
  hours: number;
  km: number;
  vehicles: number;
  discountPercent: number;
}

const START: TrialValues = { days: 1, hours: 8, km: 100, vehicles: 1, discountPercent: 0 };

function priceOf(record: CharterPackageRecord, values: Partial<TrialValues>): CharterPrice | string {
  const { days, hours, km, vehicles, discountPercent } = { ...START, ...values };
  if (!days || !hours || km === null || !vehicles) return '请填写天数、每天时长、里程与车辆数';
  try {
    return charterPrice(record, { dayHours: Array.from({ length: Math.min(days, 61) }, () => hours), km, vehicles, discountPercent: discountPercent ?? 0 });
  } catch (error) {
    if (error instanceof CharterPriceError) return error.message;
    throw error;
  }
}

export function PriceTrialModal({ record, onClose }: { record: CharterPackageRecord | null; onClose(): void }) {
  const [form] = Form.useForm<TrialValues>();
  const values = Form.useWatch([], form) ?? START;
  const price = record ? priceOf(record, values) : null;
  return (
    <Modal open={record !== null} title={`报价试算：${record?.name ?? ''}`} width={640} footer={null} onCancel={onClose} destroyOnHidden>
      {record && (
        <>
          <Form form={form} name="charter-price-trial" layout="inline" initialValues={START} autoComplete="off" style={{ rowGap: 12, marginBottom: 16 }}>
            <Form.Item label="用车天数" name="days">
              <InputNumber min={1} max={60} precision={0} addonAfter="天" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label="每天时长" name="hours">
              <InputNumber min={0.5} max={24} step={0.5} addonAfter="小时" style={{ width: 130 }} />
            </Form.Item>
            <Form.Item label="总里程" name="km">
              <InputNumber min={0} max={100000} precision={0} addonAfter="公里" style={{ width: 140 }} />
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
