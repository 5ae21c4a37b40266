/**
 * 流程实例: every instance of the tenant, searched by process, state, initiator, title and start
 * time; its title and 详情 open its 流程详情; the administrators' row actions.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DatePicker, Form, Select, Tooltip, Typography, message, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { WF_INSTANCE_STATE_TEXT, WORKFLOW_PERMISSIONS as P, type WfInstanceState, type WfOpsInstanceRecord } from '@bus/contracts';
import { reportFailure } from '../../../../components/form-modal';
import {
  confirmAction,
  ListTable,
  rowActionsColumn,
  SearchForm,
  useListPage,
  WideSearchItem,
  type RowAction,
  SearchText,
} from '../../../../components/list-page';
import { OPS_INSTANCE_LIST_URL, opsInstancesQueryKey, useDeployments, useResumeInstance, useSuspendInstance } from '../api/ops';
import { InstanceStateTag } from '../../task/components/instance-state-tag';
import { processDetailPath } from '../../process/lib/detail-params';
import { waitingText } from '../lib/ops-text';
import { JumpModal, ReassignModal, RepairModal, TerminateModal } from './ops-dialogs';

type Dialog = 'terminate' | 'reassign' | 'jump' | 'repair';

export function InstanceTab() {
  const list = useListPage<WfOpsInstanceRecord>({ url: OPS_INSTANCE_LIST_URL, queryKey: opsInstancesQueryKey, defaultSort: null });
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

  const search = (values: Record<string, unknown>) => {
    const range = values.range as [Dayjs | null, Dayjs | null] | undefined;
    list.search({
      processKey: values.processKey,
      state: values.state,
      initiator: values.initiator,
      title: values.title,
      startTime_begin: range?.[0]?.format('YYYY-MM-DD HH:mm:ss'),
      startTime_end: range?.[1]?.format('YYYY-MM-DD HH:mm:ss'),
    });
  };

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

  const columns: TableColumnsType<WfOpsInstanceRecord> = [
    {
      title: '流程标题',
      dataIndex: 'title',
      key: 'title',
      width: 190,
      ellipsis: true,
      render: (text: string, instance) => <Typography.Link onClick={() => openDetail(instance)}>{text}</Typography.Link>,
    },
    {
      title: '流程',
      key: 'process',
      width: 120,
      ellipsis: true,
      render: (_, instance) => `${instance.processName} v${instance.versionNo}`,
    },
    { title: '发起人', key: 'initiator', width: 90, ellipsis: true, render: (_, instance) => instance.initiatorName ?? instance.initiator },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 80,
      render: (state: WfInstanceState) => <InstanceStateTag state={state} />,
    },
    {
      title: '当前节点 / 说明',
      key: 'waiting',
      width: 170,
      ellipsis: { showTitle: false },
      render: (_, instance) => {
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
      },
    },
    { title: '发起时间', dataIndex: 'startTime', key: 'startTime', width: 175 },
    // an ended instance takes no move, but opens like any other
    rowActionsColumn(240, actionsOf),
  ];

  return (
    <>
      <SearchForm onSearch={search} onReset={list.reset}>
        <Form.Item name="processKey" label="流程">
          <Select placeholder="请选择流程" allowClear showSearch optionFilterProp="label" options={processes} loading={deployments.isLoading} />
        </Form.Item>
        <SearchText name="title" label="标题" placeholder="请输入流程标题" />
        <Form.Item name="state" label="状态">
          <Select placeholder="请选择状态" allowClear options={Object.entries(WF_INSTANCE_STATE_TEXT).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <SearchText name="initiator" label="发起人" placeholder="请输入发起人账号" />
        <WideSearchItem>
          <Form.Item name="range" label="发起时间">
            <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} allowEmpty={[true, true]} />
          </Form.Item>
        </WideSearchItem>
      </SearchForm>
      <ListTable<WfOpsInstanceRecord> {...list.tableProps} rowSelection={undefined} columns={columns} locale={{ emptyText: '没有流程实例' }} />
      <TerminateModal instance={dialog?.kind === 'terminate' ? dialog.instance : null} onClose={close} />
      <ReassignModal instance={dialog?.kind === 'reassign' ? dialog.instance : null} onClose={close} />
      <JumpModal instance={dialog?.kind === 'jump' ? dialog.instance : null} onClose={close} />
      <RepairModal instance={dialog?.kind === 'repair' ? dialog.instance : null} onClose={close} />
    </>
  );
}
