import { describe, expect, it } from 'vitest';
import { authHeaders, signIn, apiTest } from '../../../../test/helper';

const { tokens, app } = apiTest(['admin'], { each: true });

const get = (url: string, t = tokens.admin) => app().inject({ method: 'GET', url, headers: authHeaders(t) });

describe('address list', () => {
  it('lists the people of a department subtree with contact fields only', async () => {
    const res = await get('/api/sys/user/queryByOrgCodeForAddressList?orgCode=A01A02&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().result.records.map((r: { realname: string }) => r.realname);
    expect(names).toEqual(expect.arrayContaining(['李娜', '王芳', '吴霞', '林慧', '谢婷']));
    expect(names).not.toContain('张伟');
    const lina = res.json().result.records.find((r: { realname: string }) => r.realname === '李娜');
    expect(lina).toMatchObject({ departName: '客服中心', phone: '13971020002' });
    expect(lina.postName).toBeTruthy();
    expect(JSON.stringify(res.json())).not.toMatch(/password|idCard/i);
  });

  it('searches by name and never shows another tenant', async () => {
    const res = await get('/api/sys/user/queryByOrgCodeForAddressList?realname=*韩*');
    expect(res.json().result.total).toBe(0);
    const all = await get('/api/sys/user/queryByOrgCodeForAddressList?pageSize=100');
    const names = all.json().result.records.map((r: { realname: string }) => r.realname);
    expect(names).toContain('张伟');
    expect(names).not.toContain('韩磊');
    const badSort = await get('/api/sys/user/queryByOrgCodeForAddressList?column=passwordHash');
    expect(badSort.statusCode).toBe(422);
  });

  it('exports xlsx and refuses users without the permission', async () => {
    const file = await get('/api/sys/user/addressExport?orgCode=A01A05');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const lina = await signIn(app(), 'lina');
    expect((await get('/api/sys/user/queryByOrgCodeForAddressList', lina)).statusCode).toBe(403);
    expect((await get('/api/sys/user/addressExport', lina)).statusCode).toBe(403);
  });
});
