/** 轮播图 (isps/RotationMapList): the app home page's carousel pictures, in order, each saying whether it is shown now. */
import { Tag } from 'antd';
import { rotationMapResource, VALIDITY, type Validity } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';

export const rotationMapApi = resourceApi(rotationMapResource);

const VALIDITY_COLOR: Record<Validity, string> = { active: 'green', upcoming: 'blue', expired: 'default' };

export default function RotationMapListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={rotationMapApi}
      title={title}
      columns={[
        'sort',
        ['title', { width: 150 }],
        ['image', { width: 90 }],
        ['link', { width: 120 }],
        'validFrom',
        'validTo',
        {
          title: '当前状态',
          key: 'validity',
          dataIndex: 'validity',
          width: 90,
          render: (value: Validity) => <Tag color={VALIDITY_COLOR[value]}>{VALIDITY[value]}</Tag>,
        },
      ]}
      scrollX={1000}
      displayRulesOf="/isps/rotationMap"
    />
  );
}
