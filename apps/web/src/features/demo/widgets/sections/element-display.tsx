/**
 * 元素显示 demo: a driver registration form wrapped by the element display rules of
 * /demo/widgets. Rules made under 基础管理 > 前端元素显示 hide a field, make it read-only or bind
 * it to a check rule (e.g. 工号 with work_no: 2 capital letters and 5 digits, JC10001).
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { DisplayRuleItem, DisplayRuleScope } from '../../../../components/element-display';
import { refreshElementDisplay, useElementDisplayStore } from '../../../../lib/element-display';
import { usePermission } from '../../../../lib/permissions';
import { useFormSubmit } from '../../../../components/form-modal';

export const meta = { key: 'element-display', title: '元素显示', order: 60 };

const TARGET_URL = '/demo/widgets';

interface DriverValues {
  realname: string;
  workNo: string;
  plateNo: string;
  lineName: string;
  phone: string;
  licenseClass: string;
}

const INITIAL: DriverValues = { realname: '陈建国', workNo: 'JC10086', plateNo: '粤B·D12345', lineName: '12 路', phone: '13800138000', licenseClass: 'A1' };
const FIELD_LABELS: Record<string, string> = {
  realname: '姓名',
  workNo: '工号',
  plateNo: '驾驶车辆',
  lineName: '所属线路',
  phone: '联系电话',
  licenseClass: '准驾车型',
};

function ActiveRules() {
  // select the map itself: a selector returning a fresh [] would re-render forever
  const map = useElementDisplayStore((state) => state.rules);
  const rules = map?.[TARGET_URL] ?? [];
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rules}
      locale={{ emptyText: '本页面暂无元素显示规则' }}
      columns={[
        { title: '字段', dataIndex: 'elementKey', render: (key: string) => `${FIELD_LABELS[key] ?? key}（${key}）` },
        {
          title: '规则',
          key: 'rule',
          render: (_, r) => (
            <Space size={4}>
              {r.pcHidden && <Tag color="red">隐藏</Tag>}
              {r.pcReadonly && <Tag color="orange">只读</Tag>}
              {r.pcRuleKey && <Tag color="blue">校验：{r.pcRuleKey}</Tag>}
              {r.hasTips && <Tag>有提示</Tag>}
            </Space>
          ),
        },
      ]}
    />
  );
}

export default function ElementDisplaySection() {
  const [form] = Form.useForm<DriverValues>();
  const [submitted, setSubmitted] = useState<DriverValues | null>(null);
  const [reloading, setReloading] = useState(false);
  const { can } = usePermission();

  // the demo saves nothing: the shared submit with a save that only keeps the values
  const { submit } = useFormSubmit({
    form,
    save: async (values) => values,
    success: '校验通过，已提交（示例数据，不会保存）',
    onSaved: setSubmitted,
  });

  return (
    <Row gutter={16}>
      <Col xs={24} lg={14}>
        <Card size="small" title="驾驶员登记（受元素显示规则控制）" data-testid="element-display-demo-form">
          <DisplayRuleScope targetUrl={TARGET_URL}>
            <Form
              form={form}
              name="driver-registration"
              layout="horizontal"
              labelCol={{ span: 6 }}
              wrapperCol={{ span: 16 }}
              initialValues={INITIAL}
              autoComplete="off"
            >
              <DisplayRuleItem label="姓名" name="realname" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
                <Input maxLength={20} />
              </DisplayRuleItem>
              <DisplayRuleItem label="工号" name="workNo" rules={[{ required: true, whitespace: true, message: '请输入工号' }]}>
                <Input maxLength={20} placeholder="如 JC10001" />
              </DisplayRuleItem>
              <DisplayRuleItem label="驾驶车辆" name="plateNo">
                <Input maxLength={20} />
              </DisplayRuleItem>
              <DisplayRuleItem label="所属线路" name="lineName">
                <Select options={['1 路', '12 路', '25 路', 'B3 快线', '夜班 N2'].map((v) => ({ value: v, label: v }))} />
              </DisplayRuleItem>
              <DisplayRuleItem label="联系电话" name="phone" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' }]}>
                <Input maxLength={11} />
              </DisplayRuleItem>
              <DisplayRuleItem label="准驾车型" name="licenseClass">
                <Select options={['A1', 'A3', 'B1'].map((v) => ({ value: v, label: v }))} />
              </DisplayRuleItem>
              <Form.Item wrapperCol={{ offset: 6, span: 16 }}>
                <Space>
                  <Button type="primary" onClick={() => void submit()}>
                    提交
                  </Button>
                  <Button
                    onClick={() => {
                      form.resetFields();
                      setSubmitted(null);
                    }}
                  >
                    重置
                  </Button>
                </Space>
              </Form.Item>
            </Form>
          </DisplayRuleScope>
          {submitted && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="element-display-submitted">
              已提交：
              {Object.entries(submitted)
                .map(([k, v]) => `${FIELD_LABELS[k] ?? k}=${v ?? ''}`)
                .join('，')}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={`本页规则（页面路径 ${TARGET_URL}）`}
          extra={
            <Button
              size="small"
              icon={<ReloadOutlined />}
              loading={reloading}
              onClick={() => {
                setReloading(true);
                void refreshElementDisplay().finally(() => setReloading(false));
              }}
            >
              重新加载
            </Button>
          }
        >
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={
              <span>
                规则在登录后随菜单一起加载。在{' '}
                {can('basic:elementDisplay:list') ? <Link to="/basic-manage/elementDisplay">基础管理 &gt; 前端元素显示</Link> : '基础管理 > 前端元素显示'}{' '}
                中以页面路径 {TARGET_URL} 和字段名（如 workNo、plateNo）配置。
              </span>
            }
          />
          <ActiveRules />
        </Card>
      </Col>
    </Row>
  );
}
