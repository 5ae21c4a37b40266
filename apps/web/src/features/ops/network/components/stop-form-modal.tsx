/**
 * 新增 / 编辑站点, with a small map: a click on it sets the coordinates (shown in GCJ-02, stored in
 * WGS84). A coordinate that does not exist is a field error and never reaches the map; one outside
 * the service area (the tenant's stops) is a warning and a question before saving, not a refusal.
 */
import { useMemo } from 'react';
import { Alert, Col, Form, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isValidLatLon, isWithinBounds, stopResource, type OpsServiceArea, type OpsStopRecord, type OpsStopSave } from '@bus/contracts';
import { isValidationRejection } from '../../../../components/form-modal';
import { resourceFormItem, useResourceForm, type FormItemOptions } from '../../../../components/resource-kit';
import { TransitMap } from '../../../../components/transit-map';
import { useDictItems } from '../../../../lib/dict-cache';
import { stopsApi, useServiceArea, useStations } from '../api/stops-api';

type Values = OpsStopSave;

const BLANK: Partial<Values> = { locationType: 0, facilities: [], wheelchairBoarding: 0, status: 'active' };
const NO_LINES: never[] = [];

// no min / max on the inputs: antd would quietly clamp 91 to 90 on blur; the contract's rule says what is wrong
const coordinate = (placeholder: string) => <InputNumber style={{ width: '100%' }} step={0.0001} precision={6} placeholder={placeholder} />;
const radios = (options: Array<{ value: string | number; label: string }>) => <Radio.Group options={options} />;
const ITEMS: FormItemOptions = {
  controls: {
    lat: coordinate('30.59'),
    lon: coordinate('114.30'),
    locationType: radios([
      { value: 0, label: '站点/站台' },
      { value: 1, label: '车站' },
    ]),
    status: radios([
      { value: 'active', label: '启用' },
      { value: 'inactive', label: '停用' },
    ]),
  },
  rules: {
    lat: [{ required: true, message: '请输入纬度或在地图上点选' }],
    lon: [{ required: true, message: '请输入经度或在地图上点选' }],
  },
};

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
  const client = useQueryClient();
  const { form, submit, modalProps } = useResourceForm<typeof stopResource, Values>({
    api: stopsApi,
    open,
    record,
    onClose,
    blank: BLANK,
    // a station groups platforms and belongs to none
    toSave: (values) => ({ ...values, parentId: values.locationType === 1 ? null : values.parentId || null }),
    ...(record ? { success: '保存成功' } : {}),
    // the stop pickers of other pages list the stops too
    onSaved: () => void client.invalidateQueries({ queryKey: ['pickers', 'ops-stops'] }),
  });
  const facilities = useDictItems('ops_stop_facility');
  const stations = useStations(open);
  const serviceArea = useServiceArea(open);
  const lat = Form.useWatch('lat', form);
  const lon = Form.useWatch('lon', form);
  const name = Form.useWatch('name', form);
  const locationType = Form.useWatch('locationType', form);

  const point = { lat, lon };
  const placed = isValidLatLon(point);
  const marker = useMemo(
    () => (isValidLatLon({ lat, lon }) ? [{ id: record?.id ?? 'new', name: name || '新站点', lat, lon }] : []),
    [lat, lon, name, record?.id],
  );
  const outside = placed && serviceArea.data && !isWithinBounds(point, serviceArea.data) ? outsideText(serviceArea.data) : null;

  const items: FormItemOptions = {
    ...ITEMS,
    controls: {
      ...ITEMS.controls,
      parentId: (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="独立站点"
          loading={stations.isLoading}
          options={(stations.data ?? []).filter((s) => s.id !== record?.id).map((s) => ({ value: s.id, label: `${s.name}（${s.code}）` }))}
        />
      ),
      facilities: (
        <Select mode="multiple" allowClear placeholder="请选择设施" options={(facilities.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
      ),
    },
  };
  const item = (field: keyof Values & string) => resourceFormItem(stopResource, field, items);

  return (
    <Modal
      {...modalProps}
      width={1000}
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
    >
      <Row gutter={24}>
        <Col span={12}>
          <Form form={form} name="stop-form" layout="vertical" autoComplete="off" size="middle">
            <Row gutter={12}>
              <Col span={14}>{item('name')}</Col>
              <Col span={10}>{item('code')}</Col>
              <Col span={12}>{item('lat')}</Col>
              <Col span={12}>{item('lon')}</Col>
              {outside && (
                <Col span={24}>
                  <Alert type="warning" showIcon message={outside} style={{ marginBottom: 16 }} data-testid="stop-outside-area" />
                </Col>
              )}
              <Col span={12}>{item('locationType')}</Col>
              <Col span={12}>{item('status')}</Col>
              {locationType !== 1 && (
                <>
                  <Col span={14}>{item('parentId')}</Col>
                  <Col span={10}>{item('platformCode')}</Col>
                </>
              )}
              <Col span={14}>{item('facilities')}</Col>
              <Col span={10}>{item('wheelchairBoarding')}</Col>
              <Col span={24}>{item('address')}</Col>
              <Col span={24}>{item('remark')}</Col>
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
