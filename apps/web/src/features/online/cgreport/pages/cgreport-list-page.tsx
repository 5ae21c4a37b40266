/**
 * Online报表配置 (online/cgreport/OnlCgreportHeadList): the tenant's report definitions behind
 * the popup report picker, the kit's list of cgreportResource. Its own: the report form (SQL解析
 * and the column table), the columns and query fields shown, and 预览, which opens the report
 * exactly as the popup picker shows it.
 */
import { useState } from 'react';
import { Typography } from 'antd';
import type { CgreportRecord } from '@bus/contracts';
import { PopupReportModal } from '../../../../components/pickers/popup-report/popup-report-modal';
import { ResourceListPage, type ColumnEntry } from '../../../../components/resource-kit';
import { cgreportsApi } from '../api/cgreports-api';
import { ReportFormModal } from '../components/report-form-modal';

const COLUMNS: ReadonlyArray<ColumnEntry<CgreportRecord>> = [
  ['code', { render: (code: string) => <Typography.Text code>{code}</Typography.Text> }],
  'name',
  {
    title: '列',
    key: 'columns',
    width: 190,
    ellipsis: true,
    render: (_, report) =>
      report.columns
        .filter((column) => column.show !== false)
        .map((column) => column.title)
        .join('、'),
  },
  { title: '查询条件', key: 'query', width: 160, ellipsis: true, render: (_, report) => report.queryFields.map((query) => query.title).join('、') },
  'remark',
  'createTime',
];

export default function CgreportListPage({ title }: { title: string }) {
  const [preview, setPreview] = useState<CgreportRecord | null>(null);
  return (
    <ResourceListPage
      api={cgreportsApi}
      title={title}
      columns={COLUMNS}
      actionsWidth={150}
      emptyText="暂无报表"
      deleteNote="使用它的弹窗选择将无法打开。"
      rowActions={(report) => [{ key: 'preview', label: '预览', onClick: () => setPreview(report) }]}
      renderForm={(props) => <ReportFormModal open={props.open} record={props.record} onClose={props.onClose} />}
    >
      <PopupReportModal
        open={preview !== null}
        code={preview?.code ?? ''}
        multiple
        previewOnly
        title={preview ? `预览：${preview.name}` : undefined}
        onOk={() => setPreview(null)}
        onCancel={() => setPreview(null)}
      />
    </ResourceListPage>
  );
}
