/**
 * 包车订单 through the API (issue 25): a demand quoted on a package is priced by the server (the
 * body's money is not taken), numbered by the fill rule and moved through its states, each move in
 * its history; the demand follows; a discount above the approval line is confirmed only by the
 * approval's end; money received is receipts; a cancellation costs the rule's fee; bad quotes are
 * refused naming the field, with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { charterOrderStates } from '@bus/contracts';
import { apiTest, type Method } from '../../../../test/helper';

const { call: asUser, tokens } = apiTest(['admin', 'zhouqiang', 'lina']);
const call = (method: Method, url: string, payload?: object, token?: string) => asUser(method, `/api${url}`, token, payload);
const errorsOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) =>
  Object.fromEntries(res.json().result.errors.map((e) => [e.field, e.message]));

// the test app's clock (test/helper.ts testClock): 2026-03-02 09:00 in the company's time zone
const TODAY = new Date('2026-03-02T09:00:00+08:00');
const dayFromToday = (days: number) => new Date(TODAY.getTime() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const year = 2026;
let packageId = '';
let demandId = '';

const quote = (over: object = {}) => ({
  demandId,
  customerKind: 'company',
  customerName: '楚天物流',
  contact: '周经理',
  phone: '13900000011',
  startDate: dayFromToday(10),
  endDate: dayFromToday(11),
  fromPlace: '楚天物流门口',
  toPlace: '咸宁温泉',
  passengers: 60,
  packageId,
  vehicles: 2,
  dayHours: [8, 10],
  km: 520,
  discountPercent: 5,
  note: null,
  ...over,
});
const view = async (id: string) => (await call('GET', `/bc/charterOrder/view?id=${id}`)).json().result;
const demand = async () => (await call('GET', `/bc/charterDemand/queryById?id=${demandId}`)).json().result;
const moveOf = (action: string, order: { id: string; version: number }, extra: object = {}, token?: string) =>
  call('PUT', `/bc/charterOrder/${action}`, { id: order.id, version: order.version, ...extra }, token);

beforeAll(async () => {
  const pkg = await call('POST', '/bc/charterPackage/add', {
    name: '49 座大巴一日游（测试）',
    vehicleType: 'large',
    seats: 49,
    dayPriceCents: 280000,
    includedHours: 8,
    includedKm: 200,
    overtimePriceCents: 15000,
    kmPriceCents: 650,
    validFrom: `${year}-01-01`,
    validTo: `${year + 1}-12-31`,
    state: 'published',
    remark: null,
  });
  expect(pkg.statusCode, pkg.body).toBe(200);
  packageId = pkg.json().result.id;
  const added = await call('POST', '/bc/charterDemand/add', {
    customerKind: 'company',
    customerName: '楚天物流',
    contact: '周经理',
    phone: '13900000011',
    startDate: dayFromToday(10),
    endDate: dayFromToday(11),
    fromPlace: '楚天物流门口',
    toPlace: '咸宁温泉',
    passengers: 60,
    roundTrip: true,
  });
  demandId = added.json().result.id;
});

describe('包车订单', () => {
  it('prices a quote on the server, numbers it, and follows it from draft to deposit with its history; the demand follows', async () => {
    const added = await call('POST', '/bc/charterOrder/add', { ...quote(), totalCents: 1, state: 'settled' });
    expect(added.statusCode, added.body).toBe(200);
    const order = added.json().result;
    // 2 days × ¥2,800 × 2 buses; day two's 2 hours past 8 at ¥150 (4 half hours) × 2; 520 − 400 km at ¥6.50 × 2; 5 % off
    expect(order).toMatchObject({
      state: 'draft',
      baseCents: 1_120_000,
      overtimeCents: 60_000,
      extraKmCents: 156_000,
      subtotalCents: 1_336_000,
      discountCents: 66_800,
      totalCents: 1_269_200,
      depositCents: 380_800,
      receivedCents: 0,
      packageName: '49 座大巴一日游（测试）',
      seats: 49,
    });
    expect(order.orderNo).toMatch(new RegExp(`^BC${dayFromToday(0).replaceAll('-', '')}\\d{4}$`));

    let row = (await moveOf('quote', order)).json().result;
    expect(row.state).toBe('quoted');
    expect((await demand()).state).toBe('quoted');
    const confirmed = await moveOf('confirm', row);
    expect(confirmed.json().message).toBe('订单已确认，请登记定金');
    row = confirmed.json().result;
    expect(row.state).toBe('confirmed');
    expect((await demand()).state).toBe('ordered');

    // a deposit below 30 % is refused under its field; nothing received
    const short = await moveOf('payDeposit', row, { amountCents: 100_000, method: 'transfer' });
    expect(short.statusCode).toBe(422);
    expect(errorsOf(short)).toEqual({ amountCents: '定金至少 3,808.00 元' });
    row = (await moveOf('payDeposit', row, { amountCents: 400_000, method: 'wechat', note: '微信转账截图已存档' })).json().result;
    expect(row).toMatchObject({ state: 'deposit_paid', receivedCents: 400_000 });
    // a stale version is a 409, and nothing moves
    expect((await moveOf('cancel', { ...row, version: row.version - 1 }, { reason: '重复提交' })).statusCode).toBe(409);
    // 派车 comes before 出车
    expect((await moveOf('start', row)).json().message).toBe('包车订单当前为「已付定金」，只有「已派车」的包车订单可以出车');

    const seen = await view(order.id);
    expect(seen.receivableCents).toBe(1_269_200 - 400_000);
    expect(seen.receipts).toMatchObject([{ kind: 'deposit', amountCents: 400_000, method: 'wechat', by: 'admin' }]);
    expect(seen.events.map((event: { actionText: string; toState: string }) => `${event.actionText}→${event.toState}`)).toEqual([
      '生成报价单→draft',
      '发出报价→quoted',
      '客户确认→confirmed',
      '登记定金→deposit_paid',
    ]);
    expect(seen.events[3].note).toBe('微信支付收定金 4,000.00 元（微信转账截图已存档）');

    // cancelled ten days ahead: no fee, everything received paid back, nothing owed
    const cancelled = await moveOf('cancel', row, { reason: '客户行程取消' });
    expect(cancelled.json().result).toMatchObject({ state: 'cancelled', cancelFeeCents: 0, receivedCents: 0, cancelReason: '客户行程取消' });
    const after = await view(order.id);
    expect(after.receivableCents).toBe(0);
    expect(after.receipts.map((r: { kind: string; amountCents: number }) => [r.kind, r.amountCents])).toEqual([
      ['deposit', 400_000],
      ['refund', -400_000],
    ]);
    expect(after.events.at(-1).note).toBe('客户行程取消；无违约金；退款 4,000.00 元');
  });

  it('refuses a move the state does not allow, in the machine’s words, and an edit once confirmed', async () => {
    const order = (await call('POST', '/bc/charterOrder/add', quote({ demandId: null }))).json().result;
    const refused = await moveOf('confirm', order);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(charterOrderStates.refusal('confirm', 'draft'));
    const quoted = (await moveOf('quote', order)).json().result;
    const confirmed = (await moveOf('confirm', quoted)).json().result;
    const edit = await call('PUT', '/bc/charterOrder/edit', { ...quote({ demandId: null }), id: confirmed.id, version: confirmed.version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('包车订单当前为「已确认」，只有「草稿」的包车订单可以编辑');
    // only a draft is deleted
    const deleted = await call('DELETE', `/bc/charterOrder/delete?id=${confirmed.id}`);
    expect(deleted.statusCode).toBe(422);
  });

  it('sends a discount above the line to the approval; the order is confirmed only when the manager agrees, and stays quoted when he refuses', async () => {
    const approve = async (orderId: string, verdict: 'approve' | 'reject') => {
      const todo = await call('GET', '/workflow/task/todo?pageSize=100', undefined, tokens.zhouqiang);
      const task = (todo.json().result.records as Array<{ id: string; title: string }>).find((one) => one.title.includes('包车折扣审批'));
      expect(task, todo.body).toBeDefined();
      const done = await call(
        'POST',
        `/workflow/task/${verdict}`,
        { taskId: task!.id, comment: verdict === 'approve' ? '老客户，同意' : '折扣过大' },
        tokens.zhouqiang,
      );
      expect(done.statusCode, done.body).toBe(200);
      return view(orderId);
    };
    for (const verdict of ['approve', 'reject'] as const) {
      const order = (await call('POST', '/bc/charterOrder/add', quote({ demandId: null, discountPercent: 20 }))).json().result;
      const quoted = (await moveOf('quote', order)).json().result;
      const asked = await moveOf('confirm', quoted);
      expect(asked.json().message).toBe('折扣 20% 超过审批线，已提交折扣审批，审批通过后订单自动确认');
      expect(asked.json().result).toMatchObject({ state: 'quoted', discountApproval: 'pending' });
      // asked twice: refused while it waits
      expect((await moveOf('confirm', asked.json().result)).statusCode).toBe(422);
      const seen = await approve(order.id, verdict);
      if (verdict === 'approve') {
        expect(seen.order).toMatchObject({ state: 'confirmed', discountApproval: 'approved' });
        expect(seen.approval).toMatchObject({ state: 'approved' });
        expect(seen.events.at(-1)).toMatchObject({ actionText: '折扣审批通过', by: 'zhouqiang', toState: 'confirmed' });
      } else {
        expect(seen.order).toMatchObject({ state: 'quoted', discountApproval: 'rejected' });
        expect(seen.events.at(-1).note).toBe('折扣 20% 未获批准；折扣过大');
      }
    }
  });

  it('refuses a bad quote naming each field; nothing is stored', async () => {
    const before = (await call('GET', '/bc/charterOrder/list?pageSize=100')).json().result.total;
    const tooMany = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, passengers: 120 }));
    expect(errorsOf(tooMany)).toEqual({ vehicles: '2 辆 49 座车坐不下 120 人，请增加车辆' });
    const days = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, dayHours: [8] }));
    expect(errorsOf(days)).toEqual({ dayHours: '行程共 2 天，请逐日填写用车时长' });
    const late = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, startDate: dayFromToday(1), endDate: dayFromToday(2) }));
    expect(errorsOf(late)).toEqual({ startDate: '须在出发前至少 2 天预订' });
    const noPackage = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, packageId: 'no-such-package' }));
    expect(errorsOf(noPackage)).toEqual({ packageId: '包车套餐不存在' });
    const school = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, customerKind: 'school', passengers: 12, vehicles: 1 }));
    expect(errorsOf(school)).toEqual({ passengers: '学校定制至少 20 人起订，当前 12 人' });
    expect((await call('GET', '/bc/charterOrder/list?pageSize=100')).json().result.total).toBe(before);
  });

  it('answers an empty, mistyped, too long or hostile body of each move with a 422 naming the field, and moves nothing', async () => {
    const order = (await call('POST', '/bc/charterOrder/add', quote({ demandId: null }))).json().result;
    const quoted = (await moveOf('quote', order)).json().result;
    const confirmed = (await moveOf('confirm', quoted)).json().result;
    const fieldOf = async (path: string, body: object) => {
      const res = await call('PUT', `/bc/charterOrder/${path}`, body);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().result.errors[0].field;
    };
    expect(await fieldOf('payDeposit', {})).toBe('id');
    expect(await fieldOf('payDeposit', { id: confirmed.id, version: confirmed.version, amountCents: '400000', method: 'transfer' })).toBe('amountCents');
    expect(await fieldOf('payDeposit', { id: confirmed.id, version: confirmed.version, amountCents: -1, method: 'transfer' })).toBe('amountCents');
    expect(
      await fieldOf('payDeposit', { id: confirmed.id, version: confirmed.version, amountCents: 400_000, method: "cash'; drop table bc_charter_receipt;--" }),
    ).toBe('method');
    expect(await fieldOf('cancel', { id: confirmed.id, version: confirmed.version, reason: 'x'.repeat(201) })).toBe('reason');
    expect(await fieldOf('cancel', { id: confirmed.id, version: confirmed.version, reason: '   ' })).toBe('reason');
    // a hostile text is kept as text, never run
    const hostile = "<img src=x onerror=alert(1)>'; delete from bc_charter_order;--";
    const added = await call('POST', '/bc/charterOrder/add', quote({ demandId: null, customerName: hostile.slice(0, 60) }));
    expect(added.json().result.customerName).toBe(hostile.slice(0, 60));
    expect((await call('POST', '/bc/charterOrder/add', quote({ demandId: null, customerName: 'x'.repeat(61) }))).json().result.errors[0].field).toBe(
      'customerName',
    );
    const seen = await view(confirmed.id);
    expect(seen.order).toMatchObject({ state: 'confirmed', receivedCents: 0 });
    expect(seen.receipts).toEqual([]);
  });

  it('keeps the clerk without the order codes out', async () => {
    expect((await call('GET', '/bc/charterOrder/list', undefined, tokens.lina)).statusCode).toBe(403);
  });
});
