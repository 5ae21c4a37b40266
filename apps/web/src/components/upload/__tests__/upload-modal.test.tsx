import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { systemSettingQueryOptions } from '../../../lib/api/get-system-setting';
import { UploadModal } from '../upload-modal';

describe('UploadModal', () => {
  it("warns '未上传文件' when confirmed with nothing uploaded and stays open", async () => {
    const onOk = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UploadModal open title="上传附件" onOk={onOk} onCancel={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('点击或将文件拖到此处上传')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('未上传文件')).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('tells the largest file the server takes, as configured (UPLOAD_MAX_MB), not a default', async () => {
    const client = new QueryClient();
    client.setQueryData(systemSettingQueryOptions().queryKey, {
      systematicName: '江城',
      systemLogoUrl: '/branding/logo.svg',
      systemBackdropUrl: '/branding/login-bg.svg',
      uploadMaxMb: 3,
    });
    render(
      <QueryClientProvider client={client}>
        <UploadModal open title="上传附件" onOk={vi.fn()} onCancel={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/单个文件不超过 3 MB/)).toBeInTheDocument();
    expect(screen.queryByText(/默认 10MB/)).toBeNull();
  });
});
