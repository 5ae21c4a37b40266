import { Button, Modal, Upload, message } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { downloadImportErrors, IMPORT_PARTIAL_CODE, useImportUsers } from '../api/import-users';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** 导入: an .xlsx of at most 5 MB; when some rows are rejected the dialog offers their error file. */
export function ImportUsersButton() {
  const mutation = useImportUsers();

  const upload = async (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) return void message.warning('只支持 .xlsx 格式的文件');
    if (file.size > IMPORT_MAX_BYTES) return void message.warning('文件大小不能超过 5 MB');
    try {
      const reply = await mutation.mutateAsync(file);
      const url = reply.result.errorFileUrl;
      if (reply.code === IMPORT_PARTIAL_CODE && url) {
        Modal.confirm({
          title: '部分数据导入失败',
          content: `${reply.message}。是否下载失败数据（含失败原因）？`,
          okText: '下载失败数据',
          cancelText: '关闭',
          onOk: () => downloadImportErrors(url),
        });
      } else void message.success(reply.message);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '导入失败');
    }
  };

  return (
    <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
      <Button icon={<ImportOutlined />} loading={mutation.isPending}>
        导入
      </Button>
    </Upload>
  );
}
