/** 系统通告's plain CRUD from its contracts declaration (list, add, edit, delete, deleteBatch). */
import { announcementResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const announcementsApi = resourceApi(announcementResource);
