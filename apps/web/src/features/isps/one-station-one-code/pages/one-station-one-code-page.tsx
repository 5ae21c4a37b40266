/**
 * 一站一码 (isps/OneStationOneCodeList): every boarding stop of 站点管理 with its QR code (hover to see
 * it), which opens the stop's page in the app; the stops chosen print as a sheet of codes to post.
 */
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { stationCodeResource, type ProjectSettingRecord, type StationCodeRecord } from '@bus/contracts';
import { QrPopover } from '../../../../components/qr-popover';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';
import { StationCodeSheet } from '../components/station-code-sheet';

export const stationCodeApi = resourceApi(stationCodeResource);

/** the app's name for the sheet (its default when the settings cannot be read) */
function useAppName(): string {
  const setting = useQuery({
    queryKey: ['isps', 'projectSetting'],
    queryFn: async () => unwrap(await getReply<ProjectSettingRecord>('/isps/projectSetting/get', { skipErrorHandler: true })),
    retry: false,
  });
  return setting.data?.appName ?? '江城公交';
}

export default function OneStationOneCodePage({ title }: { title: string }) {
  const [printing, setPrinting] = useState<StationCodeRecord[]>([]);
  const appName = useAppName();
  return (
    <ResourceListPage
      api={stationCodeApi}
      title={title}
      columns={[
        'code',
        'name',
        ['routeNumbers', { width: 220 }],
        ['address', { width: 200 }],
        'status',
        {
          title: '二维码',
          key: 'qr',
          width: 80,
          render: (_: unknown, record: StationCodeRecord) => <QrPopover content={record.qrContent} title={`${record.name}（${record.code}）`} />,
        },
      ]}
      toolbar={(selected) => (
        <Tooltip title={selected.length ? undefined : '先勾选要打印的站点'}>
          <Button icon={<PrinterOutlined />} disabled={!selected.length} onClick={() => setPrinting(selected)}>
            打印二维码{selected.length ? `（${selected.length}）` : ''}
          </Button>
        </Tooltip>
      )}
      scrollX={950}
      emptyText="暂无站点：站点在 公交运营管理 → 站点管理 中维护"
    >
      <StationCodeSheet stations={printing} appName={appName} onClose={() => setPrinting([])} />
    </ResourceListPage>
  );
}
