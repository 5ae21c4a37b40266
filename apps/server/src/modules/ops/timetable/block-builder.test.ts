import { describe, expect, it } from 'vitest';
import { blockCode, buildBlocks, fleetLowerBound, minimumFleet, type BlockOptions, type BlockTrip } from './block-builder';
import { cutPieces, pieceCode, pieceLimitsOf } from './duty-pieces';
import { DEFAULT_DUTY_RULES } from '../fleet/duty-check';
import { seededRandom } from '../../../lib/seeded-random';

const hm = (h: number, m = 0) => h * 3600 + m * 60;
const trip = (id: string, start: number, minutes: number, from: string, to: string): BlockTrip => ({
  id,
  startTime: start,
  endTime: start + minutes * 60,
  fromTerminal: from,
  toTerminal: to,
});
const layover = (minutes: number): BlockOptions => ({ minLayoverSecs: minutes * 60 });

/** a seeded whole number below `below`: the same random cases on every run */
function random(seed: number) {
  const next = seededRandom(seed);
  return (below: number) => Math.floor(next() * below);
}

/** trips of a random small timetable between `terminals`, with random deadheads between them */
function randomTimetable(seed: number, count: number, terminals: string[]) {
  const next = random(seed);
  const trips = Array.from({ length: count }, (_, i) =>
    trip(`t${i}`, next(300) * 60, 10 + next(60), terminals[next(terminals.length)], terminals[next(terminals.length)]),
  );
  const deadheads = new Map<string, number>();
  for (const a of terminals) for (const b of terminals) if (a < b) deadheads.set(`${a}${b}`, (5 + next(30)) * 60);
  const options: BlockOptions = { minLayoverSecs: 300, deadheadSecs: (a, b) => deadheads.get(a < b ? `${a}${b}` : `${b}${a}`) };
  return { trips, options };
}

/** whether `after` may follow `before` on one bus */
function mayFollow(before: BlockTrip, after: BlockTrip, options: BlockOptions) {
  const deadhead = before.toTerminal === after.fromTerminal ? 0 : options.deadheadSecs?.(before.toTerminal, after.fromTerminal);
  return deadhead !== undefined && before.endTime + deadhead + options.minLayoverSecs <= after.startTime;
}

/** the fewest buses by trying every way of chaining the trips (small timetables only) */
function bruteForceFleet(trips: BlockTrip[], options: BlockOptions) {
  const ordered = [...trips].sort((a, b) => a.startTime - b.startTime);
  let best = ordered.length;
  const place = (k: number, lasts: BlockTrip[]) => {
    if (lasts.length >= best) return;
    if (k === ordered.length) {
      best = lasts.length;
      return;
    }
    lasts.forEach((last, i) => {
      if (mayFollow(last, ordered[k], options))
        place(
          k + 1,
          lasts.map((l, j) => (j === i ? ordered[k] : l)),
        );
    });
    place(k + 1, [...lasts, ordered[k]]);
  };
  place(0, []);
  return best;
}

/** every trip once, and each bus able to run its trips one after the other */
function expectRunnable(blocks: string[][], trips: BlockTrip[], options: BlockOptions) {
  const byId = new Map(trips.map((t) => [t.id, t]));
  expect(blocks.flat().sort()).toEqual(trips.map((t) => t.id).sort());
  for (const block of blocks) for (let i = 1; i < block.length; i += 1) expect(mayFollow(byId.get(block[i - 1])!, byId.get(block[i])!, options)).toBe(true);
}

