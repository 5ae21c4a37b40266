/**
 * File or image upload popup (spec 03 'Upload widgets': 'A file or image upload popup').
 *
 * Props: open; type 'file' (drag area and list) or 'image' (picture cards); title; the business
 * record the files belong to (serviceId, serviceCode and twoServiceCode, both 'default' when not
 * given; stored in biz 'attachment') or a biz folder (default 'temp'); multiple (default true);
 * max (0 = unlimited); type 'file' takes an accept string;
 * onOk(files) with the uploaded {id, fileName, fileAddress, fileUrl}; onCancel.
 * Confirming with nothing uploaded warns '未上传文件'; while a file is still uploading it warns
 * '正在上传，请稍候'. Removing an uploaded file before confirming deletes it on the server.
 */
import { useMemo, useState } from 'react';
import { Modal, Typography, Upload, message, type UploadFile, type UploadProps } from 'antd';
import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_FILES_PER_UPLOAD, type UploadBiz, type UploadedInfo, type UploadResult } from '@bus/contracts';
import { deleteStoredFile } from './api/delete-stored-file';
import { storedFilesQueryKey } from './api/find-files-by-service';
import { settleUploadFile, uploadRequest } from './upload-file-list';
import { isAcceptedImageType, NO_FILE_UPLOADED_MESSAGE, NOT_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE, UPLOADING_MESSAGE, uploadErrorTip } from './upload-status';
import { reportFailure } from '../form-modal';
import { systemSettingQueryOptions } from '../../lib/api/get-system-setting';

export interface UploadModalProps {
  open: boolean;
  type?: 'file' | 'image';
  title?: string;
  biz?: UploadBiz;
  serviceId?: string;
  serviceCode?: string;
  twoServiceCode?: string;
  multiple?: boolean;
  max?: number;
  /** accept attribute of the file chooser (type 'file') */
  accept?: string;
  onOk(files: UploadedInfo[]): void;
  onCancel(): void;
}

const infoOf = (file: UploadFile): UploadedInfo | undefined =>
  file.status === 'done' ? (file.response as { result?: UploadResult } | undefined)?.result?.fileUploadInfoList?.[0] : undefined;

export function UploadModal({
  open,
  type = 'file',
  title,
  biz,
  serviceId,
  serviceCode,
  twoServiceCode,
  multiple = true,
  max = 0,
  accept,
  onOk,
  onCancel,
}: UploadModalProps) {
  const [fileList, setFileList] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<UploadFile | null>(null);
  const client = useQueryClient();
  // the server's UPLOAD_MAX_MB (GET /basic/system/get, read once for the shell's branding anyway)
  const uploadMaxMb = useQuery({ ...systemSettingQueryOptions(), enabled: open }).data?.uploadMaxMb;
  const customRequest = useMemo(
    () => uploadRequest({ field: 'files', biz: biz ?? (serviceId ? 'attachment' : 'temp'), serviceId, serviceCode, twoServiceCode }),
    [biz, serviceId, serviceCode, twoServiceCode],
  );
  const limit = multiple ? (max > 0 ? max : MAX_FILES_PER_UPLOAD * 10) : 1;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (type === 'image' && !isAcceptedImageType(file.type)) {
      void message.warning(NOT_IMAGE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (!multiple && fileList.some((f) => f.status === 'uploading')) {
      void message.warning(UPLOADING_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file, fileList: next }) => {
    const settled = next.map((f) => settleUploadFile(f));
    setFileList(settled);
    const current = settled.find((f) => f.uid === file.uid);
    if (current?.status === 'error') void message.warning(`${UPLOAD_FAILED_MESSAGE}：${uploadErrorTip(current)}`);
    if (current?.status === 'done') void client.invalidateQueries({ queryKey: storedFilesQueryKey });
  };

  const handleRemove = async (file: UploadFile) => {
    const info = infoOf(file);
    if (info) {
      await deleteStoredFile(info.id).catch((error: unknown) => reportFailure(error, '删除失败'));
      void client.invalidateQueries({ queryKey: storedFilesQueryKey });
    }
    return true;
  };

  const close = () => setFileList([]);

  const confirm = () => {
    if (fileList.some((f) => f.status === 'uploading')) {
      void message.warning(UPLOADING_MESSAGE);
      return;
    }
    const uploaded = fileList.map(infoOf).filter((f): f is UploadedInfo => Boolean(f));
    if (uploaded.length === 0) {
      void message.warning(NO_FILE_UPLOADED_MESSAGE);
      return;
    }
    onOk(uploaded);
    close();
  };

  const common: UploadProps = {
    fileList,
    multiple,
    maxCount: limit,
    beforeUpload,
    customRequest,
    onChange: handleChange,
    onRemove: handleRemove,
    showUploadList: { showPreviewIcon: type === 'image', showDownloadIcon: false },
    onPreview: (file) => setPreview(file),
  };

  return (
    <Modal
      open={open}
      title={title ?? (type === 'image' ? '上传图片' : '上传文件')}
      width={600}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
      onCancel={() => {
        close();
        onCancel();
      }}
      destroyOnHidden
    >
      {type === 'image' ? (
        <Upload {...common} listType="picture-card" accept="image/*">
          {fileList.length >= limit ? null : (
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>选择图片</div>
            </button>
          )}
        </Upload>
      ) : (
        <Upload.Dragger {...common} accept={accept}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或将文件拖到此处上传</p>
          <Typography.Text type="secondary">
            支持图片、pdf、Office 文档、zip、txt、csv，单个文件不超过{uploadMaxMb ? ` ${uploadMaxMb} MB` : '服务器限制'}
          </Typography.Text>
        </Upload.Dragger>
      )}
      <Modal open={preview !== null} title={preview?.name ?? '预览'} footer={null} width={720} onCancel={() => setPreview(null)} destroyOnHidden>
        {preview?.url && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </Modal>
  );
}
