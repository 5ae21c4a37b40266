/** 分类字典 (system/SysCategoryList): the kit's tree list, a row's children loading when it opens. */
import { ResourceListPage } from '../../../../components/resource-kit';
import { categoriesApi, fetchCategoryChildren } from '../api/categories-api';
import { CategoryFormModal } from '../components/category-form-modal';

export default function CategoryListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={categoriesApi}
      title={title}
      tree={{ children: fetchCategoryChildren, hasChildren: (r) => r.hasChild === '1', parentOf: (r) => (r.pid === '0' ? null : r.pid), addChild: true }}
      actionsWidth={200}
      renderForm={(dialog) => <CategoryFormModal {...dialog} />}
    />
  );
}
