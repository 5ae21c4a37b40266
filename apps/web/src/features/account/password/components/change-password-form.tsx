import { Form, Input, type FormInstance } from 'antd';
import { PASSWORD_POLICY_MESSAGE, isStrongPassword } from '@bus/contracts';
import { showServerFieldErrors } from '../../../../components/form-modal';
import { isApiError } from '../../../../lib/http';

export interface ChangePasswordValues {
  /** absent when the session was opened with an SMS code (see ChangePasswordFields) */
  oldpassword?: string;
  password: string;
  confirmpassword: string;
}

export const PASSWORD_FIELDS = ['oldpassword', 'password', 'confirmpassword'] as const;

/**
 * Old / new / confirm fields with the spec's messages (spec 01 section 5). A session opened with an
 * SMS code has no old password to give (the seeded and imported users have none anyone knows):
 * the server lets it set one without, so the field is left out.
 */
export function ChangePasswordFields({ form, askOld }: { form: FormInstance<ChangePasswordValues>; askOld: boolean }) {
  return (
    <>
      {askOld && (
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" maxLength={128} />
        </Form.Item>
      )}
      <Form.Item
        label="新密码"
        name="password"
        extra={PASSWORD_POLICY_MESSAGE}
        rules={[
          { required: true, message: '请输入新密码!' },
          { validator: (_, value: string) => (!value || isStrongPassword(value) ? Promise.resolve() : Promise.reject(new Error(PASSWORD_POLICY_MESSAGE))) },
        ]}
      >
        <Input.Password placeholder="请输入新密码" autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmpassword"
        dependencies={['password']}
        rules={[
          { required: true, message: '请确认新密码!' },
          {
            validator: (_, value: string) =>
              !value || value === form.getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一样！')),
          },
        ]}
      >
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={128} />
      </Form.Item>
    </>
  );
}

/** Server field errors go on their fields; returns the message of any other refusal (a bug is thrown on). */
export function showPasswordError(form: FormInstance<ChangePasswordValues>, error: unknown): string {
  if (showServerFieldErrors(form, error)) return '';
  if (!isApiError(error)) throw error;
  return error.message || '修改密码失败';
}
