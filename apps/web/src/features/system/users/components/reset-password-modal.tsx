import { Form, Input, Modal } from 'antd';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE, passwordRule, toFormRule } from '@bus/contracts';
import { useResetUserPassword } from '../api/reset-user-password';
import { useFormSubmit } from '../../../../components/form-modal';

interface Values {
  password: string;
  confirmpassword: string;
}

/** An administrator sets a new password; the user is signed out and must change it at next sign-in. */
export function ResetPasswordModal({ username, onClose }: { username: string | null; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const mutation = useResetUserPassword();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const { submit } = useFormSubmit({
    form,
    save: (values) => mutation.mutateAsync({ username: username!, ...values }),
    success: (text) => text,
    onSaved: close,
  });

  return (
    <Modal
      title="修改密码"
      open={username !== null}
      width={600}
      okText="确定"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} name="resetPassword" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} autoComplete="off">
        <Form.Item label="用户账号">
          <Input value={username ?? ''} disabled />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          extra={PASSWORD_POLICY_MESSAGE}
          rules={[{ required: true, message: '请输入新密码' }, toFormRule(passwordRule)]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            {
              validator: (_, value) =>
                !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(PASSWORD_MISMATCH_MESSAGE)),
            },
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={128} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
