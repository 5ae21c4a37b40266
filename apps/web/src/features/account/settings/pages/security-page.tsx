/** 安全设置 (account/settings/Security): change the password, see and end the user's own sessions. */
import { useState } from 'react';
import { Alert, Button, Divider, Form, List, Space, Tag, Typography, message } from 'antd';
import { confirmAction } from '../../../../components/list-page';
import { useSessionStore } from '../../../../lib/session';
import { useUpdatePassword } from '../../password/api/update-password';
import { ChangePasswordFields, showPasswordError, type ChangePasswordValues } from '../../password/components/change-password-form';
import { useEndMySession } from '../api/end-my-session';
import { useMySessions } from '../api/list-my-sessions';
import { describeUserAgent } from '../components/account-rules';
import { SettingsLayout } from '../components/settings-layout';

export default function SecurityPage({ title }: { title: string }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const username = useSessionStore((s) => s.userInfo?.username ?? '');
  const signedInBySms = useSessionStore((s) => s.userInfo?.signedInBy === 'sms');
  const updatePassword = useUpdatePassword();
  const sessions = useMySessions();
  const endSession = useEndMySession();
  const [formError, setFormError] = useState<string | null>(null);

  const changePassword = async (values: ChangePasswordValues) => {
    setFormError(null);
    try {
      await updatePassword.mutateAsync({ username, ...values });
      form.resetFields();
      void message.success('密码修改成功，其他设备上的登录已结束');
      void sessions.refetch();
    } catch (error) {
      const text = showPasswordError(form, error);
      if (text) setFormError(text);
    }
  };

  const signOut = async (sessionId: string, label: string) => {
    if (!(await confirmAction('确定下线该会话吗？', `${label} 上的登录将立即结束。`, '下线'))) return;
    void message.success(await endSession.mutateAsync(sessionId));
  };

  return (
    <SettingsLayout title={title}>
      <Typography.Title level={5}>修改密码</Typography.Title>
      <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={(v) => void changePassword(v)} name="security-password">
        {formError && <Alert type="error" showIcon message={formError} style={{ marginBottom: 16 }} />}
        <ChangePasswordFields form={form} askOld={!signedInBySms} />
        <Button type="primary" htmlType="submit" loading={updatePassword.isPending}>
          修改密码
        </Button>
      </Form>
      <Divider />
      <Typography.Title level={5}>登录设备</Typography.Title>
      <List
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        locale={{ emptyText: '没有在线的会话' }}
        renderItem={(s) => {
          const label = describeUserAgent(s.userAgent);
          return (
            <List.Item
              data-testid="my-session"
              actions={
                s.current
                  ? [
                      <Tag color="blue" key="current">
                        当前会话
                      </Tag>,
                    ]
                  : [
                      <Button key="end" type="link" danger onClick={() => void signOut(s.sessionId, label)}>
                        下线
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={label}
                description={
                  <Space wrap size={16}>
                    <span>IP：{s.ip ?? '未知'}</span>
                    <span>登录时间：{s.loginTime}</span>
                    <span>最近活动：{s.lastSeenTime}</span>
                  </Space>
                }
              />
            </List.Item>
          );
        }}
      />
    </SettingsLayout>
  );
}
