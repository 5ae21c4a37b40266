import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestContext, callerOf } from '../../../../test/helper';
import { opsRoute } from '../network/network.table';
import { opsCustomRequest } from './custom.table';
import { insertCustomFixture } from './test-fixture';

let ctx: TestContext;
let liuyang: string;
let lina: string;
let hanlei: string;
let caoyan: string;
let dengchao: string;
let fixture: Awaited<ReturnType<typeof insertCustomFixture>>;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { captchaEnabled: false } });
  liuyang = await signIn(ctx.app, 'liuyang'); // 运营人员: handles the requests
  lina = await signIn(ctx.app, 'lina'); // 客服: reads tickets, not requests
  hanlei = await signIn(ctx.app, 'hanlei'); // 运营人员 of tenant 2
  caoyan = await signIn(ctx.app, 'caoyan'); // 运营管理部经理: approves 定制线路评估
  dengchao = await signIn(ctx.app, 'dengchao'); // 运营人员 too, no workflow rights: neither started nor approves it
  fixture = await insertCustomFixture(ctx.app.db);
});
afterAll(() => ctx.close());

const call = callerOf(
  () => ctx.app,
  () => liuyang,
);
const move = (payload: object, token = liuyang) => call('PUT', '/api/ops/customization/state', token, payload);
const errorOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];

