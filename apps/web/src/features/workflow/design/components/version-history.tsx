/**
 * The versions of a model or form, newest first: author, time and comment; 查看 opens one version
 * read-only, 恢复 copies it as the newest (after confirmation), and two ticked versions are
 * compared older to newer. What a version looks like and how two differ is the page's business.
 */
import { useState, type Key, type ReactNode } from 'react';
import { Button, Card, Drawer, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import { DiffOutlined } from '@ant-design/icons';
import { confirmAction, useListPage, ListTable } from '../../../../components/list-page';
import { isApiError } from '../../../../lib/http';
import { pickVersions, versionPair, type VersionPair } from '../lib/version-pair';

export interface VersionRecord {
  id: string;
  versionNo: number;
  comment: string | null;
  createBy: string | null;
  createByName: string | null;
  createTime: string | null;
  /** model versions: saved with lint errors (never deployable) */
  draft?: boolean;
}

export interface VersionHistoryProps {
  listUrl: string;
  queryKey: readonly unknown[];
  /** the model's or form's id */
  recordId: string;
  latestVersion?: number;
  canRestore: boolean;
  /** restores the version; resolves with the server's message */
  onRestore(versionNo: number): Promise<string>;
  renderVersion(versionNo: number): ReactNode;
  renderDiff(pair: VersionPair): ReactNode;
}

export function VersionHistory({ listUrl, queryKey, recordId, latestVersion, canRestore, onRestore, renderVersion, renderDiff }: VersionHistoryProps) {
  const list = useListPage<VersionRecord>({ url: listUrl, queryKey, fixedParams: { id: recordId }, defaultSort: { column: 'versionNo', order: 'desc' } });
  const [selected, setSelected] = useState<number[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const [comparing, setComparing] = useState<VersionPair | null>(null);
  const pair = versionPair(selected);

  const restore = async (versionNo: number) => {
    if (!(await confirmAction(`确定将版本 ${versionNo} 恢复为最新版本吗？`, '恢复会以该版本的内容保存一个新版本，已有的版本都会保留。', '恢复'))) return;
    try {
      void message.success(await onRestore(versionNo));
      setComparing(null);
    } catch (error) {
      void message.error(isApiError(error) ? error.message : '恢复失败');
    }
  };

  const columns: TableColumnsType<VersionRecord> = [
    {
      title: '版本',
      dataIndex: 'versionNo',
      key: 'versionNo',
      sorter: true,
      width: 150,
      render: (versionNo: number, v) => (
        <Space size={4}>
          <span>v{versionNo}</span>
          {versionNo === latestVersion && <Tag color="green">当前</Tag>}
          {v.draft && <Tag color="orange">草稿</Tag>}
        </Space>
      ),
    },
    {
      title: '作者',
      key: 'createBy',
      width: 160,
      render: (_, v) => (v.createByName ? `${v.createByName}（${v.createBy}）` : (v.createBy ?? '—')),
    },
    { title: '时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180 },
    { title: '备注', dataIndex: 'comment', render: (comment: string | null) => comment || <Typography.Text type="secondary">—</Typography.Text> },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, v) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setViewing(v.versionNo)}>
            查看
          </Button>
          {canRestore && (
            <Button type="link" size="small" disabled={v.versionNo === latestVersion} onClick={() => void restore(v.versionNo)}>
              恢复
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<DiffOutlined />} disabled={!pair} onClick={() => setComparing(pair)}>
          对比所选版本
        </Button>
        <Typography.Text type="secondary">{pair ? `将对比版本 ${pair.older} 与版本 ${pair.newer}` : '勾选两个版本进行对比'}</Typography.Text>
      </Space>
      <ListTable<VersionRecord>
        {...list.tableProps}
        rowKey="versionNo"
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          hideSelectAll: true,
          onChange: (keys: Key[]) => setSelected((current) => pickVersions(current, keys.map(Number))),
        }}
        locale={{ emptyText: '暂无版本' }}
      />
      {comparing && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={`版本 ${comparing.older} 与版本 ${comparing.newer} 对比`}
          extra={
            <Button size="small" onClick={() => setComparing(null)}>
              关闭对比
            </Button>
          }
        >
          {renderDiff(comparing)}
        </Card>
      )}
      <Drawer title={viewing ? `版本 ${viewing}` : ''} width="80%" open={viewing !== null} onClose={() => setViewing(null)} destroyOnHidden>
        {viewing !== null && renderVersion(viewing)}
      </Drawer>
    </>
  );
}
