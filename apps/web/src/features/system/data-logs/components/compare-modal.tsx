import { Alert, Modal, Table } from 'antd';
import type { DataLogCompareRow } from '@bus/contracts';
import { useCompareDataLogs } from '../api/compare-data-logs';

/** 数据对比: one row per field; changed fields are highlighted. */
export function CompareModal({ ids, labels, onClose }: { ids: [string, string] | null; labels: [string, string]; onClose(): void }) {
  const compare = useCompareDataLogs(ids);
  return (
    <Modal title="数据对比" open={Boolean(ids)} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      {compare.isError && <Alert type="error" showIcon message="加载对比数据失败" style={{ marginBottom: 12 }} />}
      <Table<DataLogCompareRow>
        rowKey="field"
        size="small"
        loading={compare.isLoading}
        dataSource={compare.data ?? []}
        pagination={false}
        scroll={{ y: 480 }}
        rowClassName={(r) => (r.changed ? 'data-log-changed' : '')}
        onRow={(r) =>
          ({ style: r.changed ? { background: '#fff1f0' } : undefined, 'data-changed': r.changed ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { title: '字段', dataIndex: 'field', width: 180 },
          {
            title: labels[0],
            dataIndex: 'value1',
            render: (v: string | null) => v ?? <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>（空）</span>,
          },
          {
            title: labels[1],
            dataIndex: 'value2',
            render: (v: string | null, r) => (
              <span style={r.changed ? { color: '#cf1322', fontWeight: 600 } : undefined}>
                {v ?? <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))' }}>（空）</span>}
              </span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
