/**
 * 定制规则 (rule/CustomRulesPersonalAndSchool, issue 25): who may book a personal or a school
 * charter and at what discount; 包车发布's 试算 applies them. Saved with the version read, by whoever
 * holds 包车发布's 定制规则 code; the others see them read-only.
 */
import { Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { BC_PERMS, type CustomRuleRecord, type CustomRuleSave } from '@bus/contracts';
import { SettingFooter, useSettingForm } from '../../../../components/resource-kit';
import { CUSTOM_RULE_API, customRuleQueryKey } from '../api/custom-rule-api';

type Item = [keyof CustomRuleSave, string, string, { min: number; max: number; step?: number; precision: number; unit: string }];

const PERSONAL: Item[] = [
  ['personalMinPassengers', '起订人数', '少于此人数不能按个人定制报价', { min: 1, max: 70, precision: 0, unit: '人' }],
  ['personalDiscountPercent', '折扣', '在套餐价格上减去的百分比', { min: 0, max: 50, step: 0.5, precision: 1, unit: '%' }],
];
const SCHOOL: Item[] = [
  ['schoolMinPassengers', '起订人数', '少于此人数不能按学校定制报价', { min: 1, max: 70, precision: 0, unit: '人' }],
  ['schoolDiscountPercent', '学生包车折扣', '在套餐价格上减去的百分比', { min: 0, max: 50, step: 0.5, precision: 1, unit: '%' }],
  ['schoolMaxHoursPerDay', '每日最长用车', '学生每天乘车的最长时长', { min: 1, max: 12, precision: 0, unit: '小时' }],
];
const COMMON: Item[] = [
  ['advanceDays', '提前预订', '出发前至少提前多少天预订', { min: 0, max: 30, precision: 0, unit: '天' }],
  ['approvalDiscountPercent', '折扣审批线', '报价折扣超过此值，客户确认时需总经理审批', { min: 0, max: 50, step: 0.5, precision: 1, unit: '%' }],
];

function Items({ items }: { items: Item[] }) {
  return (
    <Row gutter={24}>
      {items.map(([name, label, help, { unit, ...limits }]) => (
        <Col key={name} xs={24} sm={12} lg={8}>
          <Form.Item label={label} name={name} extra={help} rules={[{ required: true, message: `请输入${label}` }]}>
            <InputNumber {...limits} addonAfter={unit} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

export default function CustomRulesPage({ title }: { title: string }) {
  const { setting, form, submit, submitting, editable } = useSettingForm<CustomRuleSave, CustomRuleRecord>({
    api: CUSTOM_RULE_API,
    queryKey: customRuleQueryKey,
    editCode: BC_PERMS.charterPackage.rules,
  });
  return (
    <Card title={title} loading={setting.isLoading} style={{ maxWidth: 960 }}>
      <Form form={form} name="custom-rules" layout="vertical" disabled={!editable} autoComplete="off">
        <Typography.Title level={5}>个人定制</Typography.Title>
        <Items items={PERSONAL} />
        <Typography.Title level={5}>学校定制</Typography.Title>
        <Items items={SCHOOL} />
        <Typography.Title level={5}>通用</Typography.Title>
        <Items items={COMMON} />
        <SettingFooter setting={setting} submit={submit} submitting={submitting} editable={editable} />
      </Form>
    </Card>
  );
}
