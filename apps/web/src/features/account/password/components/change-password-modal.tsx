import { Form, Modal, message } from 'antd';
import { useSessionStore } from '../../../../lib/session';
import { useUpdatePassword } from '../api/update-password';
import { useFormSubmit } from '../../../../components/form-modal';
import { ChangePasswordFields, type ChangePasswordValues } from './change-password-form';

export const NO_USER_MESSAGE = '当前系统无登录用户!';

/** The header's change-password dialog (width 800). */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const username = useSessionStore((state) => state.userInfo?.username);
  const signedInBySms = useSessionStore((state) => state.userInfo?.signedInBy === 'sms');
  const mutation = useUpdatePassword();

  const { submit } = useFormSubmit({
    form,
    save: (values) => mutation.mutateAsync({ username: username!, ...values }),
    success: (text) => text || '密码修改成功',
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });

  return (
    <Modal
      title="修改密码"
      open={open}
      width={800}
      okText="确定"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onOk={() => (username ? void submit() : void message.warning(NO_USER_MESSAGE))}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <ChangePasswordFields form={form} askOld={!signedInBySms} />
      </Form>
    </Modal>
  );
}
