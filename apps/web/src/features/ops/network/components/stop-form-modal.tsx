/**
 * 新增 / 编辑站点, with a small map: a click on it sets the coordinates (shown in GCJ-02, stored in
 * WGS84). A coordinate that does not exist is a field error and never reaches the map; one outside
 * the service area (the tenant's stops) is a warning and a question before saving, not a refusal.
 */
import { useEffect, useMemo } from 'react';
import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  isValidLatitude,
  isValidLatLon,
  isValidLongitude,
  isWithinBounds,
  LATITUDE_RANGE_MESSAGE,
  LONGITUDE_RANGE_MESSAGE,
  type OpsServiceArea,
  type OpsStopRecord,
} from '@bus/contracts';
import { isValidationRejection, useFormSubmit } from '../../../../components/form-modal';
import { TransitMap } from '../../../../components/transit-map';
import { useDictItems } from '../../../../lib/dict-cache';
import { useServiceArea } from '../api/get-service-area';
import { useStations } from '../api/list-stations';
import { useSaveStop } from '../api/save-stop';

interface Values {
  code: string;
  name: string;
  lat: number;
  lon: number;
  locationType: 0 | 1;
  parentId?: string | null;
  platformCode?: string;
  facilities: string[];
  wheelchairBoarding: 0 | 1 | 2;
  address?: string;
  status: 'active' | 'inactive';
  remark?: string;
}

const EMPTY: Partial<Values> = { locationType: 0, facilities: [], wheelchairBoarding: 0, status: 'active', parentId: undefined };
const NO_LINES: never[] = [];

// no min / max on the inputs: antd would quietly clamp 91 to 90 on blur; the rule says what is wrong
const coordinateRules = (required: string, valid: (value: unknown) => boolean, message: string): Rule[] => [
  { required: true, message: required },
  { validator: (_, value: unknown) => (value === null || value === undefined || valid(value) ? Promise.resolve() : Promise.reject(new Error(message))) },
];
const LAT_RULES = coordinateRules('请输入纬度或在地图上点选', isValidLatitude, LATITUDE_RANGE_MESSAGE);
const LON_RULES = coordinateRules('请输入经度或在地图上点选', isValidLongitude, LONGITUDE_RANGE_MESSAGE);

const range = (from: number, to: number) => `${from.toFixed(2)} ~ ${to.toFixed(2)}`;
function outsideText(area: OpsServiceArea): string {
  if (area.source === 'china') return '该位置不在中国境内，请核对经纬度。';
  return `该位置在现有站点的范围之外（纬度 ${range(area.minLat, area.maxLat)}，经度 ${range(area.minLon, area.maxLon)}），请核对经纬度。`;
}

