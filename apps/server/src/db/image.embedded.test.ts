import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import { openDatabase } from './client';
import { prepareDatabaseImage, tarEntries } from './image';
import { prepareDatabase } from './migrate';
import { dayCoverage } from '../modules/ops/fleet/coverage';
import { dayDuties, findingsOfDay } from '../modules/ops/fleet/duty.service';
import { addDays, mondayOf, serviceDateOf, ServiceDays } from '../modules/ops/fleet/service-day';
import { sysUser } from './schema';

/** Each day's duty-rule findings from `from` to `to`, as "rule blockCode". */
async function findingsByDay(db: Parameters<typeof findingsOfDay>[0], from: string, to: string) {
  const byDay: Record<string, string[]> = {};
  for (let date = from; date <= to; date = addDays(date, 1))
    byDay[date] = (await findingsOfDay(db, 1, date)).map((finding) => `${finding.rule} ${finding.blockCode}`);
  return byDay;
}

/** Each day's crew pieces without a bus or a driver from `from` to `to` (their trips would not run), and whether the fleet and crew fell short. */
async function unstaffedByDay(db: Parameters<typeof dayDuties>[0], from: string, to: string) {
  const byDay: Record<string, { pieces: number; unstaffed: string[]; busesShort: number; driversShort: number }> = {};
  const days = new ServiceDays(db, 1);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const pieces = await dayDuties(db, 1, date, undefined, days);
    const coverage = await dayCoverage(db, 1, date, undefined, days);
    byDay[date] = {
      pieces: pieces.length,
      unstaffed: pieces.filter((p) => !p.driverId || !p.vehicleId).map((p) => p.dutyCode),
      busesShort: coverage.buses.short,
      driversShort: coverage.drivers.short,
    };
  }
  return byDay;
}

