/**
 * 包车需求 (bc/BcDemandList, issue 25): the resource kit's page of charterDemandResource (generated
 * by the resource generator, issue 23: npm run new:resource, 代码生成), the nearest trips first: who
 * asks (their kind and contact), when, the route and how many. 关闭 asks the reason the customer
 * gave; 重新打开 puts a closed demand back in the queue for a quote; 报价 writes a quote for it (包车订单).
 */
import { useState } from 'react';
import { App, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { BC_PERMS, charterDemandResource, type ApiReply, type CharterDemandRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';
import { useModalForm } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';
import { QuoteFormModal } from '../../charter-order/components/quote-form-modal';

export const charterDemandApi = resourceApi(charterDemandResource);

async function move(action: 'close' | 'reopen', body: { id: string; version: number; reason?: string }): Promise<string> {
  const reply = (await http.put<ApiReply<CharterDemandRecord>>(`/bc/charterDemand/${action}`, body, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

function CloseModal({ record, onClose }: { record: CharterDemandRecord | null; onClose(): void }) {
  const client = useQueryClient();
  const { form, modalProps } = useModalForm<CharterDemandRecord, { reason: string }, string>({
    open: record !== null,
    record,
    title: `关闭需求：${record?.customerName ?? ''}`,
    toValues: () => ({ reason: '' }),
    save: async (values) => {
      const message = await move('close', { id: record!.id, version: record!.version, reason: values.reason });
      await client.invalidateQueries({ queryKey: charterDemandApi.queryKey });
      return message;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={520} okText="关闭需求" okButtonProps={{ ...modalProps.okButtonProps, danger: true }}>
      <Form form={form} name="charter-demand-close" layout="vertical" autoComplete="off">
        <Form.Item label="关闭原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写关闭原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：客户取消行程、价格未谈拢、已选择其他公司" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function CharterDemandListPage({ title }: { title: string }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [closing, setClosing] = useState<CharterDemandRecord | null>(null);
  const [quoting, setQuoting] = useState<CharterDemandRecord | null>(null);
  const reopen = async (record: CharterDemandRecord) => {
    if (!(await confirmAction(`确定重新打开「${record.customerName}」的需求吗？`, '需求将回到待报价。', '重新打开', { danger: false }))) return;
    try {
      message.success(await move('reopen', { id: record.id, version: record.version }));
    } catch {
      return; // the shared client said why
    }
    await client.invalidateQueries({ queryKey: charterDemandApi.queryKey });
  };
  return (
    <ResourceListPage
      api={charterDemandApi}
      title={title}
      displayRulesOf="/bc/bcDemand"
      columns={[
        [
          'customerName',
          {
            title: '客户',
            width: 200,
            render: (name: string, record: CharterDemandRecord) => (
              <Space size={4}>
                <DictTag dictCode="bc_customer_kind" value={record.customerKind} text={record.customerKind_dictText} />
                {name}
              </Space>
            ),
          },
        ],
        [
          'contact',
          {
            title: '联系人',
            width: 130,
            render: (contact: string, record: CharterDemandRecord) => (
              <>
                <div>{contact}</div>
                <Typography.Text type="secondary">{record.phone}</Typography.Text>
              </>
            ),
          },
        ],
        [
          'startDate',
          {
            title: '行程日期',
            width: 170,
            render: (start: string, record: CharterDemandRecord) => (record.endDate === start ? start : `${start} 至 ${record.endDate.slice(5)}`),
          },
        ],
        {
          title: '路线',
          key: 'route',
          width: 220,
          ellipsis: true,
          render: (_: unknown, record: CharterDemandRecord) => `${record.fromPlace} → ${record.toPlace}${record.roundTrip ? '（往返）' : ''}`,
        },
        'passengers',
        [
          'state',
          {
            render: (state: string, record: CharterDemandRecord) => (
              <Tooltip title={record.closeReason ?? undefined}>
                <span>
                  <DictTag dictCode="bc_demand_state" value={state} text={record.state_dictText} />
                </span>
              </Tooltip>
            ),
          },
        ],
      ]}
      onStateAction={(action, record) => (action === 'close' ? setClosing(record) : void reopen(record))}
      // 报价 makes a quote (a 包车订单 draft) from the demand
      rowActions={(record) =>
        record.state === 'new' || record.state === 'quoted'
          ? [{ key: 'quote', label: '报价', code: BC_PERMS.charterOrder.add, onClick: () => setQuoting(record) }]
          : []
      }
      emptyText="暂无包车需求：客户来电或来函时新增一条，写明行程与人数"
    >
      <CloseModal record={closing} onClose={() => setClosing(null)} />
      <QuoteFormModal
        open={quoting !== null}
        demand={quoting}
        onClose={() => setQuoting(null)}
        onSaved={() => void client.invalidateQueries({ queryKey: charterDemandApi.queryKey })}
      />
    </ResourceListPage>
  );
}
