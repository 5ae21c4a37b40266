/**
 * 江城公交集团's fleet: 300 buses and 400 drivers (staff users of tenant 1) spread over the two
 * operating branches and the seeded lines, the default duty rules, and duties for the current
 * week (and the seven days before, which the dispatch records refer to) from the seeded blocks.
 * Reads the network and timetable seeds; writes nothing without lines. Deterministic (a seeded
 * PRNG, seedId ids) and idempotent (ON CONFLICT DO NOTHING); dates are relative to `today`.
 */
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { checkDuties, dayNumber, DEFAULT_DUTY_RULES, type CheckedDuty } from '../../modules/ops/fleet/duty-check';
import { addDays, blocksOf, mondayOf, serviceDateOf, spellsOf, tripsOfDay, type DayBlock, type DayTrip } from '../../modules/ops/fleet/service-day';
import { randomPassword } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { makeIdCard } from './id-card';
import { seedId } from './seed-id';
import { compareNumbered } from '../../lib/collate';

/** bump when what this generator writes changes (seedFingerprint) */
export const OPS_FLEET_SEED_VERSION = 3;

const TENANT = 1;
const SYSTEM = 'system';
const VEHICLES = 300;
const DRIVERS = 400;
const BRANCHES = ['A01A06', 'A01A07'] as const;
/** each branch's 驾驶员 post department for the generated drivers: 第三车队 and 第四车队 (第一/第二车队 hold the named demo staff) */
const DRIVER_DEPARTS: Record<(typeof BRANCHES)[number], string> = { A01A06: 'A01A06A03A01', A01A07: 'A01A07A03A01' };

/** mulberry32: the same numbers on every run */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
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

interface SeedRoute {
  id: string;
  number: string;
  departId: string | null;
}

