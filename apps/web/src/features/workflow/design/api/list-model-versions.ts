import { modelsQueryKey } from './list-models';

/** GET /workflow/model/history/list?id= (through useListPage, newest first). */
export const MODEL_VERSION_LIST_URL = '/workflow/model/history/list';
export const modelVersionsQueryKey = (id: string) => [...modelsQueryKey, 'versions', id] as const;
