/** 回收站: deleted dictionaries, restored or purged (with their items) one by one. */
import { Button, Modal, Space, message, type TableColumnsType } from 'antd';
import type { DictRecord } from '@bus/contracts';
import { confirmAction, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { DICT_RECYCLE_URL, dictRecycleQueryKey, usePurgeDict, useRestoreDict } from '../api/dict-recycle-bin';

export function DictRecycleModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const list = useListPage<DictRecord>({ url: DICT_RECYCLE_URL, queryKey: dictRecycleQueryKey, enabled: open });
  const restore = useRestoreDict();
  const purge = usePurgeDict();

  const restoreOne = async (record: DictRecord) => {
    void message.success(await restore.mutateAsync(record.id));
    list.afterDelete(1);
  };
  const purgeOne = async (record: DictRecord) => {
    if (!(await confirmAction(`确定彻底删除字典「${record.dictName}」吗？`, '字典及其全部字典项将被永久删除，不能恢复。', '彻底删除'))) return;
    void message.success(await purge.mutateAsync(record.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<DictRecord> = [
    { title: '字典名称', dataIndex: 'dictName' },
    { title: '字典编码', dataIndex: 'dictCode' },
    { title: '删除时间', dataIndex: 'updateTime', width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_, record) => (
        <Authorized code="system:dict:delete">
          <Space size={4}>
            <Button type="link" size="small" onClick={() => void restoreOne(record)}>
              还原
            </Button>
            <Button type="link" size="small" danger onClick={() => void purgeOne(record)}>
              彻底删除
            </Button>
          </Space>
        </Authorized>
      ),
    },
  ];

  return (
    <Modal title="字典回收站" open={open} onCancel={onClose} footer={null} width={800} destroyOnHidden>
      <ListTable<DictRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '回收站是空的' }} />
    </Modal>
  );
}
