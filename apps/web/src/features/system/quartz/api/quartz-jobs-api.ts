/** 定时任务's plain CRUD from its contracts declaration (list, queryById, add, edit, delete, deleteBatch). */
import { quartzJobResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const quartzJobsApi = resourceApi(quartzJobResource);
export const quartzJobsQueryKey = quartzJobsApi.queryKey;
