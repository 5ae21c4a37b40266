import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobile, normalisePlate, parseIdCard } from '@bus/contracts';
import { createTestDatabase } from '../../../test/helper';
import type { DatabaseHandle } from '../client';
import * as t from '../schema';
import { checkDates } from '../../modules/ops/fleet/duty.service';
import { insertTimetableFixture } from '../../modules/ops/fleet/test-fixture';
import { seedOpsDispatch } from './ops-dispatch';
import { seedOpsFleet } from './ops-fleet';
import { seedId } from './seed-id';

let database: DatabaseHandle;
const now = new Date('2026-11-26T02:00:00Z'); // Thursday 26 November in Wuhan
const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
/** an early and a late shift per bus: 4 round trips, a 30-minute meal break, 3 more */
const shift = (start: number): Array<[number, number]> =>
  [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const at = start + i * h(1) + (i >= 4 ? h(0, 30) : 0);
    return [at, at + h(0, 50)];
  });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async (table: typeof t.opsVehicle | typeof t.opsDriver | typeof t.opsDuty | typeof t.opsTripRecord) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.tenantId, 1)))[0].n;

describe('fleet and dispatch seed', () => {
  it('writes nothing but the rules while there are no lines', async () => {
    expect(await seedOpsFleet(database.db, now)).toEqual({ vehicles: 0, drivers: 0, duties: 0 });
    expect(await seedOpsDispatch(database.db, now)).toEqual({ records: 0 });
    expect(await rows(t.opsVehicle)).toBe(0);
    expect((await database.db.select().from(t.opsDutyRule).where(eq(t.opsDutyRule.tenantId, 1))).length).toBe(10);
  });

  it('seeds the buses the blocks need with spares, 2.5 drivers a bus, the week’s duties and a week of records, fast and idempotently', async () => {
    for (let line = 1; line <= 30; line += 1)
      await insertTimetableFixture(database.db, {
        number: `${line}路`,
        departId: seedId('depart', line % 2 ? 'A01A06' : 'A01A07'),
        blocks: Array.from({ length: 8 }, (_, b) => ({ code: `${line}-${b + 1}`, trips: shift(b < 4 ? h(6) + b * h(0, 15) : h(13, 30) + (b - 4) * h(0, 15)) })),
      });
    const started = performance.now();
    const fleet = await seedOpsFleet(database.db, now);
    const dispatch = await seedOpsDispatch(database.db, now);
    const elapsed = performance.now() - started;
    console.info(`fleet + dispatch seed: ${Math.round(elapsed)} ms`, fleet, dispatch);
    // a line's morning and afternoon blocks overlap after lunch: four buses at once, and two spares
    expect(fleet).toMatchObject({ vehicles: 30 * 6, drivers: 30 * 15 });
    // 2026-11-19 .. 2026-11-29 (seven days back to Sunday), 240 pieces (the fixture's uncut blocks) a day, each with a bus and a driver
    expect(fleet.duties).toBe(11 * 240);
    const [{ staffed }] = await database.db
      .select({ staffed: count() })
      .from(t.opsDuty)
      .where(and(eq(t.opsDuty.tenantId, 1), isNotNull(t.opsDuty.driverId), isNotNull(t.opsDuty.vehicleId)));
    expect(staffed).toBe(fleet.duties);
    expect(dispatch.records).toBe(7 * 240 * 7);

    const vehicles = await database.db.select().from(t.opsVehicle).where(eq(t.opsVehicle.tenantId, 1));
    expect(vehicles.every((v) => normalisePlate(v.plate) === v.plate)).toBe(true);
    expect(vehicles.filter((v) => v.energyType === 'electric' || v.energyType === 'cng').length / vehicles.length).toBeGreaterThan(0.8);
    const soon = vehicles.filter((v) => v.inspectionExpiry! <= '2026-12-26' || v.insuranceExpiry! <= '2026-12-26');
    expect(soon.length).toBe(12);
    expect(vehicles.filter((v) => v.status === 'maintenance')).toHaveLength(15);
    expect(vehicles.filter((v) => v.status === 'standby')).toHaveLength(15);

    const users = await database.db.select().from(t.sysUser).innerJoin(t.opsDriver, eq(t.opsDriver.userId, t.sysUser.id));
    expect(users).toHaveLength(30 * 15);
    for (const { sys_user: user } of users) {
      expect(parseIdCard(user.idCard!), user.idCard!).not.toBeNull();
      expect(mobile(user.phone)).toBeNull();
      expect(user.post).toBe('driver');
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(new Set(users.map((u) => u.sys_user.passwordHash)).size).toBe(1);

    // within the rules but for the two 加班 drivers, whatever the day
    for (const date of ['2026-11-19', '2026-11-23', '2026-11-26', '2026-11-29']) {
      const findings = await checkDates(database.db, 1, [date]);
      expect(findings.map((f) => f.rule)).toEqual(['daily_driving', 'daily_driving']);
    }

    const records = await database.db.select().from(t.opsTripRecord).where(eq(t.opsTripRecord.tenantId, 1));
    // every trip had a bus and a driver: none was left without
    expect(records.filter((r) => !r.vehicleId || !r.driverId)).toEqual([]);
    const cancelled = records.filter((r) => r.state === 'cancelled');
    expect(cancelled.length / records.length).toBeGreaterThan(0.003);
    expect(cancelled.length / records.length).toBeLessThan(0.02);
    expect(cancelled.every((r) => r.reason)).toBe(true);
    const late = records.filter((r) => r.actualDeparture !== null && r.actualDeparture - r.plannedDeparture > 180);
    expect(late.length / records.length).toBeGreaterThan(0.05);
    expect(late.length / records.length).toBeLessThan(0.2);
    expect(records.some((r) => r.replacedVehicleId)).toBe(true);

    // a second run adds nothing
    await seedOpsFleet(database.db, now);
    await seedOpsDispatch(database.db, now);
    expect(await rows(t.opsVehicle)).toBe(fleet.vehicles);
    expect(await rows(t.opsDriver)).toBe(fleet.drivers);
    expect(await rows(t.opsDuty)).toBe(fleet.duties);
    expect(await rows(t.opsTripRecord)).toBe(dispatch.records);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(t.sysUser)
      .where(and(eq(t.sysUser.post, 'driver')));
    expect(n).toBeGreaterThanOrEqual(fleet.drivers);
  });
});