async function seededRoutes(db: Database): Promise<SeedRoute[]> {
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

  // vehicles: ten or so per line, mostly electric and CNG; a few in maintenance or standby, a few expiring
  const vehicles = Array.from({ length: VEHICLES }, (_, i) => {
    const routeIndex = i % routes.length;
    const route = routes[routeIndex];
    const roll = random.next();
    const energyType = roll < 0.62 ? 'electric' : roll < 0.9 ? 'cng' : roll < 0.96 ? 'hybrid' : 'diesel';
    const newEnergy = energyType === 'electric' || energyType === 'hybrid';
    const plate = newEnergy ? `鄂A·D${String(10000 + i * 7 + random.int(0, 6)).padStart(5, '0')}` : `鄂A·${String(20000 + i * 13 + random.int(0, 12))}`;
    const statusRoll = random.next();
    const status = statusRoll < 0.04 ? 'maintenance' : statusRoll < 0.07 ? 'standby' : 'operating';
    const big = random.next() < 0.6;
    const soon = i % 25 === 7; // twelve buses with 年检 or 保险 due within 30 days
    const inspectionExpiry = soon && i % 2 ? addDays(today, random.int(3, 28)) : addDays(today, random.int(35, 360));
    const insuranceExpiry = soon && !(i % 2) ? addDays(today, random.int(3, 28)) : addDays(today, random.int(35, 360));
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

  // drivers: staff users (one random unusable hash for all: nobody signs in as them until reset)
  const existingUsers = new Set(
    (
      await db
        .select({ id: t.sysUser.id })
        .from(t.sysUser)
        .where(
          inArray(
            t.sysUser.id,
            Array.from({ length: DRIVERS }, (_, i) => seedId('user', `driver-${i + 1}`)),
          ),
        )
    ).map((u) => u.id),
  );
  const people = Array.from({ length: DRIVERS }, (_, i) => {
    const routeIndex = i % routes.length;
    const route = routes[routeIndex];
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
      // two licences lapse within the month: the checker has something to say
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

/** the rules a driver's chain of shifts is chosen by (documents and buses are checked where they are assigned) */
const DRIVING_RULES = DEFAULT_DUTY_RULES.filter((rule) =>
  (['continuous_day', 'continuous_night', 'min_break', 'daily_driving', 'weekly_driving', 'no_overlap'] as string[]).includes(rule.code),
);

/**
 * Duties of the week of `today` (and the seven days before). Each line's shifts go round its crew
 * (the rotation starts where the date's day number puts it, so a date gets the same drivers
 * whenever it is seeded), and a driver is passed over for a shift that would break a driving rule
 * with what he drove on the days before (the week's hours, 8 hours in 24, a night after a late
 * shift): a Saturday after a weekday timetable is as lawful as a Tuesday. Shifts already stored
 * (a data directory seeded in an earlier week) are kept and count for the drivers' hours.
 */
async function seedDuties(db: Database, today: string, routes: SeedRoute[]) {
  const from = addDays(today, -7) < mondayOf(today) ? addDays(today, -7) : mondayOf(today);
  const to = addDays(mondayOf(today), 6);
  const drivers = await db
    .select({
      id: t.opsDriver.id,
      routeId: t.opsDriver.homeRouteId,
      licenceExpiry: t.opsDriver.licenceExpiry,
      qualificationExpiry: t.opsDriver.qualificationExpiry,
    })
    .from(t.opsDriver)
    .where(and(eq(t.opsDriver.tenantId, TENANT), eq(t.opsDriver.status, 'active')))
    .orderBy(t.opsDriver.id);
  const vehicles = await db
    .select({
      id: t.opsVehicle.id,
      routeId: t.opsVehicle.routeId,
      inspectionExpiry: t.opsVehicle.inspectionExpiry,
      insuranceExpiry: t.opsVehicle.insuranceExpiry,
    })
    .from(t.opsVehicle)
    .where(and(eq(t.opsVehicle.tenantId, TENANT), eq(t.opsVehicle.status, 'operating')))
    .orderBy(t.opsVehicle.selfNo);
  const byRoute = <T extends { routeId: string | null }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) if (row.routeId) map.set(row.routeId, [...(map.get(row.routeId) ?? []), row]);
    return map;
  };
  const driversOf = byRoute(drivers);
  const vehiclesOf = byRoute(vehicles);
  const known = new Set(routes.map((r) => r.id));
  const routeOrder = new Map(routes.map((r, index) => [r.id, index]));
  const cache = new Map<string, DayTrip[]>();
  const blocksOfDay = async (date: string) => blocksOf(await tripsOfDay(db, TENANT, date, undefined, cache)).filter((b) => known.has(b.routeId));

  // what each driver drove: the stored shifts of the seven days before `from` up to `to`, then the new ones
  const driven = new Map<string, CheckedDuty[]>();
  const drive = (duty: CheckedDuty) => {
    if (duty.driverId) driven.set(duty.driverId, [...(driven.get(duty.driverId) ?? []), duty]);
  };
  const stored = await db
    .select({ serviceDate: t.opsDuty.serviceDate, blockCode: t.opsDuty.blockCode, driverId: t.opsDuty.driverId })
    .from(t.opsDuty)
    .where(and(eq(t.opsDuty.tenantId, TENANT), gte(t.opsDuty.serviceDate, addDays(from, -7)), lte(t.opsDuty.serviceDate, to)));
  const storedBlocks = new Set(stored.map((d) => `${d.serviceDate}|${d.blockCode}`));
  const blocksOn = new Map<string, Map<string, DayBlock>>();
  for (const date of new Set(stored.map((d) => d.serviceDate))) blocksOn.set(date, new Map((await blocksOfDay(date)).map((b) => [b.blockCode, b])));
  for (const duty of stored) drive({ ...duty, vehicleId: null, spells: spellsOf(blocksOn.get(duty.serviceDate)?.get(duty.blockCode)) });
  // a 24-hour window is reported on the date it starts on: a shift can break a rule on the day before
  const lawful = (driverId: string, duty: CheckedDuty) => {
    const week = (driven.get(driverId) ?? []).filter((d) => d.serviceDate >= addDays(duty.serviceDate, -7));
    const findings = (duties: CheckedDuty[]) =>
      checkDuties({ duties, drivers: [], vehicles: [], rules: DRIVING_RULES, dates: [addDays(duty.serviceDate, -1), duty.serviceDate] }).length;
    return findings([...week, { ...duty, driverId }]) === findings(week);
  };

  const rows: Array<typeof t.opsDuty.$inferInsert> = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const blocks = await blocksOfDay(date);
    const perRoute = new Map<string, typeof blocks>();
    for (const block of blocks) perRoute.set(block.routeId, [...(perRoute.get(block.routeId) ?? []), block]);
    for (const [routeId, list] of perRoute) {
      // nobody drives with an expired licence or certificate, no bus runs past its inspection or insurance
      const valid = (...expiries: Array<string | null>) => expiries.every((expiry) => expiry !== null && expiry >= date);
      const crew = (driversOf.get(routeId) ?? []).filter((d) => valid(d.licenceExpiry, d.qualificationExpiry));
      const buses = (vehiclesOf.get(routeId) ?? []).filter((v) => valid(v.inspectionExpiry, v.insuranceExpiry));
      list.sort((a, b) => a.firstDeparture - b.firstDeparture);
      // on the first two lines the first block's driver also takes the first block starting half an
      // hour after it ends (加班): the 24-hour driving rule warns about it, as a dispatcher would see
      const doubled = routeOrder.get(routeId)! < 2 ? list.findIndex((other) => other.firstDeparture >= list[0].lastArrival + 1800) : -1;
      const rotation = crew.length ? (dayNumber(date) * list.length) % crew.length : 0;
      const taken = new Set<string>();
      let firstDriver: string | undefined;
      // a bus runs one shift after another: the bus free longest when a shift starts takes it
      const freeAt = buses.map(() => -1);
      list.forEach((block, b) => {
        let free = -1;
        freeAt.forEach((at, i) => {
          if (at <= block.firstDeparture && (free < 0 || at < freeAt[free])) free = i;
        });
        const vehicle = free >= 0 ? buses[free] : undefined;
        if (free >= 0) freeAt[free] = block.lastArrival;
        if (storedBlocks.has(`${date}|${block.blockCode}`)) return;
        const duty: CheckedDuty = { serviceDate: date, blockCode: block.blockCode, driverId: null, vehicleId: null, spells: spellsOf(block) };
        let driverId: string | undefined;
        if (b === doubled && firstDriver) driverId = firstDriver;
        else if (b < crew.length)
          for (let k = 0; k < crew.length && !driverId; k += 1) {
            const candidate = crew[(rotation + b + k) % crew.length].id;
            if (!taken.has(candidate) && lawful(candidate, duty)) driverId = candidate;
          }
        if (b === 0) firstDriver = driverId;
        if (!driverId && !vehicle) return;
        if (driverId) {
          taken.add(driverId);
          drive({ ...duty, driverId });
        }
        rows.push({
          id: seedId('ops-duty', `${date}:${block.blockCode}`),
          tenantId: TENANT,
          serviceDate: date,
          blockCode: block.blockCode,
          routeId,
          driverId: driverId ?? null,
          vehicleId: vehicle?.id ?? null,
          startTime: block.firstDeparture,
          endTime: block.lastArrival,
          createBy: SYSTEM,
        });
      });
    }
  }
  await chunkedInsert(rows, (chunk) => db.insert(t.opsDuty).values(chunk).onConflictDoNothing());
  return rows.length;
}
