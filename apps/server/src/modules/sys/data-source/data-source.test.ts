import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { sysDataLog } from '../data-log/data-log.table';
import { testConnection } from './data-source.service';
import { sysDataSource } from './data-source.table';

const KEY = 'a'.repeat(64);
let ctx: TestContext;
afterEach(() => ctx.close());

const source = (overrides: Record<string, unknown> = {}) => ({
  code: 'report_db',
  name: '报表库',
  dbType: 'postgresql',
  host: 'reports.internal',
  port: 5432,
  databaseName: 'reports',
  username: 'reader',
  password: 'S3cret-pass',
  remark: '只读',
  ...overrides,
});

describe('data sources', () => {
  it('stores the password encrypted, never returns it, 409 on a stale edit, 422 on a duplicate code', async () => {
    ctx = await buildTestApp({ config: { dataSourceKey: KEY, dataSourceAllowedHosts: [] } });
    const token = await signIn(ctx.app, 'admin');
    const add = await ctx.app.inject({ method: 'POST', url: '/api/sys/dataSource/add', headers: authHeaders(token), payload: source() });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().result.hasPassword).toBe(true);
    expect(add.body).not.toContain('S3cret-pass');
    const [row] = await ctx.database.db.select().from(sysDataSource).where(eq(sysDataSource.code, 'report_db'));
    expect(row.passwordEncrypted).not.toContain('S3cret');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sys/dataSource/list', headers: authHeaders(token) });
    expect(list.json().result.records[0]).toMatchObject({ code: 'report_db', hasPassword: true });
    expect(list.body).not.toMatch(/S3cret|passwordEncrypted/);

    const duplicate = await ctx.app.inject({ method: 'POST', url: '/api/sys/dataSource/add', headers: authHeaders(token), payload: source() });
    expect(duplicate.json().result.errors[0].field).toBe('code');
    const badType = await ctx.app.inject({
      method: 'POST',
      url: '/api/sys/dataSource/add',
      headers: authHeaders(token),
      payload: source({ code: 'x1', dbType: 'mysql' }),
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().result.errors[0].field).toBe('dbType');

    const id = add.json().result.id;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: '/api/sys/dataSource/edit',
      headers: authHeaders(token),
      payload: { ...source({ name: '报表库2', password: '' }), id, version: 0 },
    });
    expect(edited.json().result).toMatchObject({ name: '报表库2', hasPassword: true, version: 1 });
    // the data log keeps both versions, the password masked, never its ciphertext
    const logged = await ctx.database.db.select().from(sysDataLog).where(eq(sysDataLog.dataId, id));
    expect(logged).toHaveLength(2);
    for (const entry of logged) expect(JSON.parse(entry.dataContent)).toMatchObject({ passwordEncrypted: '******' });
    expect(logged.map((entry) => entry.dataContent).join()).not.toContain(row.passwordEncrypted!);
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: '/api/sys/dataSource/edit',
      headers: authHeaders(token),
      payload: { ...source(), id, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/sys/dataSource/delete?id=${id}`, headers: authHeaders(token) });
    expect(del.statusCode).toBe(200);
  });

  it('refuses to save a password without DATA_SOURCE_KEY', async () => {
    ctx = await buildTestApp();
    const token = await signIn(ctx.app, 'admin');
    const add = await ctx.app.inject({ method: 'POST', url: '/api/sys/dataSource/add', headers: authHeaders(token), payload: source() });
    expect(add.statusCode).toBe(422);
    expect(add.json().result.errors[0].field).toBe('password');
    expect(add.json().message).toMatch(/DATA_SOURCE_KEY/);
  });

  it('refuses a host outside the allowlist before any connection attempt', async () => {
    ctx = await buildTestApp({ config: { dataSourceAllowedHosts: ['reports.internal'] } });
    const token = await signIn(ctx.app, 'admin');
    const started = Date.now();
    // 10.255.255.1 does not answer: a connection attempt would take the full 5 s timeout
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sys/dataSource/testConnection',
      headers: authHeaders(token),
      payload: source({ host: '10.255.255.1' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0].field).toBe('host');
    expect(res.json().message).toMatch(/10\.255\.255\.1/);
    expect(Date.now() - started).toBeLessThan(2000);

    const connect = vi.fn(async () => {});
    const settings = { allowedHosts: ['reports.internal'] };
    await expect(testConnection(ctx.database.db, settings, { ...source({ host: '169.254.169.254' }), dbType: 'postgresql' })).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(testConnection(ctx.database.db, settings, { ...source({ host: '169.254.169.254' }), dbType: 'postgresql' }, connect)).rejects.toThrow();
    expect(connect).not.toHaveBeenCalled();
    await testConnection(ctx.database.db, settings, { ...source({ host: 'Reports.Internal' }), dbType: 'postgresql' }, connect);
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ host: 'Reports.Internal', connectionTimeoutMillis: 5000 }));
  });

  it('reports a failed connection to an allowed host as a clear 422', async () => {
    ctx = await buildTestApp({ config: { dataSourceAllowedHosts: ['127.0.0.1'] } });
    const token = await signIn(ctx.app, 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sys/dataSource/testConnection',
      headers: authHeaders(token),
      payload: source({ host: '127.0.0.1', port: 1 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^连接失败/);
  });

  it('refuses a user without the permission', async () => {
    ctx = await buildTestApp();
    const lina = await signIn(ctx.app, 'lina');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sys/dataSource/list', headers: authHeaders(lina) })).statusCode).toBe(403);
    const test = await ctx.app.inject({ method: 'POST', url: '/api/sys/dataSource/testConnection', headers: authHeaders(lina), payload: source() });
    expect(test.statusCode).toBe(403);
  });
});
