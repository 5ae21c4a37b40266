/**
 * 流程实例: every instance of the tenant, searched by process, state, initiator, title and start
 * time; its title and 详情 open its 流程详情; the administrators' row actions.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DatePicker, Form, Select, Tooltip, Typography, message } from 'antd';
import type { Dayjs } from 'dayjs';
import { WORKFLOW_PERMISSIONS as P, wfOpsInstanceResource, type WfInstanceState, type WfOpsInstanceRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import { confirmAction, WideSearchItem, type RowAction, SearchText } from '../../../../components/list-page';
import { ResourceListPage, type ColumnEntry } from '../../../../components/resource-kit';
import { opsInstancesApi, useDeployments, useResumeInstance, useSuspendInstance } from '../api/ops';
import { InstanceStateTag } from '../../task/components/instance-state-tag';
import { processDetailPath } from '../../process/lib/detail-params';
import { waitingText } from '../lib/ops-text';
import { JumpModal, ReassignModal, RepairModal, TerminateModal } from './ops-dialogs';

type Dialog = 'terminate' | 'reassign' | 'jump' | 'repair';

/** the search's values as the list's parameters: the start time's range to the second */
const toParams = ({ range, ...values }: Record<string, unknown>) => {
  const [begin, end] = (range as [Dayjs | null, Dayjs | null] | undefined) ?? [];
  return { ...values, startTime_begin: begin?.format('YYYY-MM-DD HH:mm:ss'), startTime_end: end?.format('YYYY-MM-DD HH:mm:ss') };
};

/** where a live instance waits, why a failed one stopped, why a terminated one ended */
function WaitingCell({ instance }: { instance: WfOpsInstanceRecord }) {
  const text =
    instance.state === 'failed'
      ? `${instance.errorNodeName ?? instance.errorNode ?? ''}出错：${instance.error ?? ''}`
      : instance.state === 'terminated'
        ? `终止原因：${instance.endReason ?? '—'}`
        : waitingText(instance.waiting) || instance.endReason || '—';
  return (
    <Tooltip title={text} placement="topLeft">
      <Typography.Text type={instance.state === 'failed' ? 'danger' : undefined}>{text}</Typography.Text>
    </Tooltip>
  );
}

export function InstanceTab() {
  const deployments = useDeployments();
  const suspend = useSuspendInstance();
  const resume = useResumeInstance();
  const [dialog, setDialog] = useState<{ kind: Dialog; instance: WfOpsInstanceRecord } | null>(null);
  const close = () => setDialog(null);
  const open = (kind: Dialog, instance: WfOpsInstanceRecord) => setDialog({ kind, instance });
  const navigate = useNavigate();
  const openDetail = (instance: WfOpsInstanceRecord) => navigate(processDetailPath(instance.id));

  // one entry per process key, named as its newest deployment
  const processes = [...new Map((deployments.data ?? []).map((d) => [d.processKey, d.name])).entries()].map(([value, name]) => ({
    value,
    label: `${name}（${value}）`,
  }));

  const toggleSuspend = async (instance: WfOpsInstanceRecord) => {
    const suspending = instance.state === 'running';
    const ok = suspending
      ? await confirmAction(`确定挂起“${instance.title}”吗？`, '挂起后审批人不能处理它的任务，直到激活。', '挂起')
      : await confirmAction(`确定激活“${instance.title}”吗？`, '激活后审批人可继续处理。', '激活');
    if (!ok) return;
    try {
      void message.success(await (suspending ? suspend : resume).mutateAsync({ instanceId: instance.id }));
    } catch (error) {
      reportFailure(error, '操作失败');
    }
  };

  // an ended instance takes no move, but opens like any other
  const actionsOf = (instance: WfOpsInstanceRecord): RowAction[] => {
    const detail: RowAction = { key: 'detail', label: '详情', onClick: () => openDetail(instance) };
    const live = ['running', 'returned', 'suspended', 'failed'].includes(instance.state);
    if (!live) return [detail];
    // sent back to its initiator (待重新提交): only he moves it on, or an administrator jumps or ends it
    const returned = instance.state === 'returned';
    return [
      detail,
      ...(instance.state === 'failed' ? [{ key: 'repair', label: '修复', code: P.opsRepair, onClick: () => open('repair', instance) }] : []),
      ...(instance.state === 'running' ? [{ key: 'suspend', label: '挂起', code: P.opsSuspend, onClick: () => void toggleSuspend(instance) }] : []),
      ...(instance.state === 'suspended' ? [{ key: 'resume', label: '激活', code: P.opsSuspend, onClick: () => void toggleSuspend(instance) }] : []),
      ...(instance.waiting.length && !returned ? [{ key: 'reassign', label: '改派', code: P.opsReassign, onClick: () => open('reassign', instance) }] : []),
      ...(instance.state !== 'suspended' ? [{ key: 'jump', label: '跳转', code: P.opsJump, onClick: () => open('jump', instance) }] : []),
      { key: 'terminate', label: '终止', code: P.opsTerminate, danger: true, onClick: () => open('terminate', instance) },
    ];
  };

  const columns: ReadonlyArray<ColumnEntry<WfOpsInstanceRecord>> = [
    ['title', { render: (text: string, instance) => <Typography.Link onClick={() => openDetail(instance)}>{text}</Typography.Link> }],
    ['processKey', { render: (_, instance) => `${instance.processName} v${instance.versionNo}` }],
    ['initiator', { render: (_, instance) => instance.initiatorName ?? instance.initiator }],
    ['state', { render: (state: WfInstanceState) => <InstanceStateTag state={state} /> }],
    { title: '当前节点 / 说明', key: 'waiting', width: 170, ellipsis: { showTitle: false }, render: (_, instance) => <WaitingCell instance={instance} /> },
    'startTime',
  ];

  const searchItems = [
    <Form.Item key="processKey" name="processKey" label="流程">
      <Select placeholder="请选择流程" allowClear showSearch optionFilterProp="label" options={processes} loading={deployments.isLoading} />
    </Form.Item>,
    <SearchText key="title" name="title" label="标题" placeholder="请输入流程标题" />,
    <Form.Item key="state" name="state" label="状态">
      <Select placeholder="请选择状态" allowClear options={wfOpsInstanceResource.fields.state.choices} />
    </Form.Item>,
    <SearchText key="initiator" name="initiator" label="发起人" placeholder="请输入发起人账号" />,
    <WideSearchItem key="range">
      <Form.Item name="range" label="发起时间">
        <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} allowEmpty={[true, true]} />
      </Form.Item>
    </WideSearchItem>,
  ];

  return (
    <ResourceListPage
      bare
      api={opsInstancesApi}
      title="流程实例"
      searchItems={searchItems}
      toParams={toParams}
      columns={columns}
      rowActions={actionsOf}
      actionsWidth={240}
      // the columns' own widths: as wide as the content, a long title pushed 发起时间 under 操作 at 1440 px
      scrollX={1080}
      emptyText="没有流程实例"
    >
      <TerminateModal instance={dialog?.kind === 'terminate' ? dialog.instance : null} onClose={close} />
      <ReassignModal instance={dialog?.kind === 'reassign' ? dialog.instance : null} onClose={close} />
      <JumpModal instance={dialog?.kind === 'jump' ? dialog.instance : null} onClose={close} />
      <RepairModal instance={dialog?.kind === 'repair' ? dialog.instance : null} onClose={close} />
    </ResourceListPage>
  );
}
