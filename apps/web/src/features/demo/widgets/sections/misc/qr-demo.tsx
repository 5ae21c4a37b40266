/** Demo of the QR popover: one station one code (一站一码), a station without a code yet, and a payload too long for a QR code. */
import { Card, Table, Typography } from 'antd';
import { QrPopover } from '../../../../../components/qr-popover';

interface StationCode {
  id: string;
  station: string;
  line: string;
  content: string;
}

const STATION_CODES: StationCode[] = [
  { id: 'st-001', station: '火车站', line: '1路 / 12路', content: 'https://bus.example.com/station/st-001' },
  { id: 'st-002', station: '人民广场', line: '1路 / K101路', content: 'https://bus.example.com/station/st-002' },
  { id: 'st-031', station: '软件园（新建）', line: '12路', content: '' },
  // a whole month of trips in one code: more than a QR code can hold
  { id: 'st-099', station: '月度行程汇总（数据过长）', line: '全部线路', content: '行程'.repeat(1600) },
];

export function QrDemo() {
  return (
    <Card size="small" title="二维码浮层（一站一码）">
      <Table<StationCode>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={STATION_CODES}
        columns={[
          { title: '站点', dataIndex: 'station' },
          { title: '途经线路', dataIndex: 'line' },
          {
            title: '乘车码',
            key: 'qr',
            width: 100,
            render: (_, row) => <QrPopover content={row.content} title={`${row.station} 乘车码`} />,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        鼠标移到二维码图标上查看；没有内容时显示“暂无内容”，内容超出二维码容量时提示“二维码生成失败”。
      </Typography.Paragraph>
    </Card>
  );
}
