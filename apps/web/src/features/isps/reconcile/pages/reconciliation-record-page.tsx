/**
 * 对账记录 (zsgj/ReconciliationRecordList): each channel's statement of a day, imported by a clerk
 * or by 自动对账, with its totals and the differences left to resolve; 导入对账单 from the toolbar,
 * 差异 and 删除 (to import a day again) on a row.
 */
import { useState } from 'react';
import { App, Button, Tag } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { ZSGJ_RECON_PERMS, type ReconBatchRecord } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage } from '../../../../components/resource-kit';
import { usePermission } from '../../../../lib/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { deleteBatch, reconBatchesApi } from '../api/reconcile-api';
import { ImportStatementModal } from '../components/import-statement-modal';
import { ReconDiffsDrawer } from '../components/recon-diffs-drawer';

export default function ReconciliationRecordPage({ title }: { title: string }) {
  const { can } = usePermission();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [diffsOf, setDiffsOf] = useState<ReconBatchRecord | null>(null);
  const remove = async (batch: ReconBatchRecord) => {
    if (
      !(await confirmAction(
        `确定删除 ${batch.billDate} 的${batch.channel_dictText ?? ''}对账批次吗？`,
        '其差异与处理说明将一并删除，之后可重新导入该日对账单。',
        '删除',
      ))
    )
      return;
    message.success(await deleteBatch(batch.id));
    await client.invalidateQueries({ queryKey: reconBatchesApi.queryKey });
  };
  return (
    <ResourceListPage
      api={reconBatchesApi}
      title={title}
      columns={[
        'billDate',
        'channel',
        'lineCount',
        'payCents',
        'refundCents',
        'feeCents',
        'diffCount',
        ['openDiffCount', { render: (open: number) => (open > 0 ? <Tag color="red">{open}</Tag> : <Tag color="green">0</Tag>) }],
        // the file's name (in the differences' title) and who imported it are in the export; the list keeps the page's width
        'source',
        'createBy',
      ]}
      toolbar={
        can(ZSGJ_RECON_PERMS.import) && (
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
            导入对账单
          </Button>
        )
      }
      rowActions={(batch) => [
        { key: 'diffs', label: '差异', onClick: () => setDiffsOf(batch) },
        { key: 'delete', label: '删除', code: ZSGJ_RECON_PERMS.delete, danger: true, onClick: () => void remove(batch) },
      ]}
      actionsWidth={110}
      emptyText="暂无对账记录：导入渠道对账单，或由自动对账每天导入"
    >
      <ImportStatementModal open={importing} onClose={() => setImporting(false)} />
      <ReconDiffsDrawer batch={diffsOf} onClose={() => setDiffsOf(null)} />
    </ResourceListPage>
  );
}
