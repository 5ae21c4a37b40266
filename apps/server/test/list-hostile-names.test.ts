/**
 * DESIGN.md rule 8: a name taken from a request is looked up among own properties only. Walks
 * every GET route the server registered and sends the names of built-in object properties as a
 * sort column, a filter name and an advanced-query field: no route may answer 500, and every
 * list answers the column and the advanced-query field with a 422 naming the parameter while an
 * unknown filter name is simply no filter.
 *
 * A route is a list when its reply carries `records`; the few lists that need a parameter to
 * answer at all get it from LIST_PARAMS.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/db/seed/seed-id';
import { authHeaders, buildTestApp, signIn, type TestContext } from './helper';

const HOSTILE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

// built while the tests are collected: the routes to walk are the app's own
const ctx: TestContext = await buildTestApp({ config: { captchaEnabled: false } });
const admin = await signIn(ctx.app, 'admin');
const model = await ctx.app.inject({
  method: 'POST',
  url: '/api/workflow/model/add',
  headers: authHeaders(admin),
  payload: { name: '请假', modelKey: 'hostile_walk', xml: `<definitions xmlns="${BPMN}"><process id="hostile_walk"/></definitions>` },
});
const form = await ctx.app.inject({
  method: 'POST',
  url: '/api/workflow/form/add',
  headers: authHeaders(admin),
  payload: { name: '请假单', formKey: 'hostile_walk' },
});
const LIST_PARAMS: Record<string, Record<string, string>> = {
  '/api/sys/user/userRoleList': { roleId: seedId('role', 'admin') },
  '/api/sys/dictItem/list': { dictId: seedId('dict', 'sex') },
  '/api/sys/sysDepartRole/list': { deptId: seedId('depart', 'A01') },
  '/api/sys/user/departUserList': { depId: seedId('depart', 'A01') },
  '/api/workflow/model/history/list': { id: model.json().result.id },
  '/api/workflow/form/history/list': { id: form.json().result.id },
  '/api/ops/member/tickets': { memberId: seedId('ops-member', 'none') },
};
afterAll(() => ctx.close());

const getRoutes = () =>
  ctx.app.routePermissions
    .filter((r) => r.method.split(',').includes('GET') && r.url.startsWith('/api/'))
    .filter((r) => !/^\/api\/(docs|__test__|websocket|vxeSocket)/.test(r.url))
    .map((r) => r.url);

function get(route: string, query: Record<string, string>) {
  const url = route.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*$/, 'x1');
  const search = new URLSearchParams({ ...LIST_PARAMS[route], ...query });
  return ctx.app.inject({ method: 'GET', url: `${url}?${search}`, headers: authHeaders(admin) });
}

const superQuery = (field: string) => ({ superQueryParams: JSON.stringify([{ field, rule: 'eq', val: 'x' }]) });
type Reply = Awaited<ReturnType<typeof get>>;
/** The reply's JSON, or undefined for a file (exports answer with a workbook). */
const jsonOf = (reply: Reply) => (String(reply.headers['content-type']).startsWith('application/json') ? reply.json() : undefined);
const fieldOf = (reply: Reply) => jsonOf(reply)?.result?.errors?.[0]?.field;

const lists: string[] = [];

describe.each(getRoutes())('GET %s', (route) => {
  it('never answers 500 to built-in property names; a list names the refused parameter', async () => {
    const plain = await get(route, {});
    const isList = plain.statusCode === 200 && Array.isArray(jsonOf(plain)?.result?.records);
    if (isList) lists.push(route);
    const failures: string[] = [];
    for (const name of HOSTILE_NAMES) {
      const attempts: Array<[string, Record<string, string>, (r: Reply) => boolean]> = [
        ['column', { column: name }, (r) => r.statusCode === 422 && fieldOf(r) === 'column'],
        ['filter', { [name]: 'x', [`${name}_begin`]: '1', [`${name}_MultiString`]: 'a,b' }, (r) => r.statusCode === 200],
        ['super query field', superQuery(name), (r) => r.statusCode === 422 && fieldOf(r) === 'superQueryParams'],
      ];
      for (const [what, query, listAnswer] of attempts) {
        const reply = await get(route, query);
        if (reply.statusCode >= 500) failures.push(`${what}=${name} -> ${reply.statusCode}`);
        else if (isList && !listAnswer(reply)) failures.push(`${what}=${name} -> ${reply.statusCode} ${reply.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the walk', () => {
  it('found every list, including those that need a parameter', () => {
    // every list the server has today; a new list is walked without being named here
    expect(lists.length).toBeGreaterThanOrEqual(30);
    for (const route of Object.keys(LIST_PARAMS)) expect(lists).toContain(route);
  });
});
