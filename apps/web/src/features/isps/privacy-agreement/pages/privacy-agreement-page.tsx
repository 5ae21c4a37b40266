/**
 * 隐私协议 (isps/PrivacyAgreement): the agreement's versions. A draft is written in the rich-text
 * editor and 发布ed (asked first): it becomes the current version, the one before it a 历史版本 that
 * stays readable (查看); a published version is not changed.
 */
import { useState } from 'react';
import { Divider, Modal, Typography, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { privacyAgreementResource, privacyAgreementStates, type ApiReply, type PrivacyAgreementRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction } from '../../../../components/list-page';
import { resourceApi, ResourceFormModal, ResourceListPage } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const privacyAgreementApi = resourceApi(privacyAgreementResource);

function AgreementModal({ record, onClose }: { record: PrivacyAgreementRecord | null; onClose(): void }) {
  return (
    <Modal
      open={record !== null}
      title={record ? `${record.versionName}（${record.state_dictText ?? record.state}）` : ''}
      footer={null}
      width={760}
      onCancel={onClose}
      destroyOnHidden
    >
      {record && (
        <div data-testid="privacy-agreement-text">
          <Typography.Title level={4} style={{ textAlign: 'center' }}>
            {record.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {record.publishTime ? `发布人：${record.publishBy ?? '—'}\u3000发布时间：${record.publishTime.slice(0, 16)}` : '草稿，尚未发布'}
          </Typography.Paragraph>
          <Divider style={{ margin: '12px 0' }} />
          {/* sanitized by the server before it was stored */}
          <div style={{ maxHeight: 480, overflow: 'auto', wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: record.content }} />
        </div>
      )}
    </Modal>
  );
}

export default function PrivacyAgreementPage({ title }: { title: string }) {
  const [viewing, setViewing] = useState<PrivacyAgreementRecord | null>(null);
  const client = useQueryClient();
  const editable = (record: PrivacyAgreementRecord) => privacyAgreementStates.canEdit(record.state);

  const release = async (record: PrivacyAgreementRecord) => {
    const { label, confirm } = privacyAgreementStates.actions.release;
    if (!(await confirmAction(`确定${label}“${record.versionName}”吗？`, confirm, label))) return;
    try {
      const reply = (await http.put<ApiReply<PrivacyAgreementRecord>>('/isps/privacyAgreement/release', { id: record.id, version: record.version })).data;
      unwrap(reply);
      await client.invalidateQueries({ queryKey: privacyAgreementApi.queryKey });
      void message.success(reply.message);
    } catch (error) {
      reportFailure(error, `${label}失败`);
    }
  };

  return (
    <ResourceListPage
      api={privacyAgreementApi}
      title={title}
      columns={['versionName', ['title', { ellipsis: true }], 'state', 'publishBy', 'publishTime', 'createTime']}
      rowActions={(record) => [{ key: 'view', label: '查看', onClick: () => setViewing(record) }]}
      onStateAction={(_action, record) => void release(record)}
      editable={editable}
      deletable={editable}
      deleteNote="只有草稿可以删除，删除后不能恢复。"
      addLabel="新增版本"
      actionsWidth={200}
      displayRulesOf="/isps/privacyAgreement"
      renderForm={(dialog) => <ResourceFormModal api={privacyAgreementApi} open={dialog.open} record={dialog.record} onClose={dialog.onClose} width={860} />}
    >
      <AgreementModal record={viewing} onClose={() => setViewing(null)} />
    </ResourceListPage>
  );
}
