/**
 * 自动对账 (zsgj/AutoReconciliation): how the channels' daily files reach the platform (the
 * company's statement inbox, filled by the finance office's download script or SFTP), the
 * morning job of 定时任务 that imports them, what waits in the inbox now, 立即对账, and the last
 * files handled with what became of each.
 */
import { App, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ZSGJ_AUTO_RECON_PERMS, type AutoReconStatus } from '@bus/contracts';
import { usePermission } from '../../../../lib/permissions';
import { useAutoReconStatus, useRunAutoRecon } from '../api/reconcile-api';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const localTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

export default function AutoReconciliationPage({ title }: { title: string }) {
  const status = useAutoReconStatus();
  const run = useRunAutoRecon();
  const { can } = usePermission();
  const { message } = App.useApp();
  const data: AutoReconStatus | undefined = status.data;
  const job = data?.job;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={title}
        loading={status.isLoading}
        extra={
          can(ZSGJ_AUTO_RECON_PERMS.run) && (
            <Button type="primary" icon={<SyncOutlined />} loading={run.isPending} onClick={async () => message.success((await run.mutateAsync()).message)}>
              立即对账
            </Button>
          )
        }
      >
        <Typography.Paragraph>
          每天上午由定时任务导入对账单收件箱中微信支付交易账单（.csv）与支付宝业务明细（.zip），与订单、支付和退款三方核对，差异写入
          <Link to="/zsgj/reconciliationRecord" style={{ textDecoration: 'underline' }}>
            对账记录
          </Link>
          待处理。导入成功的文件移入 done 目录，不能导入的移入 failed 目录并记录原因。
        </Typography.Paragraph>
        <Descriptions column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small" bordered>
          <Descriptions.Item label="对账单收件箱" span="filled">
            <Typography.Text copyable code>
              {data?.inbox}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="执行计划">{job ? <code>{job.cronExpression}</code> : '未配置（请在定时任务中添加“自动对账”）'}</Descriptions.Item>
          <Descriptions.Item label="状态">{job ? job.enabled ? <Tag color="green">运行中</Tag> : <Tag>已停止</Tag> : '—'}</Descriptions.Item>
          <Descriptions.Item label="下次执行">{localTime(job?.nextRun ?? null)}</Descriptions.Item>
          <Descriptions.Item label="上次执行">{job?.lastRun ? localTime(job.lastRun.slice(0, 24)) + job.lastRun.slice(24) : '—'}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          执行计划与启停在{' '}
          <Link to="/system/quartz" style={{ textDecoration: 'underline' }}>
            系统管理 → 定时任务
          </Link>{' '}
          中修改。
        </Typography.Paragraph>
      </Card>
      <Card title={`待导入（${data?.waiting.length ?? 0}）`} size="small">
        <Table
          size="small"
          rowKey="fileName"
          dataSource={data?.waiting ?? []}
          pagination={false}
          // on a phone the table scrolls inside its card, the page keeps the screen's width
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '收件箱中没有待导入的对账单' }}
          columns={[
            { title: '文件', dataIndex: 'fileName' },
            { title: '大小', dataIndex: 'size', width: 120, render: size },
            { title: '放入时间', dataIndex: 'modified', width: 180 },
          ]}
        />
      </Card>
      <Card title="最近处理" size="small">
        <Table
          size="small"
          rowKey={(row) => `${row.time}-${row.fileName}`}
          dataSource={data?.recent ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无处理记录' }}
          columns={[
            { title: '时间', dataIndex: 'time', width: 180 },
            { title: '文件', dataIndex: 'fileName', width: 320, ellipsis: true },
            { title: '结果', dataIndex: 'ok', width: 90, render: (ok: boolean) => (ok ? <Tag color="green">已导入</Tag> : <Tag color="red">未导入</Tag>) },
            { title: '说明', dataIndex: 'message', ellipsis: true },
          ]}
        />
      </Card>
    </Space>
  );
}
