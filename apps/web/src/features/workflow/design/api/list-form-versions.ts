import { formsApi } from './forms-api';

/** GET /workflow/form/history/list?id= (through useListPage, newest first). */
export const FORM_VERSION_LIST_URL = '/workflow/form/history/list';
export const formVersionsQueryKey = (id: string) => [...formsApi.queryKey, 'versions', id] as const;