function confirmOutside(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: '站点位置在服务区域之外',
      content: `${text}确定按此位置保存吗？`,
      okText: '仍然保存',
      cancelText: '返回修改',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function StopFormModal({ open, record, onClose }: { open: boolean; record?: OpsStopRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const facilities = useDictItems('ops_stop_facility');
  const stations = useStations(open);
  const save = useSaveStop();
  const serviceArea = useServiceArea(open);
  const lat = Form.useWatch('lat', form);
  const lon = Form.useWatch('lon', form);
  const name = Form.useWatch('name', form);
  const locationType = Form.useWatch('locationType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? {
            ...record,
            locationType: record.locationType as 0 | 1,
            wheelchairBoarding: record.wheelchairBoarding as 0 | 1 | 2,
            status: record.status as Values['status'],
            parentId: record.parentId ?? undefined,
            platformCode: record.platformCode ?? undefined,
            address: record.address ?? undefined,
            remark: record.remark ?? undefined,
          }
        : EMPTY,
    );
  }, [open, record, form]);

  const point = { lat, lon };
  const placed = isValidLatLon(point);
  const marker = useMemo(
    () => (isValidLatLon({ lat, lon }) ? [{ id: record?.id ?? 'new', name: name || '新站点', lat, lon }] : []),
    [lat, lon, name, record?.id],
  );
  const outside = placed && serviceArea.data && !isWithinBounds(point, serviceArea.data) ? outsideText(serviceArea.data) : null;

  const { submit } = useFormSubmit({
    form,
    save: (values: Values) =>
      save.mutateAsync({
        ...values,
        parentId: values.locationType === 1 ? null : values.parentId || null,
        ...(record ? { id: record.id, version: record.version } : {}),
      }),
    success: record ? '保存成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑站点' : '新增站点'}
      open={open}
      width={1000}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={async () => {
        if (outside) {
          try {
            await form.validateFields();
          } catch (error) {
            if (isValidationRejection(error)) return;
            throw error;
          }
          if (!(await confirmOutside(outside))) return;
        }
        await submit();
      }}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Row gutter={24}>
        <Col span={12}>
          <Form form={form} name="stop-form" layout="vertical" autoComplete="off" size="middle">
            <Row gutter={12}>
              <Col span={14}>
                <Form.Item label="站点名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入站点名称' }]}>
                  <Input placeholder="如 解放大道航空路" maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item
                  label="站点编码"
                  name="code"
                  rules={[
                    { required: true, message: '请输入站点编码' },
                    { pattern: /^[A-Za-z0-9_-]+$/, message: '站点编码只能包含字母、数字、下划线和短横线' },
                  ]}
                >
                  <Input placeholder="如 S0601" maxLength={30} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label="纬度（WGS84）" name="lat" rules={LAT_RULES}>
                  <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} placeholder="30.59" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label="经度（WGS84）" name="lon" rules={LON_RULES}>
                  <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} placeholder="114.30" />
                </Form.Item>
              </Col>
              {outside && (
                <Col span={24}>
                  <Alert type="warning" showIcon message={outside} style={{ marginBottom: 16 }} data-testid="stop-outside-area" />
                </Col>
              )}
              <Col span={12}>
                <Form.Item label="类型" name="locationType">
                  <Radio.Group
                    options={[
                      { value: 0, label: '站点/站台' },
                      { value: 1, label: '车站' },
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label="状态" name="status">
                  <Radio.Group
                    options={[
                      { value: 'active', label: '启用' },
                      { value: 'inactive', label: '停用' },
                    ]}
                  />
                </Form.Item>
              </Col>
              {locationType !== 1 && (
                <>
                  <Col span={14}>
                    <Form.Item label="所属车站" name="parentId">
                      <Select
                        allowClear
                        showSearch
                        optionFilterProp="label"
                        placeholder="独立站点"
                        loading={stations.isLoading}
                        options={(stations.data ?? []).filter((s) => s.id !== record?.id).map((s) => ({ value: s.id, label: `${s.name}（${s.code}）` }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={10}>
                    <Form.Item label="站台编号" name="platformCode">
                      <Input placeholder="如 A" maxLength={20} />
                    </Form.Item>
                  </Col>
                </>
              )}
              <Col span={14}>
                <Form.Item label="站点设施" name="facilities">
                  <Select
                    mode="multiple"
                    allowClear
                    placeholder="请选择设施"
                    options={(facilities.data ?? []).map((i) => ({ value: i.value, label: i.text }))}
                  />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item label="无障碍上车" name="wheelchairBoarding">
                  <Select
                    options={[
                      { value: 0, label: '未知' },
                      { value: 1, label: '可以' },
                      { value: 2, label: '不可以' },
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label="地址" name="address">
                  <Input placeholder="如 江岸区解放大道" maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label="备注" name="remark" style={{ marginBottom: 0 }}>
                  <Input.TextArea rows={2} maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">在地图上点击可设置站点位置</Typography.Text>
          <div style={{ marginTop: 8, border: '1px solid #f0f0f0', borderRadius: 6, overflow: 'hidden' }}>
            {open && (
              <TransitMap
                lines={NO_LINES}
                stops={marker}
                selectedIds={marker.map((m) => m.id)}
                height={460}
                onMapClick={(point) => form.setFieldsValue({ lat: point.lat, lon: point.lon })}
              />
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}
