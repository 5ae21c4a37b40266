/** 部署版本: every deployed version, grouped by process, with its state, deploy time and user; 挂起 / 激活 a version. */
import { Table, Tag, message, type TableColumnsType } from 'antd';
import { WORKFLOW_PERMISSIONS as P, type WfDeploymentRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction, fitColumns, rowActionsColumn } from '../../../../components/list-page';
import { useDeployments, useSetDeploymentState } from '../api/ops';

/** Rows of one process key take one cell for its name and key (the list comes sorted by key, newest version first). */
const groupSpan = (rows: WfDeploymentRecord[], index: number) => {
  if (index > 0 && rows[index - 1].processKey === rows[index].processKey) return 0;
  let span = 1;
  while (rows[index + span]?.processKey === rows[index].processKey) span++;
  return span;
};

export function DeploymentTab() {
  const deployments = useDeployments();
  const setState = useSetDeploymentState();
  const rows = deployments.data ?? [];

  const toggle = async (deployment: WfDeploymentRecord) => {
    const suspending = deployment.state === 'active';
    const ok = suspending
      ? await confirmAction(
          `确定挂起“${deployment.name}”的第 ${deployment.versionNo} 版（模型版本 v${deployment.modelVersion}）吗？`,
          '挂起后不能再用这一版发起新流程；进行中的流程不受影响。',
          '挂起',
        )
      : await confirmAction(
          `确定激活“${deployment.name}”的第 ${deployment.versionNo} 版（模型版本 v${deployment.modelVersion}）吗？`,
          '激活后新发起的流程使用最新的激活版本。',
          '激活',
          { danger: false },
        );
    if (!ok) return;
    try {
      void message.success(await setState.mutateAsync({ deploymentId: deployment.id, suspend: suspending }));
    } catch (error) {
      reportFailure(error, '操作失败');
    }
  };

  const columns: TableColumnsType<WfDeploymentRecord> = [
    { title: '流程名称', dataIndex: 'name', key: 'name', width: 200, onCell: (_, index) => ({ rowSpan: groupSpan(rows, index ?? 0) }) },
    { title: '流程标识', dataIndex: 'processKey', key: 'processKey', width: 200, onCell: (_, index) => ({ rowSpan: groupSpan(rows, index ?? 0) }) },
    { title: '部署版本', dataIndex: 'versionNo', key: 'versionNo', width: 90, render: (v: number) => `第 ${v} 版` },
    { title: '模型版本', dataIndex: 'modelVersion', key: 'modelVersion', width: 100, render: (v: number) => `v${v}` },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 90,
      render: (state: string) => (state === 'active' ? <Tag color="success">已激活</Tag> : <Tag color="warning">已挂起</Tag>),
    },
    { title: '部署时间', dataIndex: 'deployTime', key: 'deployTime', width: 170 },
    { title: '部署人', dataIndex: 'deployBy', key: 'deployBy', width: 110, render: (v: string | null) => v ?? '—' },
    rowActionsColumn(
      90,
      (deployment) => [
        deployment.state === 'active'
          ? { key: 'suspend', label: '挂起', code: P.modelDeploy, onClick: () => void toggle(deployment) }
          : { key: 'activate', label: '激活', code: P.modelDeploy, onClick: () => void toggle(deployment) },
      ],
      { fixed: false },
    ),
  ];

  return (
    <Table<WfDeploymentRecord>
      rowKey="id"
      bordered
      size="middle"
      loading={deployments.isLoading}
      dataSource={rows}
      columns={fitColumns(columns)}
      pagination={false}
      locale={{ emptyText: '还没有部署的流程' }}
    />
  );
}
