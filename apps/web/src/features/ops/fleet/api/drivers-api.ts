/** 驾驶员管理's records: the kit's api (list, queryById, add, edit, delete, deleteBatch, exportXls) from the contracts declaration. */
import { driverResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const driversApi = resourceApi(driverResource);
