/**
 * Blocks (车次链, GTFS block_id): which trips one vehicle drives in a day. Greedy over the trips
 * of both directions in departure order: a trip goes to the vehicle that arrived at its first
 * terminal earliest and has laid over at least the minimum; when none has, a new vehicle (block)
 * starts. Ties go to the lower block number, so the result is the same for the same trips.
 * For trips on one line this greedy uses as few vehicles as the timetable allows at each
 * terminal (the vehicle that is free longest is always reused first).
 */
export interface BlockTrip {
  id: string;
  startTime: number;
  endTime: number;
  /** terminal keys: the same key at the end of one trip and the start of another means a vehicle may turn there */
  fromTerminal: string;
  toTerminal: string;
}

/**
 * Trip ids of each block, blocks in order of their first departure. `maxSpanSecs` caps a block
 * from its first departure to its last arrival (a shift: past it the next trip starts a new
 * block, which the same bus may run with the next driver).
 */
export function buildBlocks(trips: readonly BlockTrip[], minLayoverSecs: number, maxSpanSecs = Number.POSITIVE_INFINITY): string[][] {
  const ordered = [...trips].sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const blocks: Array<{ trips: string[]; freeAt: number; at: string; start: number }> = [];
  for (const trip of ordered) {
    let chosen = -1;
    for (let i = 0; i < blocks.length; i += 1) {
      const block = blocks[i];
      if (block.at !== trip.fromTerminal || block.freeAt + minLayoverSecs > trip.startTime || trip.endTime - block.start > maxSpanSecs) continue;
      if (chosen < 0 || block.freeAt < blocks[chosen].freeAt) chosen = i;
    }
    if (chosen < 0) {
      blocks.push({ trips: [trip.id], freeAt: trip.endTime, at: trip.toTerminal, start: trip.startTime });
    } else {
      blocks[chosen].trips.push(trip.id);
      blocks[chosen].freeAt = trip.endTime;
      blocks[chosen].at = trip.toTerminal;
    }
  }
  return blocks.map((b) => b.trips);
}

/** `<route code>-<calendar code>-B01` for the block at `index` (0-based) */
export function blockCode(routeCode: string, calendarCode: string, index: number): string {
  return `${routeCode}-${calendarCode}-B${String(index + 1).padStart(2, '0')}`;
}