/** A new data directory starts from the prepared image; the administrator is still made at its first start. */
describe('the prepared database image', () => {
  let folder: string;
  let image: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'bus-image-'));
    image = path.join(folder, 'image.tar');
    writeFileSync(image, await prepareDatabaseImage());
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const start = async (dataDir: string, adminPassword?: string, from = image, now?: Date) => {
    const database = await openDatabase({ dataDir }, from);
    const outcome = await prepareDatabase(database, { adminPassword, now });
    const users = await database.db.select().from(sysUser);
    await database.close();
    return { outcome, users, admin: users.find((user) => user.username === 'admin') };
  };

  it('holds the demo company but no administrator and no known password', async () => {
    const dataDir = path.join(folder, 'first');
    const { outcome, users, admin } = await start(dataDir, 'Chosen-Passw0rd');
    expect(users.length).toBeGreaterThanOrEqual(30);
    // the administrator is made now, with the password of this installation, and must change it
    expect(outcome).toEqual({ adminCreated: true, generatedAdminPassword: undefined });
    expect(admin).toMatchObject({ mustChangePassword: true, orgCode: 'A01A05' });
    expect(await verifyPassword(admin!.passwordHash!, 'Chosen-Passw0rd')).toBe(true);

    // the next start finds the data directory (the image is not even looked at) and keeps the password
    const again = await start(dataDir, 'Other-Passw0rd-2', path.join(folder, 'missing.tar'));
    expect(again.outcome.adminCreated).toBe(false);
    expect(again.users.length).toBe(users.length);
    expect(again.admin!.passwordHash).toBe(admin!.passwordHash);
  });

  it('prints a generated one-time password when ADMIN_PASSWORD is not set, different for every installation', async () => {
    const one = await start(path.join(folder, 'second'));
    const two = await start(path.join(folder, 'third'));
    expect(one.outcome.generatedAdminPassword).toMatch(/^.{16}$/);
    expect(two.outcome.generatedAdminPassword).not.toBe(one.outcome.generatedAdminPassword);
    expect(await verifyPassword(one.admin!.passwordHash!, one.outcome.generatedAdminPassword!)).toBe(true);
  });

  // weeks later, and on the second of January of the next year (that week and the days before it cross the new year)
  it.each([
    ['23 days on', new Date(Date.now() + 23 * 86_400_000)],
    ['in the new year', new Date(`${new Date().getFullYear() + 1}-01-02T04:00:00Z`)],
  ])("first started %s after the image was made, has that week's shifts and the 运营记录 of the seven days before", async (label, now) => {
    const today = serviceDateOf(now);
    const dataDir = path.join(folder, `later-${label.replace(/\W/g, '')}`);
    const { outcome } = await start(dataDir, 'Chosen-Passw0rd', image, now);
    expect(outcome.adminCreated).toBe(true);
    const database = await openDatabase({ dataDir });
    // every piece of that week has a bus and a driver, though papers and licences ran out meanwhile
    const staffing = await unstaffedByDay(database.db, mondayOf(today), addDays(mondayOf(today), 6));
    for (const [date, day] of Object.entries(staffing)) expect(day, date).toEqual({ pieces: day.pieces, unstaffed: [], busesShort: 0, driversShort: 0 });
    const { rows } = await database.raw<{ day: string; duties: number; records: number }>(
      `select d::date::text as day,
              (select count(*)::int from ops_duty where service_date = d::date::text) as duties,
              (select count(*)::int from ops_trip_record where service_date = d::date::text) as records
         from generate_series($1::date, $2::date, interval '1 day') d order by 1`,
      [addDays(today, -7), addDays(mondayOf(today), 6)],
    );
    await database.close();
    // every day of that week is staffed; every day of the week before it was recorded
    for (const row of rows) if (row.day >= mondayOf(today)) expect(row.duties, row.day).toBeGreaterThan(100);
    for (const row of rows) if (row.day < today) expect(row.records, row.day).toBeGreaterThan(1000);
  });

  it('first started days after the image was made, adds the new days around the stored shifts and keeps the driving rules at the seam', async () => {
    // four days on: the image's week (stored) and the new days overlap, and the new shifts follow the stored ones
    const now = new Date(Date.now() + 4 * 86_400_000);
    const today = serviceDateOf(now);
    const dataDir = path.join(folder, 'seam');
    await start(dataDir, 'Chosen-Passw0rd', image, now);
    const database = await openDatabase({ dataDir });
    const broken = await findingsByDay(database.db, addDays(today, -7), addDays(mondayOf(today), 6));
    const staffing = await unstaffedByDay(database.db, addDays(today, -7), addDays(mondayOf(today), 6));
    for (const [date, day] of Object.entries(staffing)) expect(day.unstaffed, date).toEqual([]);
    const { rows } = await database.raw<{ duties: number }>('select count(*)::int as duties from ops_duty where service_date = $1', [
      addDays(mondayOf(today), 6),
    ]);
    await database.close();
    expect(rows[0].duties).toBeGreaterThan(100);
    for (const [date, findings] of Object.entries(broken)) for (const finding of findings) expect(finding, date).toMatch(/^(daily|weekly)_driving JC[12]-/);
  });

  it('unpacks to at most 130 MB with the demo bus network, keeping one write-ahead log segment', async () => {
    const entries = [...tarEntries(readFileSync(image))];
    const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
    expect(bytes).toBeLessThan(130 * 1024 * 1024);
    expect(entries.filter((entry) => /pg_wal\/[0-9A-F]{24}$/.test(entry.name))).toHaveLength(1);
    const database = await openDatabase({ dataDir: path.join(folder, 'network') }, image);
    const { rows } = await database.raw<{ lines: number; trips: number; buses: number; drivers: number }>(
      `select (select count(*)::int from ops_route) as lines, (select count(*)::int from ops_trip) as trips,
              (select count(*)::int from ops_vehicle) as buses, (select count(*)::int from ops_driver) as drivers`,
    );
    // every seeded day, weekdays and weekends alike (a Saturday follows a weekday timetable, a
    // Sunday's early shifts follow Saturday's late ones), keeps the duty rules but for the overtime
    // planted on the first two lines for the 违规检查 to show (a second shift the same day: over 8
    // hours in 24, and over 44 in 7 days when the driver's week was already full)
    const today = serviceDateOf(new Date());
    const broken = await findingsByDay(database.db, addDays(today, -7), addDays(mondayOf(today), 6));
    // and every trip of those days had, or has, a bus and a driver: the fleet and the crew run the timetable
    const staffing = await unstaffedByDay(database.db, addDays(today, -7), addDays(mondayOf(today), 6));
    const { rows: records } = await database.raw<{ unstaffed: number }>(
      'select count(*)::int as unstaffed from ops_trip_record where vehicle_id is null or driver_id is null',
    );
    await database.close();
    for (const [date, day] of Object.entries(staffing)) {
      expect(day.pieces, date).toBeGreaterThan(1000);
      expect(day, date).toEqual({ pieces: day.pieces, unstaffed: [], busesShort: 0, driversShort: 0 });
    }
    expect(records[0].unstaffed).toBe(0);
    for (const [date, findings] of Object.entries(broken)) {
      expect(findings.length, date).toBeGreaterThan(0);
      for (const finding of findings) expect(finding, date).toMatch(/^(daily|weekly)_driving JC[12]-/);
    }
    // the fleet sized to the timetable (README: demo company): about 500 buses and two and a half drivers a bus
    expect(rows[0]).toEqual({ lines: 30, trips: expect.any(Number), buses: expect.any(Number), drivers: expect.any(Number) });
    expect(rows[0].trips).toBeGreaterThan(6_000);
    expect(rows[0].buses).toBeGreaterThan(450);
    expect(rows[0].drivers / rows[0].buses).toBeCloseTo(2.5, 1);
  });

  it('runs the embedded database with the page cache the configuration gives', async () => {
    const buffers = async (embeddedBuffersMb?: number) => {
      const database = await openDatabase({ dataDir: path.join(folder, 'buffers'), embeddedBuffersMb }, image);
      const { rows } = await database.raw('show shared_buffers');
      await database.close();
      return (rows[0] as { shared_buffers: string }).shared_buffers;
    };
    expect(await buffers()).toBe('16MB');
    expect(await buffers(64)).toBe('64MB');
  });
});
