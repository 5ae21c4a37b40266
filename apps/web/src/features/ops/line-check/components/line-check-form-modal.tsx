/** 登记 / 编辑巡检发现: the line, one of its stops, the category, what was found, photos and when. */
import { Col, DatePicker, Form, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { isLaterThanNow, LINE_CHECK_MAX_PHOTOS, LINE_CHECK_PHOTO_BIZ, lineCheckResource, type LineCheckRecord } from '@bus/contracts';
import { RouteSelect, StopSelect } from '../../../../components/pickers';
import { resourceFormItem, useResourceForm } from '../../../../components/resource-kit';
import { ImageUpload, joinPaths, splitPaths } from '../../../../components/upload';
import { lineChecksApi } from '../api/line-check-api';

interface Values {
  routeId: string;
  stopId?: string;
  category: string;
  findings: string;
  /** the uploaded paths, joined */
  photos?: string;
  /** YYYY-MM-DD HH:mm:ss */
  checkTime: string;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function LineCheckFormModal({ open, record, onClose }: { open: boolean; record?: LineCheckRecord | null; onClose(): void }) {
  const { form, modalProps } = useResourceForm<typeof lineCheckResource, Values>({
    api: lineChecksApi,
    open,
    record,
    onClose,
    toValues: (r) => ({
      routeId: r.routeId,
      stopId: r.stopId ?? undefined,
      category: r.category,
      findings: r.findings,
      photos: joinPaths(r.photos),
      checkTime: r.checkTime ?? dayjs().format(TIME_FORMAT),
    }),
    blank: { checkTime: dayjs().second(0).format(TIME_FORMAT) },
    toSave: (values) => ({
      routeId: values.routeId,
      stopId: values.stopId ?? null,
      category: values.category as never,
      findings: values.findings,
      photos: splitPaths(values.photos),
      checkTime: values.checkTime,
    }),
  });
  const routeId = Form.useWatch('routeId', form);

  return (
    <Modal {...modalProps} title={record ? '编辑巡检记录' : '登记巡检发现'} width={720}>
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
          <Col span={12}>{resourceFormItem(lineCheckResource, 'category')}</Col>
          <Col span={12}>
            <Form.Item
              label="巡检时间"
              name="checkTime"
              getValueProps={(value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined })}
              normalize={(value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : undefined)}
              rules={[
                { required: true, message: '请选择巡检时间' },
                // as the server checks it: a finding is recorded after the check, never before
                {
                  validator: async (_, value?: string | null) =>
                    value && isLaterThanNow(dayjs(value).valueOf(), Date.now()) ? Promise.reject(new Error('巡检时间不能晚于现在')) : undefined,
                },
              ]}
            >
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
            </Form.Item>
          </Col>
          <Col span={24}>{resourceFormItem(lineCheckResource, 'findings')}</Col>
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
