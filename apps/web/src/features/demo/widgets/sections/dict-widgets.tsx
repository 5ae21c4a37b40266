/**
 * 字典组件 demo: registering a bus — its status and air-conditioning (dictionary select and
 * radios), owning department (lazy dictionary tree-select), vehicle and line types (category
 * tree dropdown), the driver (async search-select, 800 ms after typing), the driver's position
 * (local search-select), allowed ranks (multi-select checkboxes) and notice types (multi-select
 * drop-down). Two fields show the spec's configuration errors.
 */
import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Form, Row, Typography } from 'antd';
import { DictMultiSelect, DictSearchSelect, DictSelect, DictTreeDropdown, DictTreeSelect } from '../../../../components/dict';

export const meta = { key: 'dict', title: '字典组件', order: 45 };

interface BusForm {
  status?: string;
  airConditioned?: string;
  depart?: string;
  vehicleType?: string;
  lineTypes?: string;
  driver?: string;
  position?: string;
  ranks?: string;
  noticeTypes?: string;
}

const FIELD_LABELS: Array<[keyof BusForm, string]> = [
  ['status', '车辆状态'],
  ['airConditioned', '空调车'],
  ['depart', '所属部门'],
  ['vehicleType', '车辆类型'],
  ['lineTypes', '可跑线路类型'],
  ['driver', '责任驾驶员'],
  ['position', '驾驶员职务'],
  ['ranks', '允许的职级'],
  ['noticeTypes', '接收的通知'],
];

export default function DictWidgetsSection() {
  const [form] = Form.useForm<BusForm>();
  const [values, setValues] = useState<BusForm>({ status: '1', airConditioned: '1' });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card title="车辆登记（鄂A·D1208）" size="small">
          <Form form={form} layout="vertical" name="busDict" initialValues={values} onValuesChange={(_, all) => setValues(all)}>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="status" label="车辆状态（字典 valid_status）">
                  <DictSelect id="bus-status" dictCode="valid_status" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="airConditioned" label="空调车（字典 yn，单选按钮）">
                  <DictSelect dictCode="yn" type="radioButton" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="depart" label="所属部门（按节点懒加载）">
                  <DictTreeSelect
                    id="bus-depart"
                    tableName="sys_depart"
                    text="depart_name"
                    code="id"
                    pidField="parent_id"
                    labelDict="dynamic_depart"
                    placeholder="请选择部门"
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="vehicleType" label="车辆类型（分类字典 A01）">
                  <DictTreeDropdown id="bus-vehicle-type" pcode="A01" placeholder="请选择车辆类型" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="lineTypes" label="可跑线路类型（分类字典 A02，多选）">
                  <DictTreeDropdown pcode="A02" multiple placeholder="请选择线路类型" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="driver" label="责任驾驶员（异步搜索 dynamic_user）">
                  <DictSearchSelect id="bus-driver" dict="dynamic_user" placeholder="输入姓名搜索" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="position" label="驾驶员职务（本地搜索 dynamic_position）">
                  <DictSearchSelect id="bus-position" dict="dynamic_position" async={false} placeholder="输入职务名称筛选" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="noticeTypes" label="接收的通知（多选下拉 msg_category）">
                  <DictMultiSelect dictCode="msg_category" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="ranks" label="允许驾驶的职级（多选框 position_rank）">
                  <DictMultiSelect dictCode="position_rank" type="checkbox" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
        <Card title="配置错误的示例" size="small" style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col span={12}>
              <Typography.Text type="secondary">未填写字典编码的字典选择：</Typography.Text>
              <div data-testid="dict-empty-code">
                <DictSelect dictCode="" style={{ width: '100%' }} />
              </div>
            </Col>
            <Col span={12}>
              <Typography.Text type="secondary">condition 不是 JSON 对象的树选择：</Typography.Text>
              <div data-testid="tree-bad-condition">
                <DictTreeSelect tableName="sys_depart" text="depart_name" code="id" pidField="parent_id" condition="org_category=1" />
              </div>
            </Col>
          </Row>
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            message="表字典只能按编码（如 dynamic_user、dynamic_depart）或服务端登记过的表与字段读取，其他表名、字段名一律拒绝。"
          />
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card title="表单取值" size="small">
          <div data-testid="dict-values">
            <Descriptions column={1} size="small" bordered>
              {FIELD_LABELS.map(([key, label]) => (
                <Descriptions.Item key={key} label={label}>
                  <span data-field={key}>{values[key] || '—'}</span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
