/**
 * A batch's differences (对账差异): what did not agree, the open ones first, each with our amount,
 * the channel's and the statement's line; 处理 with a note of what was found and done.
 */
import { useState } from 'react';
import { Button, Drawer, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { formatYuan, reconDiffStates, type ReconBatchRecord, type ReconDiffRecord } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { usePermission } from '../../../../lib/permissions';
import { useBatchDiffs, useResolveDiff } from '../api/reconcile-api';

const KIND_COLOR: Record<string, string> = { missing_ours: 'red', missing_theirs: 'orange', amount: 'red', state: 'orange' };
const money = (cents: number | null) => (cents === null ? '—' : formatYuan(cents));

function ResolveModal({ diff, onClose }: { diff: ReconDiffRecord | null; onClose(): void }) {
  const resolve = useResolveDiff();
  const { form, modalProps } = useModalForm<ReconDiffRecord, { resolveNote: string }, string>({
    open: diff !== null,
    record: diff,
    title: '处理对账差异',
    toValues: () => ({ resolveNote: '' }),
    save: async (values) => resolve.mutateAsync({ id: diff!.id, version: diff!.version, resolveNote: values.resolveNote }),
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={560} okText="处理">
      {diff && (
        <Typography.Paragraph type="secondary">
          {diff.kind_dictText}：{diff.detail}
        </Typography.Paragraph>
      )}
      <Form form={form} name="recon-resolve" layout="vertical" autoComplete="off">
        <Form.Item label="处理说明" name="resolveNote" rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：跨日交易，次日对账单中已有；已联系渠道补单" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ReconDiffsDrawer({ batch, onClose }: { batch: ReconBatchRecord | null; onClose(): void }) {
  const diffs = useBatchDiffs(batch?.id ?? null);
  const { can } = usePermission();
  const [resolving, setResolving] = useState<ReconDiffRecord | null>(null);
  const canResolve = can(reconDiffStates.actions.resolve.permission!);
  return (
    <Drawer
      open={batch !== null}
      onClose={onClose}
      width={1080}
      title={
        batch
          ? `对账差异：${batch.billDate} ${batch.channel_dictText ?? batch.channel} ${batch.fileName}（${batch.lineCount} 笔，待处理 ${(diffs.data ?? []).filter((diff) => diff.state === 'open').length} 条）`
          : ''
      }
    >
      <Table<ReconDiffRecord>
        size="small"
        rowKey="id"
        loading={diffs.isLoading}
        dataSource={diffs.data ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: '没有差异：对账单与我方记录全部一致' }}
        columns={[
          { title: '类型', dataIndex: 'kind_dictText', width: 90, render: (text: string, diff) => <Tag color={KIND_COLOR[diff.kind]}>{text}</Tag> },
          { title: '订单号', dataIndex: 'outTradeNo', width: 170 },
          { title: '我方金额', dataIndex: 'ourCents', width: 100, align: 'right', render: money },
          { title: '渠道金额', dataIndex: 'theirCents', width: 100, align: 'right', render: money },
          { title: '行', dataIndex: 'line', width: 50, render: (line: number | null) => line ?? '—' },
          { title: '说明', dataIndex: 'detail', ellipsis: true },
          {
            title: '处理',
            dataIndex: 'state',
            width: 200,
            render: (state: string, diff) =>
              state === 'open' ? (
                canResolve ? (
                  <Button size="small" type="link" onClick={() => setResolving(diff)}>
                    处理
                  </Button>
                ) : (
                  <Tag color="orange">待处理</Tag>
                )
              ) : (
                <Typography.Text type="secondary" ellipsis={{ tooltip: diff.resolveNote }}>
                  {diff.resolvedBy}：{diff.resolveNote}
                </Typography.Text>
              ),
          },
        ]}
      />
      <ResolveModal diff={resolving} onClose={() => setResolving(null)} />
    </Drawer>
  );
}