describe('vehicle blocks', () => {
  it('chains a shuttle back and forth with the layover respected', () => {
    const trips = [trip('u1', hm(6), 30, 'A', 'B'), trip('d1', hm(6, 35), 30, 'B', 'A'), trip('u2', hm(7, 10), 30, 'A', 'B')];
    expect(buildBlocks(trips, layover(5))).toEqual([['u1', 'd1', 'u2']]);
    // with a 10-minute layover neither the 06:35 return nor the 07:10 trip can wait for the vehicle before it
    expect(buildBlocks(trips, layover(10))).toEqual([['u1'], ['d1'], ['u2']]);
  });

  it('uses as few vehicles as the timetable needs and never turns a vehicle where it is not', () => {
    // up every 10 min from A, down every 10 min from B, 25 min each way, 5 min layover: the first
    // vehicle back at A (07:00) can take 07:10, so 06:00-06:30 from A (4) and 06:05-06:25 from B (3)
    // need their own vehicles, and nothing more: 7
    const trips: BlockTrip[] = [];
    for (let i = 0; i < 12; i += 1) {
      trips.push(trip(`u${i}`, hm(6, i * 10), 25, 'A', 'B'));
      trips.push(trip(`d${i}`, hm(6, i * 10 + 5), 25, 'B', 'A'));
    }
    const blocks = buildBlocks(trips, layover(5));
    expect(blocks).toHaveLength(7);
    expect(minimumFleet(trips, layover(5))).toBe(7);
    // six trips hold a bus at once at most, but the buses stand at the wrong end: the bound is not reached
    expect(fleetLowerBound(trips, layover(5)).buses).toBe(6);
    expectRunnable(blocks, trips, layover(5));
  });

  it('drives a bus empty to the other terminal when that saves a bus, and not otherwise', () => {
    // three trips out of A in the morning peak, none back: the evening's trips out of B need the
    // buses that ended there, the 07:00 one from A needs the bus that can drive back in 20 minutes
    const trips = [trip('a1', hm(6), 30, 'A', 'B'), trip('a2', hm(6, 10), 30, 'A', 'B'), trip('a3', hm(7, 20), 30, 'A', 'B')];
    expect(buildBlocks(trips, layover(5))).toHaveLength(3);
    const withDeadhead: BlockOptions = { minLayoverSecs: 300, deadheadSecs: () => 20 * 60 };
    const blocks = buildBlocks(trips, withDeadhead);
    expect(blocks).toEqual([['a1', 'a3'], ['a2']]);
    expect(minimumFleet(trips, withDeadhead)).toBe(2);
    expect(fleetLowerBound(trips, withDeadhead).buses).toBe(2);
  });

  it('gives the same blocks whatever order the trips come in', () => {
    const trips = [trip('a', hm(6), 20, 'A', 'B'), trip('b', hm(6), 20, 'A', 'B'), trip('c', hm(6, 30), 20, 'B', 'A'), trip('d', hm(6, 30), 20, 'B', 'A')];
    expect(buildBlocks([...trips].reverse(), layover(5))).toEqual(buildBlocks(trips, layover(5)));
    expect(buildBlocks(trips, layover(5))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(blockCode('R001', 'WD', 0)).toBe('R001-WD-B01');
  });

  it('matches the most trips running at once (with their layover) when every bus may take any trip', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const { trips } = randomTimetable(seed, 30, ['A', 'B', 'C']);
      const anywhere: BlockOptions = { minLayoverSecs: 300, deadheadSecs: () => 0 };
      const blocks = buildBlocks(trips, anywhere);
      expectRunnable(blocks, trips, anywhere);
      expect(blocks.length, `timetable ${seed}`).toBe(fleetLowerBound(trips, anywhere).buses);
    }
  });

  it('is optimal without deadheads and with them, against every way of chaining small timetables', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const { trips, options } = randomTimetable(seed, 4 + (seed % 6), ['A', 'B', 'C'].slice(0, 2 + (seed % 2)));
      const withoutDeadheads = layover(5);
      for (const rules of [withoutDeadheads, options]) {
        const blocks = buildBlocks(trips, rules);
        expectRunnable(blocks, trips, rules);
        const fewest = bruteForceFleet(trips, rules);
        expect(blocks.length, `timetable ${seed}`).toBe(fewest);
        expect(minimumFleet(trips, rules)).toBe(fewest);
        expect(fleetLowerBound(trips, rules).buses).toBeLessThanOrEqual(fewest);
      }
    }
  });

  it('reaches the optimum of larger timetables with deadheads too', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const { trips, options } = randomTimetable(seed, 40, ['A', 'B', 'C']);
      const blocks = buildBlocks(trips, options);
      expectRunnable(blocks, trips, options);
      expect(blocks.length, `timetable ${seed}`).toBe(minimumFleet(trips, options));
    }
  });
});

describe('crew pieces', () => {
  const limits = pieceLimitsOf(DEFAULT_DUTY_RULES);
  /** a bus's day: 50-minute trips with 5 minutes at each end from `start` to `end` */
  const busDay = (start: number, end: number) => {
    const trips: Array<{ startTime: number; endTime: number }> = [];
    for (let at = start; at + hm(0, 50) <= end; at += hm(0, 55)) trips.push({ startTime: at, endTime: at + hm(0, 50) });
    return trips;
  };
  const spans = (pieces: Array<Array<{ startTime: number; endTime: number }>>) => pieces.map((p) => [p[0].startTime, p.at(-1)!.endTime]);

  it('cuts a bus’s day at terminals into spells within the continuous-driving limits, the night one before 06:00 and after 22:00', () => {
    const pieces = cutPieces(busDay(hm(5, 30), hm(23, 30)), limits);
    expect(limits).toEqual({ daySecs: hm(4), nightSecs: hm(2) });
    expect(pieces.flat()).toHaveLength(busDay(hm(5, 30), hm(23, 30)).length);
    expect(spans(pieces)[0]).toEqual([hm(5, 30), hm(7, 15)]); // touches the night: two trips, 1 h 45 min
    expect(spans(pieces)[1]).toEqual([hm(7, 20), hm(10, 55)]); // four trips, 3 h 35 min
    for (const [start, end] of spans(pieces)) expect(end - start).toBeLessThanOrEqual(end > hm(22) || start < hm(6) ? hm(2) : hm(4));
  });

  it('keeps a trip longer than the limit as a piece of its own and names pieces after their block', () => {
    const pieces = cutPieces([{ startTime: hm(8), endTime: hm(12, 30) }, ...busDay(hm(12, 35), hm(14))], limits);
    expect(pieces.map((p) => p.length)).toEqual([1, 1]);
    expect(cutPieces([], limits)).toEqual([]);
    expect(pieceCode('JC1-WD-B03', 1)).toBe('JC1-WD-B03-2');
    expect(pieceLimitsOf(DEFAULT_DUTY_RULES.map((r) => (r.code === 'continuous_day' ? { ...r, enabled: false } : r))).daySecs).toBe(Number.POSITIVE_INFINITY);
  });
});
