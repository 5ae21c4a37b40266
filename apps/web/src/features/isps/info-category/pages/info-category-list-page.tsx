/**
 * 资讯分类与公告 (isps/InfoCategoryList): the app's news categories (name, order, enabled) and, below,
 * the articles of the category chosen (查看资讯; the first when none is chosen).
 */
import { useState } from 'react';
import { Empty, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { infoCategoryResource, type InfoCategoryRecord, type PageResult } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';
import { CategoryArticles } from '../components/category-articles';

export const infoCategoryApi = resourceApi(infoCategoryResource);

/** every category of the company, in order (a company has a handful) */
function useCategories() {
  return useQuery({
    queryKey: [...infoCategoryApi.queryKey, 'all'],
    queryFn: async () => unwrap(await getReply<PageResult<InfoCategoryRecord>>(infoCategoryApi.urls.list, { params: { pageSize: 200 } })).records,
  });
}

export default function InfoCategoryListPage({ title }: { title: string }) {
  const categories = useCategories();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const all = categories.data ?? [];
  const chosen = all.find((c) => c.id === chosenId) ?? all[0];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ResourceListPage
        api={infoCategoryApi}
        title={title}
        noSearch
        columns={['sort', 'name', 'enabled', 'createTime']}
        rowActions={(record) => [{ key: 'articles', label: record.id === chosen?.id ? '查看资讯（当前）' : '查看资讯', onClick: () => setChosenId(record.id) }]}
        deleteNote="分类下有资讯时不能删除。"
        actionsWidth={220}
        displayRulesOf="/isps/infoCategory"
      />
      {chosen ? <CategoryArticles category={chosen} categories={all} /> : !categories.isLoading && <Empty description="请先新增资讯分类" />}
    </Space>
  );
}
