/**
 * The files attached to one business record (GET /file-upload/find-by-service), each with 预览
 * (images and pdf, fetched with the session through file-preview) and 下载; 删除 when the caller
 * may remove attachments (the server lets only the uploader delete).
 *
 * Props: serviceId, serviceCode, twoServiceCode (both default 'default'), allowRemove.
 */
import { useEffect, useState } from 'react';
import { Button, List, Modal, Space, Spin, Typography, message } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { FoundFile } from '@bus/contracts';
import { isApiError } from '../../lib/http';
import { useDeleteStoredFile } from './api/delete-stored-file';
import { useFilesByService, type ServiceRef } from './api/find-files-by-service';
import { downloadStoredFile, getStoredFile } from './api/get-stored-file';
import { UNKNOWN_FILE_MESSAGE } from './upload-status';
import { reportFailure } from '../form-modal';

const PREVIEWABLE = /\.(png|jpe?g|gif|webp|pdf)$/i;

function FilePreviewModal({ file, onClose }: { file: FoundFile | null; onClose(): void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (!file) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setUrl(null);
    setFailed('');
    getStoredFile(file.id, true)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => setFailed(isApiError(error) ? error.message : '预览失败'));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  const isPdf = file ? /\.pdf$/i.test(file.fileName) : false;
  return (
    <Modal open={file !== null} title={file?.fileName} footer={null} width={isPdf ? 960 : 720} onCancel={onClose} destroyOnHidden>
      {failed ? (
        <Typography.Text type="danger">{failed}</Typography.Text>
      ) : !url ? (
        <div style={{ textAlign: 'center', padding: 40 }}>
          <Spin />
        </div>
      ) : isPdf ? (
        <iframe title={file?.fileName} src={url} style={{ width: '100%', height: 600, border: 0 }} />
      ) : (
        <img alt={file?.fileName} src={url} style={{ width: '100%' }} />
      )}
    </Modal>
  );
}

export function ServiceFileList({ allowRemove = false, ...ref }: ServiceRef & { allowRemove?: boolean }) {
  const files = useFilesByService(ref);
  const remove = useDeleteStoredFile();
  const [preview, setPreview] = useState<FoundFile | null>(null);

  const download = async (file: FoundFile) => {
    if (!file.id) {
      void message.warning(UNKNOWN_FILE_MESSAGE);
      return;
    }
    await downloadStoredFile(file.id, file.fileName).catch((error: unknown) => reportFailure(error, '文件下载失败'));
  };

  const confirmRemove = (file: FoundFile) =>
    Modal.confirm({
      title: '确定删除该附件吗？',
      content: file.fileName,
      okText: '删除',
      okType: 'danger',
      cancelText: '取消',
      onOk: async () => {
        try {
          await remove.mutateAsync(file.id);
          void message.success('删除成功');
        } catch (error) {
          void message.error(isApiError(error) ? error.message : '删除失败');
        }
      },
    });

  return (
    <>
      <List<FoundFile>
        size="small"
        bordered
        loading={files.isLoading}
        dataSource={files.data ?? []}
        locale={{ emptyText: files.isError ? '附件加载失败' : '暂无附件' }}
        renderItem={(file) => (
          <List.Item
            actions={[
              PREVIEWABLE.test(file.fileName) ? (
                <Button key="preview" type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(file)}>
                  预览
                </Button>
              ) : null,
              <Button key="download" type="link" size="small" icon={<DownloadOutlined />} onClick={() => void download(file)}>
                下载
              </Button>,
              allowRemove ? (
                <Button key="delete" type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(file)}>
                  删除
                </Button>
              ) : null,
            ].filter(Boolean)}
          >
            <Space>
              <PaperClipOutlined />
              <Typography.Text>{file.fileName}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <FilePreviewModal file={preview} onClose={() => setPreview(null)} />
    </>
  );
}
