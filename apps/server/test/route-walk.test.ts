/**
 * Issue 3 "Must hold": every endpoint refuses a user without its permission, whatever the web
 * shows. Walks every route the server registered: without a token each non-public route is a
 * 401; with the session of a user who holds no role at all, each route guarded by a permission
 * code is a 403. Routes open to any signed-in user are a reviewed list: adding one fails this test
 * until someone has looked at what it exposes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATED, PUBLIC } from '@bus/contracts';
import { sysUser, sysUserTenant } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { createSession } from '../src/modules/sys/session/session.service';
import { authHeaders, buildTestApp, type TestContext } from './helper';

/** Reviewed: each reads or changes only the caller's own data, or options every form needs. */
const OPEN_TO_EVERY_SIGNED_IN_USER: string[] = [
  // the shell: own session, own menu, own departments and password, dictionaries
  'GET /api/sys/dict/getDictItems/:dictCode',
  'GET /api/sys/dict/queryAllDictItems',
  'GET /api/sys/dict/refleshCache',
  'GET /api/sys/permission/getUserPermissionByToken',
  'GET /api/sys/user/getCurrentUserDeparts',
  'GET /api/sys/user/info',
  'POST /api/sys/logout',
  'POST /api/sys/selectDepart',
  'POST /api/sys/selectTenant',
  'POST /api/sys/user/updatePassword',
  'GET /api/sys/tenant/queryList', // only the caller's own tenants
  // own messages; queryById answers 404 unless the announcement was sent to the caller
  'GET /api/sys/annountCement/listByUser',
  'GET /api/sys/annountCement/queryById',
  'GET /api/sys/sysAnnouncementSend/getMyAnnouncementSend',
  'PUT /api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT /api/sys/sysAnnouncementSend/readAll',
  'GET /api/websocket/:userId', // refuses a userId that is not the token's
  'GET /api/vxeSocket/:userId/:pageId', // live table rows: the token's own user, relayed within its tenant only
  // account center: only the caller's own record, sessions and preferences (no user id is taken)
  'GET /api/sys/user/getUserSelf',
  'PUT /api/sys/user/editSelf',
  'GET /api/sys/user/mySessions',
  'DELETE /api/sys/user/mySessions',
  'GET /api/sys/user/notifySetting',
  'PUT /api/sys/user/notifySetting',
  'POST /api/sys/user/bindPhoneSms',
  'PUT /api/sys/user/bindPhone',
  'PUT /api/sys/user/bindEmail',
  'POST /api/sys/common/upload', // allowlisted biz folders, types and size
  // a page of the web that failed: the caller's own report into the system log, size-capped and rate-limited per user
  'POST /api/sys/log/client-error',
  // stored files: tenant-scoped (another tenant's id is a 404); bind and delete only the caller's own uploads
  'GET /api/sys/common/file-preview',
  'GET /api/file-upload/find-by-service',
  'PUT /api/sys/common/file/bind',
  'DELETE /api/sys/common/file',
  // element display rules of the caller's tenant: every form applies them (no personal data)
  'GET /api/basic-font-end-element-display/find-all-for-render',
  'GET /api/basic-font-end-element-display/find-tips-by-id/:id',
  // options every form needs: pickers (no ID-card numbers in clear), trees, form checks
  'GET /api/sys/role/queryall',
  'GET /api/sys/user/checkOnlyUser',
  'GET /api/sys/user/selectUserList',
  'GET /api/sys/user/queryUserByDepId',
  'GET /api/sys/position/queryAll',
  'GET /api/sys/sysDepart/queryTreeList',
  'GET /api/sys/sysDepart/queryDepartTreeSync',
  'GET /api/sys/sysDepart/queryIdTree',
  'GET /api/sys/sysDepart/searchBy',
  'GET /api/sys/category/loadTreeRoot',
  'GET /api/sys/category/loadTreeChildren',
  'GET /api/sys/checkRule/checkByCode',
  'GET /api/sys/duplicate/check', // allowlisted table and field codes only
  'GET /api/sys/fillRule/executeRuleByCode/:ruleCode', // registered generators only
  // user pickers (issue 4): active users of the caller's tenant, identifying fields only, ID card masked
  'GET /api/sys/user/queryUserComponentData',
  'GET /api/sys/user/getMultiUser',
  // dictionary widgets: tables and columns from the server's registry, tenant-scoped, values bound
  'GET /api/sys/dict/loadTreeData',
  'GET /api/sys/dict/loadDict/:dict',
  'GET /api/sys/dict/loadDictItem/:dict',
  'GET /api/sys/dict/dynamic/:dictCode',
  // popup report picker: the tenant's own reports, read-only, through tenant-scoped report sources
  'GET /api/online/cgreport/api/getRpColumns/:code',
  'GET /api/online/cgreport/api/getQueryInfo/:cgRpConfigId',
  'GET /api/online/cgreport/api/getData/:cgRpConfigId',
  // the line and stop pickers of every ops page: names of lines and stops only
  'GET /api/ops/route/options',
  'GET /api/ops/stop/options',
  // a whole line (numbers, stops, shapes: the network's public geometry) that every ops page's map draws, within the tenant
  'GET /api/ops/route/:id',
  'GET /api/ops/map/config', // the base map's style URL (MAP_STYLE_URL), no data
  // the duty and dispatch pickers: plates and self numbers of vehicles, names and work numbers of drivers, of the caller's tenant
  'GET /api/ops/vehicle/options',
  'GET /api/ops/driver/options',
  'GET /api/sys/quartzJob/cronPreview', // the cron editor's preview: times computed from the given text, no data read
  // 流程详情: checked per instance (its initiator, approvers, CC recipients, or workflow:ops:view), 403 to anyone else
  'GET /api/workflow/process/detail',
];

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const [user] = await ctx.app.db
    .insert(sysUser)
    .values({ username: 'nobody', realname: '无权限用户', passwordHash: await hashPassword('Nobody-pass-2024') })
    .returning({ id: sysUser.id });
  await ctx.app.db.insert(sysUserTenant).values({ userId: user.id, tenantId: 1 });
  ({ token } = await createSession(ctx.app.db, { userId: user.id, tenantId: 1, signedInBy: 'password', ip: null, userAgent: null, now: ctx.clock.now() }));
});
afterAll(() => ctx.close());

