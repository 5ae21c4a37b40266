/**
 * GTFS 导入: choose a .zip -> it is validated (findings shown; errors block) -> the user confirms
 * (accepting the warnings) -> the server imports in the background; the dialog polls the job and
 * shows rows per file, then the summary.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Progress, Space, Steps, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { GtfsValidationReport } from '@bus/contracts';
import { isApiError } from '../../../../lib/http';
import { useGtfsImportJob } from '../api/get-gtfs-import-job';
import { useImportGtfsFeed } from '../api/import-gtfs-feed';
import { useValidateGtfsFeed } from '../api/validate-gtfs-feed';
import { GtfsFeedFacts } from './gtfs-feed-facts';
import { GtfsReport } from './gtfs-report';

const MAX_MB = 200;

export interface GtfsImportModalProps {
  open: boolean;
  onClose(): void;
  /** the import finished: refresh what shows lines */
  onImported(): void;
}

const errorText = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : '操作失败');

export function GtfsImportModal({ open, onClose, onImported }: GtfsImportModalProps) {
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<GtfsValidationReport>();
  const [failure, setFailure] = useState<string>();
  const [jobId, setJobId] = useState<string>();
  const validate = useValidateGtfsFeed();
  const start = useImportGtfsFeed();
  const job = useGtfsImportJob(jobId);
  const data = job.data;
  const finished = !!data && data.status !== 'running';

  const reset = () => {
    setFile(undefined);
    setReport(undefined);
    setFailure(undefined);
    setJobId(undefined);
  };
  const close = () => {
    if (finished && data?.status === 'done') onImported();
    reset();
    onClose();
  };

  const choose = async (chosen: File) => {
    reset();
    if (!/\.zip$/i.test(chosen.name)) return setFailure('只支持 .zip 格式的 GTFS 压缩包');
    if (chosen.size > MAX_MB * 1024 * 1024) return setFailure(`文件大小不能超过 ${MAX_MB} MB`);
    setFile(chosen);
    try {
      setReport(await validate.mutateAsync(chosen));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const confirmImport = async () => {
    if (!file) return;
    try {
      setJobId((await start.mutateAsync(file)).jobId);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const errors = report?.counts.error ?? 0;
  const warnings = report?.counts.warning ?? 0;
  const step = jobId ? 2 : report ? 1 : 0;
  const total = data?.totalRows ?? 0;
  const percent = data?.status === 'done' ? 100 : total ? Math.floor(((data?.processedRows ?? 0) / total) * 100) : 0;

  const footer = jobId ? (
    <Button onClick={close}>{finished ? '关闭' : '后台继续导入'}</Button>
  ) : (
    <Space>
      <Button onClick={close}>取消</Button>
      <Button type="primary" disabled={!report || errors > 0} loading={start.isPending} onClick={() => void confirmImport()}>
        {warnings > 0 ? `忽略 ${warnings} 个警告并导入` : '确认导入'}
      </Button>
    </Space>
  );

  return (
    <Modal open={open} title="GTFS 导入" width={960} maskClosable={false} onCancel={close} footer={footer} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Steps size="small" current={step} items={[{ title: '选择文件并校验' }, { title: '确认导入' }, { title: '导入进度' }]} />
        {!jobId && (
          <Upload.Dragger accept=".zip" showUploadList={false} disabled={validate.isPending} beforeUpload={(chosen) => (void choose(chosen), false)}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {validate.isPending ? '正在校验…' : file ? `已选择 ${file.name}，点击或拖入以更换` : '点击或将 GTFS 压缩包（.zip）拖到这里'}
            </p>
            <p className="ant-upload-hint">
              须含 agency、stops、routes、trips、stop_times 及 calendar 或 calendar_dates；按 GTFS
              编号匹配：已有的更新，新的新增，文件中线路的班次整体替换，其余数据不变
            </p>
          </Upload.Dragger>
        )}
        {failure && <Alert type="error" showIcon message="无法导入" description={failure} />}
        {report && !jobId && (
          <>
            {errors > 0 ? (
              <Alert type="error" showIcon message={`校验发现 ${errors} 个错误，请修正后重新选择文件`} />
            ) : warnings > 0 ? (
              <Alert type="warning" showIcon message={`校验通过，有 ${warnings} 个警告：确认后仍可导入`} />
            ) : (
              <Alert type="success" showIcon message="校验通过，可以导入" />
            )}
            <GtfsFeedFacts feedInfo={report.feedInfo} notImported={report.notImported} />
            <GtfsReport report={report} fileName={`${file?.name.replace(/\.zip$/i, '') ?? 'gtfs'}-校验报告.csv`} />
          </>
        )}
        {jobId && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>{file?.name}</Typography.Text>
            <Progress percent={percent} status={data?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'} />
            <Descriptions size="small" bordered column={3} data-testid="gtfs-import-files">
              {(data?.files ?? []).map((f) => (
                <Descriptions.Item key={f.file} label={f.file}>
                  {`${f.rows} / ${f.total} 行`}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {!finished && <Typography.Text type="secondary">{data?.message ?? '正在导入，请稍候…'}</Typography.Text>}
            {finished && data && <Alert type={data.status === 'done' ? 'success' : 'error'} showIcon message={data.message} />}
            {data?.summary && (
              <Descriptions size="small" column={4} title="导入结果">
                <Descriptions.Item label="线路">{`新增 ${data.summary.routes.inserted}，更新 ${data.summary.routes.updated}`}</Descriptions.Item>
                <Descriptions.Item label="站点">{`新增 ${data.summary.stops.inserted}，更新 ${data.summary.stops.updated}`}</Descriptions.Item>
                <Descriptions.Item label="运营日历">{`新增 ${data.summary.calendars.inserted}，更新 ${data.summary.calendars.updated}`}</Descriptions.Item>
                <Descriptions.Item label="班次">{`${data.summary.trips}（替换原有 ${data.summary.replacedTrips}）`}</Descriptions.Item>
                <Descriptions.Item label="站点时刻">{data.summary.stopTimes}</Descriptions.Item>
                <Descriptions.Item label="走向点">{data.summary.shapePoints}</Descriptions.Item>
                <Descriptions.Item label="发车间隔">{data.summary.frequencies}</Descriptions.Item>
                <Descriptions.Item label="已接受警告">{data.warnings}</Descriptions.Item>
                <Descriptions.Item label="交通方式" span={4}>
                  {data.summary.routeTypes.map((type) => `${type.routeType} ${type.name} ${type.routes} 条`).join('，')}
                </Descriptions.Item>
              </Descriptions>
            )}
            {data?.summary && <GtfsFeedFacts feedInfo={data.summary.feedInfo} notImported={data.summary.notImported} />}
          </Space>
        )}
      </Space>
    </Modal>
  );
}
