/**
 * 导入进度: a large Excel import runs on the server in the background; this dialog follows it
 * (polling the job's status URL once a second), shows how many rows are done, and at the end the
 * counts and, when rows were rejected, the button to download them with their reasons.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadFile, getReply, unwrap } from '../../lib/http';
import { finishedJobOutcome, type ImportJobState } from './import-result';

export interface ImportProgressModalProps {
  /** the running import, or undefined when the dialog is closed */
  job?: { statusUrl: string; fileName: string; totalRows: number };
  errorFileName: string;
  onClose(finished: boolean): void;
}

const POLL_MS = 1000;

export function ImportProgressModal({ job, errorFileName, onClose }: ImportProgressModalProps) {
  const state = useQuery({
    queryKey: ['import-job', job?.statusUrl],
    queryFn: async () => unwrap(await getReply<ImportJobState>(job!.statusUrl, { skipErrorHandler: true })),
    enabled: !!job,
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? POLL_MS : false),
  });
  const data = state.data;
  const finished = !!data && data.status !== 'running';
  const total = data?.totalRows ?? job?.totalRows ?? 0;
  const processed = data?.processedRows ?? 0;
  const percent = total ? Math.floor((processed / total) * 100) : 0;
  const outcome = finished && data ? finishedJobOutcome(data, job?.fileName ?? '', errorFileName) : undefined;

  return (
    <Modal
      open={!!job}
      title="导入进度"
      maskClosable={false}
      onCancel={() => onClose(finished)}
      footer={<Button onClick={() => onClose(finished)}>{finished ? '关闭' : '后台继续导入'}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{job?.fileName}</Typography.Text>
        <Progress
          percent={finished && data?.status === 'done' ? 100 : percent}
          status={data?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
        />
        {!finished && <Typography.Text type="secondary">{`已处理 ${processed} / ${total} 行，请稍候…`}</Typography.Text>}
        {state.isError && <Alert type="warning" showIcon message="暂时无法获取导入进度，稍后会自动重试" />}
        {outcome && (
          <Alert
            type={outcome.kind === 'error' ? 'error' : outcome.kind === 'partial' ? 'warning' : 'success'}
            showIcon
            message={outcome.message}
            description={data?.status === 'done' ? `共 ${total} 行：成功 ${data.successCount} 条，失败 ${data.failCount} 条` : undefined}
          />
        )}
        {outcome?.kind === 'partial' && (
          <Button icon={<DownloadOutlined />} onClick={() => void downloadFile(outcome.fileUrl, outcome.fileName)}>
            下载失败数据（含失败原因）
          </Button>
        )}
      </Space>
    </Modal>
  );
}
