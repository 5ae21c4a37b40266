/** The recent runs of one job: when it was due, which instance ran it, the result. */
import { Drawer, Table, Tag } from 'antd';
import type { QuartzJob, QuartzJobRun } from '@bus/contracts';
import { useJobRuns } from '../api/list-job-runs';

export function JobRunsDrawer({ job, onClose }: { job: QuartzJob | null; onClose(): void }) {
  const runs = useJobRuns(job?.id ?? null);
  return (
    <Drawer title={job ? `执行记录：${job.jobName}` : '执行记录'} open={!!job} width={760} onClose={onClose} destroyOnHidden>
      <Table<QuartzJobRun>
        rowKey="id"
        size="small"
        loading={runs.isFetching}
        dataSource={runs.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有执行记录' }}
        columns={[
          { title: '计划时间', dataIndex: 'scheduledTime', width: 170 },
          { title: '完成时间', dataIndex: 'finishedAt', width: 170, render: (v: string | null) => v ?? '执行中' },
          {
            title: '结果',
            dataIndex: 'success',
            width: 80,
            render: (v: boolean | null) => (v === null ? <Tag>执行中</Tag> : v ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>),
          },
          { title: '信息', dataIndex: 'message', ellipsis: true },
          { title: '执行实例', dataIndex: 'instanceId', width: 140, ellipsis: true },
        ]}
      />
    </Drawer>
  );
}
