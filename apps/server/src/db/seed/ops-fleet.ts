/**
 * 江城公交集团's fleet, sized to its timetable as an operator sizes it: each line gets the buses its
 * blocks run at once on its busiest day and 10% spares (at least two: one in the workshop or
 * standing by, some with papers running out), and two and a half drivers a bus (staff users of
 * tenant 1), spread over the two operating branches; the default duty rules; and duties for the
 * current week (and the seven days before, which the dispatch records refer to: ops-duties.ts).
 * Reads the network and timetable seeds; writes nothing without lines. Deterministic (a seeded
 * PRNG, seedId ids) and idempotent (ON CONFLICT DO NOTHING); dates are relative to `today`.
 */
import { and, eq, inArray, isNotNull, max, min, ne } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { DEFAULT_DUTY_RULES } from '../../modules/ops/fleet/duty-check';
import { overAvailable } from '../../modules/ops/fleet/coverage';
import { addDays, serviceDateOf } from '../../modules/ops/fleet/service-day';
import { seedDuties } from './ops-duties';
import { randomPassword } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { makeIdCard } from './id-card';
import { seedId } from './seed-id';
import { compareNumbered } from '../../lib/collate';
import { seededRandom } from '../../lib/seeded-random';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_FLEET_SEED_VERSION = 4;

const TENANT = 1;
const SYSTEM = 'system';
/** spare buses on top of what a line's blocks need at once: a tenth, at least two */
const SPARE_SHARE = 0.1;
const MIN_SPARES = 2;
/** drivers a bus: two shifts a day, rest days, leave */
const DRIVERS_PER_BUS = 2.5;
const BRANCHES = ['A01A06', 'A01A07'] as const;
/** each branch's 驾驶员 post department for the generated drivers: 第三车队 and 第四车队 (第一/第二车队 hold the named demo staff) */
const DRIVER_DEPARTS: Record<(typeof BRANCHES)[number], string> = { A01A06: 'A01A06A03A01', A01A07: 'A01A07A03A01' };

