import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

export const sysUser = pgTable(
  'sys_user',
  {
    id: idColumn(),
    username: text('username').notNull().unique(),
    realname: text('realname').notNull(),
    /** null: no password (imported users sign in by SMS code until an administrator sets one) */
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    birthday: date('birthday', { mode: 'string' }),
    /** 1 male, 2 female */
    sex: smallint('sex'),
    email: text('email'),
    phone: text('phone').unique(),
    workNo: text('work_no').unique(),
    idCard: text('id_card').unique(),
    /** position code (sys_position.code) */
    post: text('post'),
    /** 1 normal, 2 frozen */
    status: smallint('status').notNull().default(1),
    delFlag: smallint('del_flag').notNull().default(0),
    /** the department the user works in at the moment (one of their departments) */
    orgCode: text('org_code'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    loginFailCount: integer('login_fail_count').notNull().default(0),
    lockUntil: timestampColumn('lock_until'),
    ...auditColumns(),
  },
  (t) => [
    index('sys_user_org_code_idx').on(t.orgCode),
    // the user list sorts by create time (newest first): walking this index stops after one page
    index('sys_user_create_time_idx').on(t.createTime, t.id),
    // the few recycled users: the recycle bin pages through them, and the user list's total is the
    // tenant's memberships less these (countLiveTenantUsers), so neither reads the whole table
    index('sys_user_recycled_idx')
      .on(t.createTime, t.id)
      .where(sql`${t.delFlag} <> 0`),
  ],
);
