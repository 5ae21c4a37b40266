/**
 * Add / edit (drafts only) an announcement: modal 900 wide; the kit's form hook fills it from the
 * record and lands the server's field errors on their fields (a time on 有效时间, the users on
 * 通告对象); the chosen users are kept beside the form and shown by name.
 */
import { useEffect, useState } from 'react';
import { Button, Col, DatePicker, Form, Input, Modal, Radio, Row, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { AnnouncementRecord } from '@bus/contracts';
import { DictSelect } from '../../../../components/dict';
import { LazyRichTextEditor } from '../../../../components/rich-text-editor';
import { getMultiUser } from '../../../../components/pickers/api/get-multi-user';
import { SelectUserModal, type SelectedUser } from '../../../../components/pickers/select-user-modal';
import { useResourceForm, type FormDialogProps } from '../../../../components/resource-kit';
import { announcementsApi } from '../api/announcements-api';
import { FIELD_OF, FORMAT, toSaveRequest, type FormValues } from './announcement-form-values';

const unnamed = (id: string): SelectedUser => ({ id, username: id, realname: `用户 ${id.slice(0, 6)}` });

function toValues(record: AnnouncementRecord): Partial<FormValues> {
  const range: FormValues['range'] =
    record.startTime || record.endTime ? [record.startTime ? dayjs(record.startTime) : null, record.endTime ? dayjs(record.endTime) : null] : null;
  return {
    titile: record.titile,
    msgCategory: record.msgCategory as FormValues['msgCategory'],
    priority: record.priority as FormValues['priority'],
    range,
    msgType: record.msgType as FormValues['msgType'],
    openType: (record.openType as FormValues['openType']) ?? null,
    openPage: record.openPage ?? undefined,
    msgContent: record.msgContent ?? '',
  };
}

export function AnnouncementFormModal({ open, record, onClose }: FormDialogProps<AnnouncementRecord>) {
  const [users, setUsers] = useState<SelectedUser[]>([]);
  const [picking, setPicking] = useState(false);
  const { form, submit, modalProps } = useResourceForm<typeof announcementsApi.resource, FormValues>({
    api: announcementsApi,
    open,
    record,
    onClose,
    toValues,
    blank: { msgCategory: '1', priority: 'L', msgType: 'ALL', openType: null },
    toSave: (values) => toSaveRequest(values, users),
    fieldOf: (field) => FIELD_OF[field] ?? field,
  });
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);

  // the saved recipients are ids: show their names (an id no longer found keeps a short label)
  useEffect(() => {
    if (!open) return;
    const ids = (record?.userIds ?? '').split(',').filter(Boolean);
    setUsers(ids.map(unnamed));
    if (!ids.length) return;
    let current = true;
    getMultiUser('id', ids).then(
      (found) => {
        if (!current) return;
        const byId = new Map(found.map((user) => [user.id, user]));
        setUsers(ids.map((id) => byId.get(id) ?? unnamed(id)).map(({ id, username, realname }) => ({ id, username, realname })));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, record]);

  /** 指定用户 needs at least one chosen user (kept outside the form's fields). */
  const submitWithUsers = () => {
    if (form.getFieldValue('msgType') === 'USER' && users.length === 0) form.setFields([{ name: 'msgType', errors: ['请选择指定用户'] }]);
    else void submit();
  };

  return (
    <Modal {...modalProps} width={900} okText="保存" onOk={submitWithUsers} maskClosable={false}>
      <Form form={form} name="announcement" labelCol={{ span: 4 }} wrapperCol={{ span: 19 }}>
        <Form.Item
          name="titile"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请输入标题' },
            { max: 100, message: '标题最多 100 个字符' },
          ]}
        >
          <Input placeholder="请输入标题" maxLength={100} showCount />
        </Form.Item>
        <Row>
          <Col span={12}>
            <Form.Item
              name="msgCategory"
              label="消息类型"
              labelCol={{ span: 8 }}
              wrapperCol={{ span: 14 }}
              rules={[{ required: true, message: '请选择消息类型' }]}
            >
              <DictSelect dictCode="msg_category" allowClear={false} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="priority" label="优先级" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: '请选择优先级' }]}>
              <DictSelect dictCode="priority" allowClear={false} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="range" label="有效时间" extra="不填则发布后一直有效">
          <DatePicker.RangePicker showTime format={FORMAT} style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="msgType" label="通告对象" rules={[{ required: true, message: '请选择通告对象' }]}>
          <Radio.Group
            options={[
              { value: 'ALL', label: '全体用户' },
              { value: 'USER', label: '指定用户' },
            ]}
          />
        </Form.Item>
        {msgType === 'USER' && (
          <Form.Item label="指定用户" required>
            <Space wrap>
              {users.map((u) => (
                <Tag key={u.id} closable onClose={() => setUsers((list) => list.filter((x) => x.id !== u.id))}>
                  {u.realname}
                </Tag>
              ))}
              <Button size="small" onClick={() => setPicking(true)}>
                选择用户{users.length ? `（已选 ${users.length} 人）` : ''}
              </Button>
            </Space>
          </Form.Item>
        )}
        <Row>
          <Col span={12}>
            <Form.Item name="openType" label="打开方式" labelCol={{ span: 8 }} wrapperCol={{ span: 14 }}>
              <Select
                allowClear
                placeholder="不跳转"
                options={[
                  { value: 'url', label: '打开页面（去处理）' },
                  { value: 'component', label: '组件' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {openType === 'url' && (
              <Form.Item
                name="openPage"
                label="页面地址"
                labelCol={{ span: 6 }}
                wrapperCol={{ span: 16 }}
                rules={[{ required: true, message: '请输入要打开的页面地址' }]}
              >
                <Input placeholder="如 /system/user" maxLength={500} />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Form.Item name="msgContent" label="内容">
          <LazyRichTextEditor />
        </Form.Item>
      </Form>
      <SelectUserModal
        open={picking}
        value={users}
        onOk={(chosen) => {
          setUsers(chosen);
          setPicking(false);
          form.setFields([{ name: 'msgType', errors: [] }]);
        }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
