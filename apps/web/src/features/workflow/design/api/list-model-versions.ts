import { modelsApi } from './models-api';

/** GET /workflow/model/history/list?id= (through useListPage, newest first). */
export const MODEL_VERSION_LIST_URL = '/workflow/model/history/list';
export const modelVersionsQueryKey = (id: string) => [...modelsApi.queryKey, 'versions', id] as const;
