import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table ("ops_vehicle"."route_id"). Drizzle leaves columns unqualified
 * in a one-table select, and inside a correlated subquery an unqualified name binds to the inner
 * table first; a lookup of another table by a list's column names the outer column this way.
 */
export const qualified = (column: AnyPgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
