/**
 * Drivers for crew pieces (班段), within the duty rules. A driver's day is one or more pieces with a
 * real break between them (at least min_break: the checker would otherwise join them into one
 * spell), at most the daily limit in any 24 hours and the weekly limit in any seven service days.
 * `DriverLedger` holds what each driver already drives and answers whether one more piece keeps
 * every rule, as `checkDuties` would find it, without running the checker (the seed and 自动排班
 * ask it thousands of times). Pieces are lawful on their own (timetable/duty-pieces.ts).
 */
import type { DutyRule } from '@bus/contracts';
import { dayNumber, type DrivingSpell } from './duty-check';

const DAY = 86_400;

export interface RosterPiece {
  /** the piece's duty code */
  key: string;
  serviceDate: string;
  /** its trips, seconds of the service day */
  spells: readonly DrivingSpell[];
}

interface Held {
  key: string;
  day: number;
  /** absolute seconds (days since 1970 × 86,400 + seconds of the service day) */
  start: number;
  end: number;
  spells: Array<{ start: number; end: number }>;
  driving: number;
}

// a piece is offered to many drivers: its place on the timeline is worked out once
const heldOf = new WeakMap<RosterPiece, Held>();
const days = new Map<string, number>();

function held(piece: RosterPiece): Held {
  let found = heldOf.get(piece);
  if (found) return found;
  const day = days.get(piece.serviceDate) ?? days.set(piece.serviceDate, dayNumber(piece.serviceDate)).get(piece.serviceDate)!;
  const spells = piece.spells.map((s) => ({ start: day * DAY + s.start, end: day * DAY + s.end }));
  found = {
    key: piece.key,
    day,
    start: Math.min(...spells.map((s) => s.start)),
    end: Math.max(...spells.map((s) => s.end)),
    spells,
    driving: spells.reduce((sum, s) => sum + s.end - s.start, 0),
  };
  heldOf.set(piece, found);
  return found;
}

const limitOf = (rules: readonly DutyRule[], code: DutyRule['code']) => {
  const rule = rules.find((r) => r.code === code);
  return rule?.enabled && rule.limitMinutes !== null ? rule.limitMinutes * 60 : Number.POSITIVE_INFINITY;
};

export class DriverLedger {
  private readonly byDriver = new Map<string, Held[]>();
  private readonly breakSecs: number;
  private readonly dailySecs: number;
  private readonly weeklySecs: number;

  constructor(rules: readonly DutyRule[]) {
    // the checker joins trips closer than min_break into one spell whether or not the rule reports it
    this.breakSecs = (rules.find((r) => r.code === 'min_break')?.limitMinutes ?? 20) * 60;
    this.dailySecs = limitOf(rules, 'daily_driving');
    this.weeklySecs = limitOf(rules, 'weekly_driving');
  }

  add(driverId: string, piece: RosterPiece) {
    if (piece.spells.length === 0) return;
    const list = this.byDriver.get(driverId) ?? [];
    list.push(held(piece));
    this.byDriver.set(driverId, list);
  }

  remove(driverId: string, piece: Pick<RosterPiece, 'key' | 'serviceDate'>) {
    const day = dayNumber(piece.serviceDate);
    const list = this.byDriver.get(driverId) ?? [];
    this.byDriver.set(
      driverId,
      list.filter((h) => h.key !== piece.key || h.day !== day),
    );
  }

  /** seconds the driver drives on a service date */
  drivingOn(driverId: string, serviceDate: string): number {
    const day = dayNumber(serviceDate);
    return (this.byDriver.get(driverId) ?? []).filter((h) => h.day === day).reduce((sum, h) => sum + h.driving, 0);
  }

  /** the end of the driver's last piece on a service date (seconds of that day), if any */
  lastEndOn(driverId: string, serviceDate: string): number | undefined {
    const day = dayNumber(serviceDate);
    const ends = (this.byDriver.get(driverId) ?? []).filter((h) => h.day === day).map((h) => h.end - day * DAY);
    return ends.length ? Math.max(...ends) : undefined;
  }

  /** seconds between the end of the driver's last piece before `piece` and its start (Infinity: none) */
  restBefore(driverId: string, piece: RosterPiece): number {
    const start = held(piece).start;
    const ends = (this.byDriver.get(driverId) ?? []).map((h) => h.end).filter((end) => end <= start);
    return ends.length ? start - Math.max(...ends) : Number.POSITIVE_INFINITY;
  }

  /** Whether the driver may also drive `piece`: no overlap, a real break either side, the 24-hour and 7-day limits. */
  canTake(driverId: string, piece: RosterPiece): boolean {
    if (piece.spells.length === 0) return true;
    const next = held(piece);
    const list = this.byDriver.get(driverId) ?? [];
    for (const h of list) if (!(next.end + this.breakSecs <= h.start || h.end + this.breakSecs <= next.start)) return false;
    return this.withinDaily(list, next) && this.withinWeekly(list, next);
  }

  /** every 24-hour window starting at one of his trips that the new piece falls in (the checker's windows) */
  private withinDaily(list: Held[], next: Held) {
    if (!Number.isFinite(this.dailySecs)) return true;
    const near = [...list.filter((h) => h.end > next.start - DAY && h.start < next.end + DAY).flatMap((h) => h.spells), ...next.spells];
    for (const first of near) {
      if (first.start >= next.end || first.start + DAY <= next.start) continue;
      const windowEnd = first.start + DAY;
      let total = 0;
      for (const other of near) total += Math.max(0, Math.min(other.end, windowEnd) - Math.max(other.start, first.start));
      if (total > this.dailySecs) return false;
    }
    return true;
  }

