/** Avatar picker: checks type and size in the browser (2 MB, images only), uploads to biz=avatar. */
import { useState } from 'react';
import { Avatar, Button, Space, Upload, message } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, avatarProblem } from './account-rules';

export function AvatarUpload({ value, onChange }: { value?: string | null; onChange?: (url: string) => void }) {
  const [uploading, setUploading] = useState(false);
  return (
    <Space direction="vertical" align="center" size={16}>
      <Avatar size={120} src={value || undefined} icon={<UserOutlined />} data-testid="avatar-preview" />
      <Upload
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarProblem(file);
          if (problem) {
            void message.error(problem);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setUploading(true);
          uploadAvatar(file as File)
            .then((url) => {
              onChange?.(url);
              onSuccess?.(url);
            })
            .catch((error: Error) => onError?.(error))
            .finally(() => setUploading(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          更换头像
        </Button>
      </Upload>
    </Space>
  );
}
