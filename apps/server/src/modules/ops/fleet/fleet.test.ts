import { beforeAll, describe, expect, it } from 'vitest';
import { apiTest, type Method } from '../../../../test/helper';
import { seedId } from '../../../db/seed/seed-id';
import { insertTimetableFixture } from './test-fixture';

// liuyang: 运营人员
// lina: 客服: no fleet pages
// hanlei: 运营人员 of tenant 2
const { app, tokens, call } = apiTest(['admin', 'liuyang', 'lina', 'hanlei']);

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
const vehicle = (over: object = {}) => ({
  plate: '鄂A·D10001',
  selfNo: '1001',
  model: '宇通 ZK6125BEVG',
  energyType: 'electric',
  seats: 32,
  capacity: 80,
  departId: seedId('depart', 'A01A06'),
  status: 'operating',
  inspectionExpiry: '2026-03-20',
  insuranceExpiry: '2027-01-01',
  ...over,
});
const driver = (userId: string, over: object = {}) => ({
  userId,
  licenceClass: 'A1',
  licenceNo: '420102198203120011',
  licenceExpiry: '2030-01-01',
  qualificationNo: 'CY4201001',
  qualificationExpiry: '2030-01-01',
  status: 'active',
  ...over,
});
const fieldOf = (res: { json(): { result: { errors: Array<{ field: string; message: string }> } } }) => res.json().result.errors[0];

describe('车辆管理', () => {
  it('adds a vehicle with a normalised plate, lists it with its texts and expiry filter, edits with a version', async () => {
    const added = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: '鄂a d10001' }));
    expect(added.statusCode, added.body).toBe(200);
    const row = added.json().result;
    expect(row.plate).toBe('鄂A·D10001');

    const page = (await call('GET', `/api/ops/vehicle/list?plate=${encodeURIComponent('D10001')}`, tokens.liuyang)).json().result;
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ energyType_dictText: '纯电动', status_dictText: '运营', departName: '第一运营分公司' });
    // the clock stands at 2026-03-02: 年检 on 03-20 is within 30 days
    expect((await call('GET', '/api/ops/vehicle/list?expiring=1', tokens.liuyang)).json().result.total).toBe(1);
    expect((await call('GET', '/api/ops/vehicle/expiring', tokens.liuyang)).json().result).toMatchObject({
      inspection: 1,
      insurance: 0,
      vehicles: 1,
      days: 30,
    });

    const edit = { ...vehicle({ inspectionExpiry: '2027-03-20' }), id: row.id, version: row.version };
    expect((await call('PUT', '/api/ops/vehicle/edit', tokens.liuyang, edit)).statusCode).toBe(200);
    expect((await call('PUT', '/api/ops/vehicle/edit', tokens.liuyang, edit)).statusCode).toBe(409);
    expect((await call('GET', '/api/ops/vehicle/list?expiring=1', tokens.liuyang)).json().result.total).toBe(0);
    const options = (await call('GET', '/api/ops/vehicle/options?usable=1', tokens.liuyang)).json().result;
    expect(options.map((o: { plate: string }) => o.plate)).toContain('鄂A·D10001');
  });

  it('refuses bad plates, duplicates, seats over capacity and overlong text, naming the field', async () => {
    const bad = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: 'AB12345', selfNo: '2001' }));
    expect(bad.statusCode).toBe(422);
    expect(fieldOf(bad).field).toBe('plate');
    expect(bad.json().message).toContain('车牌号');
    const duplicate = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ selfNo: '2002' }));
    expect(duplicate.statusCode).toBe(422);
    expect(fieldOf(duplicate)).toMatchObject({ field: 'plate', message: '车牌号 鄂A·D10001 已登记' });
    const selfNo = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: '鄂A·12345' }));
    expect(fieldOf(selfNo)).toMatchObject({ field: 'selfNo' });
    const seats = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: '鄂A·12346', selfNo: '2003', seats: 90 }));
    expect(fieldOf(seats)).toMatchObject({ field: 'seats', message: '座位数不能大于核载人数' });
    const long = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: '鄂A·12347', selfNo: '2004', model: 'x'.repeat(10_000) }));
    expect(long.statusCode).toBe(422);
    expect(fieldOf(long).field).toBe('model');
    const energy = await call('POST', '/api/ops/vehicle/add', tokens.liuyang, vehicle({ plate: '鄂A·12348', selfNo: '2005', energyType: 'steam' }));
    expect(fieldOf(energy).field).toBe('energyType');
    const hostileSort = await call('GET', '/api/ops/vehicle/list?column=__proto__', tokens.liuyang);
    expect(hostileSort.statusCode).toBe(422);
  });

  it('keeps other users and tenants out', async () => {
    expect((await call('GET', '/api/ops/vehicle/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('POST', '/api/ops/vehicle/add', tokens.lina, vehicle({ plate: '鄂A·55555', selfNo: '5555' }))).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/vehicle/exportXls', tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/vehicle/list', tokens.hanlei)).json().result.total).toBe(0);
    expect((await call('GET', '/api/ops/vehicle/options', tokens.hanlei)).json().result).toEqual([]);
    const mine = (await call('GET', '/api/ops/vehicle/list', tokens.liuyang)).json().result.records[0];
    expect((await call('DELETE', `/api/ops/vehicle/delete?id=${mine.id}`, tokens.hanlei)).statusCode).toBe(404);
  });

  it('exports the list to Excel', async () => {
    const res = await call('GET', '/api/ops/vehicle/exportXls', tokens.liuyang);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('车辆.xlsx'));
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('驾驶员管理', () => {
  it('adds one driver record per staff user, shows the user’s name and exports', async () => {
    const added = await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'zhaolei')));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result).toMatchObject({ realname: '赵磊', status_dictText: '在岗' });
    const again = await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'zhaolei')));
    expect(again.statusCode).toBe(422);
    expect(fieldOf(again)).toMatchObject({ field: 'userId', message: '该员工已有驾驶员档案' });
    // a user of tenant 2 is not staff of tenant 1
    const foreign = await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'tangjie')));
    expect(fieldOf(foreign)).toMatchObject({ field: 'userId', message: '员工不存在' });
    const noExpiry = await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'gaofeng'), { licenceExpiry: '' }));
    expect(fieldOf(noExpiry).field).toBe('licenceExpiry');

    const page = (await call('GET', `/api/ops/driver/list?realname=${encodeURIComponent('赵')}`, tokens.liuyang)).json().result;
    expect(page.records).toHaveLength(1);
    expect(page.records[0].workNo).toMatch(/^JC/);
    const row = page.records[0];
    const edit = await call('PUT', '/api/ops/driver/edit', tokens.liuyang, {
      ...driver(seedId('user', 'zhaolei'), { status: 'leave' }),
      id: row.id,
      version: row.version,
    });
    expect(edit.json().result.status_dictText).toBe('休假');
    expect((await call('GET', '/api/ops/driver/exportXls', tokens.liuyang)).statusCode).toBe(200);
    expect((await call('GET', '/api/ops/driver/list', tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', '/api/ops/driver/list', tokens.hanlei)).json().result.total).toBe(0);
  });
});

