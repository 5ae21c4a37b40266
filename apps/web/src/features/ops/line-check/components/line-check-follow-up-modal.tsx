/** 指派 (who fixes it, picked with the user picker) or 整改 (what was done) of one finding. */
import { Form, Input, Modal, Typography } from 'antd';
import type { LineCheckRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { UserSelectInput } from '../../../../components/pickers';
import { useMoveLineCheck } from '../api/line-check-api';

export type FollowUpKind = 'assign' | 'fix';

interface Values {
  assignee?: string;
  resolution?: string;
}

export function LineCheckFollowUpModal({ kind, record, onClose }: { kind: FollowUpKind | null; record: LineCheckRecord | null; onClose(): void }) {
  const move = useMoveLineCheck();
  const { form, modalProps } = useModalForm<LineCheckRecord, Values, string>({
    open: kind !== null && record !== null,
    record,
    title: kind === 'assign' ? '指派整改' : '登记整改',
    toValues: (check) => (kind === 'assign' && check.assignee ? { assignee: check.assignee } : {}),
    save: async (values) => {
      const { id, version } = record!;
      const done =
        kind === 'assign'
          ? await move.mutateAsync({ action: 'assign', body: { id, version, assignee: values.assignee ?? '' } })
          : await move.mutateAsync({ action: 'fix', body: { id, version, resolution: values.resolution ?? '' } });
      return done.message;
    },
    success: (text) => text,
    onClose,
  });

  return (
    <Modal {...modalProps} width={560} okText={kind === 'assign' ? '指派' : '确定'}>
      {record && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 16 }}>
          {record.routeNumber} {record.stopName ?? ''}：{record.findings}
        </Typography.Paragraph>
      )}
      <Form form={form} name="line-check-follow-up" layout="vertical" autoComplete="off">
        {kind === 'assign' ? (
          <Form.Item label="整改责任人" name="assignee" rules={[{ required: true, message: '请选择整改责任人' }]}>
            <UserSelectInput multiple={false} placeholder="请选择整改责任人" />
          </Form.Item>
        ) : (
          <Form.Item label="整改情况" name="resolution" rules={[{ required: true, whitespace: true, message: '请填写整改情况' }]}>
            <Input.TextArea rows={4} maxLength={2000} showCount placeholder="如：已更换顶棚板并做防水处理" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
