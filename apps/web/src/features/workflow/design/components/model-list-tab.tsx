/** The 流程模型 tab: search, paging, 新建, and per row 设计 / 历史 / 删除 (gated by their codes). */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Space, Tag, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_PERMISSIONS as P, type WfModelRecord } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteModel } from '../api/delete-model';
import { MODEL_LIST_URL, modelsQueryKey } from '../api/list-models';
import { ModelFormModal } from './model-form-modal';

export const processDesignPath = (id: string) => `/workflow/design/process/${id}`;
export const modelHistoryPath = (id: string) => `/workflow/design/model/history/${id}`;

export function ModelListTab() {
  const navigate = useNavigate();
  const list = useListPage<WfModelRecord>({ url: MODEL_LIST_URL, queryKey: modelsQueryKey });
  const remove = useDeleteModel();
  const [adding, setAdding] = useState(false);

  const deleteModel = async (model: WfModelRecord) => {
    if (!(await confirmAction(`确定删除流程模型“${model.name}”吗？`, '它的全部历史版本将一并删除。'))) return;
    void message.success(await remove.mutateAsync(model.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<WfModelRecord> = [
    { title: '流程名称', dataIndex: 'name', key: 'name', sorter: true, width: 180 },
    { title: '流程标识', dataIndex: 'modelKey', key: 'modelKey', sorter: true, width: 180 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    { title: '引擎', dataIndex: 'engine', key: 'engine', width: 100, render: (engine: string) => <Tag>{engine}</Tag> },
    {
      title: '版本',
      dataIndex: 'latestVersion',
      key: 'latestVersion',
      sorter: true,
      width: 120,
      render: (v: number, model) => (
        <Space size={4}>
          <span>v{v}</span>
          {model.draft && <Tag color="orange">草稿</Tag>}
        </Space>
      ),
    },
    { title: '更新时间', key: 'updateTime', width: 170, sorter: true, render: (_, model) => model.updateTime ?? model.createTime },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 170,
      render: (_, model) => (
        <Space size={4}>
          <Authorized code={P.modelDesign}>
            <Button type="link" size="small" onClick={() => navigate(processDesignPath(model.id))}>
              设计
            </Button>
          </Authorized>
          <Button type="link" size="small" onClick={() => navigate(modelHistoryPath(model.id))}>
            历史
          </Button>
          <Authorized code={P.modelDelete}>
            <Button type="link" size="small" danger onClick={() => void deleteModel(model)}>
              删除
            </Button>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="name" label="流程名称">
          <Input placeholder="请输入流程名称" allowClear />
        </Form.Item>
        <Form.Item name="modelKey" label="流程标识">
          <Input placeholder="请输入流程标识" allowClear />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code={P.modelDesign}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建
          </Button>
        </Authorized>
      </Space>
      <ListTable<WfModelRecord> {...list.tableProps} rowSelection={undefined} columns={columns} scroll={{ x: 1000 }} locale={{ emptyText: '暂无流程模型' }} />
      <ModelFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(model) => {
          setAdding(false);
          navigate(processDesignPath(model.id));
        }}
      />
    </>
  );
}
