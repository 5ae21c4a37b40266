/**
 * 异常交易 (isps/UnusualTradeList): what the card desk's rules found (the nightly 卡务每日核对 in
 * 定时任务: balances against their ledgers, bursts of top-ups, fares taken twice), each resolved
 * with a note of what was found and done.
 */
import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { unusualTradeResource, type ApiReply, type UnusualTradeRecord } from '@bus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useModalForm } from '../../../../components/form-modal';
import { resourceApi, ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const unusualTradesApi = resourceApi(unusualTradeResource);
const searchItems = resourceSearchItems(unusualTradeResource, ['state', 'rule', 'cardNo', 'detectTime']);

function ResolveModal({ record, onClose }: { record: UnusualTradeRecord | null; onClose(): void }) {
  const client = useQueryClient();
  const { form, modalProps } = useModalForm<UnusualTradeRecord, { resolveNote: string }, string>({
    open: record !== null,
    record,
    title: '处理异常交易',
    toValues: () => ({ resolveNote: '' }),
    save: async (values) => {
      const reply = (
        await http.put<ApiReply<UnusualTradeRecord>>(
          '/isps/unusualTrade/resolve',
          { id: record!.id, version: record!.version, resolveNote: values.resolveNote },
          { skipErrorHandler: true },
        )
      ).data;
      unwrap(reply);
      await client.invalidateQueries({ queryKey: unusualTradesApi.queryKey });
      return reply.message;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={560} okText="处理">
      {record && (
        <Typography.Paragraph type="secondary">
          {record.rule_dictText}：{record.cardNo} {record.detail}
        </Typography.Paragraph>
      )}
      <Form form={form} name="unusual-trade-resolve" layout="vertical" autoComplete="off">
        <Form.Item label="处理说明" name="resolveNote" rules={[{ required: true, whitespace: true, message: '请填写处理说明' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：核实为乘客本人多次充值，无异常" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function UnusualTradeListPage({ title }: { title: string }) {
  const [resolving, setResolving] = useState<UnusualTradeRecord | null>(null);
  return (
    <ResourceListPage
      api={unusualTradesApi}
      title={title}
      searchItems={searchItems}
      columns={['detectTime', 'rule', 'cardNo', 'amountCents', 'detail', 'state', 'resolvedBy']}
      onStateAction={(_action, record) => setResolving(record)}
      actionsWidth={90}
      emptyText="暂无异常交易：卡务每日核对每晚 02:30 运行（系统管理 → 定时任务）"
    >
      <ResolveModal record={resolving} onClose={() => setResolving(null)} />
    </ResourceListPage>
  );
}
