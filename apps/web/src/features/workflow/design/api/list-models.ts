/** GET /workflow/model/list (through useListPage). Mutations invalidate modelsQueryKey. */
export const MODEL_LIST_URL = '/workflow/model/list';
export const modelsQueryKey = ['workflow', 'models'] as const;
