import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@bus/contracts';
import { USER_NAME, localStore } from '../../../../lib/storage';
import { newCheckKey, useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { applyFieldErrors } from './apply-field-errors';
import { CaptchaInput } from './captcha-input';

interface AccountLoginValues {
  username: string;
  password: string;
  captcha?: string;
}

const FIELDS = ['username', 'password', 'captcha'] as const;

/** Account + password + picture captcha. Every attempt uses up the captcha, so a failure fetches a new one. */
export function AccountLoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void | Promise<void> }) {
  const [form] = Form.useForm<AccountLoginValues>();
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha(checkKey);
  const loginMutation = useLogin();

  const refreshCaptcha = () => {
    setCheckKey(newCheckKey());
    form.setFieldValue('captcha', '');
  };

  const submit = async (values: AccountLoginValues) => {
    setFormError(null);
    try {
      const result = await loginMutation.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha?.trim() ?? '',
        checkKey,
      });
      localStore.set(USER_NAME, values.username.trim());
      await onSuccess(result);
    } catch (error) {
      refreshCaptcha();
      setFormError(applyFieldErrors(form, error, FIELDS));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: localStore.get<string>(USER_NAME) ?? '' }}
      onFinish={submit}
      onValuesChange={() => formError && setFormError(null)}
    >
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item label="账号" name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item label="验证码" name="captcha">
        <CaptchaInput imageSrc={captcha.data} failed={captcha.isError} onRefresh={refreshCaptcha} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  );
}
