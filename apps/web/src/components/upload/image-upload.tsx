/**
 * Picture-card image uploader with a preview modal (spec 03 'Upload widgets', sections 4, 5, 9).
 *
 * Props: value / onChange hold the stored paths comma-joined (what a form field keeps);
 * multiple (default false) with max (0 = unlimited; single means 1 and a new image replaces the
 * old one); biz (default 'temp'); acceptVideo also takes mp4 video; disabled; pathField (reply
 * field holding the path, default 'message').
 * Rules: a non-image file is refused with '请上传图片'; unless multiple, a second upload while one
 * runs is refused with '正在上传，请稍候'; a failed upload shows '文件上传失败' with the server's
 * message, and its card keeps the message as a tooltip ('上传失败' when there is none).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal, Upload, message, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UploadBiz } from '@bus/contracts';
import { filesFromPaths, pathsOf, settleUploadFile, uploadRequest } from './upload-file-list';
import {
  imageMaxCount,
  isAcceptedImageType,
  joinPaths,
  mayStartUpload,
  NOT_IMAGE_MESSAGE,
  splitPaths,
  UPLOAD_FAILED_MESSAGE,
  UPLOADING_MESSAGE,
  uploadErrorTip,
} from './upload-status';

export interface ImageUploadProps {
  value?: string | null;
  onChange?(value: string): void;
  multiple?: boolean;
  max?: number;
  biz?: UploadBiz;
  acceptVideo?: boolean;
  disabled?: boolean;
  pathField?: string;
  /** text under the plus icon */
  buttonText?: string;
}

const isVideo = (file: UploadFile) => /\.mp4$/i.test(file.url ?? file.name);

export function ImageUpload({
  value,
  onChange,
  multiple = false,
  max = 0,
  biz = 'temp',
  acceptVideo = false,
  disabled,
  pathField = 'message',
  buttonText = '上传',
}: ImageUploadProps) {
  const [fileList, setFileList] = useState<UploadFile[]>(() => filesFromPaths(splitPaths(value)));
  const [preview, setPreview] = useState<UploadFile | null>(null);
  const emitted = useRef<string>(value ?? '');
  const maxCount = imageMaxCount(multiple, max);
  const customRequest = useMemo(() => uploadRequest({ biz }), [biz]);

  // a value set from outside (a form loading a record) replaces the list
  useEffect(() => {
    if ((value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    setFileList(filesFromPaths(splitPaths(value)));
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!isAcceptedImageType(file.type, acceptVideo)) {
      void message.warning(NOT_IMAGE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (
      !mayStartUpload(
        fileList.map((f) => f.status),
        multiple,
      )
    ) {
      void message.warning(UPLOADING_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file, fileList: next }) => {
    const settled = next.map((f) => settleUploadFile(f, pathField));
    setFileList(settled);
    const current = settled.find((f) => f.uid === file.uid);
    if (current?.status === 'error' && file.status !== 'removed') void message.warning(`${UPLOAD_FAILED_MESSAGE}：${uploadErrorTip(current)}`);
    if (settled.some((f) => f.status === 'uploading')) return;
    const joined = joinPaths(pathsOf(settled, pathField));
    if (joined !== emitted.current) {
      emitted.current = joined;
      onChange?.(joined);
    }
  };

  const full = maxCount !== undefined && fileList.length >= maxCount && multiple;
  return (
    <>
      <Upload
        listType="picture-card"
        accept={acceptVideo ? 'image/*,video/mp4' : 'image/*'}
        fileList={fileList}
        multiple={multiple}
        maxCount={maxCount}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onPreview={(file) => setPreview(file)}
      >
        {full || disabled ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{buttonText}</div>
          </button>
        )}
      </Upload>
      <Modal open={preview !== null} title={preview?.name ?? '预览'} footer={null} width={720} onCancel={() => setPreview(null)} destroyOnHidden>
        {preview &&
          (isVideo(preview) ? (
            <video src={preview.url} controls style={{ width: '100%' }} />
          ) : (
            <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />
          ))}
      </Modal>
    </>
  );
}
