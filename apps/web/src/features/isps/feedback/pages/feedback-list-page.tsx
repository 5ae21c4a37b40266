/**
 * 意见反馈 (isps/FeedbackList): passengers' feedback from the app (or taken down on the phone),
 * 受理ed, 回复ed (each reply kept with who and when) and 关闭ed; only a pending one is edited.
 */
import { useState } from 'react';
import { message } from 'antd';
import { feedbackStates, type FeedbackAction, type FeedbackRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { feedbackApi, useMoveFeedback } from '../api/feedback-api';
import { FeedbackReplyModal } from '../components/feedback-reply-modal';

const searchItems = resourceSearchItems(feedbackApi.resource, ['state', 'feedbackType', 'content', 'contactPhone', 'submitTime']);

export default function FeedbackListPage({ title }: { title: string }) {
  const [replying, setReplying] = useState<FeedbackRecord | null>(null);
  const move = useMoveFeedback();

  const act = async (action: FeedbackAction, record: FeedbackRecord) => {
    if (action === 'reply') {
      setReplying(record);
      return;
    }
    const { label, confirm } = feedbackStates.actions[action];
    if (confirm && !(await confirmAction(`确定${label}该反馈吗？`, confirm, label))) return;
    try {
      void message.success(await move.mutateAsync({ action, id: record.id, version: record.version }));
    } catch (error) {
      reportFailure(error, `${label}失败`);
    }
  };

  return (
    <ResourceListPage
      api={feedbackApi}
      title={title}
      searchItems={searchItems}
      columns={['submitTime', 'feedbackType', ['content', { width: 180 }], ['contactPhone', { width: 120 }], 'state', 'lastReplyBy']}
      scrollX={1000}
      editable={(record) => feedbackStates.canEdit(record.state)}
      onStateAction={(action, record) => void act(action as FeedbackAction, record)}
      addLabel="登记反馈"
      actionsWidth={220}
      displayRulesOf="/isps/feedback"
    >
      <FeedbackReplyModal record={replying} onClose={() => setReplying(null)} />
    </ResourceListPage>
  );
}
