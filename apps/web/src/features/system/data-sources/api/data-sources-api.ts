/** 多数据源管理's plain CRUD from its contracts declaration (list, queryById, add, edit, delete, deleteBatch). */
import { dataSourceResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const dataSourcesApi = resourceApi(dataSourceResource);
