/** Demo of the detail list: a vehicle's record laid out 1 to 4 items per row (3 by default). */
import { useState } from 'react';
import { Card, Segmented, Tag } from 'antd';
import { DescriptionList, type DescriptionItem } from '../../../../../components/description-list';
import { formatMoney } from '@bus/contracts';

const VEHICLE: DescriptionItem[] = [
  { label: '车牌号', value: '粤B·D12345' },
  { label: '车辆型号', value: '比亚迪 K8 纯电动公交' },
  { label: '所属线路', value: '12路' },
  { label: '车队', value: '第三车队' },
  { label: '主驾驶员', value: '张建国（工号 03127）' },
  { label: '车辆状态', value: <Tag color="green">运营中</Tag> },
  { label: '购置价格（元）', value: formatMoney(168000000) },
  { label: '上次保养', value: '2026-10-18' },
  { label: '备注', value: '' },
];

export function DetailListDemo() {
  const [col, setCol] = useState(3);
  return (
    <Card
      size="small"
      title="详情列表"
      extra={
        <Segmented
          aria-label="每行列数"
          value={col}
          onChange={(value) => setCol(Number(value))}
          options={[1, 2, 3, 4].map((n) => ({ value: n, label: `每行 ${n} 项` }))}
        />
      }
    >
      <DescriptionList col={col} items={VEHICLE} bordered size="small" />
    </Card>
  );
}
