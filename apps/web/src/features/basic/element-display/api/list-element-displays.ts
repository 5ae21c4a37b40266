/** GET /basic-font-end-element-display/search (through useListPage). Mutations invalidate elementDisplaysQueryKey. */
export const ELEMENT_DISPLAY_LIST_URL = '/basic-font-end-element-display/search';
export const elementDisplaysQueryKey = ['basic', 'element-displays'] as const;