describe('驾驶员管理 refuses a record that cannot be true (issue 22)', () => {
  const errorsOf = async (body: object, method: Method = 'POST', url = '/api/ops/driver/add') => {
    const res = await call(method, url, tokens.liuyang, body);
    expect(res.statusCode, res.body).toBe(422);
    return res.json().result.errors;
  };

  it('names an expired licence of a driver on duty and a hire date after today (the clock stands at 2026-03-02)', async () => {
    expect(await errorsOf(driver(seedId('user', 'zhengkai'), { licenceExpiry: '2020-01-01', hireDate: '2030-01-01' }))).toEqual([
      { field: 'licenceExpiry', message: '驾驶证已于 2020-01-01 过期，不能在岗：请更新有效期，或将状态改为停职、离职' },
      { field: 'hireDate', message: '入职日期不能晚于今天（2026-03-02）' },
    ]);
    expect(await errorsOf(driver(seedId('user', 'zhengkai'), { qualificationExpiry: '2026-03-01' }))).toEqual([
      { field: 'qualificationExpiry', message: '从业资格证已于 2026-03-01 过期，不能在岗：请更新有效期，或将状态改为停职、离职' },
    ]);
    expect(await errorsOf(driver(seedId('user', 'zhengkai'), { licenceExpiry: '2026-02-30' }))).toEqual([
      { field: 'licenceExpiry', message: '驾驶证有效期不存在' },
    ]);
    // a driver who has left keeps the licence he had
    const resigned = await call(
      'POST',
      '/api/ops/driver/add',
      tokens.liuyang,
      driver(seedId('user', 'zhengkai'), { licenceExpiry: '2020-01-01', status: 'resigned' }),
    );
    expect(resigned.statusCode, resigned.body).toBe(200);
    const { id, version } = resigned.json().result;
    expect(await errorsOf({ ...driver(seedId('user', 'zhengkai'), { licenceExpiry: '2020-01-01' }), id, version }, 'PUT', '/api/ops/driver/edit')).toEqual([
      { field: 'licenceExpiry', message: '驾驶证已于 2020-01-01 过期，不能在岗：请更新有效期，或将状态改为停职、离职' },
    ]);
  });

  it('takes a licence number of letters, digits and dashes only', async () => {
    expect(await errorsOf(driver(seedId('user', 'heping'), { licenceNo: '😀-123' }))).toEqual([
      { field: 'licenceNo', message: '驾驶证号只能包含字母、数字和短横线' },
    ]);
    expect(await errorsOf(driver(seedId('user', 'heping'), { qualificationNo: '资格证' }))).toEqual([
      { field: 'qualificationNo', message: '从业资格证号只能包含字母、数字和短横线' },
    ]);
  });

  it('makes a driver only of staff whose post is 驾驶员', async () => {
    expect(await errorsOf(driver(seedId('user', 'yangfan')))).toEqual([
      { field: 'userId', message: '杨帆的职务是系统运维工程师，不是驾驶员：请先在用户管理中将其职务改为驾驶员' },
    ]);
  });
});

