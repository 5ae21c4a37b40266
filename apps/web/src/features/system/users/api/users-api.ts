import { userRecycleBinResource, userResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

/** 用户管理 (list, queryById, add, edit, delete, export) from userResource; a change refreshes the recycle bin too (one api). */
export const usersApi = resourceApi(userResource);
/** GET /sys/user/recycleBin: the deleted users. */
export const recycleBinApi = resourceApi(userRecycleBinResource);

export const USER_IMPORT_URL = '/sys/user/importExcel';
export const USER_IMPORT_TEMPLATE_URL = '/sys/user/importTemplate';
