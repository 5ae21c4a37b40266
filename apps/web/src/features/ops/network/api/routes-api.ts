/**
 * 线路管理's api: the kit's list, export and delete from the contracts declaration (a line is saved
 * with its directions through save-route.ts); every change refreshes the line pickers too.
 */
import { routeResource } from '@bus/contracts';
import { opsRouteOptionsQueryKey } from '../../../../components/pickers';
import { resourceApi } from '../../../../components/resource-kit';

export const routesApi = resourceApi(routeResource, { afterChange: (client) => client.invalidateQueries({ queryKey: opsRouteOptionsQueryKey }) });
