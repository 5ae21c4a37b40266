/** 数据字典 (system/DictList): dictionaries, their items in a drawer, the recycle bin and the cache refresh. */
import { useState } from 'react';
import { Button, Card, Form, Input, Space, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined, RestOutlined, SyncOutlined } from '@ant-design/icons';
import type { DictRecord } from '@bus/contracts';
import { SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { refreshDictionaryCache } from '../../../../lib/dict-cache';
import { Authorized } from '../../../../lib/permissions';
import { DICT_LIST_URL, dictsQueryKey } from '../api/list-dicts';
import { DictFormModal } from '../components/dict-form-modal';
import { DictItemDrawer } from '../components/dict-item-drawer';
import { DictRecycleModal } from '../components/dict-recycle-modal';

export default function DictListPage({ title }: { title: string }) {
  const list = useListPage<DictRecord>({ url: DICT_LIST_URL, queryKey: dictsQueryKey, deleteUrl: '/sys/dict/delete', batchDeleteUrl: '/sys/dict/deleteBatch' });
  const [form, setForm] = useState<{ record?: DictRecord } | null>(null);
  const [itemsOf, setItemsOf] = useState<DictRecord>();
  const [recycleOpen, setRecycleOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const selectedIds = list.selectedRowKeys.map(String);

  const recycleNote = '删除后字典项不再可用，可在回收站还原。';

  const refresh = async () => {
    setRefreshing(true);
    await refreshDictionaryCache();
    setRefreshing(false);
  };

  const columns: TableColumnsType<DictRecord> = [
    { title: '字典名称', dataIndex: 'dictName', key: 'dictName', sorter: true },
    { title: '字典编码', dataIndex: 'dictCode', key: 'dictCode', sorter: true },
    { title: '描述', dataIndex: 'description', key: 'description', ellipsis: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 200,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:dict:edit">
            <Button type="link" size="small" onClick={() => setForm({ record })}>
              编辑
            </Button>
          </Authorized>
          <Button type="link" size="small" onClick={() => setItemsOf(record)}>
            字典配置
          </Button>
          <Authorized code="system:dict:delete">
            <Button type="link" size="small" danger onClick={() => void list.deleteRecord(record.id, { title: '确定删除该字典吗？', content: recycleNote })}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="dictName" label="字典名称">
          <Input placeholder="请输入字典名称" allowClear />
        </Form.Item>
        <Form.Item name="dictCode" label="字典编码">
          <Input placeholder="请输入字典编码" allowClear />
        </Form.Item>
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="system:dict:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
        <Button icon={<SyncOutlined spin={refreshing} />} onClick={() => void refresh()} loading={refreshing}>
          刷新缓存
        </Button>
        <Button icon={<RestOutlined />} onClick={() => setRecycleOpen(true)}>
          回收站
        </Button>
        {selectedIds.length > 0 && (
          <Authorized code="system:dict:batch_delete">
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => void list.batchDelete({ title: `确定删除选中的 ${selectedIds.length} 个字典吗？`, content: recycleNote })}
            >
              批量删除 ({selectedIds.length})
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<DictRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无字典' }} />
      <DictFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
      <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(undefined)} />
      <DictRecycleModal
        open={recycleOpen}
        onClose={() => {
          setRecycleOpen(false);
          void list.reload();
        }}
      />
    </Card>
  );
}