describe('企业与个人定制', () => {
  it('lists the tenant’s requests with their texts and searches by kind, state, company or contact and date', async () => {
    const page = (await call('GET', '/api/ops/customization/list')).json().result;
    expect(page.total).toBe(3);
    const enterprise = page.records.find((r: { company: string }) => r.company === '东湖高新医院');
    expect(enterprise).toMatchObject({ kind_dictText: '企业', state_dictText: '评估中', passengers: 25, weekdays: '1,2,3,4,5', routeId: null });
    const ids = async (query: string) =>
      (await call('GET', `/api/ops/customization/list?${query}`))
        .json()
        .result.records.map((r: { contactName: string }) => r.contactName)
        .sort();
    expect(await ids('kind=personal')).toEqual(['陈女士']);
    expect(await ids('state=evaluating')).toEqual(['吴主任']);
    expect(await ids(`keyword=${encodeURIComponent('光谷')}`)).toEqual(['周经理']);
    expect(await ids(`keyword=${encodeURIComponent('陈')}`)).toEqual(['陈女士']);
    expect(await ids('submitTime_begin=2026-02-21&submitTime_end=2026-02-26')).toEqual(['周经理', '陈女士']);
    const bad = await call('GET', '/api/ops/customization/list?submitTime_begin=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).field).toBe('submitTime_begin');
  });

  it('sums the passengers of open requests per from→to pair, largest first', async () => {
    const demand = (await call('GET', '/api/ops/customization/demand')).json().result;
    expect(demand[0]).toEqual({ fromPlace: '光谷广场', toPlace: '汉口火车站', requests: 2, passengers: 65 });
    expect(demand[1]).toEqual({ fromPlace: '南湖花园', toPlace: '江城大学', requests: 1, passengers: 3 });
  });

  it('opens a request in 评估中 without an approval (one from before the approvals) on a custom line, with a version', async () => {
    const { evaluating, custom } = fixture;
    const noLine = await move({ id: evaluating.id, version: 0, state: 'opened' });
    expect(noLine.statusCode).toBe(422);
    expect(errorOf(noLine)).toMatchObject({ field: 'routeId', message: '请选择开通的定制线路' });
    for (const routeId of [fixture.trunk.id, fixture.cancelled.id, fixture.foreignCustom.id, 'constructor']) {
      const wrong = await move({ id: evaluating.id, version: 0, state: 'opened', routeId });
      expect(wrong.statusCode, routeId).toBe(422);
      expect(errorOf(wrong).field).toBe('routeId');
    }
    const opened = await move({ id: evaluating.id, version: 0, state: 'opened', routeId: custom.id, reply: '已开通定制9线，工作日 07:30 发车' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().result).toMatchObject({
      state: 'opened',
      routeId: custom.id,
      routeNumber: '定制9线',
      reply: '已开通定制9线，工作日 07:30 发车',
      updateBy: 'liuyang',
      version: 1,
      approval: null,
    });
    // the same version again is stale
    expect((await move({ id: evaluating.id, version: 0, state: 'rejected', reply: '线路重复' })).statusCode).toBe(409);
    const listed = (await call('GET', `/api/ops/customization/list?routeId=${custom.id}`)).json().result.records;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([evaluating.id]);
  });

  it('refuses moves the states do not allow, in Chinese, naming the state', async () => {
    const { evaluating, personal } = fixture;
    const again = await move({ id: evaluating.id, version: 1, state: 'evaluating', routeId: fixture.custom.id });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toEqual({ field: 'state', message: '已开线的定制需求不能改为评估中' });
    const skip = await move({ id: personal.id, version: 0, state: 'opened', routeId: fixture.custom.id });
    expect(skip.statusCode).toBe(422);
    expect(errorOf(skip).message).toBe('已提交的定制需求不能改为已开线');
    const unknown = await move({ id: personal.id, version: 0, state: 'submitted' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).field).toBe('state');
    expect((await move({ id: 'no-such-request', version: 0, state: 'evaluating', routeId: fixture.custom.id })).statusCode).toBe(404);
  });

  it('rejects a request only with a reply, which the list then shows', async () => {
    const { personal } = fixture;
    const empty = await move({ id: personal.id, version: 0, state: 'rejected', reply: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty)).toMatchObject({ field: 'reply', message: '请填写未通过的答复' });
    const long = await move({ id: personal.id, version: 0, state: 'rejected', reply: '长'.repeat(501) });
    expect(errorOf(long).field).toBe('reply');
    const rejected = await move({ id: personal.id, version: 0, state: 'rejected', reply: '沿线已有 K2 快线覆盖，建议乘坐' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const row = (await call('GET', '/api/ops/customization/list?state=rejected')).json().result.records[0];
    expect(row).toMatchObject({ id: personal.id, state_dictText: '未通过', reply: '沿线已有 K2 快线覆盖，建议乘坐' });
  });

  it('exports the requests as Excel', async () => {
    const res = await call('GET', '/api/ops/customization/exportXls');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('定制需求.xlsx'));
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps the service desk and other tenants out of the requests', async () => {
    expect((await call('GET', '/api/ops/customization/list', lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/customization/demand', lina)).statusCode).toBe(403);
    expect((await move({ id: fixture.personal.id, version: 0, state: 'evaluating', routeId: fixture.custom.id }, lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/customization/exportXls', lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/customization/list', hanlei)).json().result.records.map((r: { company: string }) => r.company)).toEqual(['外租户公司']);
    expect((await move({ id: fixture.submitted.id, version: 0, state: 'evaluating', routeId: fixture.custom.id }, hanlei)).statusCode).toBe(404);
  });
});

describe('a 定制 request evaluated through the approval 定制线路评估', () => {
  const later = () => ctx.clock.advance(60_000);
  const flow = (url: string, token: string, payload?: object) => call(payload ? 'POST' : 'GET', `/api/workflow${url}`, token, payload);
  const rowOf = async (id: string) =>
    ((await call('GET', '/api/ops/customization/list?pageSize=100')).json().result.records as Array<Record<string, unknown>>).find((r) => r.id === id)!;
  const taskOf = async (instanceId: string) =>
    ((await flow('/task/todo?pageSize=100', caoyan)).json().result.records as Array<{ id: string; instanceId: string; title: string; nodeName: string }>).find(
      (task) => task.instanceId === instanceId,
    );
  async function newRequest(company: string) {
    const [row] = await ctx.app.db
      .insert(opsCustomRequest)
      .values({
        tenantId: 1,
        kind: 'enterprise',
        company,
        contactName: '钱经理',
        contactPhone: '13700002222',
        fromPlace: '光谷广场',
        toPlace: '武昌站',
        departTime: '08:00',
        passengers: 30,
        createBy: 'test',
      })
      .returning();
    return row;
  }
  async function evaluate(id: string, routeId = fixture.custom.id) {
    later();
    const res = await move({ id, version: 0, state: 'evaluating', routeId, reply: '沿线两家园区，客流较大' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('开始评估 starts it on the proposed line; 已开线 by hand is refused while it runs; 同意 opens the line with the approver’s words', async () => {
    const request = await newRequest('光谷生物城');
    const noLine = await move({ id: request.id, version: 0, state: 'evaluating' });
    expect(errorOf(noLine)).toEqual({ field: 'routeId', message: '请选择拟开通的定制线路' });
    const started = await evaluate(request.id);
    expect(started).toMatchObject({
      message: '已开始评估，等待审批',
      result: { state: 'evaluating', routeId: null, approval: { state: 'running', nodeNames: ['运营管理部经理审批'] } },
    });
    const { instanceId } = started.result.approval;

    const byHand = await move({ id: request.id, version: 1, state: 'opened', routeId: fixture.custom.id });
    expect(byHand.statusCode).toBe(422);
    expect(errorOf(byHand)).toEqual({ field: 'state', message: '该定制需求正在审批中（定制线路评估，当前在「运营管理部经理审批」），已开线须在审批中处理' });
    expect((await move({ id: request.id, version: 1, state: 'rejected', reply: '不做' })).statusCode).toBe(422);

    const task = (await taskOf(instanceId))!;
    expect(task).toMatchObject({ nodeName: '运营管理部经理审批', title: '定制线路评估-光谷生物城（光谷广场 → 武昌站）-拟开定制9线' });
    const detail = (await flow(`/process/detail?instanceId=${instanceId}`, caoyan)).json().result;
    expect(detail.business).toEqual({ type: 'ops.custom_request', key: request.id, label: '定制申请', name: '光谷生物城（光谷广场 → 武昌站）' });
    later();
    const approved = await flow('/task/approve', caoyan, { taskId: task.id, comment: '同意，3 月 9 日起开行' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rowOf(request.id)).toMatchObject({
      state: 'opened',
      state_dictText: '已开线',
      routeId: fixture.custom.id,
      routeNumber: '定制9线',
      reply: '同意，3 月 9 日起开行',
      updateBy: 'caoyan',
      version: 2,
      approval: { instanceId, state: 'approved', nodeNames: [] },
    });
  });

  it('lets a colleague who handles the requests follow the evaluation on 流程详情, and no one who cannot see them', async () => {
    const request = await newRequest('车谷产业园');
    const { instanceId } = (await evaluate(request.id)).result.approval;
    const followed = await flow(`/process/detail?instanceId=${instanceId}`, dengchao);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json().result).toMatchObject({
      business: { label: '定制申请', name: '车谷产业园（光谷广场 → 武昌站）' },
      form: { view: 'participant' },
    });
    // 客服 reads the tickets, not the requests
    const refused = await flow(`/process/detail?instanceId=${instanceId}`, lina);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('无权查看该流程');
  });

  it('驳回 answers 未通过 with the reason as the reply', async () => {
    const request = await newRequest('江城汽车产业园');
    const { instanceId } = (await evaluate(request.id)).result.approval;
    later();
    const rejected = await flow('/task/reject', caoyan, {
      taskId: (await taskOf(instanceId))!.id,
      targetNodeId: 'start',
      comment: '沿线已有 K5 快线，客流不足',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await rowOf(request.id)).toMatchObject({
      state: 'rejected',
      state_dictText: '未通过',
      routeId: null,
      reply: '沿线已有 K5 快线，客流不足',
      approval: { instanceId, state: 'rejected' },
    });
    expect(await taskOf(instanceId)).toBeUndefined();
  });

  it('a line cancelled meanwhile refuses the approval and writes nothing; 撤回 brings the request back to 已提交 to evaluate again', async () => {
    const [line] = await ctx.app.db
      .insert(opsRoute)
      .values({ tenantId: 1, code: `T${Date.now()}`, number: '定制6线', name: '定制6线 测试', lineType: 'custom', status: 'operating', createBy: 'test' })
      .returning();
    const request = await newRequest('江城物流港');
    const { instanceId } = (await evaluate(request.id, line.id)).result.approval;
    await ctx.app.db.update(opsRoute).set({ status: 'cancelled' }).where(eq(opsRoute.id, line.id));
    const task = (await taskOf(instanceId))!;
    later();
    const refused = await flow('/task/approve', caoyan, { taskId: task.id, comment: '同意' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('拟开通的线路「定制6线」已撤销或不再是定制公交线路，不能开线');
    expect(await rowOf(request.id)).toMatchObject({ state: 'evaluating', routeId: null, version: 1, approval: { state: 'running' } });
    expect(await taskOf(instanceId)).toMatchObject({ id: task.id });

    later();
    expect((await flow('/process/withdraw', liuyang, { instanceId, comment: '换一条线路再评估' })).statusCode).toBe(200);
    expect(await rowOf(request.id)).toMatchObject({ state: 'submitted', version: 2, approval: { instanceId, state: 'withdrawn' } });
    later();
    const again = await move({ id: request.id, version: 2, state: 'evaluating', routeId: fixture.custom.id });
    expect(again.json().result.approval).toMatchObject({ state: 'running' });
    expect(again.json().result.approval.instanceId).not.toBe(instanceId);
  });
});

describe('定制客运票务', () => {
  it('lists the tickets with their line, masked phones and texts; the service desk may read them', async () => {
    const res = await call('GET', '/api/ops/customTicket/list', lina);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.total).toBe(4);
    expect(page.records[0]).toMatchObject({
      travelDate: '2026-03-04',
      routeNumber: '定制9线',
      phone: '139****0001',
      state_dictText: '已支付',
      priceCents: 1500,
    });
    expect(res.body).not.toContain('13800000001');
    expect(res.body).not.toContain('13900020001');
  });

  it('filters by line, travel dates, state, order number and phone', async () => {
    const count = async (query: string) => (await call('GET', `/api/ops/customTicket/list?${query}`, lina)).json().result.total;
    expect(await count(`routeId=${fixture.custom.id}&travelDate_begin=2026-03-03&travelDate_end=2026-03-03`)).toBe(2);
    expect(await count('state=refunded')).toBe(1);
    expect(await count('phone=0001')).toBe(4);
    expect(await count('phone=13900020001')).toBe(2);
    const one = (await call('GET', '/api/ops/customTicket/list?travelDate_begin=2026-03-02&travelDate_end=2026-03-02', lina)).json().result.records[0];
    expect(await count(`orderNo=${one.orderNo}`)).toBe(1);
    for (const [query, field] of [
      ['travelDate_begin=2026-13-01', 'travelDate_begin'],
      ['phone=abcd', 'phone'],
      ['column=constructor', 'column'],
    ]) {
      const res = await call('GET', `/api/ops/customTicket/list?${query}`, lina);
      expect(res.statusCode, query).toBe(422);
      expect(errorOf(res).field).toBe(field);
    }
  });

  it('sums tickets, seats sold and takings of what the filters select, per line and day', async () => {
    const res = await call('GET', `/api/ops/customTicket/summary?routeId=${fixture.custom.id}`, lina);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      tickets: 4,
      soldSeats: 3,
      amountCents: 3900,
      refunded: 1,
      moreDays: false,
      days: [
        { routeId: fixture.custom.id, routeNumber: '定制9线', travelDate: '2026-03-02', soldSeats: 1, amountCents: 1200 },
        { routeId: fixture.custom.id, routeNumber: '定制9线', travelDate: '2026-03-03', soldSeats: 1, amountCents: 1200 },
        { routeId: fixture.custom.id, routeNumber: '定制9线', travelDate: '2026-03-04', soldSeats: 1, amountCents: 1500 },
      ],
    });
    const state = (await call('GET', '/api/ops/customTicket/summary?state=refunded', lina)).json().result;
    expect(state).toMatchObject({ tickets: 1, soldSeats: 0, amountCents: 0, refunded: 1 });
    expect((await call('GET', '/api/ops/customTicket/summary?travelDate_end=x', lina)).statusCode).toBe(422);
  });

  it('exports the tickets as Excel; users without the page and other tenants are kept out', async () => {
    const res = await call('GET', '/api/ops/customTicket/exportXls', lina);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('定制客运票务.xlsx'));
    const yangfan = await signIn(ctx.app, 'yangfan');
    for (const url of ['/api/ops/customTicket/list', '/api/ops/customTicket/summary', '/api/ops/customTicket/exportXls']) {
      expect((await call('GET', url, yangfan)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/ops/customTicket/summary', hanlei)).json().result).toMatchObject({ tickets: 1, soldSeats: 1 });
  });
});
