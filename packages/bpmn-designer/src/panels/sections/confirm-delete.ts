/** The spec's delete confirmation: title 警告, 确定删除该项吗？ */
import type { App } from 'antd';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

export function confirmDelete(modal: ModalApi, onOk: () => void) {
  modal.confirm({ title: '警告', content: '确定删除该项吗？', okText: '确定', cancelText: '取消', okButtonProps: { danger: true }, onOk });
}
