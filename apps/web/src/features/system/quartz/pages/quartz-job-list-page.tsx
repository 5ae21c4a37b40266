/** 定时任务 (system/QuartzJobList). */
import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Select, Space, Tag, Tooltip, message, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuartzJob } from '@bus/contracts';
import { confirmAction, SearchForm, useListPage, ListTable } from '../../../../components/list-page';
import { Authorized, usePermission } from '../../../../lib/permissions';
import { useDeleteQuartzJobs } from '../api/delete-quartz-jobs';
import { useExecuteQuartzJob } from '../api/execute-quartz-job';
import { useJobHandlers } from '../api/get-job-handlers';
import { QUARTZ_JOB_LIST_URL, quartzJobsQueryKey } from '../api/list-quartz-jobs';
import { usePauseQuartzJob } from '../api/pause-quartz-job';
import { useResumeQuartzJob } from '../api/resume-quartz-job';
import { JOB_RUNNING } from '../components/job-form-values';
import { JobFormModal } from '../components/job-form-modal';
import { JobRunsDrawer } from '../components/job-runs-drawer';

export default function QuartzJobListPage({ title }: { title: string }) {
  const list = useListPage<QuartzJob>({ url: QUARTZ_JOB_LIST_URL, queryKey: quartzJobsQueryKey });
  const handlers = useJobHandlers();
  const { can } = usePermission();
  const remove = useDeleteQuartzJobs();
  const pause = usePauseQuartzJob();
  const resume = useResumeQuartzJob();
  const execute = useExecuteQuartzJob();
  const [form, setForm] = useState<{ job?: QuartzJob } | null>(null);
  const [runsOf, setRunsOf] = useState<QuartzJob | null>(null);
  const selectedIds = list.selectedRowKeys.map(String);

  const deleteJobs = async (ids: string[]) => {
    if (!(await confirmAction(ids.length > 1 ? `确定删除选中的 ${ids.length} 个任务吗？` : '确定删除该任务吗？', '删除后任务不再执行，执行记录一并删除。')))
      return;
    void message.success(await remove.mutateAsync(ids));
    list.afterDelete(ids.length);
  };

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

  const rowMenu = (job: QuartzJob) => [
    ...(can('system:quartz:start') ? [{ key: 'run', label: '立即执行', onClick: () => void runOnce(job) }] : []),
    { key: 'runs', label: '执行记录', onClick: () => setRunsOf(job) },
    ...(can('system:quartz:delete') ? [{ key: 'delete', label: '删除', danger: true, onClick: () => void deleteJobs([job.id]) }] : []),
  ];

  const columns: TableColumnsType<QuartzJob> = [
    { title: '任务名称', dataIndex: 'jobName', key: 'jobName', sorter: true, width: 150, ellipsis: true },
    {
      title: '任务类',
      dataIndex: 'jobClassName_dictText',
      width: 160,
      ellipsis: true,
      render: (text: string, job) => <Tooltip title={job.jobClassName}>{text}</Tooltip>,
    },
    { title: 'Cron 表达式', dataIndex: 'cronExpression', width: 150, render: (v: string) => <code style={{ whiteSpace: 'nowrap' }}>{v}</code> },
    { title: '参数', dataIndex: 'parameter', width: 100, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (status: number, job) => <Tag color={status === JOB_RUNNING ? 'green' : 'default'}>{job.status_dictText}</Tag>,
    },
    {
      title: '上次执行',
      dataIndex: 'lastRunTime',
      key: 'lastRunTime',
      sorter: true,
      width: 210,
      render: (time: string | null, job) =>
        time ? (
          <Tooltip title={job.lastRunResult}>
            <span>
              {time} {job.lastRunResult?.startsWith('失败') ? <Tag color="red">失败</Tag> : <Tag color="green">成功</Tag>}
            </span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: '下次执行', dataIndex: 'nextRunTime', key: 'nextRunTime', sorter: true, width: 170, render: (v: string | null) => v ?? '—' },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      width: 170,
      render: (_, job) => (
        <Space size={4}>
          <Authorized code="system:quartz:edit">
            <Button type="link" size="small" onClick={() => setForm({ job })}>
              编辑
            </Button>
          </Authorized>
          <Authorized code={job.status === JOB_RUNNING ? 'system:quartz:stop' : 'system:quartz:start'}>
            <Button type="link" size="small" onClick={() => void toggle(job)}>
              {job.status === JOB_RUNNING ? '停止' : '启动'}
            </Button>
          </Authorized>
          <Dropdown menu={{ items: rowMenu(job) }}>
            <Button type="link" size="small">
              更多 <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} variant="borderless">
      <SearchForm onSearch={list.search} onReset={list.reset}>
        <Form.Item name="jobName" label="任务名称">
          <Input placeholder="请输入任务名称" allowClear />
        </Form.Item>
        <Form.Item name="jobClassName" label="任务类">
          <Select
            allowClear
            placeholder="请选择任务类"
            style={{ minWidth: 160 }}
            options={(handlers.data ?? []).map((h) => ({ value: h.key, label: h.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            placeholder="请选择状态"
            style={{ minWidth: 120 }}
            options={[
              { value: 0, label: '运行中' },
              { value: -1, label: '已停止' },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <Space wrap style={{ marginBottom: 16 }}>
        <Authorized code="system:quartz:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
            新增
          </Button>
        </Authorized>
        {selectedIds.length > 0 && (
          <Authorized code="system:quartz:batch_delete">
            <Button danger icon={<DeleteOutlined />} onClick={() => void deleteJobs(selectedIds)}>
              批量删除 ({selectedIds.length})
            </Button>
          </Authorized>
        )}
      </Space>
      <ListTable<QuartzJob> {...list.tableProps} columns={columns} locale={{ emptyText: '暂无定时任务' }} />
      <JobFormModal open={form !== null} job={form?.job} onClose={() => setForm(null)} />
      <JobRunsDrawer job={runsOf} onClose={() => setRunsOf(null)} />
    </Card>
  );
}
