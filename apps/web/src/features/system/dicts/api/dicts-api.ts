/** 数据字典's two plain resources: the dictionaries and the items of one (the kit's hooks). */
import { dictItemResource, dictResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const dictsApi = resourceApi(dictResource);
export const dictItemsApi = resourceApi(dictItemResource);
