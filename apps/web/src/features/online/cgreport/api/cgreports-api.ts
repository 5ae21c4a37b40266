/** Online报表配置's list, queryById, add, edit and delete (the kit's hooks); parseSql and the sources are calls of their own. */
import { cgreportResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

// the popup picker caches report metadata for 30 s; a changed report shows at once
export const cgreportsApi = resourceApi(cgreportResource, { afterChange: (client) => client.invalidateQueries({ queryKey: ['popup-report'] }) });
