import { describe, expect, it } from 'vitest';
import { checkDuties, DEFAULT_DUTY_RULES, type CheckedDuty } from './duty-check';
import { DriverLedger, rosterPieces, type RosterPiece } from './crew-roster';
import { addDays } from './service-day';
import { cutPieces, pieceLimitsOf } from '../timetable/duty-pieces';
import { seededRandom } from '../../../lib/seeded-random';

const hm = (h: number, m = 0) => h * 3600 + m * 60;
const DRIVING = DEFAULT_DUTY_RULES.filter((r) =>
  ['continuous_day', 'continuous_night', 'min_break', 'daily_driving', 'weekly_driving', 'no_overlap'].includes(r.code),
);

/** a piece of `trips` 50-minute trips with 5 minutes between them from `start` */
const piece = (key: string, serviceDate: string, start: number, trips: number): RosterPiece => ({
  key,
  serviceDate,
  spells: Array.from({ length: trips }, (_, i) => ({ start: start + i * hm(0, 55), end: start + i * hm(0, 55) + hm(0, 50) })),
});
const asDuty = (p: RosterPiece, driverId: string): CheckedDuty => ({
  serviceDate: p.serviceDate,
  blockCode: p.key,
  driverId,
  vehicleId: null,
  spells: [...p.spells],
});
const findings = (duties: CheckedDuty[]) => checkDuties({ duties, drivers: [], vehicles: [], rules: DRIVING });

/** a seeded whole number below `below`: the same random cases on every run */
function random(seed: number) {
  const next = seededRandom(seed);
  return (below: number) => Math.floor(next() * below);
}

describe('the driver ledger', () => {
  it('refuses exactly the pieces the duty-rule checker would find fault with', () => {
    // a fortnight of random pieces offered to one driver in date order: each one taken keeps his
    // record clean, each one refused would have broken a rule
    for (let seed = 1; seed <= 40; seed += 1) {
      const next = random(seed);
      const ledger = new DriverLedger(DEFAULT_DUTY_RULES);
      const taken: CheckedDuty[] = [];
      for (let day = 0; day < 14; day += 1) {
        const date = addDays('2026-03-02', day);
        for (let k = 0; k < 4; k += 1) {
          // day pieces of up to four trips (3 h 35 min) between 06:00 and 22:00, lawful on their own as duty-pieces.ts cuts them
          const offered = piece(`${date}-${k}`, date, hm(6) + next(12 * 12) * 300, 1 + next(4));
          const duty = asDuty(offered, 'd');
          const breaks = findings([...taken, duty]).length > 0;
          expect(ledger.canTake('d', offered), `seed ${seed}, ${offered.key}`).toBe(!breaks);
          if (!breaks) {
            ledger.add('d', offered);
            taken.push(duty);
          }
        }
      }
      expect(taken.length).toBeGreaterThan(10);
    }
  });

  it('forgets a piece taken away', () => {
    const ledger = new DriverLedger(DEFAULT_DUTY_RULES);
    const morning = piece('m', '2026-03-02', hm(6), 4);
    ledger.add('d', morning);
    expect(ledger.canTake('d', piece('x', '2026-03-02', hm(9), 2))).toBe(false);
    expect(ledger.drivingOn('d', '2026-03-02')).toBe(4 * hm(0, 50));
    ledger.remove('d', morning);
    expect(ledger.canTake('d', piece('x', '2026-03-02', hm(9), 2))).toBe(true);
    expect(ledger.lastEndOn('d', '2026-03-02')).toBeUndefined();
  });
});

describe('rostering a day', () => {
  /** a line's pieces: ten buses out every 6 minutes from 05:30 until 23:00, their days cut as duty-pieces.ts cuts them */
  const day = (date: string) =>
    Array.from({ length: 10 }, (_, bus) => {
      const trips: Array<{ startTime: number; endTime: number }> = [];
      for (let at = hm(5, 30) + bus * hm(0, 6); at + hm(0, 50) <= hm(23); at += hm(0, 55)) trips.push({ startTime: at, endTime: at + hm(0, 50) });
      return cutPieces(trips, pieceLimitsOf(DEFAULT_DUTY_RULES)).map((trips, i): RosterPiece => ({
        key: `${date}-B${bus}-${i}`,
        serviceDate: date,
        spells: trips.map((t) => ({ start: t.startTime, end: t.endTime })),
      }));
    }).flat();

  it('gives every piece a driver, pairs pieces into days with a real break, and keeps every rule over a week', () => {
    const crew = Array.from({ length: 40 }, (_, i) => `driver-${i}`);
    const ledger = new DriverLedger(DEFAULT_DUTY_RULES);
    const duties: CheckedDuty[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = addDays('2026-03-02', d);
      const pieces = day(date);
      const given = rosterPieces(pieces, crew, ledger, { start: d * 7 });
      expect(given.size, date).toBe(pieces.length);
      for (const p of pieces) duties.push(asDuty(p, given.get(p.key)!));
      // pieces run up to 4 hours (2 at night), and two make most drivers' day (yesterday's late drivers start late)
      expect(new Set(given.values()).size, date).toBeLessThanOrEqual(Math.ceil(pieces.length * 0.55));
    }
    expect(findings(duties)).toEqual([]);
  });

  it('leaves pieces without a driver when the crew cannot lawfully take them', () => {
    const ledger = new DriverLedger(DEFAULT_DUTY_RULES);
    const pieces = day('2026-03-02');
    const given = rosterPieces(pieces, ['a', 'b', 'c'], ledger);
    expect(given.size).toBeLessThan(pieces.length);
    expect(new Set(given.values())).toEqual(new Set(['a', 'b', 'c']));
    expect(findings(pieces.filter((p) => given.has(p.key)).map((p) => asDuty(p, given.get(p.key)!)))).toEqual([]);
  });
});
