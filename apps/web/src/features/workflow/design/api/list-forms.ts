/** GET /workflow/form/list (through useListPage). Mutations invalidate formsQueryKey. */
export const FORM_LIST_URL = '/workflow/form/list';
export const formsQueryKey = ['workflow', 'forms'] as const;
