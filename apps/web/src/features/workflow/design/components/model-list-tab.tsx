/** The 流程模型 tab: search, paging, 新建, and per row 设计 / 部署 / 历史 / 删除 (gated by their codes). */
import { useNavigate } from 'react-router';
import { Space, Tag, Typography, message } from 'antd';
import { WORKFLOW_ENGINE_NAMES, WORKFLOW_PERMISSIONS as P, type WfModelRecord, type WorkflowEngine } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage } from '../../../../components/resource-kit';
import { useDeployModel } from '../api/deploy-model';
import { modelsApi } from '../api/models-api';
import { ModelFormModal } from './model-form-modal';

export const processDesignPath = (id: string) => `/workflow/design/process/${id}`;
export const modelHistoryPath = (id: string) => `/workflow/design/model/history/${id}`;

export function ModelListTab() {
  const navigate = useNavigate();
  const deploy = useDeployModel();

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

  return (
    <ResourceListPage
      api={modelsApi}
      title="流程模型"
      bare
      columns={[
        [
          'name',
          {
            // the description under the name: as a column of its own it was left a letter wide at 1440 px
            render: (name: string, model: WfModelRecord) => (
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
        ],
        'modelKey',
        ['engine', { sorter: false, render: (engine: WorkflowEngine) => <Tag>{WORKFLOW_ENGINE_NAMES[engine] ?? engine}</Tag> }],
        [
          'latestVersion',
          {
            render: (v: number, model: WfModelRecord) => (
              <Space size={4}>
                <span>v{v}</span>
                {model.draft && <Tag color="orange">草稿</Tag>}
              </Space>
            ),
          },
        ],
        {
          // the model version the running deployment froze (版本 v3 beside 部署 v2 already means v3 is not deployed)
          title: '部署',
          key: 'deployment',
          width: 170,
          render: (_, model: WfModelRecord) => {
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
        ['updateTime', { dataIndex: undefined, render: (_: unknown, model: WfModelRecord) => model.updateTime ?? model.createTime }],
      ]}
      scrollX={1100}
      actionsWidth={210}
      addLabel="新建"
      rowActions={(model) => [
        { key: 'design', label: '设计', code: P.modelDesign, onClick: () => navigate(processDesignPath(model.id)) },
        { key: 'deploy', label: '部署', code: P.modelDeploy, onClick: () => void deployModel(model) },
        { key: 'history', label: '历史', onClick: () => navigate(modelHistoryPath(model.id)) },
      ]}
      deleteQuestion={(model) => `确定删除流程模型“${model.name}”吗？`}
      deleteNote="它的全部历史版本将一并删除。"
      renderForm={({ open, onClose }) => (
        <ModelFormModal
          open={open}
          onClose={onClose}
          onAdded={(model) => {
            onClose();
            navigate(processDesignPath(model.id));
          }}
        />
      )}
    />
  );
}
