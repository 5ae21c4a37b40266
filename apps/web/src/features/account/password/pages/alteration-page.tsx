import { Alert, Button, Form, Result, message } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useState } from 'react';
import { getUserInfo } from '../../../../lib/api/get-user-info';
import { safeRedirect } from '../../../../lib/redirect';
import { clearLogin, saveUserInfo, useSessionStore } from '../../../../lib/session';
import { useUpdatePassword } from '../api/update-password';
import { ChangePasswordFields, showPasswordError, type ChangePasswordValues } from '../components/change-password-form';

/**
 * /user/alteration: a user whose account must still get a password of their own sets it before
 * entering the app (same rules as the change-password dialog). Signed in with a one-time password
 * they give it as the old one; signed in with an SMS code there is no old one to give (the seeded
 * and imported users have none anyone knows), and the server accepts the change without it.
 */
export default function AlterationPage() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const userInfo = useSessionStore((state) => state.userInfo);
  const token = useSessionStore((state) => state.token);
  const mutation = useUpdatePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const redirect = safeRedirect(searchParams.get('redirect'), '/dashboard/analysis');

  if (!token || !userInfo) {
    return <Result status="info" title="请先登录" subTitle="设置密码需要先登录（账号密码或手机短信验证码）。" extra={<Link to="/user/login">返回登录</Link>} />;
  }
  const bySms = userInfo.signedInBy === 'sms';
  const name = userInfo.realname || userInfo.username;

  const submit = async (values: ChangePasswordValues) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({ username: userInfo.username, ...values });
    } catch (error) {
      const text = showPasswordError(form, error);
      if (text) setFormError(text);
      return;
    }
    try {
      const fresh = await getUserInfo();
      saveUserInfo({ ...fresh, mustChangePassword: false });
      void message.success('密码修改成功');
      navigate(redirect, { replace: true });
    } catch {
      clearLogin();
      void message.success('密码修改成功，请使用新密码重新登录');
      navigate('/user/login', { replace: true });
    }
  };

  return (
    <>
      <h2 style={{ textAlign: 'center', margin: '8px 0 4px', fontSize: 20 }}>{bySms ? '设置登录密码' : '修改初始密码'}</h2>
      <p style={{ textAlign: 'center', color: 'rgba(0,0,0,0.55)', marginBottom: 16 }}>
        {bySms ? `${name}，您已通过短信验证码登录，请先设置登录密码，之后也可用账号和该密码登录。` : `${name}，您正在使用一次性密码登录，请先设置新密码。`}
      </p>
      {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <ChangePasswordFields form={form} askOld={!bySms} />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
            {bySms ? '设置密码' : '确认修改'}
          </Button>
        </Form.Item>
        <Button
          type="link"
          block
          onClick={() => {
            clearLogin();
            navigate('/user/login', { replace: true });
          }}
        >
          返回登录
        </Button>
      </Form>
    </>
  );
}
