import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { usePrompt, type PromptOptions } from '..';

function Host({ options }: { options: PromptOptions }) {
  const [prompt, holder] = usePrompt();
  return (
    <>
      <Button onClick={() => prompt(options)}>重命名</Button>
      {holder}
    </>
  );
}

const rules = [
  { required: true, message: '请输入线路名称' },
  { max: 10, message: '线路名称最多 10 个字' },
];

async function open(options: Partial<PromptOptions> = {}) {
  const user = userEvent.setup({ delay: null });
  const onOk = options.onOk ?? vi.fn();
  const onCancel = options.onCancel ?? vi.fn();
  render(<Host options={{ title: '重命名线路', label: '线路名称', rules, ...options, onOk, onCancel }} />);
  await user.click(screen.getByRole('button', { name: '重命名' }));
  const input = await screen.findByLabelText('线路名称');
  return { user, input, onOk, onCancel };
}

/** Closed: gone, hidden, or leaving (jsdom never ends antd's leave motion). */
const closed = () => {
  const dialog = document.querySelector<HTMLElement>('.prompt-dialog');
  const wrap = dialog?.closest<HTMLElement>('.ant-modal-wrap');
  return !dialog || wrap?.style.display === 'none' || dialog.classList.contains('ant-zoom-leave');
};
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

describe('prompt dialog', () => {
  it('checks the rules on OK and does not call onOk while they fail', async () => {
    const { user, onOk } = await open();
    await user.click(okButton());
    expect(await screen.findByText('请输入线路名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('线路名称'), '一二三四五六七八九十十一');
    await user.click(okButton());
    expect(await screen.findByText('线路名称最多 10 个字')).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('a sync onOk gets the value and the dialog closes; Enter submits', async () => {
    const { user, input, onOk } = await open({ defaultValue: '1路' });
    expect(input).toHaveValue('1路');
    await user.clear(input);
    await user.type(input, '1路快线{Enter}');
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(onOk).toHaveBeenCalledWith('1路快线');
    await waitFor(() => expect(closed()).toBe(true));
  });

  it('an async onOk keeps the dialog open with a loading OK until it resolves', async () => {
    let finish!: () => void;
    const onOk = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, input } = await open({ onOk });
    await user.type(input, '环线');
    await user.click(okButton());
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('环线'));
    await waitFor(() => expect(okButton()).toHaveClass('ant-btn-loading'));
    expect(closed()).toBe(false);
    await act(async () => finish());
    await waitFor(() => expect(closed()).toBe(true));
  });

  it('a failing onOk keeps the dialog open and shows why', async () => {
    const onOk = vi.fn(async () => {
      throw new Error('线路名称已存在');
    });
    const { user, input } = await open({ onOk });
    await user.type(input, '1路');
    await user.click(okButton());
    expect(await screen.findByText('线路名称已存在')).toBeInTheDocument();
    expect(closed()).toBe(false);
    expect(okButton()).not.toHaveClass('ant-btn-loading');
  });

  it('cancel runs the cancel callback and closes', async () => {
    const { user, onOk, onCancel } = await open();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).not.toHaveBeenCalled();
    await waitFor(() => expect(closed()).toBe(true));
  });
});
