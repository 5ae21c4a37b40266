/**
 * 按间隔生成: headway bands from the first to the last bus (peak bands may slow the running time),
 * previewed before anything is saved; saving replaces the line direction's trips under the
 * calendar after a confirmation naming how many.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDaySeconds, opsHeadwayBandSchema, type OpsGenerate, type OpsGeneratePreview, type OpsHeadwayBand } from '@bus/contracts';
import { useFormSubmit, type FieldNameOf } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { usePreviewTimetable } from '../api/preview-timetable';
import { useGenerateTimetable } from '../api/generate-timetable';
import { TimeInput } from './time-input';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

export const DEFAULT_BANDS: OpsHeadwayBand[] = [
  { start: hm(5), end: hm(7), headwayMins: 10 },
  { start: hm(7), end: hm(9), headwayMins: 5, runScale: 1.2 },
  { start: hm(9), end: hm(17), headwayMins: 10 },
  { start: hm(17), end: hm(19), headwayMins: 5, runScale: 1.2 },
  { start: hm(19), end: hm(24), headwayMins: 15 },
];

/** the contract's own check of a band's headway (发车间隔至少 1 分钟 …), under the field */
const headwayRule = {
  validator: async (_: unknown, value: unknown) => {
    if (value == null) return;
    const checked = opsHeadwayBandSchema.shape.headwayMins.safeParse(value);
    if (!checked.success) throw new Error(checked.error.issues[0].message);
  },
};

/** a 422's `bands.1.headwayMins` is the form's ['bands', 1, 'headwayMins'] */
export const generatorFieldOf: FieldNameOf = (field) => {
  const band = /^bands\.(\d+)\.(\w+)$/.exec(field);
  return band ? ['bands', Number(band[1]), band[2]] : field;
};

interface Values {
  firstDeparture: number | null;
  lastDeparture: number | null;
  bands: OpsHeadwayBand[];
}

interface Props {
  open: boolean;
  scope: { routeId: string; directionId: number; calendarId: string; firstDeparture: number | null; lastDeparture: number | null };
  onClose(): void;
}

export function GeneratorModal({ open, scope, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<OpsGeneratePreview | null>(null);
  const previewing = usePreviewTimetable();
  const generating = useGenerateTimetable();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ firstDeparture: scope.firstDeparture ?? hm(6), lastDeparture: scope.lastDeparture ?? hm(22), bands: DEFAULT_BANDS });
    setPreview(null);
  }, [open, scope.firstDeparture, scope.lastDeparture, form]);

  const toRequest = (values: Values): OpsGenerate => ({
    routeId: scope.routeId,
    directionId: scope.directionId,
    calendarId: scope.calendarId,
    firstDeparture: values.firstDeparture ?? undefined,
    lastDeparture: values.lastDeparture ?? undefined,
    bands: values.bands.map((b) => ({ ...b, runScale: b.runScale ?? undefined })),
  });

  // the one way a form is submitted: a 422 naming a band's field lands under it, any other refusal is said once
  const previewSubmit = useFormSubmit<Values, OpsGeneratePreview>({
    form,
    save: (values) => previewing.mutateAsync(toRequest(values)),
    success: null,
    fieldOf: generatorFieldOf,
    onSaved: setPreview,
  });
  const saveSubmit = useFormSubmit<Values, { message: string }>({
    form,
    save: (values) => generating.mutateAsync(toRequest(values)),
    success: (result) => result.message,
    fieldOf: generatorFieldOf,
    onSaved: onClose,
  });

  const save = async () => {
    if (!preview) return;
    if (
      preview.existingCount > 0 &&
      !(await confirmAction(`将替换现有 ${preview.existingCount} 个班次`, `保存后该线路方向在此日历下共有 ${preview.trips.length} 个班次。`, '替换'))
    )
      return;
    await saveSubmit.submit();
  };

  return (
    <Modal
      title="按间隔生成班次"
      open={open}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="preview" onClick={() => void previewSubmit.submit()} loading={previewing.isPending}>
          预览
        </Button>,
        <Button key="save" type="primary" disabled={!preview} loading={generating.isPending} onClick={() => void save()}>
          保存
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onValuesChange={() => setPreview(null)}>
        <Space size="large">
          <Form.Item label="首班时间" name="firstDeparture" rules={[{ required: true, message: '请输入首班时间' }]}>
            <TimeInput id="tt-first" />
          </Form.Item>
          <Form.Item label="末班时间" name="lastDeparture" rules={[{ required: true, message: '请输入末班时间' }]}>
            <TimeInput id="tt-last" />
          </Form.Item>
        </Space>
        <div>
          <Typography.Text strong>时段与发车间隔</Typography.Text>
        </div>
        <Form.List name="bands">
          {(fields, { add, remove }) => (
            <div style={{ marginTop: 8 }}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'start']} rules={[{ required: true, message: '开始' }]}>
                    <TimeInput aria-label="时段开始" />
                  </Form.Item>
                  <span>至</span>
                  <Form.Item name={[field.name, 'end']} rules={[{ required: true, message: '结束' }]}>
                    <TimeInput aria-label="时段结束" />
                  </Form.Item>
                  <span>每</span>
                  <Form.Item name={[field.name, 'headwayMins']} rules={[{ required: true, message: '间隔' }, headwayRule]}>
                    {/* no min/max to clamp to: a typed 0 is refused under the field instead of quietly becoming 1 */}
                    <InputNumber aria-label="发车间隔" style={{ width: 72 }} />
                  </Form.Item>
                  <span>分钟一班，运行时间 ×</span>
                  <Form.Item name={[field.name, 'runScale']}>
                    <InputNumber aria-label="运行时间系数" min={0.5} max={3} step={0.1} placeholder="1" style={{ width: 72 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除时段"
                    onClick={() => remove(field.name)}
                    disabled={fields.length === 1}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ start: hm(22), end: hm(24), headwayMins: 20 })}>
                添加时段
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
      {preview && (
        <div style={{ marginTop: 12 }}>
          <Alert
            type="info"
            showIcon
            message={`共 ${preview.trips.length} 个班次，${formatDaySeconds(preview.trips[0]?.startTime)} – ${formatDaySeconds(preview.trips[preview.trips.length - 1]?.startTime)}${preview.existingCount ? `；保存将替换现有 ${preview.existingCount} 个班次` : ''}`}
          />
          <Table
            size="small"
            rowKey="code"
            style={{ marginTop: 8 }}
            pagination={false}
            scroll={{ y: 180 }}
            dataSource={preview.trips}
            columns={[
              { title: '班次编码', dataIndex: 'code' },
              { title: '发车', dataIndex: 'startTime', width: 90, render: (v: number) => formatDaySeconds(v) },
              { title: '到达', dataIndex: 'endTime', width: 90, render: (v: number) => formatDaySeconds(v) },
              { title: '运行', width: 90, render: (_, t) => `${Math.round((t.endTime - t.startTime) / 60)} 分钟` },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
