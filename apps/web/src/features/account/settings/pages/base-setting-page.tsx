/** 基本设置 (account/settings/BaseSetting): own profile and avatar. */
import { useEffect, useState } from 'react';
import { Alert, Button, Col, DatePicker, Form, Input, Radio, Row, Skeleton, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { emailRule, mobile, toFormRule } from '@bus/contracts';
import { reportFailure, showServerFieldErrors } from '../../../../components/form-modal';
import { isApiError } from '../../../../lib/http';
import { useEditSelf } from '../api/edit-self';
import { useSelfProfile } from '../api/get-self-profile';
import { AvatarUpload } from '../components/avatar-upload';
import { SettingsLayout } from '../components/settings-layout';

interface BaseValues {
  realname: string;
  avatar: string | null;
  birthday: Dayjs | null;
  sex: 1 | 2 | null;
  email: string | null;
  phone: string | null;
}

export default function BaseSettingPage({ title }: { title: string }) {
  const profile = useSelfProfile();
  const save = useEditSelf();
  const [form] = Form.useForm<BaseValues>();
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    const p = profile.data;
    if (p) form.setFieldsValue({ ...p, sex: (p.sex as 1 | 2 | null) ?? null, birthday: p.birthday ? dayjs(p.birthday) : null });
  }, [profile.data, form]);

  const submit = async (values: BaseValues) => {
    if (!profile.data) return;
    setConflict(false);
    try {
      await save.mutateAsync({
        realname: values.realname,
        avatar: values.avatar || null,
        birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
        sex: values.sex ?? null,
        email: values.email || null,
        phone: values.phone || null,
        version: profile.data.version,
      });
      void message.success('基本信息已保存');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        void profile.refetch();
      } else if (!showServerFieldErrors(form, error)) reportFailure(error);
    }
  };

  return (
    <SettingsLayout title={title}>
      {profile.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} name="base-setting">
          {conflict && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="资料已在别处修改，已载入最新内容，请确认后再保存" />}
          <Row gutter={48}>
            <Col xs={24} lg={14}>
              <Form.Item label="账号">
                <Input value={profile.data?.username} disabled />
              </Form.Item>
              <Form.Item name="realname" label="姓名" rules={[{ required: true, message: '请输入姓名' }, { max: 50 }]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item name="sex" label="性别">
                <Radio.Group
                  options={[
                    { value: 1, label: '男' },
                    { value: 2, label: '女' },
                  ]}
                />
              </Form.Item>
              <Form.Item name="birthday" label="生日">
                <DatePicker style={{ width: '100%' }} placeholder="请选择生日" disabledDate={(d) => d.isAfter(dayjs())} />
              </Form.Item>
              <Form.Item name="email" label="邮箱" rules={[toFormRule(emailRule)]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="phone" label="手机号" rules={[toFormRule(mobile)]} extra="更换手机号建议在“账户绑定”中通过短信验证">
                <Input maxLength={11} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                更新基本信息
              </Button>
            </Col>
            <Col xs={24} lg={10} style={{ textAlign: 'center' }}>
              <Form.Item name="avatar" label="头像">
                <AvatarUpload />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </SettingsLayout>
  );
}
