/** 字典配置: the items of one dictionary in a drawer, the kit's list of dictItemResource for its dictId. */
import { useMemo } from 'react';
import { Drawer, Tag } from 'antd';
import type { DictItemRecord, DictRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { dictItemsApi } from '../api/dicts-api';
import { DictItemFormModal } from './dict-item-form-modal';

const itemText = ['itemText', { render: (text: string, item: DictItemRecord) => (item.itemColor ? <Tag color={item.itemColor}>{text}</Tag> : text) }] as [
  string,
  object,
];

export function DictItemDrawer({ dict, onClose }: { dict?: DictRecord; onClose(): void }) {
  const fixedParams = useMemo(() => ({ dictId: dict?.id ?? '' }), [dict?.id]);
  return (
    <Drawer title={dict ? `字典项：${dict.dictName}（${dict.dictCode}）` : ''} open={!!dict} onClose={onClose} width={720} destroyOnHidden>
      {dict && (
        <ResourceListPage
          bare
          api={dictItemsApi}
          title="字典项"
          fixedParams={fixedParams}
          columns={[itemText, 'itemValue', 'sortOrder', 'status']}
          addLabel="新增字典项"
          actionsWidth={120}
          emptyText="还没有字典项"
          renderForm={(props) => <DictItemFormModal {...props} dictId={dict.id} />}
        />
      )}
    </Drawer>
  );
}
