import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { QrImage, QrPopover, QR_EMPTY_TEXT, QR_FAILED_TEXT } from '..';

describe('QR popover', () => {
  it('shows a QR image of the content on hover', async () => {
    const user = userEvent.setup({ delay: null });
    render(<QrPopover content="https://bus.example.com/line/1" title="1路扫码乘车" />);
    await user.hover(screen.getByRole('button', { name: '二维码' }));
    expect(await screen.findByText('1路扫码乘车')).toBeInTheDocument();
    expect(document.querySelector('.ant-qrcode svg')).not.toBeNull();
  });

  it('says there is no content when the content is empty', () => {
    render(<QrImage content="" />);
    expect(screen.getByText(QR_EMPTY_TEXT)).toBeInTheDocument();
    expect(document.querySelector('.ant-qrcode')).toBeNull();
  });

  it('says the code could not be made, and warns, when the text is too long for a QR code', () => {
    const warning = vi.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<QrImage content={'站'.repeat(3000)} />);
    expect(screen.getByText(QR_FAILED_TEXT)).toBeInTheDocument();
    expect(warning).toHaveBeenCalledWith(QR_FAILED_TEXT);
    quiet.mockRestore();
    warning.mockRestore();
  });
});
