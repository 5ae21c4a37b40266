import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, message } from 'antd';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { mobile, required, SMS_SENT_MESSAGE, toFormRule, type LoginResult } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { usePhoneLogin } from '../api/phone-login';
import { useSendSms } from '../api/send-sms';
import { applyFieldErrors } from './apply-field-errors';

const SMS_COUNTDOWN_SECONDS = 60;

interface PhoneLoginValues {
  mobile: string;
  captcha: string;
}

/** Mobile number + SMS code; the send button counts down 60 s (or what the server says is left). */
export function PhoneLoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void | Promise<void> }) {
  const [form] = Form.useForm<PhoneLoginValues>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const smsMutation = useSendSms();
  const loginMutation = usePhoneLogin();

  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const requestCode = async () => {
    setFormError(null);
    let mobileNumber: string;
    try {
      mobileNumber = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return;
    }
    try {
      await smsMutation.mutateAsync(mobileNumber);
      setSecondsLeft(SMS_COUNTDOWN_SECONDS);
      void message.success(SMS_SENT_MESSAGE);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setSecondsLeft(error.retryAfterSeconds ?? SMS_COUNTDOWN_SECONDS);
      }
      setFormError(applyFieldErrors(form, error, ['mobile']));
    }
  };

  const submit = async (values: PhoneLoginValues) => {
    setFormError(null);
    try {
      const result = await loginMutation.mutateAsync({ mobile: values.mobile.trim(), captcha: values.captcha.trim() });
      await onSuccess(result);
    } catch (error) {
      setFormError(applyFieldErrors(form, error, ['mobile', 'captcha']));
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label="手机号" name="mobile" rules={[toFormRule(required, mobile)]} validateFirst>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
            <Input id="captcha" prefix={<MailOutlined />} placeholder="请输入短信验证码" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button style={{ flex: 'none', width: 120 }} disabled={secondsLeft > 0} loading={smsMutation.isPending} onClick={requestCode}>
            {secondsLeft > 0 ? `${secondsLeft} 秒后重发` : '获取验证码'}
          </Button>
        </div>
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
