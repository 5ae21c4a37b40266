import { eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parsePhoneSearch, PHONE_SEARCH_MESSAGE } from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';

/**
 * The `phone` filter of the member and ticket lists: the whole number, or its last digits. Only
 * digits pass (parsePhoneSearch), so the pattern holds no wildcard of the caller's; the value is bound.
 */
export const phoneFilter =
  (column: AnyPgColumn) =>
  (value: string): SQL => {
    const search = parsePhoneSearch(value);
    if (!search) throw fieldError('phone', PHONE_SEARCH_MESSAGE);
    return 'exact' in search ? eq(column, search.exact) : like(column, `%${search.suffix}`);
  };
