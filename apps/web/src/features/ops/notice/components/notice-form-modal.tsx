/** 新增 / 编辑公告 (drafts only): title, kind, the lines and stops it concerns, validity and the text passengers read. */
import { Col, DatePicker, Form, Modal, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { noticeResource, type NoticeRecord } from '@bus/contracts';
import { RouteSelect, StopSelect } from '../../../../components/pickers';
import { resourceFormItem, useResourceForm } from '../../../../components/resource-kit';
import { noticesApi } from '../api/notice-api';

interface Values {
  title: string;
  kind: string;
  content: string;
  routeIds?: string[];
  stopIds?: string[];
  /** YYYY-MM-DD HH:mm:ss */
  validFrom: string;
  validTo?: string | null;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHOWN_FORMAT = 'YYYY-MM-DD HH:mm';
/** a time kept as the text the API takes, picked to the minute */
const asText = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : null),
};

export function NoticeFormModal({ open, record, onClose }: { open: boolean; record?: NoticeRecord | null; onClose(): void }) {
  const { form, modalProps } = useResourceForm<typeof noticeResource, Values>({
    api: noticesApi,
    open,
    record,
    onClose,
    toValues: (r) => ({
      title: r.title,
      kind: r.kind,
      content: r.content,
      routeIds: r.routeIds,
      stopIds: r.stopIds,
      validFrom: r.validFrom ?? undefined,
      validTo: r.validTo,
    }),
    blank: { kind: 'diversion', validFrom: dayjs().minute(0).second(0).format(TIME_FORMAT) },
    toSave: (values) => ({
      title: values.title,
      kind: values.kind as never,
      content: values.content,
      routeIds: values.routeIds ?? [],
      stopIds: values.stopIds ?? [],
      validFrom: values.validFrom,
      validTo: values.validTo || null,
    }),
  });

  return (
    <Modal {...modalProps} width={760}>
      <Form form={form} name="notice-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={16}>{resourceFormItem(noticeResource, 'title')}</Col>
          <Col span={8}>{resourceFormItem(noticeResource, 'kind')}</Col>
          <Col span={12}>
            <Form.Item label="涉及线路" name="routeIds">
              <RouteSelect multiple placeholder="请选择线路（可多选）" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="涉及站点" name="stopIds">
              <StopSelect multiple placeholder="输入站点名称或编码搜索（可多选）" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="生效时间" name="validFrom" rules={[{ required: true, message: '请选择生效时间' }]} {...asText}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={SHOWN_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="失效时间"
              name="validTo"
              extra="不填表示长期有效"
              dependencies={['validFrom']}
              {...asText}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string | null) => {
                    const from = getFieldValue('validFrom') as string | undefined;
                    if (value && from && dayjs(value).isBefore(dayjs(from))) throw new Error('失效时间不能早于生效时间');
                  },
                }),
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={SHOWN_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>{resourceFormItem(noticeResource, 'content')}</Col>
        </Row>
      </Form>
    </Modal>
  );
}
