/**
 * 撤销 of an application sent back to its initiator (待重新提交), wherever it is offered (我发起的,
 * the resubmit dialog, 流程详情): a confirmation, since the application then ends for good, and the
 * server's words after it.
 */
import { message } from 'antd';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { useCancelApplication } from '../api/mine';

export function useCancelFlow() {
  const cancel = useCancelApplication();
  /** resolves true once the application is cancelled (false: the user changed their mind, or it failed) */
  return async (instance: { id: string; title: string }, comment?: string): Promise<boolean> => {
    if (!(await confirmAction(`确定撤销“${instance.title}”吗？`, '撤销后申请结束，不能再重新提交。', '撤销'))) return false;
    try {
      void message.success(await cancel.mutateAsync({ instanceId: instance.id, comment: comment?.trim() || undefined }));
      return true;
    } catch (error) {
      reportFailure(error, '撤销失败');
      return false;
    }
  };
}