const walked = () =>
  ctx.app.routePermissions.filter(
    (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/__test__') && r.url.startsWith('/api/'),
  );

/** A concrete URL for a route pattern: every parameter and wildcard filled with a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*$/, 'x1');

function request(method: string, url: string, headers: Record<string, string> = {}) {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return ctx.app.inject({ method: method as 'GET', url: concrete(url), headers, ...(hasBody ? { payload: {} } : {}) });
}

describe('every route refuses a caller without its permission', () => {
  it('answers 401 to every non-public route without a session', async () => {
    const failures: string[] = [];
    for (const route of walked().filter((r) => r.permission !== PUBLIC)) {
      for (const method of route.method.split(',')) {
        const res = await request(method, route.url);
        if (res.statusCode !== 401) failures.push(`${method} ${route.url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in user with no role on every route that needs a permission code', async () => {
    const guarded = walked().filter((r) => r.permission !== PUBLIC && r.permission !== AUTHENTICATED);
    expect(guarded.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of guarded) {
      for (const method of route.method.split(',')) {
        const res = await request(method, route.url, authHeaders(token));
        if (res.statusCode !== 403) failures.push(`${method} ${route.url} (${route.permission}) -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('opens only the reviewed routes to every signed-in user', () => {
    const open = walked()
      .filter((r) => r.permission === AUTHENTICATED)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual([...OPEN_TO_EVERY_SIGNED_IN_USER].sort());
  });
});