/** mulberry32: the same numbers on every run */
export function prng(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

export async function chunkedInsert<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

const MODELS = {
  electric: ['宇通 ZK6125BEVG', '比亚迪 K9', '比亚迪 K8', '金龙 XMQ6106AGBEVL', '中通 LCK6108EVG', '宇通 ZK6105BEVG'],
  cng: ['宇通 ZK6105NG', '金龙 XMQ6106AGN5', '东风 EQ6105CTN', '中通 LCK6105NG'],
  hybrid: ['宇通 ZK6125CHEVPG', '金龙 XMQ6127AGCHEVN'],
  diesel: ['宇通 ZK6105HG', '东风 EQ6100CTV'],
} as const;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蔡蒋余杜叶程魏苏吕丁任沈姚卢熊';
const GIVEN = '伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆鸣晨阳峰建国志文海亮红英兵林春德立新永成东军兴旺庆';
const REGIONS = ['420102', '420103', '420104', '420105', '420106', '420111', '420112', '420115', '420113', '420114'];

export interface SeedRoute {
  id: string;
  number: string;
  departId: string | null;
}

export async function seededRoutes(db: Database): Promise<SeedRoute[]> {
  const rows = await db
    .select({ id: t.opsRoute.id, number: t.opsRoute.number, departId: t.opsRoute.departId, status: t.opsRoute.status })
    .from(t.opsRoute)
    .where(and(eq(t.opsRoute.tenantId, TENANT), ne(t.opsRoute.status, 'cancelled')));
  return rows.sort((a, b) => compareNumbered(a.number, b.number));
}

/**
 * Only the duties of the week of `now`, for the vehicles and drivers already there: what a data
 * directory made from the prepared image lacks when it first starts on a later day.
 */
export async function seedOpsDuties(db: Database, now: Date = new Date()) {
  const routes = await seededRoutes(db);
  return routes.length ? seedDuties(db, serviceDateOf(now), routes) : 0;
}

/** Per line, the most of its blocks running at once under any of its calendars (a suspended line's too: it will run again). */
async function busesNeeded(db: Database, routes: SeedRoute[]) {
  const rows = await db
    .select({
      routeId: t.opsTrip.routeId,
      calendarId: t.opsTrip.calendarId,
      blockCode: t.opsTrip.blockCode,
      from: min(t.opsTrip.startTime),
      to: max(t.opsTrip.endTime),
    })
    .from(t.opsTrip)
    .where(and(eq(t.opsTrip.tenantId, TENANT), isNotNull(t.opsTrip.blockCode)))
    .groupBy(t.opsTrip.routeId, t.opsTrip.calendarId, t.opsTrip.blockCode);
  return routes.map((route) => {
    const calendars = new Set(rows.filter((r) => r.routeId === route.id).map((r) => r.calendarId));
    const most = [...calendars].map(
      (calendarId) =>
        overAvailable(
          rows
            .filter((r) => r.routeId === route.id && r.calendarId === calendarId && r.from !== null && r.to !== null)
            .map((r) => ({ from: r.from!, to: r.to! })),
          0,
        ).most,
    );
    return Math.max(0, ...most);
  });
}

export async function seedOpsFleet(db: Database, now: Date = new Date()) {
  const today = serviceDateOf(now);
  // the default rules of every tenant, so the 排班规则 dialog starts from them
  await db
    .insert(t.opsDutyRule)
    .values(
      [1, 2].flatMap((tenantId) => DEFAULT_DUTY_RULES.map((r) => ({ id: seedId('ops-duty-rule', `${tenantId}:${r.code}`), tenantId, ...r, updateBy: SYSTEM }))),
    )
    .onConflictDoNothing();

  const routes = await seededRoutes(db);
  if (routes.length === 0) return { vehicles: 0, drivers: 0, duties: 0 };
  const branchOf = (route: SeedRoute, index: number) => route.departId ?? seedId('depart', BRANCHES[index % 2]);
  const random = prng(20261127);
  const needed = await busesNeeded(db, routes);

  // vehicles, line by line: the buses its blocks need, then the spares (the first in the workshop on
  // every other line, standing by on the others; the second with 年检 or 保险 due within the month
  // on two lines in five); mostly electric and CNG
  const lineOfVehicle = routes.flatMap((route, routeIndex) => {
    const spares = Math.max(MIN_SPARES, Math.ceil(needed[routeIndex] * SPARE_SHARE));
    return Array.from({ length: needed[routeIndex] + spares }, (_, j) => ({ route, routeIndex, spare: j - needed[routeIndex] }));
  });
  const vehicles = lineOfVehicle.map(({ route, routeIndex, spare }, i) => {
    const roll = random.next();
    const energyType = roll < 0.62 ? 'electric' : roll < 0.9 ? 'cng' : roll < 0.96 ? 'hybrid' : 'diesel';
    const newEnergy = energyType === 'electric' || energyType === 'hybrid';
    const plate = newEnergy ? `鄂A·D${String(10000 + i * 7 + random.int(0, 6)).padStart(5, '0')}` : `鄂A·${String(20000 + i * 13 + random.int(0, 12))}`;
    const status = spare === 0 ? (routeIndex % 2 ? 'standby' : 'maintenance') : 'operating';
    const big = random.next() < 0.6;
    const soon = spare === 1 && routeIndex % 5 < 2;
    const inspectionExpiry = soon && routeIndex % 2 ? addDays(today, random.int(3, 28)) : addDays(today, random.int(60, 400));
    const insuranceExpiry = soon && !(routeIndex % 2) ? addDays(today, random.int(3, 28)) : addDays(today, random.int(60, 400));
    return {
      id: seedId('ops-vehicle', String(i + 1)),
      tenantId: TENANT,
      plate,
      selfNo: String(1001 + i),
      model: random.pick(MODELS[energyType]),
      energyType,
      seats: big ? random.int(30, 36) : random.int(22, 28),
      capacity: big ? random.int(80, 90) : random.int(60, 72),
      departId: branchOf(route, routeIndex),
      routeId: route.id,
      status,
      purchaseDate: addDays(today, -random.int(200, 2900)),
      inspectionExpiry,
      insuranceExpiry,
      createBy: SYSTEM,
    };
  });
  await chunkedInsert(vehicles, (chunk) => db.insert(t.opsVehicle).values(chunk).onConflictDoNothing());

  // drivers: two and a half a bus of each line, staff users (one random unusable hash for all: nobody signs in as them until reset)
  const lineOfDriver = routes.flatMap((route, routeIndex) => {
    const buses = lineOfVehicle.filter((v) => v.routeIndex === routeIndex).length;
    return Array.from({ length: Math.round(buses * DRIVERS_PER_BUS) }, () => ({ route, routeIndex }));
  });
  const existingUsers = new Set(
    (
      await db
        .select({ id: t.sysUser.id })
        .from(t.sysUser)
        .where(
          inArray(
            t.sysUser.id,
            lineOfDriver.map((_, i) => seedId('user', `driver-${i + 1}`)),
          ),
        )
    ).map((u) => u.id),
  );
  const people = lineOfDriver.map(({ route, routeIndex }, i) => {
    const branchId = branchOf(route, routeIndex);
    const branch = BRANCHES.find((code) => seedId('depart', code) === branchId) ?? BRANCHES[routeIndex % 2];
    const sex: 1 | 2 = random.next() < 0.9 ? 1 : 2;
    const given = random.next() < 0.6 ? random.pick([...GIVEN]) + random.pick([...GIVEN]) : random.pick([...GIVEN]);
    const birthday = `${random.int(1968, 1996)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const statusRoll = random.next();
    return {
      index: i,
      route,
      branch,
      user: {
        id: seedId('user', `driver-${i + 1}`),
        username: `sj${20001 + i}`,
        realname: random.pick([...SURNAMES]) + given,
        sex,
        birthday,
        phone: `136271${String(i + 1).padStart(5, '0')}`,
        workNo: `SJ${20001 + i}`,
        idCard: makeIdCard(random.pick(REGIONS), birthday, sex, i),
        post: 'driver',
        orgCode: DRIVER_DEPARTS[branch],
        mustChangePassword: true,
        createBy: SYSTEM,
      },
      status: statusRoll < 0.03 ? 'leave' : statusRoll < 0.05 ? 'suspended' : statusRoll < 0.06 ? 'resigned' : 'active',
      licenceClass: random.next() < 0.85 ? 'A1' : 'A3',
      licenceYears: random.int(1, 6),
      qualificationYears: random.int(1, 5),
      hireYears: random.int(1, 25),
    };
  });
  const newPeople = people.filter((p) => !existingUsers.has(p.user.id));
  if (newPeople.length) {
    const unusable = await hashPassword(randomPassword(32));
    await chunkedInsert(newPeople, (chunk) =>
      db
        .insert(t.sysUser)
        .values(chunk.map((p) => ({ ...p.user, passwordHash: unusable })))
        .onConflictDoNothing(),
    );
  }
  await chunkedInsert(people, (chunk) =>
    db
      .insert(t.sysUserDepart)
      .values(chunk.map((p) => ({ userId: p.user.id, depId: seedId('depart', DRIVER_DEPARTS[p.branch]) })))
      .onConflictDoNothing(),
  );
  await chunkedInsert(people, (chunk) =>
    db
      .insert(t.sysUserTenant)
      .values(chunk.map((p) => ({ userId: p.user.id, tenantId: TENANT })))
      .onConflictDoNothing(),
  );
  // a user another row already held (a clash of phone or ID number) gets no driver record
  const users = new Set(
    (
      await db
        .select({ id: t.sysUser.id })
        .from(t.sysUser)
        .where(
          inArray(
            t.sysUser.id,
            people.map((p) => p.user.id),
          ),
        )
    ).map((u) => u.id),
  );
  const drivers = people
    .filter((p) => users.has(p.user.id))
    .map((p) => ({
      id: seedId('ops-driver', String(p.index + 1)),
      tenantId: TENANT,
      userId: p.user.id,
      licenceClass: p.licenceClass,
      licenceNo: p.user.idCard,
      // a licence in 200 lapses within the month: the checker has something to say
      licenceExpiry: p.index % 200 === 13 ? addDays(today, 10 + Math.floor(p.index / 100)) : addDays(today, p.licenceYears * 365 - 30),
      qualificationNo: `420100${String(300000 + p.index * 37).padStart(8, '0')}`,
      qualificationExpiry: addDays(today, p.qualificationYears * 365),
      homeRouteId: p.route.id,
      status: p.status,
      hireDate: addDays(today, -p.hireYears * 365),
      createBy: SYSTEM,
    }));
  await chunkedInsert(drivers, (chunk) => db.insert(t.opsDriver).values(chunk).onConflictDoNothing());

  const duties = await seedDuties(db, today, routes);
  return { vehicles: vehicles.length, drivers: drivers.length, duties };
}
