/** 回复 of a feedback: what the passenger wrote, the replies so far (who and when), and the new reply. */
import { Descriptions, Empty, Form, Input, Modal, Timeline, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_FEEDBACK_REPLY, type FeedbackRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';
import { useModalForm } from '../../../../components/form-modal';
import { feedbackApi, replyFeedback, useFeedbackReplies } from '../api/feedback-api';

export function FeedbackReplyModal({ record, onClose }: { record: FeedbackRecord | null; onClose(): void }) {
  const client = useQueryClient();
  const replies = useFeedbackReplies(record?.id);
  const { form, modalProps } = useModalForm<FeedbackRecord, { content: string }, string>({
    open: record !== null,
    record,
    title: '回复意见反馈',
    toValues: () => ({ content: '' }),
    save: async (values) => {
      const text = await replyFeedback({ id: record!.id, version: record!.version, content: values.content });
      await client.invalidateQueries({ queryKey: feedbackApi.queryKey });
      return text;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={640} okText="发送回复">
      {record && (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="反馈类型">
            <DictTag dictCode="isps_feedback_type" value={record.feedbackType} text={record.feedbackType_dictText} />
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{record.submitTime?.slice(0, 16)}</Descriptions.Item>
          <Descriptions.Item label="反馈内容" span={2}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{record.content}</Typography.Paragraph>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5}>已有回复</Typography.Title>
      {replies.data?.length ? (
        <Timeline
          items={replies.data.map((reply) => ({
            key: reply.id,
            children: (
              <>
                <Typography.Text type="secondary">
                  {reply.replyBy} · {reply.replyTime.slice(0, 16)}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{reply.content}</div>
              </>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回复" />
      )}
      <Form form={form} name="feedback-reply" layout="vertical" autoComplete="off">
        <Form.Item label="回复内容" name="content" rules={[{ required: true, whitespace: true, message: '请输入回复内容' }]}>
          <Input.TextArea rows={4} maxLength={MAX_FEEDBACK_REPLY} showCount placeholder="乘客将在 APP 中看到这条回复" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
