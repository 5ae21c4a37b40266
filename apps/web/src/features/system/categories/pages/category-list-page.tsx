/** 分类字典 (system/SysCategoryList): a tree table whose children load when a row is expanded. */
import { useState } from 'react';
import { Button, Card, Form, Input, Space, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CategoryRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteCategory } from '../api/delete-category';
import { CATEGORY_ROOT_LIST_URL, categoriesQueryKey, fetchCategoryChildren } from '../api/list-categories';
import { CategoryFormModal } from '../components/category-form-modal';
import { mergeChildren } from '../components/merge-children';

type Row = CategoryRecord & { children?: Row[] };

export default function CategoryListPage({ title }: { title: string }) {
  const list = useListPage<CategoryRecord>({ url: CATEGORY_ROOT_LIST_URL, queryKey: categoriesQueryKey, defaultSort: { column: 'code', order: 'asc' } });
  const remove = useDeleteCategory();
  const [loaded, setLoaded] = useState<Record<string, Row[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const [form, setForm] = useState<{ parent?: CategoryRecord; record?: CategoryRecord } | null>(null);

  const loadChildren = async (pid: string) => {
    const children = await fetchCategoryChildren(pid);
    setLoaded((current) => ({ ...current, [pid]: children }));
  };

  const afterSave = async (saved?: CategoryRecord) => {
    const parentId = form?.parent?.id ?? form?.record?.pid;
    setForm(null);
    if (!saved) return;
    if (parentId && parentId !== '0') {
      await loadChildren(parentId);
      setExpanded((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
    }
    void list.reload();
  };

  const deleteOne = async (record: CategoryRecord) => {
    if (!(await confirmAction(`确定删除分类「${record.name}」吗？`))) return;
    void message.success(await remove.mutateAsync(record.id));
    if (record.pid !== '0') await loadChildren(record.pid);
    list.afterDelete(record.pid === '0' ? 1 : 0);
  };

  const columns: TableColumnsType<Row> = [
    { title: '类型名称', dataIndex: 'name', key: 'name' },
    { title: '类型编码', dataIndex: 'code', key: 'code', sorter: true },
    { title: '创建时间', dataIndex: 'createTime', key: 'createTime', sorter: true, width: 170 },
    {
      title: '操作',
      key: 'action',
      width: 200,
      render: (_, record) => (
        <Space size={4}>
          <Authorized code="system:category:add">
            <Button type="link" size="small" onClick={() => setForm({ parent: record })}>
              添加下级
            </Button>
          </Authorized>
          <Authorized code="system:category:edit">
            <Button type="link" size="small" onClick={() => setForm({ record })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code="system:category:delete">
            <Button type="link" size="small" danger onClick={() => void deleteOne(record)}>
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
        <Form.Item name="name" label="类型名称">
          <Input placeholder="请输入类型名称" allowClear />
        </Form.Item>
        <Form.Item name="code" label="类型编码">
          <Input placeholder="请输入类型编码" allowClear />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code="system:category:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
      </Space>
      <ListTable<Row>
        {...(list.tableProps as object)}
        rowSelection={undefined}
        dataSource={mergeChildren(list.page?.records ?? [], loaded)}
        columns={columns}
        locale={{ emptyText: '暂无分类' }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (open, record) => {
            setExpanded((keys) => (open ? [...keys, record.id] : keys.filter((k) => k !== record.id)));
            if (open) void loadChildren(record.id);
          },
        }}
      />
      <CategoryFormModal open={form !== null} parent={form?.parent} record={form?.record} onClose={(saved) => void afterSave(saved)} />
    </Card>
  );
}
