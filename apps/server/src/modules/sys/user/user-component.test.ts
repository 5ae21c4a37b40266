import { describe, expect, it } from 'vitest';
import { authHeaders, apiTest } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';

const { tokens, app } = apiTest(['lina', 'hanlei']);

const get = (url: string, token = tokens.lina) => app().inject({ method: 'GET', url, headers: authHeaders(token) });
const names = (records: Array<{ realname: string }>) => records.map((r) => r.realname).sort();
const query = (params: Record<string, string>, token = tokens.lina) => get(`/api/sys/user/queryUserComponentData?${new URLSearchParams(params)}`, token);

describe('user picker data (queryUserComponentData)', () => {
  it('lists the users of the chosen departments', async () => {
    const team = seedId('depart', 'A01A06A01A01'); // 第一车队 / 驾驶员
    const res = (await query({ departId: team, pageSize: '10' })).json().result;
    expect(names(res.records)).toEqual(['赵磊', '高峰'].sort());
    expect(res.records[0]).toMatchObject({ companyName: '第一运营分公司', unitName: '江城公交集团', orgCodeTxt: '驾驶员' });
    const two = (await query({ departId: `${team},${seedId('depart', 'A01A07A01A01')}` })).json().result;
    expect(two.total).toBe(4);
  });

  it('searches account or name, work number, ID card (exact), unit, company and department', async () => {
    expect(names((await query({ username: 'zhao' })).json().result.records)).toEqual(['赵磊']);
    expect(names((await query({ username: '赵' })).json().result.records)).toEqual(['赵磊']);
    expect(names((await query({ companyName: '第二运营' })).json().result.records)).toEqual(['何平', '周强', '郑凯', '马晓燕'].sort());
    expect((await query({ unitName: '江城公交' })).json().result.total).toBeGreaterThan(20);
    expect(names((await query({ departName: '财务' })).json().result.records)).toEqual(['黄敏']);
    const first = (await query({ username: 'zhaolei' })).json().result.records[0];
    expect(first.idCard).toMatch(/^\d{4}\*+\w{4}$/);
    expect((await query({ idCard: first.idCard })).json().result.total).toBe(0); // the mask is not a search key
  });

  it('never lists another tenant and refuses unknown sort columns', async () => {
    expect(names((await query({ pageSize: '100' }, tokens.hanlei)).json().result.records)).toEqual(['唐杰', '张伟', '韩磊'].sort());
    const res = await query({ column: 'password_hash' });
    expect(res.statusCode).toBe(422);
    expect((await query({ departId: `x') or 1=1 --` })).json().result.total).toBe(0);
  });
});

describe('stored value to users (getMultiUser)', () => {
  it('returns the users of comma-joined usernames in the order given', async () => {
    const res = (await get('/api/sys/user/getMultiUser?username=gaofeng,zhaolei,nobody')).json().result;
    expect(res.map((u: { realname: string }) => u.realname)).toEqual(['高峰', '赵磊']);
  });

  it('looks up by id or work number too, within the tenant only', async () => {
    const id = seedId('user', 'hanlei');
    expect((await get(`/api/sys/user/getMultiUser?id=${id}`)).json().result).toEqual([]);
    expect((await get(`/api/sys/user/getMultiUser?id=${id}`, tokens.hanlei)).json().result[0].realname).toBe('韩磊');
    expect((await get('/api/sys/user/getMultiUser?workNo=JC10001')).json().result[0].realname).toBe('张伟');
  });

  it('needs one of the store fields', async () => {
    expect((await get('/api/sys/user/getMultiUser')).statusCode).toBe(422);
  });
});
