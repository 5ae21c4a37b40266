/** GTFS 校验 of the current network: the same rules as an import, on what is stored now. */
import { Alert, Button, Drawer, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { downloadGtfsNetworkReport, useGtfsNetworkReport } from '../api/validate-gtfs-network';
import { GtfsReport } from './gtfs-report';

export function GtfsValidateDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const report = useGtfsNetworkReport(open);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={960}
      title="GTFS 校验：当前线网"
      extra={
        <Button icon={<ReloadOutlined />} loading={report.isFetching} onClick={() => void report.refetch()}>
          重新校验
        </Button>
      }
      destroyOnHidden
    >
      {report.isPending && (
        <Spin tip="正在校验当前线网…" style={{ width: '100%', marginTop: 48 }}>
          <div style={{ height: 80 }} />
        </Spin>
      )}
      {report.isError && <Alert type="error" showIcon message="校验失败，请稍后重试" />}
      {report.data && (
        <>
          <Alert
            style={{ marginBottom: 12 }}
            type={report.data.counts.error ? 'error' : report.data.counts.warning ? 'warning' : 'success'}
            showIcon
            message={`错误 ${report.data.counts.error} 个，警告 ${report.data.counts.warning} 个，提示 ${report.data.counts.info} 个`}
          />
          <GtfsReport report={report.data} fileName="线网校验报告.csv" onDownload={() => void downloadGtfsNetworkReport()} />
        </>
      )}
    </Drawer>
  );
}
