import { Modal } from 'antd';

/**
 * Asks before an action; resolves true when the user confirms. The button is red (destructive)
 * unless `danger: false` says the action loses nothing (加签, 转办, 部署 ...).
 */
export function confirmAction(title: string, content?: string, okText = '确定', { danger = true }: { danger?: boolean } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content,
      okText,
      okType: danger ? 'danger' : 'primary',
      cancelText: '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
