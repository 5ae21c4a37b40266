/**
 * The articles of one category of 资讯分类与公告: the kit's list of 资讯 limited to the category, its
 * form with the category as a choice among the company's (the one shown for a new article), the
 * cover through the upload widget and the body in the rich-text editor.
 */
import { Select } from 'antd';
import { infoArticleResource, type InfoCategoryRecord } from '@bus/contracts';
import { resourceApi, ResourceFormModal, ResourceListPage, resourceSearchItems } from '../../../../components/resource-kit';

export const infoArticleApi = resourceApi(infoArticleResource);
const searchItems = resourceSearchItems(infoArticleResource, ['title', 'state']);

export function CategoryArticles({ category, categories }: { category: InfoCategoryRecord; categories: readonly InfoCategoryRecord[] }) {
  const options = categories.map((c) => ({ value: c.id, label: c.name }));
  return (
    <ResourceListPage
      api={infoArticleApi}
      title={`「${category.name}」的资讯`}
      searchItems={searchItems}
      fixedParams={{ categoryId: category.id }}
      columns={[['title', { ellipsis: true }], 'cover', 'state', 'publishTime', 'top']}
      scrollX={900}
      addLabel="新增资讯"
      actionsWidth={130}
      emptyText="该分类下暂无资讯"
      renderForm={(dialog) => (
        <ResourceFormModal
          api={infoArticleApi}
          open={dialog.open}
          record={dialog.record}
          onClose={dialog.onClose}
          width={860}
          blank={{ categoryId: category.id, state: 'draft', top: false }}
          controls={{ categoryId: <Select options={options} placeholder="请选择所属分类" /> }}
          fields={['categoryId', 'title', 'cover', 'content', 'state', 'publishTime', 'top']}
        />
      )}
    />
  );
}
