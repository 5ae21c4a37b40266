/** The 流程模型 tab: search, paging, 新建, and per row 设计 / 部署 / 历史 / 删除 (gated by their codes). */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WORKFLOW_ENGINE_NAMES, WORKFLOW_PERMISSIONS as P, type WfModelRecord, type WorkflowEngine } from '@bus/contracts';
import { confirmAction, ListTable, RowActions, SearchForm, useListPage, SearchText } from '../../../../components/list-page';
import { Authorized } from '../../../../lib/permissions';
import { useDeleteModel } from '../api/delete-model';
import { useDeployModel } from '../api/deploy-model';
import { MODEL_LIST_URL, modelsQueryKey } from '../api/list-models';
import { ModelFormModal } from './model-form-modal';

export const processDesignPath = (id: string) => `/workflow/design/process/${id}`;
export const modelHistoryPath = (id: string) => `/workflow/design/model/history/${id}`;

export function ModelListTab() {
  const navigate = useNavigate();
  const list = useListPage<WfModelRecord>({ url: MODEL_LIST_URL, queryKey: modelsQueryKey });
  const remove = useDeleteModel();
  const deploy = useDeployModel();
  const [adding, setAdding] = useState(false);

  const deployModel = async (model: WfModelRecord) => {
    if (model.deployableVersion === null) {
      void message.warning('该模型还没有可部署的版本：请先在设计器中修正错误并保存');
      return;
    }
    const ok = await confirmAction(
      `确定部署“${model.name}”的模型版本 v${model.deployableVersion} 吗？`,
      '部署后新发起的流程使用这一版；进行中的流程仍按发起时的版本运行。',
      '部署',
      { danger: false },
    );
    if (!ok) return;
    void message.success((await deploy.mutateAsync(model.id)).message);
  };

  const deleteModel = async (model: WfModelRecord) => {
    if (!(await confirmAction(`确定删除流程模型“${model.name}”吗？`, '它的全部历史版本将一并删除。'))) return;
    void message.success(await remove.mutateAsync(model.id));
    list.afterDelete(1);
  };

  const columns: TableColumnsType<WfModelRecord> = [
    {
      // the description under the name: as a column of its own it was left a letter wide at 1440 px
      title: '流程名称',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, model) => (
        <div>
          <div>{name}</div>
          {model.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: model.description }} style={{ fontSize: 12 }}>
              {model.description}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: '流程标识', dataIndex: 'modelKey', key: 'modelKey', sorter: true, width: 170 },
    {
      title: '引擎',
      dataIndex: 'engine',
      key: 'engine',
      width: 100,
      render: (engine: WorkflowEngine) => <Tag>{WORKFLOW_ENGINE_NAMES[engine] ?? engine}</Tag>,
    },
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
    {
      // the model version the running deployment froze (版本 v3 beside 部署 v2 already means v3 is not deployed)
      title: '部署',
      key: 'deployment',
      width: 170,
      render: (_, model) => {
        const deployed = model.deployment;
        if (!deployed) return <Tag>未部署</Tag>;
        const which = `v${deployed.modelVersion ?? '?'} ${deployed.state === 'active' ? '已部署' : '已挂起'}`;
        return (
          <Space size={4}>
            <Tag color={deployed.state === 'active' ? 'success' : 'warning'}>{which}</Tag>
            <Typography.Text type="secondary">第 {deployed.versionNo} 版</Typography.Text>
          </Space>
        );
      },
    },
    { title: '更新时间', key: 'updateTime', width: 170, sorter: true, render: (_, model) => model.updateTime ?? model.createTime },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 210,
      render: (_, model) => (
        <RowActions
          actions={[
            { key: 'design', label: '设计', code: P.modelDesign, onClick: () => navigate(processDesignPath(model.id)) },
            { key: 'deploy', label: '部署', code: P.modelDeploy, onClick: () => void deployModel(model) },
            { key: 'history', label: '历史', onClick: () => navigate(modelHistoryPath(model.id)) },
            { key: 'delete', label: '删除', code: P.modelDelete, danger: true, onClick: () => void deleteModel(model) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <SearchText name="name" label="流程名称" />
        <SearchText name="modelKey" label="流程标识" />
      </SearchForm>
      <Space style={{ marginBottom: 16 }}>
        <Authorized code={P.modelDesign}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新建
          </Button>
        </Authorized>
      </Space>
      <ListTable<WfModelRecord> {...list.tableProps} rowSelection={undefined} columns={columns} scroll={{ x: 1100 }} locale={{ emptyText: '暂无流程模型' }} />
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
