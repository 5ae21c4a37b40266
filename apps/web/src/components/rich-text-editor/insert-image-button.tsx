/**
 * Toolbar button of the rich text editor: choose an image, upload it (POST /sys/common/upload with
 * biz=jeditor, jeditor=1) and insert it where the cursor is. The server answers with the stored
 * path and the URL to embed; the message 'local' would mean embedding the file itself.
 */
import { useRef, useState } from 'react';
import { Button, Tooltip, message } from 'antd';
import { LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { isApiError } from '../../lib/http';
import { uploadFiles } from '../upload/api/upload-files';
import { isAcceptedImageType, NOT_IMAGE_MESSAGE, richTextImageSource, UPLOAD_FAILED_MESSAGE } from '../upload/upload-status';

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });

export function InsertImageButton({ editor }: { editor: Editor }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const insert = async (file: File) => {
    if (!isAcceptedImageType(file.type)) {
      void message.warning(NOT_IMAGE_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const reply = await uploadFiles({ files: [file], biz: 'jeditor', jeditor: '1' });
      const src = await richTextImageSource(reply, file, readAsDataUrl);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (error) {
      void message.warning(`${UPLOAD_FAILED_MESSAGE}：${isApiError(error) || error instanceof Error ? error.message : '未知错误'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title="插入图片">
        <Button
          size="small"
          type="text"
          aria-label="插入图片"
          disabled={busy}
          icon={busy ? <LoadingOutlined /> : <PictureOutlined />}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => input.current?.click()}
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        data-testid="rich-text-image-input"
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insert(file);
        }}
      />
    </>
  );
}
