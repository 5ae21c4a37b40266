/** 新增 / 编辑公告 (drafts only): title, kind, the lines and stops it concerns, validity and the text passengers read. */
import { useEffect } from 'react';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { NoticeRecord } from '@bus/contracts';
import { useFormSubmit } from '../../../../components/form-modal';
import { RouteSelect, StopSelect } from '../../../../components/pickers';
import { useDictItems } from '../../../../lib/dict-cache';
import { useSaveNotice } from '../api/save-notice';

interface Values {
  title: string;
  kind: string;
  content: string;
  routeIds?: string[];
  stopIds?: string[];
  validFrom: Dayjs;
  validTo?: Dayjs | null;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const SHOWN_FORMAT = 'YYYY-MM-DD HH:mm';

export function NoticeFormModal({ open, record, onClose }: { open: boolean; record?: NoticeRecord; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const kinds = useDictItems('ops_notice_kind');
  const save = useSaveNotice();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record)
      form.setFieldsValue({
        title: record.title,
        kind: record.kind,
        content: record.content,
        routeIds: record.routeIds,
        stopIds: record.stopIds,
        validFrom: record.validFrom ? dayjs(record.validFrom) : undefined,
        validTo: record.validTo ? dayjs(record.validTo) : null,
      });
    else form.setFieldsValue({ kind: 'diversion', validFrom: dayjs().minute(0).second(0) });
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) =>
      save.mutateAsync({
        title: values.title,
        kind: values.kind as never,
        content: values.content,
        routeIds: values.routeIds ?? [],
        stopIds: values.stopIds ?? [],
        validFrom: values.validFrom.format(TIME_FORMAT),
        validTo: values.validTo ? values.validTo.format(TIME_FORMAT) : null,
        ...(record ? { id: record.id, version: record.version } : {}),
      }),
    success: record ? '保存成功' : '添加成功',
    onSaved: onClose,
  });

  return (
    <Modal
      title={record ? '编辑公告' : '新增公告'}
      open={open}
      width={760}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="notice-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: '请输入公告标题' }]}>
              <Input placeholder="如：1路中山路口站临时改道" maxLength={100} showCount />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="公告类型" name="kind" rules={[{ required: true, message: '请选择公告类型' }]}>
              <Select placeholder="请选择公告类型" options={(kinds.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
            </Form.Item>
          </Col>
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
            <Form.Item label="生效时间" name="validFrom" rules={[{ required: true, message: '请选择生效时间' }]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={SHOWN_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="失效时间"
              name="validTo"
              extra="不填表示长期有效"
              dependencies={['validFrom']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value?: Dayjs | null) => {
                    const from = getFieldValue('validFrom') as Dayjs | undefined;
                    if (value && from && value.isBefore(from)) throw new Error('失效时间不能早于生效时间');
                  },
                }),
              ]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={SHOWN_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="公告内容" name="content" rules={[{ required: true, whitespace: true, message: '请输入公告内容' }]}>
              <Input.TextArea rows={5} maxLength={5000} showCount placeholder="乘客看到的公告全文：原因、时间、绕行线路、替代站点等" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
