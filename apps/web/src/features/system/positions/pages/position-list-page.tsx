/** 职务管理 (system/SysPositionList). */
import { useState } from 'react';
import { Card, Form, Input, Select, message, type TableColumnsType } from 'antd';
import type { PositionRecord } from '@bus/contracts';
import { PERMS } from '@bus/contracts';
import { confirmAction, CrudRowActions, CrudToolbar, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { useDictItems } from '../../../../lib/dict-cache';
import { useDeletePositions } from '../api/delete-positions';
import { POSITION_LIST_URL, positionsQueryKey } from '../api/list-positions';
import { PositionFormModal } from '../components/position-form-modal';

export default function PositionListPage({ title }: { title: string }) {
  const list = useListPage<PositionRecord>({ url: POSITION_LIST_URL, queryKey: positionsQueryKey });
  const ranks = useDictItems('position_rank');
  const remove = useDeletePositions();
  const [form, setForm] = useState<{ record?: PositionRecord } | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deletePositions = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 个职务吗？` : '确定删除该职务吗？'))) return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

  const columns: TableColumnsType<PositionRecord> = [
    { title: '职务编码', dataIndex: 'code', key: 'code', sorter: true },
    { title: '职务名称', dataIndex: 'name', key: 'name', sorter: true },
    { title: '职级', dataIndex: 'postRank_dictText', key: 'postRank', sorter: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, record) => (
        <CrudRowActions permissions={PERMS.system.position} onEdit={() => setForm({ record })} onDelete={() => void deletePositions([record.id])} />
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="name" label="职务名称">
          <Input placeholder="请输入职务名称" allowClear />
        </Form.Item>
        <Form.Item name="code" label="职务编码">
          <Input placeholder="请输入职务编码" allowClear />
        </Form.Item>
        <Form.Item name="postRank" label="职级">
          <Select allowClear placeholder="请选择职级" style={{ minWidth: 120 }} options={(ranks.data ?? []).map((i) => ({ value: i.value, label: i.text }))} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        permissions={PERMS.system.position}
        onAdd={() => setForm({})}
        selectedCount={selectedIds.length}
        onBatchDelete={() => void deletePositions(selectedIds)}
      />
      <ListTable<PositionRecord> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无职务' }} />
      <PositionFormModal open={form !== null} record={form?.record} onClose={() => setForm(null)} />
    </Card>
  );
}
