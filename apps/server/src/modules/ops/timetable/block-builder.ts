/**
 * Vehicle blocks (车次链, GTFS block_id): the trips one bus drives in its working day, built with as
 * few buses as the timetable allows.
 *
 * The greedy: trips in departure order; each goes to a bus standing at its first terminal that has
 * laid over at least the minimum, the one that arrived first (first in, first out); when none is
 * there, to an idle bus elsewhere that can drive there empty (deadhead) in time, the one idle
 * longest; otherwise a new bus starts. Without deadheads a bus only ever waits where it is, and the
 * greedy starts a new bus at a terminal only when every bus that has arrived there is still busy:
 * the fleet it uses is, terminal by terminal, the most departures that ever outran the arrivals
 * (Ceder's deficit function), which no schedule can do with fewer buses. When every terminal is
 * one (or deadheads cost nothing) that equals the most trips running at once with their layover,
 * `fleetLowerBound`. `minimumFleet` is the exact optimum for any deadheads (a minimum path cover of
 * the trips, by bipartite matching), for the tests and the bench to hold the greedy against.
 */
export interface BlockTrip {
  id: string;
  startTime: number;
  endTime: number;
  /** terminal keys: the same key at the end of one trip and the start of another means a bus may turn there */
  fromTerminal: string;
  toTerminal: string;
}

export interface BlockOptions {
  /** the least a bus stands at a terminal between two trips */
  minLayoverSecs: number;
  /** seconds to drive empty from one terminal to another; undefined where a bus may not */
  deadheadSecs?: (from: string, to: string) => number | undefined;
}

const byDeparture = (a: BlockTrip, b: BlockTrip) => a.startTime - b.startTime || a.endTime - b.endTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** seconds between a bus arriving at `from` and it being able to depart from `to`; undefined: never */
function turnSecs(from: string, to: string, options: BlockOptions): number | undefined {
  if (from === to) return options.minLayoverSecs;
  const deadhead = options.deadheadSecs?.(from, to);
  return deadhead === undefined ? undefined : deadhead + options.minLayoverSecs;
}

/**
 * Trip ids of each block, blocks in order of their first departure. The greedy above; where
 * deadheads make it miss the optimum (it moved a bus that another terminal needed later), the
 * blocks of a maximum matching instead, each trip followed by the one that leaves soonest after it
 * where it stands, so every timetable gets the fewest buses it allows.
 */
export function buildBlocks(trips: readonly BlockTrip[], options: BlockOptions): string[][] {
  const greedy = greedyBlocks(trips, options);
  // without deadheads, or at the bound, the greedy is optimal: the matching is not needed
  if (!options.deadheadSecs || greedy.length <= fleetLowerBound(trips, options).buses) return greedy;
  const { ordered, matchedTo } = maximumFollowing(trips, options);
  const fewest = ordered.length - matchedTo.filter((i) => i >= 0).length;
  if (greedy.length <= fewest) return greedy;
  const next = new Array<number>(ordered.length).fill(-1);
  matchedTo.forEach((i, j) => {
    if (i >= 0) next[i] = j;
  });
  const chains: string[][] = [];
  ordered.forEach((_, first) => {
    if (matchedTo[first] >= 0) return;
    const chain: string[] = [];
    for (let k = first; k >= 0; k = next[k]) chain.push(ordered[k].id);
    chains.push(chain);
  });
  return chains;
}

function greedyBlocks(trips: readonly BlockTrip[], options: BlockOptions): string[][] {
  const blocks: Array<{ trips: string[]; freeAt: number; at: string }> = [];
  for (const trip of [...trips].sort(byDeparture)) {
    let waiting = -1;
    let elsewhere = -1;
    for (let i = 0; i < blocks.length; i += 1) {
      const bus = blocks[i];
      if (bus.at === trip.fromTerminal) {
        if (bus.freeAt + options.minLayoverSecs <= trip.startTime && (waiting < 0 || bus.freeAt < blocks[waiting].freeAt)) waiting = i;
      } else if (waiting < 0) {
        const turn = turnSecs(bus.at, trip.fromTerminal, options);
        if (turn !== undefined && bus.freeAt + turn <= trip.startTime && (elsewhere < 0 || bus.freeAt < blocks[elsewhere].freeAt)) elsewhere = i;
      }
    }
    const chosen = waiting >= 0 ? waiting : elsewhere;
    if (chosen < 0) blocks.push({ trips: [trip.id], freeAt: trip.endTime, at: trip.toTerminal });
    else Object.assign(blocks[chosen], { freeAt: trip.endTime, at: trip.toTerminal }).trips.push(trip.id);
  }
  return blocks.map((b) => b.trips);
}

/**
 * The most trips running at once, each holding its bus from its departure until the bus could
 * depart again at the earliest (its layover, and the shortest deadhead to a terminal trips leave
 * from): no schedule needs fewer buses. With the time it is reached at.
 */
export function fleetLowerBound(trips: readonly BlockTrip[], options: BlockOptions): { buses: number; at: number | null } {
  const departures = [...new Set(trips.map((t) => t.fromTerminal))];
  const events: Array<[number, number]> = [];
  for (const trip of trips) {
    const turns = departures.map((to) => turnSecs(trip.toTerminal, to, options)).filter((s): s is number => s !== undefined);
    const held = turns.length ? Math.min(...turns) : Number.POSITIVE_INFINITY;
    events.push([trip.startTime, 1], [trip.endTime + held, -1]);
  }
  // a bus free at the instant another trip leaves can take it: ends before starts at the same time
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let best = { buses: 0, at: null as number | null };
  for (const [time, change] of events) {
    running += change;
    if (running > best.buses) best = { buses: running, at: time };
  }
  return best;
}

/**
 * A maximum matching of "trip j may follow trip i" (Kuhn's augmenting paths; each trip tries the
 * trips after it nearest first, without a deadhead first). `matchedTo[j]` is the trip j follows, -1
 * for a block's first trip. Trips are in departure order.
 */
function maximumFollowing(trips: readonly BlockTrip[], options: BlockOptions) {
  const ordered = [...trips].sort(byDeparture);
  const follows = ordered.map((before) =>
    ordered
      .flatMap((after, j) => {
        const turn = turnSecs(before.toTerminal, after.fromTerminal, options);
        return turn !== undefined && before.endTime + turn <= after.startTime
          ? [{ j, cost: (before.toTerminal === after.fromTerminal ? 0 : 86_400) + after.startTime - before.endTime }]
          : [];
      })
      .sort((a, b) => a.cost - b.cost || a.j - b.j)
      .map((edge) => edge.j),
  );
  const matchedTo = new Array<number>(ordered.length).fill(-1);
  const augment = (i: number, seen: Uint8Array): boolean => {
    for (const j of follows[i]) {
      if (seen[j]) continue;
      seen[j] = 1;
      if (matchedTo[j] < 0 || augment(matchedTo[j], seen)) {
        matchedTo[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < ordered.length; i += 1) augment(i, new Uint8Array(ordered.length));
  return { ordered, matchedTo };
}

/** The fewest buses any schedule of these trips needs: trips minus a maximum matching of "may follow". */
export function minimumFleet(trips: readonly BlockTrip[], options: BlockOptions): number {
  const { ordered, matchedTo } = maximumFollowing(trips, options);
  return ordered.length - matchedTo.filter((i) => i >= 0).length;
}

/** `<route code>-<calendar code>-B01` for the block at `index` (0-based) */
export function blockCode(routeCode: string, calendarCode: string, index: number): string {
  return `${routeCode}-${calendarCode}-B${String(index + 1).padStart(2, '0')}`;
}
