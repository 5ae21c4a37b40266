/** 数据字典 (system/DictList): the kit's page of dictResource, its items in a drawer, the recycle bin and the cache refresh. */
import { useState } from 'react';
import { Button } from 'antd';
import { RestOutlined, SyncOutlined } from '@ant-design/icons';
import type { DictRecord } from '@bus/contracts';
import { ResourceListPage } from '../../../../components/resource-kit';
import { refreshDictionaryCache } from '../../../../lib/dict-cache';
import { dictsApi } from '../api/dicts-api';
import { DictItemDrawer } from '../components/dict-item-drawer';
import { DictRecycleModal } from '../components/dict-recycle-modal';

export default function DictListPage({ title }: { title: string }) {
  const [itemsOf, setItemsOf] = useState<DictRecord>();
  const [recycleOpen, setRecycleOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const reload = dictsApi.useInvalidate();

  const refresh = async () => {
    setRefreshing(true);
    await refreshDictionaryCache();
    setRefreshing(false);
  };

  const toolbar = (
    <>
      <Button icon={<SyncOutlined spin={refreshing} />} onClick={() => void refresh()} loading={refreshing}>
        刷新缓存
      </Button>
      <Button icon={<RestOutlined />} onClick={() => setRecycleOpen(true)}>
        回收站
      </Button>
    </>
  );

  return (
    <ResourceListPage
      api={dictsApi}
      title={title}
      rowActions={(record) => [{ key: 'items', label: '字典配置', onClick: () => setItemsOf(record) }]}
      deleteNote="删除后字典项不再可用，可在回收站还原。"
      toolbar={toolbar}
      actionsWidth={200}
      emptyText="暂无字典"
      displayRulesOf="/system/dict"
    >
      <DictItemDrawer dict={itemsOf} onClose={() => setItemsOf(undefined)} />
      <DictRecycleModal
        open={recycleOpen}
        onClose={() => {
          setRecycleOpen(false);
          void reload();
        }}
      />
    </ResourceListPage>
  );
}
