import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { FullscreenModal } from '..';

function Host({ onFullscreenChange }: { onFullscreenChange?(on: boolean): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>查看线路图</Button>
      <FullscreenModal title="1路线路图" open={open} width={600} onCancel={() => setOpen(false)} footer={null} onFullscreenChange={onFullscreenChange}>
        火车站 → 人民广场 → 大学城
      </FullscreenModal>
    </>
  );
}

const modalRoot = () => document.querySelector('.fullscreen-modal')!;

describe('fullscreen modal', () => {
  it('toggles fullscreen and back, and starts normal again on each open', async () => {
    const user = userEvent.setup({ delay: null });
    const onFullscreenChange = vi.fn();
    render(<Host onFullscreenChange={onFullscreenChange} />);
    await user.click(screen.getByRole('button', { name: '查看线路图' }));
    expect(await screen.findByText('火车站 → 人民广场 → 大学城')).toBeInTheDocument();
    expect(modalRoot()).not.toHaveClass('fullscreen-modal-on');

    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(modalRoot()).toHaveClass('fullscreen-modal-on');
    expect(onFullscreenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(modalRoot()).not.toHaveClass('fullscreen-modal-on');
    await user.click(screen.getByRole('button', { name: '全屏' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    // closing starts antd's leave motion (jsdom never ends it)
    await waitFor(() => expect(document.querySelector('.fullscreen-modal')).toHaveClass('ant-zoom-leave'));
    await user.click(screen.getByRole('button', { name: '查看线路图' }));
    await waitFor(() => expect(document.querySelector('.fullscreen-modal')).not.toHaveClass('ant-zoom-leave'));
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument();
    expect(document.querySelector('.fullscreen-modal-on')).toBeNull();
  });
});
