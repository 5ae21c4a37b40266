/** 字典配置: the items of one dictionary in a drawer, with their own search, add, edit and delete. */
import { useMemo, useState } from 'react';
import { Button, Drawer, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DictItemRecord, DictRecord } from '@bus/contracts';
import { SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { DICT_ITEM_LIST_URL, dictItemsQueryKey } from '../api/dict-items';
import { DictItemFormModal } from './dict-item-form-modal';

export function DictItemDrawer({ dict, onClose }: { dict?: DictRecord; onClose(): void }) {
  const fixedParams = useMemo(() => ({ dictId: dict?.id ?? '' }), [dict?.id]);
  const list = useListPage<DictItemRecord>({
    url: DICT_ITEM_LIST_URL,
    queryKey: [...dictItemsQueryKey, dict?.id],
    fixedParams,
    enabled: !!dict,
    defaultSort: { column: 'sortOrder', order: 'asc' },
    deleteUrl: '/sys/dictItem/delete',
    batchDeleteUrl: '/sys/dictItem/deleteBatch',
  });
  const [editing, setEditing] = useState<{ record?: DictItemRecord } | null>(null);
  const records = list.page?.records ?? [];
  const nextOrder = records.reduce((max, r) => Math.max(max, r.sortOrder), 0) + 1;

  const columns: TableColumnsType<DictItemRecord> = [
    { title: '名称', dataIndex: 'itemText', key: 'itemText', render: (text: string, r) => (r.itemColor ? <Tag color={r.itemColor}>{text}</Tag> : text) },
    { title: '数据值', dataIndex: 'itemValue', key: 'itemValue' },
    { title: '排序', dataIndex: 'sortOrder', key: 'sortOrder', sorter: true, width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 80,
      render: (s: number) => <Tag color={s === 1 ? 'green' : 'red'}>{s === 1 ? '启用' : '停用'}</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:dict:edit">
            <Button type="link" size="small" onClick={() => setEditing({ record })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code="system:dict:delete">
            <Button type="link" size="small" danger onClick={() => void list.deleteRecord(record.id, '确定删除该字典项吗？')}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <Drawer title={dict ? `字典项：${dict.dictName}（${dict.dictCode}）` : ''} open={!!dict} onClose={onClose} width={720} destroyOnHidden>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="itemText" label="名称">
          <Input placeholder="请输入名称" allowClear />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="全部"
            style={{ minWidth: 100 }}
            options={[
              { value: '1', label: '启用' },
              { value: '0', label: '停用' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:dict:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增字典项
          </Button>
        </Authorized>
        {list.selectedRowKeys.length > 0 && (
          <Authorized code="system:dict:batch_delete">
            <Button danger onClick={() => void list.batchDelete({ title: `确定删除选中的 ${list.selectedRowKeys.length} 个字典项吗？`, content: '' })}>
              批量删除 ({list.selectedRowKeys.length})
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<DictItemRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '还没有字典项' }} />
      {dict && <DictItemFormModal open={editing !== null} dictId={dict.id} record={editing?.record} nextOrder={nextOrder} onClose={() => setEditing(null)} />}
    </Drawer>
  );
}
