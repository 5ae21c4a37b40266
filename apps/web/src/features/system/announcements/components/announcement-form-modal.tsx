/** Add / edit (drafts only) an announcement: modal 900 wide; server field errors land on their fields. */
import { useEffect, useState } from 'react';
import { Button, Col, DatePicker, Form, Input, Modal, Radio, Row, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { AnnouncementRecord } from '@bus/contracts';
import { LazyRichTextEditor } from '../../../../components/rich-text-editor';
import { getMultiUser } from '../../../../components/pickers/api/get-multi-user';
import { SelectUserModal, type SelectedUser } from '../../../../components/pickers/select-user-modal';
import { useSaveAnnouncement } from '../api/save-announcement';
import { FIELD_OF, FORMAT, toSaveRequest, type FormValues } from './announcement-form-values';
import { useFormSubmit } from '../../../../components/form-modal';

export function AnnouncementFormModal({ open, record, onClose }: { open: boolean; record: AnnouncementRecord | null; onClose(): void }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveAnnouncement();
  const [users, setUsers] = useState<SelectedUser[]>([]);
  const [picking, setPicking] = useState(false);
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) {
      const range: FormValues['range'] =
        record.startTime || record.endTime ? [record.startTime ? dayjs(record.startTime) : null, record.endTime ? dayjs(record.endTime) : null] : null;
      form.setFieldsValue({
        titile: record.titile,
        msgCategory: record.msgCategory as FormValues['msgCategory'],
        priority: record.priority as FormValues['priority'],
        range: range as never,
        msgType: record.msgType as FormValues['msgType'],
        openType: (record.openType as FormValues['openType']) ?? null,
        openPage: record.openPage ?? undefined,
        msgContent: record.msgContent ?? '',
      });
      // the saved recipients are ids: show their names (an id no longer found keeps a short label)
      const ids = (record.userIds ?? '').split(',').filter(Boolean);
      setUsers(ids.map((id) => ({ id, username: id, realname: `用户 ${id.slice(0, 6)}` })));
      let current = true;
      getMultiUser('id', ids).then(
        (found) => {
          if (!current) return;
          const byId = new Map(found.map((user) => [user.id, user]));
          setUsers(
            ids.map((id) => {
              const user = byId.get(id);
              return user ? { id, username: user.username, realname: user.realname } : { id, username: id, realname: `用户 ${id.slice(0, 6)}` };
            }),
          );
        },
        () => undefined,
      );
      return () => {
        current = false;
      };
    }
    setUsers([]);
  }, [open, record, form]);

  const { submit } = useFormSubmit({
    form,
    save: (values) => {
      const body = toSaveRequest(values, users);
      return save.mutateAsync(record ? { ...body, id: record.id, version: record.version } : body);
    },
    fieldOf: (field) => FIELD_OF[field] ?? field,
    success: record ? '编辑成功' : '添加成功',
    onSaved: onClose,
  });

  /** 指定用户 needs at least one chosen user (kept outside the form's fields). */
  const submitWithUsers = () => {
    if (form.getFieldValue('msgType') === 'USER' && users.length === 0) form.setFields([{ name: 'msgType', errors: ['请选择指定用户'] }]);
    else void submit();
  };

  return (
    <Modal
      title={record ? '编辑通告' : '新增通告'}
      open={open}
      width={900}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={submitWithUsers}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <Form
        form={form}
        name="announcement"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 19 }}
        initialValues={{ msgCategory: '1', priority: 'L', msgType: 'ALL', openType: null }}
      >
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
              <Select
                options={[
                  { value: '1', label: '通知公告' },
                  { value: '2', label: '系统消息' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="priority" label="优先级" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} rules={[{ required: true, message: '请选择优先级' }]}>
              <Select
                options={[
                  { value: 'L', label: '一般消息' },
                  { value: 'M', label: '重要消息' },
                  { value: 'H', label: '紧急消息' },
                ]}
              />
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
