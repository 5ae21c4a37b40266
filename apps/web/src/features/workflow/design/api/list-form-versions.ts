import { formsQueryKey } from './list-forms';

/** GET /workflow/form/history/list?id= (through useListPage, newest first). */
export const FORM_VERSION_LIST_URL = '/workflow/form/history/list';
export const formVersionsQueryKey = (id: string) => [...formsQueryKey, 'versions', id] as const;
