import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { useModalForm } from '../use-modal-form';

const success = vi.spyOn(message, 'success').mockImplementation(() => undefined as never);

interface Role {
  id: string;
  roleName: string;
}

/** A list's dialog: 编辑 opens it on a record, 新增 on a blank one. */
function Harness({ save, onClose }: { save(values: { roleName: string }, record?: Role | null): Promise<unknown>; onClose(): void }) {
  const [target, setTarget] = useState<{ record: Role | null } | null>(null);
  const close = () => {
    setTarget(null);
    onClose();
  };
  const { form, modalProps } = useModalForm<Role, { roleName: string }>({
    open: target !== null,
    record: target?.record,
    noun: '角色',
    blank: { roleName: '新角色' },
    save,
    onClose: close,
  });
  return (
    <>
      <button type="button" onClick={() => setTarget({ record: { id: '7', roleName: '调度员' } })}>
        编辑调度员
      </button>
      <button type="button" onClick={() => setTarget({ record: null })}>
        新增
      </button>
      <Modal {...modalProps}>
        <Form form={form}>
          <Form.Item name="roleName" label="角色名称" rules={[{ required: true, message: '请输入角色名称' }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

afterEach(() => success.mockClear());

describe('useModalForm', () => {
  it('fills the dialog from the record, empties it for a new one, and names it by its noun', async () => {
    render(<Harness save={vi.fn()} onClose={vi.fn()} />);
    fireEvent.click(screen.getByText('编辑调度员'));
    expect(await screen.findByText('编辑角色')).toBeInTheDocument();
    expect(screen.getByLabelText('角色名称')).toHaveValue('调度员');
    // typed but not saved: gone at the next opening
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '改了一半' } });
    fireEvent.click(screen.getByText('取 消'));
    fireEvent.click(screen.getByText('新增'));
    expect(await screen.findByText('新增角色')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('角色名称')).toHaveValue('新角色'));
  });

  it('saves the values with the record, says 编辑成功 and closes; a 422 stays open under its field', async () => {
    const onClose = vi.fn();
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('角色名称已存在', 422, {
          success: false,
          message: '角色名称已存在',
          result: { errors: [{ field: 'roleName', message: '角色名称已存在' }] },
        }),
      )
      .mockResolvedValueOnce({ id: '7' });
    render(<Harness save={save} onClose={onClose} />);
    fireEvent.click(screen.getByText('编辑调度员'));
    await screen.findByText('编辑角色');
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '管理员' } });
    await act(async () => fireEvent.click(screen.getByText('确 定')));
    expect(await screen.findByText('角色名称已存在')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('角色名称'), { target: { value: '值班调度' } });
    await act(async () => fireEvent.click(screen.getByText('确 定')));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenLastCalledWith({ roleName: '值班调度' }, { id: '7', roleName: '调度员' });
    expect(success).toHaveBeenCalledWith('编辑成功');
  });
});
