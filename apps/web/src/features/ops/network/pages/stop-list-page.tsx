/** 站点管理 (zsgj/SiteList, /zsgj/site): stops and stations; the form places them on a map. */
import { Badge, Space, Tag, Typography } from 'antd';
import { stopResource, type OpsStopRecord } from '@bus/contracts';
import { ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';
import { stopsApi } from '../api/stops-api';
import { StopFormModal } from '../components/stop-form-modal';

const searchItems = resourceSearchItems(stopResource, ['name', 'code', 'status', 'facility']);

const nameCell = (name: string, record: OpsStopRecord) => (
  <Space size={4} wrap={false}>
    {name}
    {record.locationType === 1 && <Tag color="purple">车站</Tag>}
    {record.parentName && (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {record.platformCode ? `${record.platformCode} 站台` : '站台'}
      </Typography.Text>
    )}
  </Space>
);

export default function StopListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={stopsApi}
      title={title}
      searchItems={searchItems}
      columns={[
        ['code', { defaultSortOrder: 'ascend' }],
        ['name', { render: nameCell }],
        {
          title: '坐标（WGS84）',
          key: 'coords',
          width: 176,
          render: (_, record: OpsStopRecord) => <span style={{ whiteSpace: 'nowrap' }}>{`${record.lat.toFixed(5)}, ${record.lon.toFixed(5)}`}</span>,
        },
        ['facilities', { title: '设施', render: (_, record: OpsStopRecord) => record.facilities_dictText || '—' }],
        'address',
        [
          'status',
          {
            render: (status: string, record: OpsStopRecord) => (
              <Badge status={status === 'active' ? 'success' : 'default'} text={record.status_dictText || status} />
            ),
          },
        ],
      ]}
      scrollX={1100}
      deleteNote="线路或班次正在使用的站点不能删除。"
      actionsWidth={110}
      renderForm={(dialog) => <StopFormModal {...dialog} />}
    />
  );
}
