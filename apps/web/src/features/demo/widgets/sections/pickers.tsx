/**
 * 选择器 demo: configuring bus line 12 — its drivers and dispatcher (user pickers), inspectors
 * (person-selection dialog), the fleet that owns its vehicles and the departments it serves
 * (department pickers), the duty that drives it, the positions allowed (generic record picker)
 * and the driver on duty today (popup report picker over the 一线人员 report).
 */
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { UserComponentRecord } from '@bus/contracts';
import { DictSelect } from '../../../../components/dict';
import {
  DepartSelectInput,
  PersonSelectDialog,
  PopupReportField,
  SelectUserModal,
  SelectWithButton,
  UserSelectInput,
  type RecordPickerConfig,
  type SelectedUser,
} from '../../../../components/pickers';

export const meta = { key: 'pickers', title: '选择器', order: 40 };

interface PositionRow {
  id: string;
  code: string;
  name: string;
  postRank: string;
  postRank_dictText?: string;
}

const positionPicker: RecordPickerConfig<PositionRow> = {
  entityName: '职务',
  listUrl: '/sys/position/list',
  rowKey: 'id',
  displayKey: 'name',
  returnKeys: ['code', 'name'],
  columns: [
    { title: '职务编码', dataIndex: 'code', width: 140 },
    { title: '职务名称', dataIndex: 'name', width: 140 },
    { title: '职级', dataIndex: 'postRank_dictText', width: 100 },
  ],
  queryFields: [
    { name: 'name', label: '职务名称' },
    { name: 'code', label: '职务编码' },
    { name: 'postRank', label: '职级', input: <DictSelect dictCode="position_rank" style={{ width: 150 }} /> },
  ],
};

interface LineForm {
  drivers?: string;
  dispatcher?: string;
  fleet?: string;
  serviceDeparts?: string;
  duty?: string;
  positions?: string;
  driverName?: string;
  driverNo?: string;
  driverPhone?: string;
}

export default function PickersSection() {
  const [form] = Form.useForm<LineForm>();
  const [values, setValues] = useState<LineForm>({});
  const [inspectors, setInspectors] = useState<UserComponentRecord[]>([]);
  const [personOpen, setPersonOpen] = useState(false);
  const [existing, setExisting] = useState<SelectedUser[]>([]);
  const [existingOpen, setExistingOpen] = useState(false);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={15}>
        <Card title="12 路线路配置" size="small">
          <Form form={form} layout="vertical" onValuesChange={(_, all) => setValues(all)} name="linePickers">
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="drivers" label="线路驾驶员（按部门选用户，可多选）">
                  <UserSelectInput id="line-drivers" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="dispatcher" label="线路调度员（按钮，单选）">
                  <UserSelectInput variant="button" multiple={false} buttonText="选择调度员" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="fleet" label="车辆所属车队（单选，新选中替换旧的）">
                  <DepartSelectInput id="line-fleet" multiple={false} placeholder="请选择车队" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="serviceDeparts" label="服务部门（多选，父子关联 / 取消关联）">
                  <DepartSelectInput id="line-departs" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="duty" label="驾驶岗位（只能选职务）">
                  <DepartSelectInput id="line-duty" dutyOnly multiple={false} placeholder="请选择职务" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="positions" label="允许排班的职务（通用记录选择）">
                  <SelectWithButton<PositionRow> config={positionPicker} buttonText="选择职务" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="driverName" label="今日当班驾驶员（弹窗报表）">
                  <PopupReportField
                    id="line-duty-driver"
                    code="frontline_staff"
                    sourceFields="realname,work_no,phone"
                    targetFields="driverName,driverNo,driverPhone"
                    params={{ post: 'driver' }}
                    sorter="work_no=asc"
                    onPick={(mapped) => {
                      form.setFieldsValue(mapped);
                      setValues(form.getFieldsValue());
                    }}
                  />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="driverNo" label="驾驶员工号">
                  <Input readOnly placeholder="选择驾驶员后带出" />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="driverPhone" label="驾驶员手机号">
                  <Input readOnly placeholder="选择驾驶员后带出" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Space wrap>
            <Button icon={<TeamOutlined />} onClick={() => setPersonOpen(true)}>
              选择稽查人员
            </Button>
            {inspectors.map((u) => (
              <Tag key={u.id} closable onClose={() => setInspectors((list) => list.filter((x) => x.id !== u.id))}>
                {u.realname}（{u.companyName || u.unitName}）
              </Tag>
            ))}
            <Button onClick={() => setExistingOpen(true)}>从已有用户中选择</Button>
            {existing.map((u) => (
              <Tag key={u.id}>{u.realname}</Tag>
            ))}
          </Space>
        </Card>
        <PersonSelectDialog
          open={personOpen}
          title="选择稽查人员"
          value={inspectors}
          onOk={(users) => {
            setInspectors(users);
            setPersonOpen(false);
          }}
          onCancel={() => setPersonOpen(false)}
        />
        <SelectUserModal
          open={existingOpen}
          value={existing}
          onOk={(users) => {
            setExisting(users);
            setExistingOpen(false);
          }}
          onCancel={() => setExistingOpen(false)}
        />
      </Col>
      <Col xs={24} xl={9}>
        <Card title="表单取值" size="small">
          <div data-testid="picker-values">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="drivers">{values.drivers || '—'}</Descriptions.Item>
              <Descriptions.Item label="dispatcher">{values.dispatcher || '—'}</Descriptions.Item>
              <Descriptions.Item label="fleet">{values.fleet || '—'}</Descriptions.Item>
              <Descriptions.Item label="serviceDeparts">{values.serviceDeparts ? `${values.serviceDeparts.split(',').length} 个部门` : '—'}</Descriptions.Item>
              <Descriptions.Item label="duty">{values.duty || '—'}</Descriptions.Item>
              <Descriptions.Item label="positions">{values.positions || '—'}</Descriptions.Item>
              <Descriptions.Item label="driverNo">{values.driverNo || '—'}</Descriptions.Item>
              <Descriptions.Item label="inspectors">{inspectors.map((u) => u.username).join(',') || '—'}</Descriptions.Item>
            </Descriptions>
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            用户字段保存账号（逗号分隔），部门字段保存部门 ID，职务保存职务编码；显示的名称由各组件按保存的值查询。
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
