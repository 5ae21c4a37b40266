/** 账户绑定 (account/settings/Binding): phone through an SMS code, email with a format check. */
import { useEffect, useState } from 'react';
import { Button, Descriptions, Form, Input, Space, message } from 'antd';
import { ACCOUNT_EMAIL_MESSAGE, emailRule, mobile, toFormRule } from '@bus/contracts';
import { isValidationRejection, reportFailure, showServerFieldErrors } from '../../../../components/form-modal';
import { useBindEmail } from '../api/bind-email';
import { useBindPhone } from '../api/bind-phone';
import { useSelfProfile } from '../api/get-self-profile';
import { sendBindPhoneSms } from '../api/send-bind-phone-sms';
import { maskPhone, smsCountdown } from '../components/account-rules';
import { SettingsLayout } from '../components/settings-layout';

export default function BindingPage({ title }: { title: string }) {
  const profile = useSelfProfile();
  const bindPhone = useBindPhone();
  const bindEmail = useBindEmail();
  const [phoneForm] = Form.useForm<{ phone: string; captcha: string }>();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(Date.now());
  const wait = smsCountdown(sentAt, now);

  useEffect(() => {
    if (!wait) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);

  const fieldErrors = (form: typeof phoneForm | typeof emailForm, error: unknown) => {
    if (!showServerFieldErrors(form, error)) reportFailure(error, '操作失败');
  };

  const sendCode = async () => {
    let phone: string;
    try {
      ({ phone } = await phoneForm.validateFields(['phone']));
    } catch (error) {
      if (isValidationRejection(error)) return;
      throw error;
    }
    try {
      void message.success(await sendBindPhoneSms(phone));
      setSentAt(Date.now());
      setNow(Date.now());
    } catch (error) {
      fieldErrors(phoneForm, error);
    }
  };

  return (
    <SettingsLayout title={title}>
      <Descriptions column={1} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="已绑定手机">{maskPhone(profile.data?.phone) || '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="已绑定邮箱">{profile.data?.email || '未绑定'}</Descriptions.Item>
      </Descriptions>
      <Form
        form={phoneForm}
        layout="vertical"
        style={{ maxWidth: 420 }}
        name="bind-phone"
        onFinish={(values) =>
          void bindPhone
            .mutateAsync(values)
            .then(() => {
              void message.success('手机号绑定成功');
              phoneForm.resetFields();
            })
            .catch((error: unknown) => fieldErrors(phoneForm, error))
        }
      >
        <Form.Item name="phone" label="新手机号" rules={[{ required: true, message: '请输入手机号' }, toFormRule(mobile)]}>
          <Input maxLength={11} placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input maxLength={6} placeholder="请输入验证码" />
            </Form.Item>
            <Button disabled={wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bindPhone.isPending}>
          绑定手机
        </Button>
      </Form>
      <Form
        form={emailForm}
        layout="vertical"
        style={{ maxWidth: 420, marginTop: 32 }}
        name="bind-email"
        onFinish={({ email }) =>
          void bindEmail
            .mutateAsync(email)
            .then(() => {
              void message.success('邮箱绑定成功');
              emailForm.resetFields();
            })
            .catch((error: unknown) => fieldErrors(emailForm, error))
        }
      >
        <Form.Item name="email" label="新邮箱" rules={[{ required: true, message: ACCOUNT_EMAIL_MESSAGE }, toFormRule(emailRule)]}>
          <Input maxLength={100} placeholder="name@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={bindEmail.isPending}>
          绑定邮箱
        </Button>
      </Form>
    </SettingsLayout>
  );
}
