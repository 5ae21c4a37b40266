/** 登记 / 编辑巡检发现: the line, one of its stops, the category, what was found, photos and when. */
import { useEffect } from 'react';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isLaterThanNow, LINE_CHECK_MAX_PHOTOS, LINE_CHECK_PHOTO_BIZ, type LineCheckRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { RouteSelect, StopSelect } from '../../../../components/pickers';
import { ImageUpload, joinPaths, splitPaths } from '../../../../components/upload';
import { useDictItems } from '../../../../lib/dict-cache';
import { useSaveLineCheck } from '../api/save-line-check';

interface Values {
  routeId: string;
  stopId?: string;
  category: string;
  findings: string;
  photos?: string;
  checkTime: Dayjs;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function LineCheckFormModal({ open, record, onClose }: { open: boolean; record?: LineCheckRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const categories = useDictItems('ops_check_category');
  const save = useSaveLineCheck();
  const routeId = Form.useWatch('routeId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({
        routeId: record.routeId,
        stopId: record.stopId ?? undefined,
        category: record.category,
        findings: record.findings,
        photos: joinPaths(record.photos),
        checkTime: record.checkTime ? dayjs(record.checkTime) : dayjs(),
      });
    else form.setFieldsValue({ checkTime: dayjs().second(0) });
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      save.mutateAsync({
        routeId: values.routeId,
        stopId: values.stopId ?? null,
        category: values.category as never,
        findings: values.findings,
        photos: splitPaths(values.photos),
        checkTime: values.checkTime.format(TIME_FORMAT),
        ...(record ? { id: record.id, version: record.version } : {}),
      }),
    success: record ? '保存成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑巡检记录' : '登记巡检发现'}
      open={open}
      width={720}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="line-check-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="线路" name="routeId" rules={[{ required: true, message: '请选择线路' }]}>
              {/* another line: the stop chosen for the last one is not on it */}
              <RouteSelect onChange={(next) => form.setFieldsValue({ routeId: typeof next === 'string' ? next : undefined, stopId: undefined })} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="站点" name="stopId" extra="选填：问题所在的本线路站点">
              <StopSelect routeId={routeId} disabled={!routeId} placeholder={routeId ? undefined : '请先选择线路'} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="问题类别" name="category" rules={[{ required: true, message: '请选择问题类别' }]}>
              <Select placeholder="请选择问题类别" options={(categories.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="巡检时间"
              name="checkTime"
              rules={[
                { required: true, message: '请选择巡检时间' },
                // as the server checks it: a finding is recorded after the check, never before
                {
                  validator: async (_, value?: Dayjs | null) =>
                    value && isLaterThanNow(value.valueOf(), Date.now()) ? Promise.reject(new Error('巡检时间不能晚于现在')) : undefined,
                },
              ]}
            >
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="巡检发现" name="findings" rules={[{ required: true, whitespace: true, message: '请填写巡检发现' }]}>
              <Input.TextArea rows={3} maxLength={2000} showCount placeholder="如：中山路口站候车亭顶棚破损，雨天漏水" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="现场照片" name="photos" extra={`jpg、png、gif 或 webp 图片，最多 ${LINE_CHECK_MAX_PHOTOS} 张`}>
              <ImageUpload multiple max={LINE_CHECK_MAX_PHOTOS} biz={LINE_CHECK_PHOTO_BIZ} buttonText="上传照片" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