  /** the seven service days ending on the piece's day and on each later day he drives */
  private withinWeekly(list: Held[], next: Held) {
    if (!Number.isFinite(this.weeklySecs)) return true;
    for (let day = next.day; day <= next.day + 6; day += 1) {
      if (day !== next.day && !list.some((h) => h.day === day)) continue;
      let total = next.driving;
      for (const h of list) if (h.day > day - 7 && h.day <= day) total += h.driving;
      if (total > this.weeklySecs) return false;
    }
    return true;
  }
}

export interface RosterOptions {
  /** where the rotation through `crew` starts (a date's own place, so a day gets the same drivers whenever it is planned) */
  start?: number;
  /** a driver already out that day takes a later piece only within this much of his last one (longer: a fresh driver first) */
  maxIdleSecs?: number;
  /** a fresh driver is first looked for among those rested this long since their last piece (a night's rest) */
  restSecs?: number;
}

/**
 * Drivers for one service day's pieces (one line's, or any pool), in order of departure: a piece
 * goes to the driver out that day whose last piece ended most recently but a lawful break before it
 * (a compact day: fewer drivers, no long gaps), else to the next driver of the rotation who may
 * take it (one with a night's rest behind him first), else to any driver out that day who may. Pieces nobody may take stay without a driver.
 * Drivers the ledger already has on that day count as out. The ledger is updated as it goes.
 * Returns piece key → driver id.
 */
export function rosterPieces(pieces: readonly RosterPiece[], crew: readonly string[], ledger: DriverLedger, options: RosterOptions = {}): Map<string, string> {
  const maxIdle = options.maxIdleSecs ?? 5 * 3600;
  const rest = options.restSecs ?? 11 * 3600;
  const start = crew.length ? (((options.start ?? 0) % crew.length) + crew.length) % crew.length : 0;
  const given = new Map<string, string>();
  const ordered = [...pieces].filter((p) => p.spells.length).sort((a, b) => firstStart(a) - firstStart(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (ordered.length === 0) return given;
  // driver → the end of his last piece that day (seconds of the day)
  const out = new Map<string, number>();
  for (const driverId of crew) {
    const end = ledger.lastEndOn(driverId, ordered[0].serviceDate);
    if (end !== undefined) out.set(driverId, end);
  }
  for (const piece of ordered) {
    const begins = firstStart(piece);
    // drivers out that day who have finished by then, the most recently finished first
    const working = [...out]
      .map(([driverId, end]) => ({ driverId, idle: begins - end }))
      .filter((w) => w.idle > 0)
      .sort((a, b) => a.idle - b.idle);
    let driverId = working.find((w) => w.idle <= maxIdle && ledger.canTake(w.driverId, piece))?.driverId;
    // a fresh driver: one who has had a night's rest first (a late shift yesterday leaves little of today's 24 hours)
    for (const rested of [rest, 0])
      for (let k = 0; !driverId && k < crew.length; k += 1) {
        const candidate = crew[(start + k) % crew.length];
        if (!out.has(candidate) && ledger.restBefore(candidate, piece) >= rested && ledger.canTake(candidate, piece)) driverId = candidate;
      }
    driverId ??= working.find((w) => w.idle > maxIdle && ledger.canTake(w.driverId, piece))?.driverId;
    if (!driverId) continue;
    ledger.add(driverId, piece);
    out.set(driverId, Math.max(...piece.spells.map((s) => s.end)));
    given.set(piece.key, driverId);
  }
  return given;
}

const firstStart = (piece: RosterPiece) => Math.min(...piece.spells.map((s) => s.start));

/**
 * Buses for a day's blocks: a bus runs one block after another (a bus back from an earlier block
 * first, the one back longest; then one not out yet, in the order given), keeping the buses `fixed`
 * already has: as many buses as blocks run at once. Blocks no bus is free for stay without.
 * Returns block code → vehicle id.
 */
export function busesForBlocks(
  blocks: ReadonlyArray<{ blockCode: string; firstDeparture: number; lastArrival: number }>,
  buses: readonly string[],
  fixed: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const ordered = [...blocks].sort((a, b) => a.firstDeparture - b.firstDeparture || (a.blockCode < b.blockCode ? -1 : 1));
  const busyUntil = new Map<string, Array<[number, number]>>();
  const hold = (bus: string, block: (typeof ordered)[number]) => busyUntil.set(bus, [...(busyUntil.get(bus) ?? []), [block.firstDeparture, block.lastArrival]]);
  for (const block of ordered) {
    const bus = fixed.get(block.blockCode);
    if (bus) hold(bus, block);
  }
  const given = new Map(fixed);
  for (const block of ordered) {
    if (given.has(block.blockCode)) continue;
    const free = buses.filter((bus) => (busyUntil.get(bus) ?? []).every(([start, end]) => end <= block.firstDeparture || start >= block.lastArrival));
    const backAt = (bus: string) => Math.max(Number.NEGATIVE_INFINITY, ...(busyUntil.get(bus) ?? []).map(([, end]) => end));
    const order = (bus: string) => (Number.isFinite(backAt(bus)) ? backAt(bus) : Number.POSITIVE_INFINITY);
    const bus = free.sort((a, b) => (order(a) === order(b) ? 0 : order(a) < order(b) ? -1 : 1))[0];
    if (!bus) continue;
    hold(bus, block);
    given.set(block.blockCode, bus);
  }
  return given;
}
