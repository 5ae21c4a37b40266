/** 网关路由's plain CRUD from its contracts declaration (list, queryById, add, edit, delete, deleteBatch). */
import { gatewayRouteResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const gatewayRoutesApi = resourceApi(gatewayRouteResource);
