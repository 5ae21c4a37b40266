/**
 * Cells for the editable table (spec 03 'Upload widgets': file, progress and upload cell editors;
 * 'a file-upload cell with a download and delete menu'). Plain components taking
 * { value, onChange, disabled }, so the editable table can register them as cell editors.
 *
 * - FileCell: a stored file ({ name, path, size }, its JSON, or a bare path) with a menu of
 *   下载 and 删除 (删除 asks first and clears the value; hidden when disabled or allowRemove=false).
 * - UploadCell: FileCell once a file is there; otherwise a small 上传 button, then the progress,
 *   then the file, or the error with the server's message as tooltip ('上传失败' by default).
 * - ProgressCell: a percentage (0-100) as a progress bar.
 * Uploads go through the shared client, so the access token header is always sent.
 */
import { useMemo, useState } from 'react';
import { Button, Dropdown, Modal, Progress, Space, Tooltip, Typography, Upload, message } from 'antd';
import { CloseCircleOutlined, DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadBiz } from '@bus/contracts';
import { uploadFiles } from './api/upload-files';
import {
  fileUrlOf,
  formatFileSize,
  parseFileValue,
  resolveUploadReply,
  UNKNOWN_FILE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_FAILED_TIP,
  uploadErrorTip,
  type FileValue,
} from './upload-status';
import { isApiError } from '../../lib/http';

export interface CellProps<V, Out = V> {
  value?: V | null;
  onChange?(value: Out | null): void;
  disabled?: boolean;
}

/** Opens the served file as a download (the stored name is random; the link names the file). */
export function downloadFileValue(value: FileValue | null): void {
  if (!value?.path) {
    void message.warning(UNKNOWN_FILE_MESSAGE);
    return;
  }
  const link = document.createElement('a');
  link.href = fileUrlOf(value.path);
  link.download = value.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function FileCell({ value, onChange, disabled, allowRemove = true }: CellProps<FileValue | string, FileValue> & { allowRemove?: boolean }) {
  const file = parseFileValue(value);
  if (!file) return <Typography.Text type="secondary">无文件</Typography.Text>;
  const remove = () =>
    Modal.confirm({
      title: '确定删除该文件吗？',
      content: file.name,
      okText: '删除',
      okType: 'danger',
      cancelText: '取消',
      onOk: () => onChange?.(null),
    });
  const items = [
    { key: 'download', icon: <DownloadOutlined />, label: '下载' },
    ...(allowRemove && !disabled && onChange ? [{ key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true }] : []),
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => (key === 'download' ? downloadFileValue(file) : remove()) }}>
      <Button
        type="link"
        size="small"
        icon={<PaperClipOutlined />}
        style={{ maxWidth: '100%', padding: 0 }}
        title={`${file.name} ${formatFileSize(file.size)}`.trim()}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 160, display: 'inline-block', verticalAlign: 'bottom' }}>
          {file.name}
        </span>
      </Button>
    </Dropdown>
  );
}

export function UploadCell({
  value,
  onChange,
  disabled,
  biz = 'temp',
  accept,
}: CellProps<FileValue | string, FileValue> & { biz?: UploadBiz; accept?: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'uploading' | 'error'; percent: number; name: string; message: string }>({
    status: 'idle',
    percent: 0,
    name: '',
    message: '',
  });
  const file = useMemo(() => parseFileValue(value), [value]);

  const start = async (chosen: File) => {
    setState({ status: 'uploading', percent: 0, name: chosen.name, message: '' });
    try {
      const reply = await uploadFiles({ files: [chosen], biz, onProgress: (percent) => setState((s) => ({ ...s, percent })) });
      const outcome = resolveUploadReply(reply);
      if (outcome.status === 'error') throw new Error(outcome.message);
      setState({ status: 'idle', percent: 100, name: '', message: '' });
      onChange?.({ name: reply.result.fileName || chosen.name, path: outcome.path, size: chosen.size });
    } catch (error) {
      const tip = isApiError(error) ? uploadErrorTip({ response: error.body }) : error instanceof Error && error.message ? error.message : UPLOAD_FAILED_TIP;
      setState({ status: 'error', percent: 0, name: chosen.name, message: tip });
      void message.warning(`${UPLOAD_FAILED_MESSAGE}：${tip}`);
    }
  };

  const picker = (label: string) => (
    <Upload
      accept={accept}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(chosen) => {
        void start(chosen);
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} disabled={disabled}>
        {label}
      </Button>
    </Upload>
  );

  if (state.status === 'uploading') {
    return (
      <Space direction="vertical" size={0} style={{ width: '100%' }}>
        <Typography.Text ellipsis style={{ maxWidth: 160 }}>
          {state.name}
        </Typography.Text>
        <Progress percent={state.percent} size="small" status="active" />
      </Space>
    );
  }
  if (state.status === 'error') {
    return (
      <Space size={4}>
        <Tooltip title={state.message || UPLOAD_FAILED_TIP}>
          <Typography.Text type="danger" ellipsis style={{ maxWidth: 120 }}>
            <CloseCircleOutlined /> {state.name}
          </Typography.Text>
        </Tooltip>
        {picker('重新上传')}
      </Space>
    );
  }
  if (file) return <FileCell value={file} onChange={onChange} disabled={disabled} />;
  return picker('上传');
}

export function ProgressCell({ value }: CellProps<number | string>) {
  const percent = Math.max(0, Math.min(100, Number(value ?? 0) || 0));
  return <Progress percent={percent} size="small" status={percent >= 100 ? 'success' : 'normal'} />;
}
