/**
 * 流程详情 (workflow/process/Detail, route /workflow/process/detail/:params): the approval's header,
 * its diagram with the path taken, the waiting and the sent-back nodes, the timeline of every
 * action, the form as the viewer may see it, 同意 / 驳回 when the viewer has a task on it (重新提交 /
 * 撤销 when it is their own application sent back to them), and a clean printed page.
 */
import { Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, List, Result, Space, Spin, Tag, Timeline, Typography, message } from 'antd';
import { CheckOutlined, CloseOutlined, PrinterOutlined, ReloadOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { STATIC_FILE_PREFIX, WF_SIGN_POSITION_TEXT, WORKFLOW_PERMISSIONS as P, type WfDetail, type WfTaskRecord, type WfTimelineEntry } from '@bus/contracts';
import type { FormSchema } from '@bus/bpmn-designer';
import { usePermission } from '../../../../lib/permissions';
import { usePageTabTitle } from '../../../../lib/page-tab';
import { LazyDiagramViewer, LazyFormRenderer } from '../../design/components/lazy-designer';
import { confirmAction } from '../../../../components/list-page';
import { reportFailure } from '../../../../components/form-modal';
import { useSessionStore } from '../../../../lib/session';
import { useRemoveSign } from '../../task/api/actions';
import { useRejectTargets } from '../../task/api/todo';
import { HandleTaskModal } from '../../task/components/handle-task-modal';
import { useCancelFlow } from '../../task/components/use-cancel-application';
import { useProcessDetail } from '../api/detail';
import { actionText, formatDuration, INSTANCE_STATES, markersOf, parseDetailParams } from '../lib/detail-params';
import '../process-detail.css';

const loading = <Spin style={{ display: 'block', margin: '60px auto' }} />;

const ACTION_COLORS: Record<string, string> = {
  start: 'blue',
  approve: 'green',
  resubmit: 'blue',
  reject: 'red',
  withdraw: 'gray',
  cancel: 'gray',
  terminate: 'red',
};

const person = (username: string | null, realName: string | null) =>
  username ? (realName && realName !== username ? `${realName}（${username}）` : username) : '—';

function Attachments({ paths }: { paths: string[] }) {
  if (!paths.length) return null;
  return (
    <Space size={[12, 4]} wrap>
      {paths.map((path) => {
        const href = /^(https?:)?\//.test(path) ? path : `${STATIC_FILE_PREFIX}${path}`;
        return (
          <a key={path} href={href} download target="_blank" rel="noreferrer">
            {path.split('/').pop()}
          </a>
        );
      })}
    </Space>
  );
}

function TimelineEntry({ entry }: { entry: WfTimelineEntry }) {
  return (
    <div className="wf-detail-timeline-entry">
      <Space size={8} wrap>
        <Typography.Text strong>{person(entry.actor, entry.actorName)}</Typography.Text>
        <Tag color={ACTION_COLORS[entry.action] ?? 'default'}>{actionText(entry.action)}</Tag>
        {entry.nodeName && <Typography.Text type="secondary">{entry.nodeName}</Typography.Text>}
        {entry.targetName && <Typography.Text type="secondary">→ {entry.targetName}</Typography.Text>}
      </Space>
      <div className="wf-detail-timeline-meta">
        <span>{entry.time}</span>
        {entry.durationMs !== null && <span>用时 {formatDuration(entry.durationMs)}</span>}
      </div>
      {entry.comment && <div className="wf-detail-timeline-comment">{entry.comment}</div>}
      <Attachments paths={entry.attachments} />
    </div>
  );
}

/**
 * 加签 the viewer added and still open: each signee, before or after, and 减签 to take it back
 * (once the last one is gone, the task goes on as if they had all agreed).
 */
function MySigns({ tasks, onChanged }: { tasks: WfDetail['tasks']; onChanged(): void }) {
  const me = useSessionStore((s) => s.userInfo?.username);
  const removeSign = useRemoveSign();
  const mine = tasks.filter(
    (task) => task.parentTaskId && task.state === 'pending' && tasks.find((parent) => parent.id === task.parentTaskId)?.assignee === me,
  );
  if (!mine.length) return null;
  const remove = async (task: WfDetail['tasks'][number]) => {
    const who = task.assigneeName ?? task.assignee ?? '';
    if (!(await confirmAction(`确定撤回对 ${who} 的加签吗？`, '撤回后对方的待办随之关闭。', '减签'))) return;
    try {
      void message.success(await removeSign.mutateAsync({ taskId: task.id }));
    } catch (error) {
      reportFailure(error, '减签失败');
    }
    onChanged();
  };
  return (
    <Card title="我发起的加签" size="small" className="wf-detail-section wf-detail-no-print">
      <List
        size="small"
        dataSource={mine}
        renderItem={(task) => (
          <List.Item
            actions={[
              <Button key="remove" type="link" danger size="small" onClick={() => void remove(task)}>
                减签
              </Button>,
            ]}
          >
            <Space size={8}>
              <Typography.Text strong>{task.assigneeName ?? task.assignee}</Typography.Text>
              <Tag>{WF_SIGN_POSITION_TEXT[task.signType as keyof typeof WF_SIGN_POSITION_TEXT] ?? '加签'}</Tag>
              <Typography.Text type="secondary">
                {task.nodeName} · {task.createTime}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

function Legend({ rejectTargets }: { rejectTargets: boolean }) {
  const items: Array<[string, string]> = [
    ['wf-legend-completed', '已完成'],
    ['wf-legend-active', '当前节点'],
    ['wf-legend-rejected', '驳回退回'],
    ['wf-legend-flow', '已走路径'],
    ...(rejectTargets ? ([['wf-legend-reject-target', '可驳回到']] as Array<[string, string]>) : []),
  ];
  return (
    <Space size={16} wrap className="wf-detail-legend" aria-label="图例">
      {items.map(([swatch, text]) => (
        <span key={swatch}>
          <span className={`wf-detail-legend-swatch ${swatch}`} />
          {text}
        </span>
      ))}
    </Space>
  );
}

function FormSection({ form }: { form: WfDetail['form'] }) {
  if (!form.schema) {
    const entries = Object.entries(form.values);
    if (!entries.length) return <Empty description="该流程没有发起表单" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
    return (
      <Descriptions size="small" bordered column={2}>
        {entries.map(([name, value]) => (
          <Descriptions.Item key={name} label={name}>
            {typeof value === 'object' ? JSON.stringify(value) : String(value)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    );
  }
  return (
    <Suspense fallback={loading}>
      <LazyFormRenderer
        schema={form.schema as unknown as FormSchema}
        value={form.values}
        fieldPermissions={form.fieldPermissions}
        readOnly
        name="wf-detail-form"
      />
    </Suspense>
  );
}

export default function ProcessDetailPage() {
  const { params } = useParams();
  const parsed = parseDetailParams(params);
  const detail = useProcessDetail(parsed.ok ? parsed.instanceId : undefined, parsed.ok ? parsed.taskId : undefined);
  const { can } = usePermission();
  const [handling, setHandling] = useState<{ task: WfTaskRecord; decision: 'approve' | 'reject' } | null>(null);
  const cancel = useCancelFlow();
  const data = detail.data;
  usePageTabTitle(data ? `流程详情：${data.instance.title}` : undefined);
  // the viewer's own task: where it may be sent back to, marked on the diagram beside the path
  const targets = useRejectTargets(data?.myTask && !data.myTask.resubmit && data.instance.state === 'running' ? data.myTask.id : undefined);
  const markers = useMemo(() => {
    if (!data) return undefined;
    const marked = markersOf(data.highlight);
    for (const target of targets.data ?? []) marked[target.nodeId] = `${marked[target.nodeId] ?? ''} wf-node-reject-target`.trim();
    return marked;
  }, [data, targets.data]);

  if (!parsed.ok) return <Result status="warning" title="无法打开流程详情" subTitle={parsed.error} />;
  if (detail.isError) return <Result status="error" title="流程详情加载失败" subTitle={detail.error.message} />;
  if (!data) return <Card>{loading}</Card>;

  const { instance, deployment } = data;
  const state = INSTANCE_STATES[instance.state];
  const waiting = [...new Set(data.tasks.filter((task) => task.state === 'pending').map((task) => task.nodeName))];
  const myTask = data.myTask;
  const openTask = (decision: 'approve' | 'reject') =>
    myTask &&
    setHandling({
      decision,
      task: {
        id: myTask.id,
        instanceId: instance.id,
        title: instance.title,
        processKey: instance.processKey,
        initiator: instance.initiator,
        initiatorName: person(instance.initiator, instance.initiatorName),
        nodeId: myTask.nodeId,
        nodeName: myTask.nodeName,
        assignee: myTask.assignee,
        createTime: myTask.createTime,
        serialNo: instance.serialNo,
        startTime: instance.startTime,
        resubmit: myTask.resubmit,
      },
    });

  return (
    <div className="wf-detail-page">
      <Card
        title={
          <Space size={8} wrap>
            <span>{instance.title}</span>
            <Tag color={state?.color}>{state?.text ?? instance.state}</Tag>
          </Space>
        }
        extra={
          <Space className="wf-detail-no-print" wrap>
            {myTask?.resubmit && can(P.taskHandle) && (
              <>
                <Button type="primary" icon={<RollbackOutlined />} onClick={() => openTask('approve')}>
                  重新提交
                </Button>
                <Button danger icon={<StopOutlined />} onClick={() => void cancel(instance).then((done) => done && void detail.refetch())}>
                  撤销
                </Button>
              </>
            )}
            {myTask && !myTask.resubmit && can(P.taskHandle) && (
              <>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => openTask('approve')}>
                  同意
                </Button>
                <Button danger icon={<CloseOutlined />} onClick={() => openTask('reject')}>
                  驳回
                </Button>
              </>
            )}
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()} loading={detail.isFetching}>
              刷新
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              打印
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="wf-detail-header">
          {data.business && (
            <Descriptions.Item label="业务">
              {data.business.label}
              {data.business.name ? ` ${data.business.name}` : '（记录已不存在）'}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="流水号">{instance.serialNo ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="流程">
            {deployment.name}（v{deployment.versionNo}）
          </Descriptions.Item>
          <Descriptions.Item label="发起人">{person(instance.initiator, instance.initiatorName)}</Descriptions.Item>
          <Descriptions.Item label="发起时间">{instance.startTime ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{instance.endTime ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="当前节点">{waiting.length ? waiting.join('、') : '—'}</Descriptions.Item>
          {instance.endReason && <Descriptions.Item label="结束原因">{instance.endReason}</Descriptions.Item>}
        </Descriptions>
        {instance.error && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={`流程在「${instance.errorNode ?? '未知节点'}」出错`} description={instance.error} />
        )}
        {myTask && (
          <Alert
            className="wf-detail-no-print"
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            message={
              myTask.resubmit
                ? `申请已退回给您（${myTask.createTime ?? '—'}）：修改后重新提交，或撤销申请`
                : `待您审批：${myTask.nodeName}（到达时间 ${myTask.createTime ?? '—'}）`
            }
          />
        )}
      </Card>

      <MySigns tasks={data.tasks} onChanged={() => void detail.refetch()} />

      <Card title="流程图" size="small" className="wf-detail-section" extra={<Legend rejectTargets={Boolean(targets.data?.length)} />}>
        <div className="wf-detail-diagram">
          <Suspense fallback={loading}>
            <LazyDiagramViewer xml={deployment.xml} height={360} markers={markers} label={`${deployment.name}流程图`} />
          </Suspense>
        </div>
      </Card>

      <div className="wf-detail-columns">
        <Card title="审批记录" size="small" className="wf-detail-section wf-detail-timeline">
          {data.timeline.length ? (
            <Timeline
              items={data.timeline.map((entry) => ({
                key: entry.id,
                color: ACTION_COLORS[entry.action] ?? 'gray',
                children: <TimelineEntry entry={entry} />,
              }))}
            />
          ) : (
            <Empty description="暂无审批记录" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
        <Card title="表单" size="small" className="wf-detail-section wf-detail-form">
          <FormSection form={data.form} />
        </Card>
      </div>

      <HandleTaskModal
        key={handling?.decision ?? 'closed'}
        task={handling?.task ?? null}
        initialDecision={handling?.decision}
        onClose={() => {
          setHandling(null);
          void detail.refetch();
        }}
      />
    </div>
  );
}
