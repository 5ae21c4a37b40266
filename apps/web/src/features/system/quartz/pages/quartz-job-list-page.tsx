/**
 * 定时任务 (system/QuartzJobList) on the resource kit: 启动 / 停止 its own action, 立即执行 and
 * 执行记录 under 更多 (the last run's time opens 执行记录 too), so the columns fit at 1440 px.
 */
import { useState } from 'react';
import { Form, Select, Tag, Tooltip, Typography, message } from 'antd';
import { PERMS, quartzJobResource, type QuartzJob } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { useQuartzJobAction } from '../api/job-actions';
import { useJobHandlers } from '../api/get-job-handlers';
import { quartzJobsApi } from '../api/quartz-jobs-api';
import { JOB_RUNNING } from '../components/job-form-values';
import { JobFormModal } from '../components/job-form-modal';
import { JobRunsDrawer } from '../components/job-runs-drawer';

export default function QuartzJobListPage({ title }: { title: string }) {
  const handlers = useJobHandlers();
  const pause = useQuartzJobAction('pause');
  const resume = useQuartzJobAction('resume');
  const execute = useQuartzJobAction('execute');
  const [runsOf, setRunsOf] = useState<QuartzJob | null>(null);

  const toggle = async (job: QuartzJob) => {
    const running = job.status === JOB_RUNNING;
    if (!(await confirmAction(running ? `确定停止任务“${job.jobName}”吗？` : `确定启动任务“${job.jobName}”吗？`, undefined, running ? '停止' : '启动'))) return;
    const done = running ? await pause.mutateAsync(job.id) : await resume.mutateAsync(job.id);
    void message.success(done.message);
  };

  const runOnce = async (job: QuartzJob) => {
    if (!(await confirmAction(`确定立即执行一次“${job.jobName}”吗？`, undefined, '执行'))) return;
    const done = await execute.mutateAsync(job.id);
    if (done.job.lastRunResult?.startsWith('失败')) void message.error(done.message);
    else void message.success(done.message);
  };

  return (
    <ResourceListPage
      api={quartzJobsApi}
      title={title}
      columns={[
        'jobName',
        {
          title: '任务类',
          dataIndex: 'jobClassName_dictText',
          key: 'jobClassName',
          width: 130,
          ellipsis: true,
          render: (text: string, job: QuartzJob) => <Tooltip title={job.jobClassName}>{text}</Tooltip>,
        },
        {
          title: 'Cron 表达式',
          dataIndex: 'cronExpression',
          key: 'cronExpression',
          width: 160,
          render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>,
        },
        'parameter',
        {
          title: '状态',
          dataIndex: 'status',
          key: 'status',
          width: 90,
          render: (status: number, job: QuartzJob) => <Tag color={status === JOB_RUNNING ? 'green' : 'default'}>{job.status_dictText}</Tag>,
        },
        {
          title: '上次执行',
          dataIndex: 'lastRunTime',
          key: 'lastRunTime',
          sorter: true,
          width: 170,
          // the time opens 执行记录; a failed run is red, with what went wrong on hover
          render: (time: string | null, job: QuartzJob) =>
            time ? (
              <Tooltip title={job.lastRunResult}>
                <Typography.Link type={job.lastRunResult?.startsWith('失败') ? 'danger' : undefined} onClick={() => setRunsOf(job)}>
                  {time.slice(0, 16)}
                  {job.lastRunResult?.startsWith('失败') ? ' 失败' : ''}
                </Typography.Link>
              </Tooltip>
            ) : (
              '—'
            ),
        },
        { title: '下次执行', dataIndex: 'nextRunTime', key: 'nextRunTime', sorter: true, width: 150, render: (v: string | null) => v?.slice(0, 16) ?? '—' },
      ]}
      searchItems={[
        ...resourceSearchItems(quartzJobResource),
        <Form.Item key="jobClassName" name="jobClassName" label="任务类">
          <Select
            allowClear
            placeholder="请选择任务类"
            style={{ minWidth: 160 }}
            options={(handlers.data ?? []).map((h) => ({ value: h.key, label: h.name }))}
          />
        </Form.Item>,
        <Form.Item key="status" name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择状态"
            style={{ minWidth: 120 }}
            options={[
              { value: 0, label: '运行中' },
              { value: -1, label: '已停止' },
            ]}
          />
        </Form.Item>,
      ]}
      rowActions={(job) => [
        job.status === JOB_RUNNING
          ? { key: 'stop', label: '停止', code: PERMS.system.quartz.stop, onClick: () => void toggle(job) }
          : { key: 'start', label: '启动', code: PERMS.system.quartz.start, onClick: () => void toggle(job) },
      ]}
      moreActions={(job) => [
        { key: 'run', label: '立即执行', code: PERMS.system.quartz.start, onClick: () => void runOnce(job) },
        { key: 'runs', label: '执行记录', onClick: () => setRunsOf(job) },
      ]}
      actionsWidth={190}
      deleteNote="删除后任务不再执行，执行记录一并删除。"
      emptyText="暂无定时任务"
      renderForm={(props) => <JobFormModal {...props} />}
    >
      <JobRunsDrawer job={runsOf} onClose={() => setRunsOf(null)} />
    </ResourceListPage>
  );
}
