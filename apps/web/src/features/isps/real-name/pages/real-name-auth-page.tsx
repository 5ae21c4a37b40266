/**
 * 实名认证 (isps/RealNameAuthList): the passengers' real-name submissions, the oldest waiting first;
 * 通过 (asked first; the server checks the ID card) makes the passenger verified in 会员管理, 驳回
 * asks for the reason the passenger will read.
 */
import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { realNameResource, type ApiReply, type RealNameRecord, type RealNameReview } from '@bus/contracts';
import { useModalForm } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const realNameApi = resourceApi(realNameResource);

async function review(body: RealNameReview): Promise<string> {
  const reply = (await http.put<ApiReply<RealNameRecord>>('/isps/realNameAuth/review', body, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

function RejectModal({ record, onClose }: { record: RealNameRecord | null; onClose(): void }) {
  const client = useQueryClient();
  const { form, modalProps } = useModalForm<RealNameRecord, { reason: string }, string>({
    open: record !== null,
    record,
    title: `驳回实名申请：${record?.realName ?? ''}`,
    toValues: () => ({ reason: '' }),
    save: async (values) => {
      const message = await review({ id: record!.id, version: record!.version, approve: false, reason: values.reason });
      await client.invalidateQueries({ queryKey: realNameApi.queryKey });
      return message;
    },
    success: (text) => text,
    onClose,
  });
  return (
    <Modal {...modalProps} width={520} okText="驳回" okButtonProps={{ ...modalProps.okButtonProps, danger: true }}>
      <Form form={form} name="real-name-reject" layout="vertical" autoComplete="off">
        <Form.Item label="驳回原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写驳回原因，乘客将看到它' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：证件照片模糊，请重新拍摄上传" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function RealNameAuthPage({ title }: { title: string }) {
  const client = useQueryClient();
  const { message, modal } = App.useApp();
  const [rejecting, setRejecting] = useState<RealNameRecord | null>(null);
  const approve = async (record: RealNameRecord) => {
    if (
      !(await confirmAction(`确认通过 ${record.realName} 的实名认证吗？`, `身份证号 ${record.idCard}。通过后乘客即为已实名，可办理记名卡。`, '通过', {
        danger: false,
      }))
    )
      return;
    try {
      message.success(await review({ id: record.id, version: record.version, approve: true }));
    } catch (error) {
      modal.error({ title: '不能通过', content: error instanceof Error ? error.message : String(error) });
    }
    await client.invalidateQueries({ queryKey: realNameApi.queryKey });
  };
  return (
    <ResourceListPage
      api={realNameApi}
      title={title}
      columns={[
        'submitTime',
        'realName',
        'phone',
        'idCard',
        ['photos', { render: (photos: string | null) => (photos ? `${photos.split(',').length} 张` : <Typography.Text type="secondary">—</Typography.Text>) }],
        'state',
        'reason',
        'reviewedBy',
      ]}
      onStateAction={(action, record) => (action === 'approve' ? void approve(record) : setRejecting(record))}
      rowStateActions={2}
      actionsWidth={110}
      emptyText="暂无实名申请：乘客在 App 内提交实名信息后在这里审核"
    >
      <RejectModal record={rejecting} onClose={() => setRejecting(null)} />
    </ResourceListPage>
  );
}
