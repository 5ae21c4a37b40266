import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { insertCustomFixture } from '../custom/test-fixture';

let ctx: TestContext;
let lina: string;
let yangfan: string;
let hanlei: string;
let fixture: Awaited<ReturnType<typeof insertCustomFixture>>;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  lina = await signIn(ctx.app, 'lina'); // 客服: reads members and tickets
  yangfan = await signIn(ctx.app, 'yangfan'); // 流程设计: no member pages
  hanlei = await signIn(ctx.app, 'hanlei'); // 运营人员 of tenant 2
  fixture = await insertCustomFixture(ctx.app.db);
});
afterAll(() => ctx.close());

const get = (url: string, token = lina) => ctx.app.inject({ method: 'GET', url, headers: authHeaders(token) });
const records = async (url: string, token = lina) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records as Array<Record<string, unknown>>;
};

describe('会员管理', () => {
  it('lists the tenant’s members newest first with masked phones and dictionary texts', async () => {
    const res = await get('/api/ops/member/list');
    expect(res.json().result.total).toBe(3);
    const rows = res.json().result.records;
    expect(rows.map((r: { phone: string }) => r.phone)).toEqual(['158****3333', '139****0001', '138****0001']);
    expect(rows[2]).toMatchObject({ realName: '张晓明', realNameState_dictText: '已认证', status_dictText: '正常', cardCount: 2 });
    expect(rows[0]).toMatchObject({ status: 'frozen', status_dictText: '冻结', realNameState_dictText: '未认证' });
    // no full number anywhere in the reply
    for (const phone of ['13800000001', '13900020001', '15800003333']) expect(res.body).not.toContain(phone);
  });

  it('finds a member by the whole phone number or its last digits, by name and by state and date', async () => {
    expect((await records('/api/ops/member/list?phone=13800000001')).map((r) => r.realName)).toEqual(['张晓明']);
    expect(await records('/api/ops/member/list?phone=0001')).toHaveLength(2);
    expect(await records('/api/ops/member/list?phone=20001')).toHaveLength(1);
    // a middle part is not a suffix
    expect(await records('/api/ops/member/list?phone=3800')).toHaveLength(0);
    expect((await records(`/api/ops/member/list?name=${encodeURIComponent('小王')}`)).map((r) => r.phone)).toEqual(['158****3333']);
    expect((await records(`/api/ops/member/list?name=${encodeURIComponent('李')}`)).map((r) => r.phone)).toEqual(['139****0001']);
    expect(await records('/api/ops/member/list?realNameState=pending')).toHaveLength(1);
    expect(await records('/api/ops/member/list?status_MultiString=normal,frozen')).toHaveLength(3);
    expect(await records('/api/ops/member/list?registerTime_begin=2026-02-01&registerTime_end=2026-02-20')).toHaveLength(1);
  });

  it('refuses a phone search that is neither the number nor its last digits, a bad date and a hostile sort, naming the field', async () => {
    for (const [query, field] of [
      ['phone=12', 'phone'],
      ['phone=138****0001', 'phone'],
      ['phone=%25', 'phone'],
      ['registerTime_begin=2026-02-30', 'registerTime_begin'],
      ['column=phone', 'column'],
      ['column=__proto__', 'column'],
      ['pageSize=5000', 'pageSize'],
    ]) {
      const res = await get(`/api/ops/member/list?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().result.errors[0].field, query).toBe(field);
    }
    expect((await get('/api/ops/member/list?phone=12')).json().message).toContain('手机号');
  });

  it('shows a member’s custom-bus tickets, newest travel date first, masked', async () => {
    const res = await get(`/api/ops/member/tickets?memberId=${fixture.li.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result.records;
    expect(rows.map((r: { travelDate: string }) => r.travelDate)).toEqual(['2026-03-04', '2026-03-03']);
    expect(rows[0]).toMatchObject({ routeNumber: '定制9线', priceCents: 1500, phone: '139****0001', state_dictText: '已支付' });
    expect(rows[1]).toMatchObject({ state: 'refunded', state_dictText: '已退款' });
    expect(res.body).not.toContain('13900020001');
    const missing = await get('/api/ops/member/tickets');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().result.errors[0].field).toBe('memberId');
  });

  it('exports the members as Excel, without whole phone numbers', async () => {
    const res = await get('/api/ops/member/exportXls?status=normal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('会员.xlsx'));
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps users without the page and other tenants out', async () => {
    expect((await get('/api/ops/member/list', yangfan)).statusCode).toBe(403);
    expect((await get(`/api/ops/member/tickets?memberId=${fixture.zhang.id}`, yangfan)).statusCode).toBe(403);
    expect((await get('/api/ops/member/exportXls', yangfan)).statusCode).toBe(403);
    const foreign = (await get('/api/ops/member/list', hanlei)).json().result;
    expect(foreign.records.map((r: { realName: string }) => r.realName)).toEqual(['外租户']);
    expect((await get(`/api/ops/member/tickets?memberId=${fixture.zhang.id}`, hanlei)).json().result.total).toBe(0);
    expect((await get(`/api/ops/member/tickets?memberId=${fixture.foreignMember.id}`, lina)).json().result.total).toBe(0);
  });
});
