/**
 * SQL for another area's lists that show, sort or filter by a person (the approval lists' 发起人,
 * the drivers' names and work numbers, a line check's inspector): correlated subselects on the
 * caller's column, so the caller names no system table and the system area keeps the SQL text.
 * Each is one lookup by a unique key (sys_user's id or username) per row shown.
 */
import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../../lib/sql-ref';

/** the fields of a user another area may show; the column names are fixed here, never taken from a request */
const USER_FIELDS = { realname: 'realname', workNo: 'work_no', phone: 'phone', username: 'username' } as const;
export type UserField = keyof typeof USER_FIELDS;

/** the caller's column written with its table (it must bind to the outer row), or its own expression */
const outer = (value: AnyPgColumn | SQL): SQL => (is(value, Column) ? qualified(value) : value);

/** The real name of the user whose user name `username` holds (null when there is none). */
export const realnameOfUsername = (username: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`(select u.realname from sys_user u where u.username = ${outer(username)})`;

/** A field of the user whose id `userId` holds (null when there is none). */
export const userField = (userId: AnyPgColumn | SQL, field: UserField): SQL<string | null> =>
  sql<string | null>`(select u.${sql.raw(USER_FIELDS[field])} from sys_user u where u.id = ${outer(userId)})`;

/** Whether the user whose id `userId` holds has `field` matching the ILIKE `pattern` (the caller escapes it). */
export const userFieldLike = (userId: AnyPgColumn | SQL, field: Exclude<UserField, 'username'>, pattern: string): SQL =>
  sql`${outer(userId)} in (select u.id from sys_user u where u.${sql.raw(USER_FIELDS[field])} ilike ${pattern})`;
