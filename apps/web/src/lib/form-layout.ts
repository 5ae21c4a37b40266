/**
 * Layout constants of forms and detail views (spec 03 section 9), on antd's 24-column grid.
 * (The search form's collapse rule lives with it, in components/list-page/search-form.tsx.)
 */

/** Column spans: a search item 6, a field alone 24, half 12, a third 8, a quarter 6. */
export const FORM_SPAN = { search: 6, only: 24, half: 12, third: 8, quarter: 6 } as const;
/** The other form widget of the spec lays fields out 4 of 24 by default. */
export const COMPACT_FORM_SPAN = 4;
/** Text areas start with two rows. */
export const TEXTAREA_ROWS = 2;
/** Detail lists: 1 to 4 items per row, 3 by default. */
export const DETAIL_LIST_MAX_COLUMNS = 4;
export const DETAIL_LIST_DEFAULT_COLUMNS = 3;
