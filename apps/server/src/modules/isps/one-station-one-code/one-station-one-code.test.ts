/** 一站一码: the company's stops (from 站点管理, read through ops' public face) with the lines through them and what each code opens. */
import { describe, expect, it } from 'vitest';
import { seedId } from '../../../db/seed/seed-id';
import { apiTest, type Method } from '../../../../test/helper';

const { call: asAdmin } = apiTest(['admin']);
const call = (method: Method, url: string, payload?: object) => asAdmin(method, `/api${url}`, undefined, payload);

const stop = (code: string, name: string) => ({ code, name, lat: 30.6, lon: 114.31, facilities: ['shelter'], address: '江岸区码头路' });

describe('一站一码', () => {
  it('lists stops with the lines through them and a code that opens the stop page, found by name and state', async () => {
    const ids: string[] = [];
    for (const [code, name] of [
      ['QR001', '码头路站'],
      ['QR002', '码头路口'],
      ['QR003', '码头新村'],
    ]) {
      const added = await call('POST', '/ops/stop/add', stop(code, name));
      expect(added.statusCode, added.body).toBe(200);
      ids.push(added.json().result.id);
    }
    const route = await call('POST', '/ops/route/add', {
      number: '88路',
      name: '码头路—码头新村',
      lineType: 'trunk',
      departId: seedId('depart', 'A01A06'),
      fareCents: 200,
      status: 'operating',
      effectiveDate: '2026-12-01',
      directions: [
        {
          directionId: 0,
          headsign: '码头新村',
          firstDeparture: '06:00',
          lastDeparture: '22:00',
          stops: ids.slice(0, 2).map((stopId, i) => ({ stopId, offsetMinutes: i * 3 })),
          shape: [],
        },
      ],
    });
    expect(route.statusCode, route.body).toBe(200);
    const inactive = (await call('GET', `/ops/stop/queryById?id=${ids[2]}`)).json().result;
    expect((await call('PUT', '/ops/stop/edit', { ...stop('QR003', '码头新村'), id: ids[2], version: inactive.version, status: 'inactive' })).statusCode).toBe(
      200,
    );

    const found = (await call('GET', `/isps/oneStationOneCode/list?pageSize=50&name=${encodeURIComponent('码头')}`)).json().result;
    expect(found.total).toBe(3);
    expect(found.records.map((r: { code: string }) => r.code)).toEqual(['QR001', 'QR002', 'QR003']);
    expect(found.records[0]).toMatchObject({ name: '码头路站', routeNumbers: '88路', qrContent: 'https://m.jcbus.cn/station?code=QR001', status: 'active' });
    expect(found.records[2].routeNumbers).toBe('');

    const active = (await call('GET', `/isps/oneStationOneCode/list?pageSize=50&name=${encodeURIComponent('码头')}&status=active`)).json().result;
    expect(active.records.map((r: { code: string }) => r.code)).toEqual(['QR001', 'QR002']);
    const paged = (await call('GET', `/isps/oneStationOneCode/list?pageNo=2&pageSize=2&name=${encodeURIComponent('码头')}`)).json().result;
    expect(paged).toMatchObject({ total: 3, current: 2, pages: 2 });
    expect(paged.records.map((r: { code: string }) => r.code)).toEqual(['QR003']);
    // a like pattern in the search is text, not a wildcard
    expect((await call('GET', `/isps/oneStationOneCode/list?name=${encodeURIComponent('%')}`)).json().result.total).toBe(0);
  });

  it('refuses a page too large or a state it does not know, naming the parameter', async () => {
    const big = await call('GET', '/isps/oneStationOneCode/list?pageSize=5000');
    expect(big.statusCode).toBe(422);
    expect(big.json().result.errors[0].field).toBe('pageSize');
    const state = await call('GET', '/isps/oneStationOneCode/list?status=everything');
    expect(state.statusCode).toBe(422);
    expect(state.json().result.errors[0].field).toBe('status');
  });
});
