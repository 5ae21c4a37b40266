/**
 * 线路编辑: the line's attributes, its two directions and their shapes, beside a map of the line
 * as it is being edited, and its change history. Saves everything at once (one transaction, a
 * 409 when someone else saved the line since it was opened).
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Col, ColorPicker, DatePicker, Drawer, Form, Input, InputNumber, Row, Select, Space, Spin, Tabs, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { opsRouteSaveSchema, type OpsRouteDetail } from '@bus/contracts';
import { schemaRule, useFormSubmit } from '../../../../components/form-modal';
import { DepartSelectInput } from '../../../../components/pickers';
import { TransitMap } from '../../../../components/transit-map';
import { toMinorUnits } from '@bus/contracts';
import { useRoute } from '../api/get-route';
import { useSaveRoute } from '../api/save-route';
import { DirectionEditor } from './direction-editor';
import { backwardsTimeProblem, directionsPayload, draftFromDetail, draftMapLine, reverseOf, type DraftDirection } from './route-draft';
import { RouteHistory } from './route-history';
import { DictSelect } from '../../../../components/dict';

interface Values {
  number: string;
  name: string;
  lineType: string;
  departId?: string;
  fareRule?: string;
  fare?: number | null;
  color?: string | { toHexString(): string } | null;
  status: string;
  effectiveDate?: Dayjs | null;
  remark?: string;
}

const STATUSES = [
  { value: 'planning', label: '规划中' },
  { value: 'operating', label: '运营中' },
  { value: 'suspended', label: '暂停' },
  { value: 'cancelled', label: '已撤销' },
];

function valuesOf(detail?: OpsRouteDetail): Partial<Values> {
  if (!detail) return { lineType: 'trunk', status: 'planning', fareRule: '一票制', fare: 2, color: '#1677FF' };
  return {
    number: detail.number,
    name: detail.name,
    lineType: detail.lineType,
    departId: detail.departId ?? undefined,
    fareRule: detail.fareRule ?? undefined,
    fare: detail.fareCents == null ? null : detail.fareCents / 100,
    color: detail.color,
    status: detail.status,
    effectiveDate: detail.effectiveDate ? dayjs(detail.effectiveDate) : null,
    remark: detail.remark ?? undefined,
  };
}

function hex(color: Values['color']): string | null {
  if (!color) return null;
  return (typeof color === 'string' ? color : color.toHexString()).toUpperCase().slice(0, 7);
}

export function RouteEditorDrawer({ open, routeId, onClose }: { open: boolean; routeId?: string; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [savedId, setSavedId] = useState<string | undefined>(routeId);
  const route = useRoute(open ? savedId : undefined);
  const save = useSaveRoute();
  const [directions, setDirections] = useState<[DraftDirection, DraftDirection]>(() => draftFromDetail(undefined));
  const [tab, setTab] = useState('base');
  const number = Form.useWatch('number', form);
  const color = Form.useWatch('color', form);

  useEffect(() => setSavedId(routeId), [routeId, open]);
  useEffect(() => {
    if (!open) return;
    setTab('base');
  }, [open, routeId]);
  // the drawer follows the stored line: when it opens and after every save
  useEffect(() => {
    if (!open || (savedId && !route.data)) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(route.data));
    setDirections(draftFromDetail(route.data));
  }, [open, savedId, route.data, form]);

  const mapLines = useMemo(() => [draftMapLine(savedId ?? 'draft', number || '新线路', hex(color), directions)], [savedId, number, color, directions]);

  const { submit } = useFormSubmit({
    form,
    save: (values: Values) =>
      save.mutateAsync({
        number: values.number,
        name: values.name,
        lineType: values.lineType as 'trunk',
        departId: values.departId ?? '',
        fareRule: values.fareRule || null,
        fareCents: values.fare == null ? null : toMinorUnits(values.fare),
        color: hex(values.color),
        status: values.status as 'planning',
        effectiveDate: values.effectiveDate ? values.effectiveDate.format('YYYY-MM-DD') : null,
        remark: values.remark || null,
        directions: directionsPayload(directions),
        ...(route.data ? { id: route.data.id, version: route.data.version, code: route.data.code } : {}),
      }),
    success: savedId ? '保存成功' : '添加成功',
    onSaved: (saved) => setSavedId(saved.id),
  });

  // times that go backwards are refused here as the server would refuse them, on the direction's tab
  const saveChecked = () => {
    const problem = directions.map((d) => ({ d, problem: backwardsTimeProblem(d) })).find((p) => p.problem);
    if (problem) {
      setTab(problem.d.directionId === 0 ? 'up' : 'down');
      void message.error(problem.problem!.message);
      return;
    }
    void submit();
  };

  const setDirection = (next: DraftDirection) => setDirections((current) => (next.directionId === 0 ? [next, current[1]] : [current[0], next]));

  return (
    <Drawer
      title={savedId ? `编辑线路 ${route.data?.number ?? ''}` : '新增线路'}
      open={open}
      width={1280}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" loading={save.isPending} onClick={saveChecked}>
            保存
          </Button>
        </Space>
      }
    >
      {savedId && route.isLoading ? (
        <Spin />
      ) : (
        <Row gutter={24}>
          <Col span={13}>
            <Tabs
              activeKey={tab}
              onChange={setTab}
              items={[
                {
                  key: 'base',
                  label: '基本信息',
                  forceRender: true,
                  children: (
                    <Form form={form} name="route-form" layout="vertical" autoComplete="off">
                      <Row gutter={12}>
                        <Col span={8}>
                          <Form.Item label="线路号" name="number" rules={[{ required: true, whitespace: true, message: '请输入线路号' }]}>
                            <Input placeholder="如 1路、K1、N1" maxLength={20} />
                          </Form.Item>
                        </Col>
                        <Col span={16}>
                          <Form.Item label="线路名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入线路名称' }]}>
                            <Input placeholder="如 江城火车站—光谷广场" maxLength={100} />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="线路类型" name="lineType" rules={[{ required: true, message: '请选择线路类型' }]}>
                            <DictSelect dictCode="ops_line_type" allowClear={false} />
                          </Form.Item>
                        </Col>
                        <Col span={16}>
                          <Form.Item label="运营单位" name="departId" rules={[{ required: true, message: '请选择运营单位' }]}>
                            <DepartSelectInput multiple={false} placeholder="请选择运营分公司" />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="票制" name="fareRule">
                            <Select
                              allowClear
                              options={[
                                { value: '一票制', label: '一票制' },
                                { value: '分段计价', label: '分段计价' },
                                { value: '免费', label: '免费' },
                              ]}
                            />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="票价（元）" name="fare" rules={[schemaRule(opsRouteSaveSchema.shape.fareCents, toMinorUnits)]}>
                            {/* no min/max: antd would turn −5 into 0 on blur without a word; the rule says what is wrong */}
                            <InputNumber step={0.5} precision={2} style={{ width: '100%' }} />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="线路颜色" name="color">
                            <ColorPicker disabledAlpha showText format="hex" />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择线路状态' }]}>
                            <Select options={STATUSES} />
                          </Form.Item>
                        </Col>
                        <Col span={8}>
                          <Form.Item label="生效日期" name="effectiveDate">
                            <DatePicker style={{ width: '100%' }} />
                          </Form.Item>
                        </Col>
                        <Col span={24}>
                          <Form.Item label="备注" name="remark">
                            <Input.TextArea rows={2} maxLength={500} />
                          </Form.Item>
                        </Col>
                      </Row>
                    </Form>
                  ),
                },
                {
                  key: 'up',
                  label: `上行（${directions[0].stops.length} 站）`,
                  children: <DirectionEditor direction={directions[0]} onChange={setDirection} />,
                },
                {
                  key: 'down',
                  label: `下行（${directions[1].stops.length} 站）`,
                  children: (
                    <DirectionEditor
                      direction={directions[1]}
                      onChange={setDirection}
                      onReverse={() => setDirection({ ...directions[1], ...reverseOf(directions[0]) })}
                    />
                  ),
                },
                { key: 'history', label: '变更历史', children: <RouteHistory routeId={savedId} /> },
              ]}
            />
          </Col>
          <Col span={11}>
            <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden', position: 'sticky', top: 0 }}>
              <TransitMap lines={mapLines} height={620} />
            </div>
          </Col>
        </Row>
      )}
    </Drawer>
  );
}