describe('排班 and 排班规则', () => {
  const date = '2026-03-03';
  let blockLong: string;
  let blockShort: string;
  let driverId: string;
  let lapsedDriverId: string;
  let vehicleId: string;

  beforeAll(async () => {
    const fixture = await insertTimetableFixture(app().db, {
      number: '901路',
      blocks: [
        // 06:00-11:50: five 60-minute trips with 10-minute layovers, no break: too long
        { code: 'L', trips: [0, 1, 2, 3, 4, 5].map((i) => [h(6) + i * h(1, 10), h(7) + i * h(1, 10)] as [number, number]) },
        { code: 'S', trips: [[h(14), h(15)]] },
      ],
    });
    [blockLong, blockShort] = fixture.blockCodes;
    const v = (
      await call(
        'POST',
        '/api/ops/vehicle/add',
        tokens.liuyang,
        vehicle({ plate: '鄂A·D20001', selfNo: '3001', routeId: fixture.route.id, inspectionExpiry: '2027-01-01' }),
      )
    ).json().result;
    vehicleId = v.id;
    driverId = (await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'gaofeng'), { homeRouteId: fixture.route.id }))).json().result
      .id;
    lapsedDriverId = (await call('POST', '/api/ops/driver/add', tokens.liuyang, driver(seedId('user', 'heping'), { licenceExpiry: '2026-03-02' }))).json()
      .result.id;
  });

  it('lists the crew pieces running that day with first departure, last arrival and driving minutes', async () => {
    // the fixture's blocks were never cut into pieces: each is one piece named after it
    const blocks = (await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.liuyang)).json().result;
    const long = blocks.find((b: { dutyCode: string }) => b.dutyCode === blockLong);
    expect(long).toMatchObject({
      blockCode: blockLong,
      routeNumber: '901路',
      firstDeparture: h(6),
      lastArrival: h(12, 50),
      trips: 6,
      drivingMinutes: 360,
      driverId: null,
    });
    expect((await call('GET', '/api/ops/duty/blocks?date=2026-02-30', tokens.liuyang)).statusCode).toBe(422);
  });

  it('shows warnings before saving, saves them only when confirmed, and refuses errors', async () => {
    const body = { serviceDate: date, dutyCode: blockLong, driverId, vehicleId };
    const findings = (await call('POST', '/api/ops/duty/check', tokens.liuyang, body)).json().result;
    expect(findings.map((f: { rule: string }) => f.rule)).toEqual(['continuous_day']);
    expect(findings[0].message).toContain('连续驾驶 6 小时 50 分钟，超过 4 小时');

    const unconfirmed = await call('POST', '/api/ops/duty/assign', tokens.liuyang, body);
    expect(unconfirmed.statusCode).toBe(422);
    expect(fieldOf(unconfirmed).field).toBe('confirmWarnings');
    const saved = await call('POST', '/api/ops/duty/assign', tokens.liuyang, { ...body, confirmWarnings: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const blocks = (await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.liuyang)).json().result;
    expect(blocks.find((b: { dutyCode: string }) => b.dutyCode === blockLong)).toMatchObject({ driverName: '高峰', plate: '鄂A·D20001' });
    const day = (await call('GET', `/api/ops/duty/findings?date=${date}`, tokens.liuyang)).json().result;
    expect(day.map((f: { rule: string }) => f.rule)).toEqual(['continuous_day']);

    // an expired licence is an error: nothing is saved; the same vehicle on an overlapping block too
    const lapsed = await call('POST', '/api/ops/duty/assign', tokens.liuyang, {
      serviceDate: date,
      dutyCode: blockShort,
      driverId: lapsedDriverId,
      confirmWarnings: true,
    });
    expect(lapsed.statusCode).toBe(422);
    expect(lapsed.json().message).toContain('驾驶证已于 2026-03-02 过期');
    const unknown = await call('POST', '/api/ops/duty/assign', tokens.liuyang, { serviceDate: date, dutyCode: 'NOPE', driverId });
    expect(unknown.statusCode).toBe(422);
    expect(fieldOf(unknown).field).toBe('dutyCode');

    // the vehicle has a future duty: it cannot be deleted, and the refusal names the duty
    const refused = await call('DELETE', `/api/ops/vehicle/delete?id=${vehicleId}`, tokens.liuyang);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(new RegExp(`^车辆 \\S+ 还有排班（${date} ${blockLong}.*），请先调整排班再删除$`));
    const driverRefused = await call('DELETE', `/api/ops/driver/delete?id=${driverId}`, tokens.liuyang);
    expect(driverRefused.statusCode).toBe(422);
    expect(driverRefused.json().message).toMatch(new RegExp(`^驾驶员 \\S+ 还有排班（${date} ${blockLong}.*），请先调整排班再删除$`));
  });

  it('assigns the rest of a line automatically and clears a duty', async () => {
    const routeId = (await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.liuyang)).json().result[0].routeId;
    await call('POST', '/api/ops/duty/assign', tokens.liuyang, { serviceDate: date, dutyCode: blockLong, driverId: null, vehicleId: null });
    const auto = await call('POST', '/api/ops/duty/auto-assign', tokens.liuyang, { serviceDate: date, routeId });
    expect(auto.statusCode, auto.body).toBe(200);
    // one driver and one bus on the line: the afternoon's short block follows the morning's (7 hours at the wheel in all)
    expect(auto.json().result).toEqual({ assigned: 2, unassigned: 0 });
    const pieces = (await call('GET', `/api/ops/duty/blocks?date=${date}&routeId=${routeId}`, tokens.liuyang)).json().result;
    expect(pieces.map((p: { driverId: string; vehicleId: string }) => [p.driverId, p.vehicleId])).toEqual([
      [driverId, vehicleId],
      [driverId, vehicleId],
    ]);
  });

  it('copies last week’s duties onto the same pieces', async () => {
    const blocks = (await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.liuyang)).json().result;
    const assigned = blocks.filter((b: { driverId: string | null }) => b.driverId);
    expect(assigned.length).toBeGreaterThan(0);
    const copy = await call('POST', '/api/ops/duty/copy-last-week', tokens.liuyang, { serviceDate: '2026-03-10' });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().result.copied).toBe(assigned.length);
    const next = (await call('GET', '/api/ops/duty/blocks?date=2026-03-10', tokens.liuyang)).json().result;
    for (const block of assigned)
      expect(next.find((b: { dutyCode: string }) => b.dutyCode === block.dutyCode)).toMatchObject({ driverId: block.driverId, vehicleId: block.vehicleId });
    // nothing more to copy a second time; another tenant copies nothing of ours
    expect((await call('POST', '/api/ops/duty/copy-last-week', tokens.liuyang, { serviceDate: '2026-03-10' })).json().result.copied).toBe(0);
    expect((await call('POST', '/api/ops/duty/copy-last-week', tokens.hanlei, { serviceDate: '2026-03-10' })).json().result).toEqual({ copied: 0, skipped: 0 });
    expect((await call('POST', '/api/ops/duty/copy-last-week', tokens.lina, { serviceDate: '2026-03-10' })).statusCode).toBe(403);
  });

  it('reads and saves the rules with the rule permission only', async () => {
    const rules = (await call('GET', '/api/ops/duty/rules', tokens.liuyang)).json().result;
    expect(rules).toHaveLength(10);
    expect(rules[0]).toMatchObject({ code: 'continuous_day', limitMinutes: 240, severity: 'warning', enabled: true });
    const saved = await call('PUT', '/api/ops/duty/rules', tokens.liuyang, {
      rules: [{ code: 'continuous_day', limitMinutes: 420, severity: 'error', enabled: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result[0]).toMatchObject({ limitMinutes: 420, severity: 'error' });
    expect((await call('GET', `/api/ops/duty/findings?date=${date}`, tokens.liuyang)).json().result).toEqual([]);
    const bad = await call('PUT', '/api/ops/duty/rules', tokens.liuyang, {
      rules: [{ code: 'constructor', limitMinutes: 1, severity: 'error', enabled: true }],
    });
    expect(bad.statusCode).toBe(422);
    const missing = await call('PUT', '/api/ops/duty/rules', tokens.liuyang, {
      rules: [{ code: 'min_break', limitMinutes: null, severity: 'error', enabled: true }],
    });
    expect(fieldOf(missing).field).toBe('rules.0.limitMinutes');
    expect((await call('GET', '/api/ops/duty/rules', tokens.lina)).statusCode).toBe(403);
    expect((await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.lina)).statusCode).toBe(403);
    // tenant 2 keeps its own (default) rules and sees none of tenant 1's blocks
    expect((await call('GET', '/api/ops/duty/rules', tokens.hanlei)).json().result[0].limitMinutes).toBe(240);
    expect((await call('GET', `/api/ops/duty/blocks?date=${date}`, tokens.hanlei)).json().result).toEqual([]);
  });
});
