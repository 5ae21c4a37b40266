/** One direction of a line: headsign, first and last bus, the ordered stops with running times, and its shape. */
import { Alert, Button, Col, Empty, Input, InputNumber, Row, Space, Table, Tooltip, Typography, message } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { parseServiceTime, polylineMetres, shapeFromStops } from '@bus/contracts';
import { getStopOptions, StopSelect } from '../../../../components/pickers';
import { backwardsTimeProblem, moveStop, newKey, stopDistancesKm, type DraftDirection, type DraftStop } from './route-draft';

interface Props {
  direction: DraftDirection;
  onChange(next: DraftDirection): void;
  /** "按上行反向生成" on the down direction */
  onReverse?(): void;
}

const timeStatus = (text: string) => (text && parseServiceTime(text) === null ? 'error' : undefined);

export function DirectionEditor({ direction, onChange, onReverse }: Props) {
  const label = direction.directionId === 0 ? '上行' : '下行';
  const distances = stopDistancesKm(direction.stops);
  const backwards = backwardsTimeProblem(direction);
  const set = (patch: Partial<DraftDirection>) => onChange({ ...direction, ...patch });
  const setStops = (stops: DraftStop[]) => set({ stops });

  const addStop = async (id: string | string[] | undefined) => {
    if (typeof id !== 'string') return;
    const [found] = (await getStopOptions('', [id])).filter((s) => s.id === id);
    if (!found) return;
    const last = direction.stops.at(-1);
    // a new stop runs about 3 minutes after the one before it: the user adjusts
    const offsetMinutes = last ? (last.offsetMinutes ?? 0) + 3 : 0;
    setStops([...direction.stops, { key: newKey(), stopId: found.id, name: found.name, code: found.code, lat: found.lat, lon: found.lon, offsetMinutes }]);
  };

  const generateShape = () => {
    if (direction.stops.length < 2) {
      void message.warning(`${label}至少需要两个站点才能生成线形`);
      return;
    }
    const shape = shapeFromStops(direction.stops);
    set({ shape });
    void message.success(`已按站点生成${label}线形（${shape.length} 个点，${(polylineMetres(shape) / 1000).toFixed(2)} km）`);
  };

  return (
    <div data-testid={`direction-${direction.directionId}`}>
      <Row gutter={12}>
        <Col span={10}>
          <Typography.Text type="secondary">方向名称（终点）</Typography.Text>
          <Input
            value={direction.headsign}
            maxLength={100}
            placeholder="如 江城火车站"
            onChange={(e) => set({ headsign: e.target.value })}
            aria-label={`${label}方向名称`}
          />
        </Col>
        <Col span={7}>
          <Typography.Text type="secondary">首班</Typography.Text>
          <Input
            value={direction.firstDeparture}
            status={timeStatus(direction.firstDeparture)}
            placeholder="06:00"
            maxLength={5}
            onChange={(e) => set({ firstDeparture: e.target.value })}
            aria-label={`${label}首班`}
          />
        </Col>
        <Col span={7}>
          <Typography.Text type="secondary">末班（过午夜写 24:30）</Typography.Text>
          <Input
            value={direction.lastDeparture}
            status={timeStatus(direction.lastDeparture)}
            placeholder="22:00"
            maxLength={5}
            onChange={(e) => set({ lastDeparture: e.target.value })}
            aria-label={`${label}末班`}
          />
        </Col>
      </Row>
      <Space style={{ margin: '12px 0', width: '100%' }} wrap>
        <StopSelect
          value={null}
          onChange={(id) => void addStop(id)}
          placeholder="添加站点：输入名称或编码"
          style={{ width: 280 }}
          id={`add-stop-${direction.directionId}`}
        />
        <Button icon={<NodeIndexOutlined />} onClick={generateShape}>
          按站点生成线形
        </Button>
        {onReverse && <Button onClick={onReverse}>按上行反向生成</Button>}
        <Typography.Text type="secondary">
          {direction.stops.length} 站 · 线形{' '}
          {direction.shape.length ? `${direction.shape.length} 点 / ${(polylineMetres(direction.shape) / 1000).toFixed(2)} km` : '未生成'}
        </Typography.Text>
      </Space>
      {backwards && <Alert type="error" showIcon role="alert" style={{ marginBottom: 8 }} message={backwards.message} />}
      <Table<DraftStop>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={direction.stops}
        scroll={{ y: 340 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${label}还没有站点`} /> }}
        columns={[
          { title: '序号', key: 'seq', width: 56, render: (_, __, i) => i + 1 },
          { title: '站点', key: 'name', render: (_, stop) => `${stop.name}（${stop.code}）` },
          { title: '距首站 km', key: 'distance', width: 90, render: (_, __, i) => distances[i].toFixed(2) },
          {
            title: '运行时间（分）',
            key: 'offset',
            width: 120,
            render: (_, stop, i) => (
              <InputNumber
                size="small"
                min={0}
                max={1440}
                step={0.5}
                value={stop.offsetMinutes}
                status={backwards?.index === i ? 'error' : undefined}
                aria-label={`${stop.name}运行时间`}
                aria-invalid={backwards?.index === i}
                onChange={(value) => setStops(direction.stops.map((s, k) => (k === i ? { ...s, offsetMinutes: value ?? null } : s)))}
              />
            ),
          },
          {
            title: '操作',
            key: 'action',
            width: 110,
            render: (_, stop, i) => (
              <Space size={0}>
                <Tooltip title="上移">
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移${stop.name}`}
                    disabled={i === 0}
                    onClick={() => setStops(moveStop(direction.stops, i, -1))}
                  />
                </Tooltip>
                <Tooltip title="下移">
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移${stop.name}`}
                    disabled={i === direction.stops.length - 1}
                    onClick={() => setStops(moveStop(direction.stops, i, 1))}
                  />
                </Tooltip>
                <Tooltip title="移除">
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`移除${stop.name}`}
                    onClick={() => setStops(direction.stops.filter((s) => s.key !== stop.key))}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
