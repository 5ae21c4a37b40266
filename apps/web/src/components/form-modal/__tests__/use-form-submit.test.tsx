import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input, message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { useFormSubmit, type FormSubmitOptions } from '../use-form-submit';

// the messages the hook shows (spied on antd's own message object: module mocks of a prebundled
// dependency do not reach the hook in browser mode)
const messages = {
  success: vi.spyOn(message, 'success').mockImplementation(() => undefined as never),
  error: vi.spyOn(message, 'error').mockImplementation(() => undefined as never),
};

interface Values {
  roleName: string;
}

function Harness(props: Omit<FormSubmitOptions<Values, unknown>, 'form'> & { onSubmit(promise: Promise<void>): void }) {
  const [form] = Form.useForm<Values>();
  const { submit } = useFormSubmit({ ...props, form });
  return (
    <Form form={form}>
      <Form.Item name="roleName" label="角色名称" rules={[{ required: true, message: '请输入角色名称' }]}>
        <Input />
      </Form.Item>
      <button type="button" onClick={() => props.onSubmit(submit())}>
        保存
      </button>
    </Form>
  );
}

function renderForm(save: (values: Values) => Promise<unknown>, extra: Partial<FormSubmitOptions<Values, unknown>> = {}) {
  const onSaved = vi.fn();
  const submissions: Promise<void>[] = [];
  render(<Harness save={save} success="保存成功" onSaved={onSaved} onSubmit={(p) => submissions.push(p)} {...extra} />);
  return {
    onSaved,
    type: (text: string) => fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: text } }),
    submit: async () => {
      fireEvent.click(screen.getByText('保存'));
      return submissions[submissions.length - 1];
    },
  };
}

const unprocessable = (field: string, text: string, notified: boolean) => {
  const error = new ApiError(text, 422, { success: false, message: text, result: { errors: [{ field, message: text }] } });
  error.notified = notified;
  return error;
};

afterEach(() => {
  messages.success.mockClear();
  messages.error.mockClear();
});

describe('useFormSubmit', () => {
  it('keeps an invalid form open without calling the server or throwing', async () => {
    const save = vi.fn();
    const form = renderForm(save);
    await act(async () => expect(await form.submit()).toBeUndefined());
    expect(await screen.findByText('请输入角色名称')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(form.onSaved).not.toHaveBeenCalled();
  });

  it('says the save succeeded, then closes', async () => {
    const save = vi.fn().mockResolvedValue({ id: '1' });
    const form = renderForm(save);
    form.type('客服人员');
    await act(async () => form.submit());
    expect(save).toHaveBeenCalledWith({ roleName: '客服人员' });
    expect(messages.success).toHaveBeenCalledWith('保存成功');
    expect(form.onSaved).toHaveBeenCalledWith({ id: '1' }, { roleName: '客服人员' });
  });

  it("puts a 422's field error under its field and keeps the form open", async () => {
    const form = renderForm(vi.fn().mockRejectedValue(unprocessable('roleName', '角色名称已存在', true)));
    form.type('管理员');
    await act(async () => form.submit());
    await waitFor(() => expect(screen.getByText('角色名称已存在')).toBeInTheDocument());
    expect(form.onSaved).not.toHaveBeenCalled();
    expect(messages.success).not.toHaveBeenCalled();
    // the shared client already showed the reply's message
    expect(messages.error).not.toHaveBeenCalled();
  });

  it('maps server field names onto the form', async () => {
    const form = renderForm(vi.fn().mockRejectedValue(unprocessable('role_name', '角色名称过长', true)), {
      fieldOf: (field) => (field === 'role_name' ? 'roleName' : field),
    });
    form.type('x');
    await act(async () => form.submit());
    await waitFor(() => expect(screen.getByText('角色名称过长')).toBeInTheDocument());
  });

  it('shows the message of a silent failed call that names no field of the form', async () => {
    const form = renderForm(vi.fn().mockRejectedValue(unprocessable('tenantId', '租户不存在', false)));
    form.type('x');
    await act(async () => form.submit());
    expect(messages.error).toHaveBeenCalledWith('租户不存在');
    expect(form.onSaved).not.toHaveBeenCalled();
  });

  it('does not swallow a bug', async () => {
    const form = renderForm(vi.fn().mockRejectedValue(new TypeError('values.map is not a function')));
    form.type('x');
    await act(async () => {
      await expect(form.submit()).rejects.toThrow('values.map is not a function');
    });
    expect(form.onSaved).not.toHaveBeenCalled();
  });
});

describe('useFormSubmit with a form a child owns', () => {
  function Lazy({ mounted, save, onSubmit }: { mounted: boolean; save(values: Values): Promise<unknown>; onSubmit(promise: Promise<void>): void }) {
    const [form] = Form.useForm<Values>();
    // reached at submit time, as the start page reaches the form renderer's form through its handle
    const { submit } = useFormSubmit<Values, unknown>({ form: () => (mounted ? form : null), save, success: '流程已发起' });
    return (
      <>
        {mounted && (
          <Form form={form}>
            <Form.Item name="roleName" label="角色名称">
              <Input />
            </Form.Item>
          </Form>
        )}
        <button type="button" onClick={() => onSubmit(submit())}>
          提交
        </button>
      </>
    );
  }

  it('submits the form it reaches at submit time, and does nothing while there is none', async () => {
    const save = vi.fn(async () => null);
    const submissions: Promise<void>[] = [];
    const { rerender } = render(<Lazy mounted={false} save={save} onSubmit={(p) => submissions.push(p)} />);
    fireEvent.click(screen.getByText('提交'));
    await act(() => submissions[0]);
    expect(save).not.toHaveBeenCalled();

    rerender(<Lazy mounted save={save} onSubmit={(p) => submissions.push(p)} />);
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '调度' } });
    fireEvent.click(screen.getByText('提交'));
    await act(() => submissions[1]);
    expect(save).toHaveBeenCalledWith({ roleName: '调度' });
    expect(messages.success).toHaveBeenCalledWith('流程已发起');
  });
});
