/**
 * 充值设置 (isps/RechargeSetting): the company's money rules at the card desk: the amounts offered
 * for a top-up, its limits, a card's most balance, the deposit, the replacement fee, the unblock
 * window and the refund above which an approval decides. Saved with the version read.
 */
import { Button, Card, Col, Form, InputNumber, Row, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ISPS_RECHARGE_SETTING_PERMS, MAX_PRESET_AMOUNTS, type RechargeSettingRecord, type RechargeSettingSave } from '@bus/contracts';
import { MoneyInput, SettingFooter, useSettingForm } from '../../../../components/resource-kit';
import { rechargeSettingQueryKey } from '../../card/api/card-api';

const MONEY_FIELDS: ReadonlyArray<[keyof RechargeSettingSave, string, string]> = [
  ['minTopUpCents', '单笔最低充值', '低于此金额的充值不能办理'],
  ['maxTopUpCents', '单笔最高充值', '高于此金额的充值不能办理'],
  ['maxBalanceCents', '卡内余额上限', '充值后余额不能超过此金额'],
  ['depositCents', '押金', '办卡时默认收取的押金'],
  ['replacementFeeCents', '补卡费', '每次补卡收取'],
  ['refundApprovalLimitCents', '退款审批金额', '超过此金额的退款须经审批'],
  ['monthPassCents', '月卡每月价格', '月卡开通按月收取'],
];

export default function RechargeSettingPage({ title }: { title: string }) {
  // the desk's dialogs read the rules under the same query
  const { setting, form, submit, submitting, editable } = useSettingForm<RechargeSettingSave, RechargeSettingRecord>({
    api: '/isps/rechargeSetting',
    queryKey: rechargeSettingQueryKey,
    editCode: ISPS_RECHARGE_SETTING_PERMS.edit,
  });

  return (
    <Card title={title} loading={setting.isLoading} style={{ maxWidth: 960 }}>
      <Form form={form} name="recharge-setting" layout="vertical" disabled={!editable} autoComplete="off">
        <Form.Item label="快捷充值金额" required extra={`充值与办卡对话框中的快捷按钮，最多 ${MAX_PRESET_AMOUNTS} 个`}>
          <Form.List name="presetAmounts">
            {(fields, { add, remove }) => (
              <Space wrap>
                {fields.map((field, index) => (
                  <Space.Compact key={field.key}>
                    <Form.Item name={field.name} noStyle rules={[{ required: true, message: '请输入金额' }]}>
                      <MoneyInput id={`presetAmounts_${index}`} aria-label={`第 ${index + 1} 个快捷金额`} />
                    </Form.Item>
                    <Button
                      aria-label={`删除第 ${index + 1} 个快捷金额`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      disabled={fields.length <= 1}
                    />
                  </Space.Compact>
                ))}
                {fields.length < MAX_PRESET_AMOUNTS && (
                  <Button icon={<PlusOutlined />} onClick={() => add()}>
                    添加金额
                  </Button>
                )}
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Row gutter={24}>
          {MONEY_FIELDS.map(([name, label, help]) => (
            <Col key={name} xs={24} sm={12} lg={8}>
              <Form.Item label={label} name={name} extra={help} rules={[{ required: true, message: `请输入${label}` }]}>
                <MoneyInput />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12} lg={8}>
            <Form.Item
              label="解挂期限"
              name="unblockWindowDays"
              extra="挂失后多少天内可以解挂，之后只能补卡"
              rules={[{ required: true, message: '请输入解挂期限' }]}
            >
              <InputNumber min={1} max={90} precision={0} addonAfter="天" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <SettingFooter setting={setting} submit={submit} submitting={submitting} editable={editable} />
      </Form>
    </Card>
  );
}
