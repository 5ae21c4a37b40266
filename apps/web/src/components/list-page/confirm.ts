import { Modal } from 'antd';

/** Asks before a destructive action; resolves true when the user confirms. */
export function confirmAction(title: string, content?: string, okText = '确定'): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content,
      okText,
      okType: 'danger',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
