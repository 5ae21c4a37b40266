/**
 * The database work of POST /sys/login and GET /sys/permission/getUserPermissionByToken, written
 * as plain SQL for the raw driver, so the benchmark can compare the API with the same queries
 * without Fastify and Drizzle. Keep in step with login.service.ts, permission.service.ts and
 * session.service.ts.
 *
 * `query` must be bound to ONE connection (a pg.Client / PoolClient, or a PGlite instance),
 * because the session insert runs in a transaction.
 */
import { randomUUID } from 'node:crypto';
import { newToken, sha256 } from '../../apps/server/src/lib/crypto';
import { verifyPassword } from '../../apps/server/src/lib/password';

export type RawQueryFn = (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;

/** Adapters: `rawQueryOf(pgClient)` or `rawQueryOf(pglite)`. */
export const rawQueryOf =
  (client: { query: (text: string, params?: any[]) => Promise<{ rows: any[] }> }): RawQueryFn =>
  (text, params) =>
    client.query(text, params);

const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const SELECT_USER = `select * from sys_user where username = $1 and del_flag = 0 limit 1`;
const HAS_ANY_MENU = `
  select 1 from sys_permission p
  join sys_role_permission rp on rp.permission_id = p.id
  join sys_user_role ur on ur.role_id = rp.role_id
  where ur.user_id = $1 and p.del_flag = 0 and p.status = '1' and p.menu_type in (0, 1)
  limit 1`;
const USER_DEPARTS = `
  select d.id, d.depart_name, d.org_code from sys_depart d
  join sys_user_depart ud on ud.dep_id = d.id
  where ud.user_id = $1 and d.del_flag = 0
  order by d.depart_order, d.org_code`;
const USER_TENANTS = `
  select t.id, t.name from sys_tenant t
  join sys_user_tenant ut on ut.tenant_id = t.id
  where ut.user_id = $1 and t.status = 1
  order by t.id`;
const ALL_DICT_ITEMS = `
  select d.dict_code, i.item_value, i.item_text, i.item_color from sys_dict_item i
  join sys_dict d on d.id = i.dict_id
  where d.del_flag = 0 and i.status = 1
  order by d.dict_code, i.sort_order, i.item_value`;

export interface RawLoginOptions {
  username: string;
  /** when given, the argon2 check runs too (the API always does it) */
  password?: string;
  ip?: string;
  userAgent?: string;
  now?: Date;
}

/** Same queries as a successful password sign-in (captcha off). Returns the new token. */
export async function rawLoginWork(query: RawQueryFn, options: RawLoginOptions) {
  const now = options.now ?? new Date();
  const { rows: users } = await query(SELECT_USER, [options.username]);
  const user = users[0];
  if (!user) throw new Error(`no user ${options.username}`);
  if (options.password !== undefined && !(await verifyPassword(user.password_hash, options.password))) {
    throw new Error('wrong password');
  }
  if ((await query(HAS_ANY_MENU, [user.id])).rows.length === 0) throw new Error('no menu');
  // one after another: a connection runs one query at a time (pg queued them anyway, and warns that it will stop)
  const departs = await query(USER_DEPARTS, [user.id]);
  const tenants = await query(USER_TENANTS, [user.id]);
  const dictItems = await query(ALL_DICT_ITEMS);
  const orgCode = departs.rows.some((d) => d.org_code === user.org_code) ? user.org_code : (departs.rows[0]?.org_code ?? null);
  const tenantId = tenants.rows.length === 1 ? tenants.rows[0].id : 0;
  const token = newToken();

  await query('begin');
  try {
    if (user.login_fail_count !== 0 || user.lock_until || orgCode !== user.org_code) {
      await query('update sys_user set login_fail_count = 0, lock_until = null, org_code = $2 where id = $1', [user.id, orgCode]);
    }
    await query('delete from sys_session where user_id = $1 and expires_at < $2', [user.id, now]);
    await query(
      `insert into sys_session (id, token_hash, user_id, tenant_id, ip, user_agent, create_time, last_seen_time, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7, $8) returning id`,
      [randomUUID(), sha256(token), user.id, tenantId, options.ip ?? null, options.userAgent ?? null, now, new Date(now.getTime() + SESSION_LIFETIME_MS)],
    );
    await query(`insert into sys_log (id, log_type, content, user_id, username, ip, create_time) values ($1, 1, $2, $3, $4, $5, $6)`, [
      randomUUID(),
      `用户名: ${user.username}，登录成功！`,
      user.id,
      user.username,
      options.ip ?? null,
      now,
    ]);
    await query('commit');
  } catch (error) {
    await query('rollback');
    throw error;
  }
  return { token, dictItemCount: dictItems.rows.length, departCount: departs.rows.length };
}

const SESSION_BY_TOKEN = `
  select s.id, s.user_id, s.tenant_id, s.last_seen_time, u.username, u.status, u.del_flag, u.must_change_password
  from sys_session s join sys_user u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2
  limit 1`;
const GRANTED_PERMISSIONS = `
  select distinct p.* from sys_permission p
  join sys_role_permission rp on rp.permission_id = p.id
  join sys_user_role ur on ur.role_id = rp.role_id
  where ur.user_id = $1 and p.del_flag = 0
  order by p.sort_no, p.id`;
const ALL_BUTTONS = `select * from sys_permission where menu_type = 2 and del_flag = 0 order by sort_no, id`;

/**
 * The queries GET /sys/permission/getUserPermissionByToken runs without its cache (auth hook +
 * service): the server keeps the answer per role set (permission-cache.ts), so on a warm cache it
 * runs only the session lookup and the role-set query of these.
 */
export async function rawUserPermissionWork(query: RawQueryFn, token: string, now = new Date()) {
  const { rows } = await query(SESSION_BY_TOKEN, [sha256(token), now]);
  const session = rows[0];
  if (!session || session.status !== 1 || session.del_flag !== 0) throw new Error('no session');
  const granted = await query(GRANTED_PERMISSIONS, [session.user_id]);
  const buttons = await query(ALL_BUTTONS);
  return { granted: granted.rows.length, allButtons: buttons.rows.length };
}
